import type { CapturedEmail } from './smtp-server.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The capture's inbox page: newest first; the plain-text part only, so no captured HTML runs in it. */
export function renderInbox(messages: readonly CapturedEmail[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>From ${escapeHtml(m.from)} to ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.receivedAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('<hr>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Local mail (${messages.length})</title><style>body{font-family:sans-serif;max-width:60rem;margin:1rem auto}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}</style></head><body><h1>Local mail capture</h1><p>${messages.length} message(s). JSON: <a href="/email">/email</a></p>${items || '<p>No mail yet.</p>'}</body></html>`;
}
