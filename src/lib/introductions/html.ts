/** HTML-escapes a value for an email's HTML part (the plain-text part needs none). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type RenderedEmail = { subject: string; text: string; html: string };

/** A header is one line: typed line breaks must not start another header. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').slice(0, 200);
