/**
 * The private link of a brief's page (docs/decisions/0031-sending-the-options.md): 32 random bytes
 * as base64url without padding (43 characters), of which the database keeps only the SHA-256
 * (lowercase hex of the token's UTF-8 text). The token rides in the URL's fragment, which a
 * browser never sends to a server, so no host's log and no Referer carries it.
 */

export const BRIEF_PAGE_PATH = '/brief';

export function mintBriefToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function briefTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const briefPageUrl = (siteUrl: string, token: string) => `${siteUrl}${BRIEF_PAGE_PATH}#${token}`;

/** The database would not issue a link (its 23514): the RFQ is closed, or no link is live to join. */
export class BriefLinkRefused extends Error {}

/**
 * Stores a token's hash for an introduction and answers its expiry (ISO time): `replace` kills
 * every earlier link and starts a new 7 days (a brief); otherwise the link is added with the live
 * one's expiry (a reply or a reminder), and the database refuses when none is live.
 */
export type IssueBriefLink = (introductionId: string, tokenHash: string, replace: boolean) => Promise<string>;

/** Mints a token, stores its hash, and answers the page's URL and when it stops working. */
export async function newBriefLink(
  issue: IssueBriefLink,
  siteUrl: string,
  introductionId: string,
  replace: boolean,
): Promise<{ url: string; expiresAt: string }> {
  const token = mintBriefToken();
  const expiresAt = await issue(introductionId, await briefTokenHash(token), replace);
  return { url: briefPageUrl(siteUrl, token), expiresAt };
}
