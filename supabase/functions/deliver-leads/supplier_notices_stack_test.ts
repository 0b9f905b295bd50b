import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { ukDay } from '../../../src/shared/email/supplier-emails.ts';
import { createDrain } from './drain.ts';
import { createTransports } from './transports.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, assertStringIncludes, stackSettings, startStack } from './testing/local-stack.ts';

/*
 * A shop's messages against the real thing around them: the embedded backend's triggers queue a
 * notice when the team moves the shop on, the drain claims it as `supplier_notice`, the email
 * reaches the local SMTP capture, and its link opens the shop's page through the token function,
 * until a newer message's link replaces it.
 */

type Mail = { subject: string; to: string[]; text: string; deliveryId: string | null };

const { stack, stop } = await startStack();
const settings = stackSettings(stack);
const drain = createDrain(settings, createTransports(settings.mail));

async function rest(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const key = init.key ?? SERVICE_ROLE_KEY;
  return await fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });
}

async function changeSupplier(id: string, patch: Record<string, unknown>) {
  const response = await rest(`suppliers?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify(patch) });
  assert(response.ok, await response.text());
  await response.body?.cancel();
}

const mailsTo = async (address: string): Promise<Mail[]> =>
  ((await (await fetch(`${stack.captureUrl}/email`)).json()) as Mail[]).filter((m) => m.to.includes(address));

const tokenOf = (mail: Mail) => {
  const token = /\/supplier#([A-Za-z0-9_-]{43})$/m.exec(mail.text)?.[1];
  assert(token, `a supplier page link in ${mail.text}`);
  return token;
};

/** The page's first call, as the browser makes it with the anon key. */
const openPage = (token: string) =>
  rest('rpc/open_supplier_page', {
    method: 'POST',
    key: ANON_KEY,
    headers: { 'x-test-client-address': '203.0.113.77' },
    body: JSON.stringify({ p_token: token }),
  });

Deno.test({
  name: 'vetting, then a booked visit: one message each, whose link opens the shop’s page until the next replaces it',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const id = crypto.randomUUID();
    const email = `ops+${id.slice(0, 8)}@heron.example`;
    const created = await rest('suppliers', {
      method: 'POST',
      body: JSON.stringify({ id, company_name: 'Heron Engineering Ltd', email, country: 'GB' }),
    });
    assertEquals(created.status, 201, await created.text());

    await changeSupplier(id, { status: 'vetting' });
    await drain();
    const [vetting] = await mailsTo(email);
    assert(vetting, 'the vetting message');
    assertStringIncludes(vetting.subject, leadReference(id));
    assertStringIncludes(vetting.text, 'physical visit to your shop');
    const first = tokenOf(vetting);
    const opened = await openPage(first);
    assertEquals(opened.status, 200);
    const view = (await opened.json()) as { supplier: { company_name: string; status: string } };
    assertEquals([view.supplier.company_name, view.supplier.status], ['Heron Engineering Ltd', 'vetting']);

    const visitOn = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await changeSupplier(id, { visit_booked_on: visitOn });
    await drain();
    const booked = (await mailsTo(email)).find((m) => m.subject.includes('visit is booked'));
    assert(booked, 'the visit message');
    assertStringIncludes(booked.text, `booked for ${ukDay(visitOn) ?? ''}.`);
    assertEquals((await openPage(tokenOf(booked))).status, 200);
    const replaced = await openPage(first);
    assertEquals(replaced.status, 404);
    assertEquals(((await replaced.json()) as { code: string }).code, 'supplier_link_invalid');
  },
});

Deno.test({
  name: 'stop the local stack',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: stop,
});
