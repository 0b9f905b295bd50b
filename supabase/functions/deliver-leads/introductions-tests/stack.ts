import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { createDrain } from '../drain.ts';
import { createTransports } from '../transports.ts';
import { SERVICE_ROLE_KEY, stackSettings, startStack } from '../testing/local-stack.ts';

/*
 * The local stack the introductions' cases share, started once, when this module is first imported
 * (../introductions_test.ts stops it after the last case); its drain; and what the cases reach it
 * with: REST calls as the service or a visitor, the mail capture, a brief's page token, its links.
 */

type Mail = { subject: string; to: string[]; text: string; html: string; deliveryId: string | null };

export const { stack, stop } = await startStack();
export const settings = stackSettings(stack);
export const drain = createDrain(settings, createTransports(settings.mail));

export async function call(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const key = init.key ?? SERVICE_ROLE_KEY;
  return fetch(`${stack.url}${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });
}
export async function insert(
  table: string,
  row: Record<string, unknown>,
  key?: string,
  headers: Record<string, string> = {},
) {
  const response = await call(`/rest/v1/${table}`, {
    method: 'POST',
    body: JSON.stringify(row),
    headers,
    ...(key ? { key } : {}),
  });
  assertEquals(response.status, 201, await response.text());
}
export async function mailsTo(address: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${stack.captureUrl}/email`)).json()) as Mail[];
  return mails.filter((m) => m.to.includes(address));
}
/** The token in an email's page link: `<site>/brief#<token>`. */
export function pageToken(text: string): string {
  const token = new RegExp(`${settings.siteUrl.replace(/[.]/g, '\\.')}/brief#([A-Za-z0-9_-]{43})$`, 'm').exec(
    text,
  )?.[1];
  assert(token, `a page link in ${text}`);
  return token;
}
type Link = { token_hash: string; expires_at: string; revoked_at: string | null };
export async function linksOf(introductionId: string): Promise<Link[]> {
  const response = await call(
    `/rest/v1/brief_links?introduction_id=eq.${introductionId}&select=token_hash,expires_at,revoked_at&order=issued_at`,
    { headers: {} },
  );
  assertEquals(response.status, 200);
  return (await response.json()) as Link[];
}
