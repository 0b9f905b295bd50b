import { deepStrictEqual as assertEquals, match as assertMatch, ok as assert } from 'node:assert/strict';

import { leadReference } from '../../../../src/shared/leads/reference.ts';
import { createDrain } from '../drain.ts';
import { createTransports } from '../transports.ts';
import { ANON_KEY, assertStringIncludes } from '../testing/local-stack.ts';
import { deliveriesOf, drain, mails, oemRow, rest, sample, settings, stack, unique } from './stack.ts';

/*
 * A lead's deliveries drained against the local stack: the team alert, the receipt and the webhook
 * of an OEM lead; a webhook receiver that fails, then recovers; SMTP down, then back; drains that
 * race; a webhook with no URL; a lead held for review. Only the clock is helped: a case makes a
 * backed-off delivery due instead of waiting for it.
 */

type Hook = { name: string; idempotencyKey: string | null; body: Record<string, unknown> };

let visitor = 0;
async function storeLead(table: string, row: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID();
  visitor += 1;
  const response = await rest(table, {
    method: 'POST',
    key: ANON_KEY,
    headers: { 'x-test-client-address': `203.0.113.${visitor}` },
    body: JSON.stringify({ id, consent_version: '2026-11-23', ...row }),
  });
  assertEquals(response.status, 201, await response.text());
  return id;
}

async function makeDue(leadId: string) {
  const response = await rest(`lead_deliveries?lead_id=eq.${leadId}&status=eq.pending`, {
    method: 'PATCH',
    body: JSON.stringify({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }),
  });
  await response.body?.cancel();
}

const hooks = async (): Promise<Hook[]> => (await (await fetch(`${stack.captureUrl}/webhooks`)).json()) as Hook[];
const control = async (path: string, body: unknown) =>
  (await fetch(`${stack.captureUrl}${path}`, { method: 'POST', body: JSON.stringify(body) })).body?.cancel();

Deno.test({
  name: 'an OEM lead: the team alert with every answer and the due time, a receipt with the reference and due time, and the webhook once',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const email = `morag+${unique()}@aquila.example`;
    const id = await storeLead('oem_leads', oemRow(email));
    await drain();
    const deliveries = await deliveriesOf(id);
    assertEquals(
      deliveries.map((d) => [d.kind, d.status]),
      [
        ['receipt', 'sent'],
        ['team_alert', 'sent'],
        ['webhook', 'sent'],
      ],
    );
    const alertId = deliveries.find((d) => d.kind === 'team_alert')?.id;
    const alert = (await mails()).find((m) => m.deliveryId === alertId);
    assert(alert, 'alert captured');
    assertEquals(alert.subject, 'New OEM RFQ: Aquila <Subsea> & Co');
    assertEquals(alert.to, ['team@forgebridge.test']);
    // A reply to the alert goes to the lead: the address its field table gives the email role.
    assertEquals(alert.replyTo, email);
    assertEquals(alert.messageId, `<${alertId}@forgebridge.test>`);
    for (const line of [
      'Company name: Aquila <Subsea> & Co',
      'Type of work: Multi-axis machining',
      'City: Aberdeen',
      'Notes: <script>alert(1)</script>',
    ])
      assertStringIncludes(alert.text, line);
    assertStringIncludes(alert.text, `https://www.forgebridge.test/ops/leads-test?tab=oem&lead=${id}`);
    // Every typed value is escaped in the HTML part.
    assertStringIncludes(alert.html, '&lt;script&gt;alert(1)&lt;/script&gt;');
    assertStringIncludes(alert.html, 'Aquila &lt;Subsea&gt; &amp; Co');
    assert(!alert.html.includes('<script>'));

    const receiptId = deliveries.find((d) => d.kind === 'receipt')?.id;
    const receipt = (await mails()).find((m) => m.deliveryId === receiptId);
    assert(receipt, 'receipt captured');
    assertEquals(receipt.to, [email]);
    for (const typed of ['Morag', 'Aquila', 'Inconel', 'script']) assert(!receipt.text.includes(typed), typed);
    // The reference and the due time come from the stored row: its id, and due_at from the database.
    const reference = leadReference(id);
    assertStringIncludes(receipt.subject, reference);
    assertStringIncludes(receipt.text, `Your reference: ${reference}`);
    assertMatch(receipt.text, /due by \w+day \d{1,2} \w+, \d{2}:\d{2} UK time\./);
    assertStringIncludes(alert.text, `Reference: ${reference}`);
    assertMatch(alert.text, /Supplier options due by: \w+day \d{1,2} \w+, \d{2}:\d{2} UK time/);

    const webhookId = deliveries.find((d) => d.kind === 'webhook')?.id;
    const posted = (await hooks()).filter((h) => h.idempotencyKey === webhookId);
    assertEquals(posted.length, 1);
    assertEquals(posted[0]?.name, 'oem');
    assertEquals(posted[0]?.body.materials, 'other');
    assertEquals(posted[0]?.body.otherMaterials, 'Inconel 625');
    assertEquals(posted[0]?.body.certifications, 'iso9001, other');
    assertEquals(posted[0]?.body.source, 'OEM Sourcing Form');
  },
});

