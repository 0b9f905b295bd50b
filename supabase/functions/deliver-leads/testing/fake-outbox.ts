import { createDrain, type Claimed } from '../drain.ts';
import type { Email } from '../transports.ts';
import { stackSettings } from './local-stack.ts';

/*
 * The drain with the database and the mail stood in for: a fetcher that answers the outbox's
 * claim with the given deliveries, records every link issued and every settle, and refuses a
 * link as the database does (23514) when the test says so; and a transport that keeps each email.
 * For the messages' own rules; the drain against the real backend is drain_test.ts.
 */

export type IssuedLink = { name: string; args: Record<string, unknown> };
export type Settled = { delivery_id: string; outcome: string; error: string | null };

export const settings = stackSettings({ url: 'http://db.test', smtpPort: 1, captureUrl: 'http://mail.test' });

export async function drainOnce(
  claims: readonly Claimed[],
  /** How the database answers an issue: an expiry, or a refusal's message (23514). */
  answer: (link: IssuedLink) => { expires: string } | { refuse: string } = () => ({
    expires: '2026-12-30T10:00:00+00:00',
  }),
): Promise<{ sent: Email[]; issued: IssuedLink[]; settled: Settled[] }> {
  const sent: Email[] = [];
  const issued: IssuedLink[] = [];
  const settled: Settled[] = [];
  let claimed = false;
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const name = String(input).split('/rpc/')[1] ?? '';
    const args = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (name === 'claim_lead_deliveries') {
      const batch = claimed ? [] : claims;
      claimed = true;
      return Response.json(batch);
    }
    if (name === 'settle_lead_delivery') {
      settled.push(args as Settled);
      return Response.json(null);
    }
    if (name === 'issue_options_link' || name === 'issue_brief_link' || name === 'issue_supplier_link') {
      const link = { name, args };
      issued.push(link);
      const result = answer(link);
      if ('refuse' in result) return Response.json({ code: '23514', message: result.refuse }, { status: 400 });
      return Response.json(result.expires);
    }
    return new Response('unexpected', { status: 500 });
  }) as typeof fetch;
  const transports = {
    sendEmail: (email: Email) => {
      sent.push(email);
      return Promise.resolve();
    },
    postWebhook: () => Promise.reject(new Error('no webhook here')),
  };
  await createDrain(settings, transports, fetcher)();
  return { sent, issued, settled };
}

/** A claim as claim_lead_deliveries returns it. */
export const claim = (
  kind: Claimed['kind'],
  leadTable: string,
  leadId: string,
  lead: unknown,
  attempt = 1,
): Claimed => ({
  id: crypto.randomUUID(),
  lead_table: leadTable,
  lead_id: leadId,
  kind,
  attempt,
  lead: lead as Claimed['lead'],
});

export const sha256Hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** The single item of a list, or a failed test. */
export function only<T>(items: readonly T[], what: string): T {
  if (items.length !== 1) throw new Error(`expected one ${what}, got ${items.length}`);
  return items[0] as T;
}
