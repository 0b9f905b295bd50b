/**
 * The private links of the pages a token opens: a supplier's brief page
 * (docs/decisions/0031-sending-the-options.md), the buyer's options page
 * (docs/decisions/0037-buyer-options-page.md) and the supplier's own page (its status,
 * capabilities, certificates and capacity). A token is 32 random bytes as base64url without
 * padding (43 characters), of which the database keeps only the SHA-256 (lowercase hex of the
 * token's UTF-8 text). The token rides in the URL's fragment, which a browser never sends to a
 * server, so no host's log and no Referer carries it.
 */

import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import type { BriefLink } from '../../../src/shared/introductions/brief-link.ts';

export const BRIEF_PAGE_PATH = '/brief';
export const OPTIONS_PAGE_PATH = '/options';
export const SUPPLIER_PAGE_PATH = '/supplier';

export type PagePath = typeof BRIEF_PAGE_PATH | typeof OPTIONS_PAGE_PATH | typeof SUPPLIER_PAGE_PATH;

export function mintPageToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function pageTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const pageUrl = (siteUrl: string, path: PagePath, token: string) => `${siteUrl}${path}#${token}`;

/** The database would not issue a link (its 23514): the RFQ is closed, or no link is live to join. */
export class PageLinkRefused extends Error {}

/**
 * Stores a token's hash for one page and answers its expiry (ISO time): `replace` kills every
 * earlier link of that page and starts its full term (a brief's 7 days, the options' 30);
 * otherwise the link is added with the live one's expiry, and the database refuses when none is live.
 */
export type IssuePageLink = (tokenHash: string, replace: boolean) => Promise<string>;

/** Mints a token, stores its hash, and answers the page's URL and when it stops working. */
export async function newPageLink(
  issue: IssuePageLink,
  siteUrl: string,
  path: PagePath,
  replace: boolean,
): Promise<{ url: string; expiresAt: string }> {
  const token = mintPageToken();
  const expiresAt = await issue(await pageTokenHash(token), replace);
  return { url: pageUrl(siteUrl, path, token), expiresAt };
}

/**
 * A fresh link as an email shows it (its URL and expiry in UK time), or why none can be made (the
 * RFQ was closed, or no link is live to join): then the message is skipped, not retried.
 */
export async function shownPageLink(
  issue: IssuePageLink,
  siteUrl: string,
  path: PagePath,
  replace: boolean,
): Promise<BriefLink | { skip: string }> {
  try {
    const { url, expiresAt } = await newPageLink(issue, siteUrl, path, replace);
    return { url, expires: formatUkDueTime(expiresAt) };
  } catch (error) {
    if (error instanceof PageLinkRefused) return { skip: error.message };
    throw error;
  }
}

/**
 * The link of a message that starts a page's term (a brief, the buyer's options): its first
 * attempt replaces every earlier link. A retry joins the live link instead: an earlier attempt may
 * have reached its reader after all (a timeout after the mail was accepted; the repeat then
 * deduplicated by its Message-ID or Resend's idempotency key), and its link must keep working.
 * With no live link left (it expired), the retry starts afresh; a link the team revoked is never
 * started again by a retry or a first attempt queued before it: the database refuses (only the
 * team's "Send again" issues one), and the message is skipped.
 */
export async function sendingPageLink(
  issue: IssuePageLink,
  siteUrl: string,
  path: PagePath,
  /** The delivery's attempt, from 1. */
  attempt: number,
): Promise<BriefLink | { skip: string }> {
  if (attempt > 1) {
    const joined = await shownPageLink(issue, siteUrl, path, false);
    if (!('skip' in joined)) return joined;
  }
  return shownPageLink(issue, siteUrl, path, true);
}
