import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';

import { CONSENT_VERSION } from '../../../src/shared/legal/consent.ts';
import { sampleRow } from '../../../src/shared/leads/fields/sample-row.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { createDrain } from './drain.ts';
import { createTransports } from './transports.ts';
import { ANON_KEY, assertStringIncludes, stackSettings, startStack } from './testing/local-stack.ts';

/*
 * A partner sign-up through the drain against the embedded backend: the shop's capability answers
 * reach the team alert in the register's words and the webhook under their keys, and the receipt
 * carries the package with its terms, the booking link and what vetting involves.
 */

type Mail = { subject: string; to: string[]; text: string; deliveryId: string | null };
type Hook = { name: string; idempotencyKey: string | null; body: Record<string, unknown> };

const { stack, stop } = await startStack();
const settings = stackSettings(stack, { partnerWebhookUrl: `${stack.captureUrl}/webhooks/partner` });
const drain = createDrain(settings, createTransports(settings.mail));

Deno.test({
  name: 'a partner sign-up: capabilities in the alert and webhook, and a receipt with the package, the call and vetting',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const id = crypto.randomUUID();
    const email = `shop+${id.slice(0, 8)}@castleford.example`;
    // Variant 3 ticks multi-axis machining, so the row holds the most axes too.
    const row = { ...sampleRow('partner', { marker: id.slice(0, 8), variant: 3 }), email, country: 'GB' };
    const stored = await fetch(`${stack.url}/rest/v1/cnc_partner_leads`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        'Content-Type': 'application/json',
        'x-test-client-address': '203.0.113.77',
      },
      body: JSON.stringify({ id, ...row, consent_version: CONSENT_VERSION }),
    });
    assertEquals(stored.status, 201, await stored.text());
    await drain();

    const mails = (await (await fetch(`${stack.captureUrl}/email`)).json()) as Mail[];
    const receipt = mails.find((m) => m.to.includes(email));
    assert(receipt, 'receipt captured');
    for (const part of [
      'Free Marketing Package (worth £3,000)',
      'funded by a monthly retainer and a success fee',
      'a 30-minute call',
      settings.bookingUrl,
      'check your certifications, sample parts, QA procedures and capacity',
      `Your reference: ${leadReference(id)}`,
    ])
      assertStringIncludes(receipt.text, part);

    const alert = mails.find((m) => m.to.includes(settings.teamTo) && m.text.includes(leadReference(id)));
    assert(alert, 'alert captured');
    for (const line of ['Processes: Multi-axis machining, Grinding', 'Most axes: 7', 'Country: United Kingdom'])
      assertStringIncludes(alert.text, line);

    const hooks = (await (await fetch(`${stack.captureUrl}/webhooks`)).json()) as Hook[];
    const posted = hooks.find((h) => h.name === 'partner' && h.body.email === email);
    assert(posted, 'webhook posted');
    assertEquals(
      [posted.body.processes, posted.body.maxAxes, posted.body.country],
      ['multi-axis, grinding', '7', 'GB'],
    );
  },
});

Deno.test({ name: 'stop the local stack', sanitizeResources: false, sanitizeOps: false, fn: stop });