Deno.test({
  name: 'a webhook receiver that fails, then recovers: retried with backoff, delivered once',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    await control('/webhooks-fail', { count: 2 });
    const id = await storeLead('cnc_partner_leads', sample('partner'));
    await drain();
    let webhook = (await deliveriesOf(id)).find((d) => d.kind === 'webhook');
    assertEquals([webhook?.status, webhook?.attempts, webhook?.last_error], ['pending', 1, 'Webhook answered 503']);
    // Not due yet: a drain now leaves it alone.
    await drain();
    assertEquals((await deliveriesOf(id)).find((d) => d.kind === 'webhook')?.attempts, 1);
    await makeDue(id);
    await drain();
    webhook = (await deliveriesOf(id)).find((d) => d.kind === 'webhook');
    assertEquals([webhook?.status, webhook?.attempts], ['pending', 2]);
    await makeDue(id);
    await drain();
    webhook = (await deliveriesOf(id)).find((d) => d.kind === 'webhook');
    assertEquals([webhook?.status, webhook?.attempts, webhook?.last_error], ['sent', 3, null]);
    const posted = (await hooks()).filter((h) => h.idempotencyKey === webhook?.id);
    assertEquals(posted.length, 1);
    assertEquals(posted[0]?.body.page_url, 'https://www.forgebridge.test/cnc-partner');
  },
});

Deno.test({
  name: 'SMTP down: the alert waits in the outbox and arrives once SMTP is back',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    await control('/smtp', { accepting: false });
    const id = await storeLead('contact_messages', {
      ...sample('contact', { person: 'Sam' }),
      message: 'Line one\nLine two',
    });
    try {
      await drain();
      const alert = (await deliveriesOf(id)).find((d) => d.kind === 'team_alert');
      assertEquals(alert?.status, 'pending');
      assertMatch(alert?.last_error ?? '', /ECONNREFUSED|connect/i);
    } finally {
      await control('/smtp', { accepting: true });
    }
    await makeDue(id);
    await drain();
    const alert = (await deliveriesOf(id)).find((d) => d.kind === 'team_alert');
    assertEquals(alert?.status, 'sent');
    const captured = (await mails()).filter((m) => m.deliveryId === alert?.id);
    assertEquals(captured.length, 1);
    assertEquals(captured[0]?.subject, 'New contact message: Sam');
  },
});

Deno.test({
  name: 'two drains racing send each delivery once',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => storeLead('icp_template_leads', sample('icp'))));
    const other = createDrain(settings(), createTransports(settings().mail));
    await Promise.all([drain(), other(), drain()]);
    const alertIds = (await Promise.all(ids.map(deliveriesOf))).flat().map((d) => d.id);
    const captured = (await mails()).filter((m) => m.deliveryId && alertIds.includes(m.deliveryId));
    assertEquals(captured.length, 5);
    assertEquals(new Set(captured.map((m) => m.deliveryId)).size, 5);
  },
});

Deno.test({
  name: 'a webhook without a URL is skipped, not retried',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const withoutUrl = createDrain(settings({ oemWebhookUrl: undefined }), createTransports(settings().mail));
    const id = await storeLead('oem_leads', oemRow(`x+${unique()}@aquila.example`));
    await withoutUrl();
    const webhook = (await deliveriesOf(id)).find((d) => d.kind === 'webhook');
    assertEquals([webhook?.status, webhook?.last_error], ['skipped', 'No webhook URL is set for this kind of lead']);
  },
});

Deno.test({
  name: 'a lead held for review: the alert says so in its subject and intro',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const email = `held+${unique()}@aquila.example`;
    // Stored held, as the flood guard stores a lead over a limit someone else could fill (only on
    // arrival: nobody changes a lead to held afterwards).
    const id = crypto.randomUUID();
    const held = await rest('oem_leads', {
      method: 'POST',
      body: JSON.stringify({ id, consent_version: '2026-11-23', ...oemRow(email), status: 'held' }),
    });
    assertEquals(held.status, 201, await held.text());
    await drain();
    const alertId = (await deliveriesOf(id)).find((d) => d.kind === 'team_alert')?.id;
    const alert = (await mails()).find((m) => m.deliveryId === alertId);
    assert(alert, 'alert captured');
    assertEquals(alert.subject, 'Held for review: New OEM RFQ: Aquila <Subsea> & Co');
    assertMatch(alert.text, /^Leads are arriving faster than the website’s limits allow/);
  },
});
