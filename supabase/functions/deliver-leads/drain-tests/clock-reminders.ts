import { deepStrictEqual as assertEquals, match as assertMatch, ok as assert } from 'node:assert/strict';

import { leadReference } from '../../../../src/shared/leads/reference.ts';
import { assertStringIncludes } from '../testing/local-stack.ts';
import { deliveriesOf, drain, mails, oemRow, rest, unique } from './stack.ts';

/*
 * The RFQ clock's 48-hour reminder, queued and drained against the local stack: the team gets it
 * once, with the RFQ's reference, its clock's end and its desk link; one whose RFQ was closed after
 * it was queued is skipped.
 */

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
