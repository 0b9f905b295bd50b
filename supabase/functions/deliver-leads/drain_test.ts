import { deepStrictEqual as assertEquals, match as assertMatch, ok as assert } from 'node:assert/strict';

import { sampleRow, type SampleOptions } from '../../../src/shared/leads/fields/sample-row.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { createDrain } from './drain.ts';
import type { Settings } from './settings.ts';
import { createTransports } from './transports.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, assertStringIncludes, stackSettings, startStack } from './testing/local-stack.ts';

/*
 * The drain against the real thing around it: the embedded backend (migrated Postgres in PGlite
 * behind PostgREST's RPC, started by supabase/tests/support/function-stack.ts under Node), a local SMTP
 * capture, and a webhook receiver that fails, then recovers. Only the clock is helped: a test
 * makes a backed-off delivery due instead of waiting for it.
 */

type Mail = {
  subject: string;
  to: string[];
  replyTo: string | null;
  text: string;
  html: string;
  messageId: string | null;
  deliveryId: string | null;
};
type Hook = { name: string; idempotencyKey: string | null; body: Record<string, unknown> };
type Delivery = { id: string; kind: string; status: string; attempts: number; last_error: string | null };

const { stack, stop } = await startStack();

const settings = (overrides: Partial<Settings> = {}): Settings =>
  stackSettings(stack, {
    partnerWebhookUrl: `${stack.captureUrl}/webhooks/partner`,
    oemWebhookUrl: `${stack.captureUrl}/webhooks/oem`,
    ...overrides,
  });
const drain = createDrain(settings(), createTransports(settings().mail));

async function rest(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const key = init.key ?? SERVICE_ROLE_KEY;
  const response = await fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });
  return response;
}

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

async function deliveriesOf(leadId: string): Promise<Delivery[]> {
  const response = await rest(
    `lead_deliveries?lead_id=eq.${leadId}&select=id,kind,status,attempts,last_error&order=kind`,
  );
  return (await response.json()) as Delivery[];
}

async function makeDue(leadId: string) {
  const response = await rest(`lead_deliveries?lead_id=eq.${leadId}&status=eq.pending`, {
    method: 'PATCH',
    body: JSON.stringify({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }),
  });
  await response.body?.cancel();
}

const mails = async (): Promise<Mail[]> => (await (await fetch(`${stack.captureUrl}/email`)).json()) as Mail[];
const hooks = async (): Promise<Hook[]> => (await (await fetch(`${stack.captureUrl}/webhooks`)).json()) as Hook[];
const control = async (path: string, body: unknown) =>
  (await fetch(`${stack.captureUrl}${path}`, { method: 'POST', body: JSON.stringify(body) })).body?.cancel();

const unique = () => crypto.randomUUID().slice(0, 8);
/** A kind's sample row (from its field table) under its own email address. */
const sample = (kind: Parameters<typeof sampleRow>[0], options: Partial<SampleOptions> = {}) =>
  sampleRow(kind, { marker: unique(), ...options });
const oemRow = (email: string) => ({
  ...sample('oem', { company: 'Aquila <Subsea> & Co', person: 'Morag Innes' }),
  email,
  city: 'Aberdeen',
  production_requirements: 'multi-axis',
  material_types: 'other, Inconel 625',
  quality_standards: 'iso9001, other, NORSOK M-650',
  additional_services: '<script>alert(1)</script>',
});

/** An OEM RFQ stored by the service role as if it had arrived `hoursAgo` hours ago. */
async function storeOemArrived(hoursAgo: number, email: string): Promise<string> {
  const id = crypto.randomUUID();
  const stored = await rest('oem_leads', {
    method: 'POST',
    body: JSON.stringify({
      id,
      consent_version: '2026-11-23',
      ...oemRow(email),
      created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
    }),
  });
  assertEquals(stored.status, 201, await stored.text());
  return id;
}

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

Deno.test({
  name: 'the 48-hour reminder: the team gets the RFQ’s reference, its clock’s end and its desk link, once',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    // Stored 49 hours ago, as the team's own tooling may back-date a row: 23 clock hours are left.
    const id = await storeOemArrived(49, `morag+${unique()}@aquila.example`);
    for (let run = 0; run < 2; run++) {
      const queued = await rest('rpc/queue_clock_reminders', { method: 'POST', body: '{}' });
      assertEquals(queued.status, 200, await queued.text());
    }
    await drain();
    const reminders = (await deliveriesOf(id)).filter((d) => d.kind === 'clock_reminder');
    assertEquals(
      reminders.map((d) => d.status),
      ['sent'],
    );
    const mail = (await mails()).find((m) => m.deliveryId === reminders[0]?.id);
    assert(mail, 'reminder captured');
    assertEquals(mail.to, ['team@forgebridge.test']);
    assertEquals(mail.subject, `24 hours left: 3 supplier options for ${leadReference(id)} (Aquila <Subsea> & Co)`);
    assertStringIncludes(mail.text, '48 of the 72 calendar hours promised for this OEM RFQ have run');
    assertMatch(mail.text, /Options due by: \w+day \d+ \w+, \d\d:\d\d UK time/);
    assertStringIncludes(mail.text, `https://www.forgebridge.test/ops/leads-test?tab=oem&lead=${id}`);
  },
});

Deno.test({
  name: 'the 48-hour reminder of an RFQ closed after it was queued is skipped, not sent',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const id = await storeOemArrived(50, `closed+${unique()}@aquila.example`);
    const queued = await rest('rpc/queue_clock_reminders', { method: 'POST', body: '{}' });
    assertEquals(queued.status, 200, await queued.text());
    const closed = await rest(`oem_leads?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'lost' }) });
    assertEquals(closed.status, 204, await closed.text());
    await drain();
    const reminders = (await deliveriesOf(id)).filter((d) => d.kind === 'clock_reminder');
    assertEquals(
      reminders.map((d) => [d.status, d.last_error]),
      [['skipped', 'The RFQ was closed before the reminder']],
    );
    assertEquals((await mails()).filter((m) => m.deliveryId === reminders[0]?.id).length, 0);
  },
});

Deno.test({
  name: 'stop the local stack',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: stop,
});
