import { escapeHtml } from '../email/html.ts';

/*
 * The private link to a brief's page as every supplier email carries it: the page's address with
 * the token in its fragment (never sent to a server, so no log or Referer holds it), and when it
 * stops working. The desk's preview has no link: it says one is made when the brief is sent.
 */

export type BriefLink = { url: string; /** When it stops working, as the supplier reads it. */ expires: string };

export type LinkWords = { linkLabel: string; linkExpires: (until: string) => string };

export function linkLines(link: BriefLink, words: LinkWords): string[] {
  return [`${words.linkLabel}: ${link.url}`, words.linkExpires(link.expires)];
}

export function linkHtml(link: BriefLink, words: LinkWords): string {
  return (
    `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#0f172a;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(words.linkLabel)}</a></p>` +
    `<p style="font-size:13px;color:#334155">${escapeHtml(link.url)}</p>` +
    `<p>${escapeHtml(words.linkExpires(link.expires))}</p>`
  );
}
