/**
 * What every email the site sends is built from, in the browser (the desk's previews), Node and
 * Deno (the deliver-leads function): the rendered parts, HTML escaping, one-line headers, and the
 * short "facts" email of the team's own notices.
 */
export type RenderedEmail = {
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the team alert's is the lead's own address. */
  replyTo?: string;
};

/** HTML-escapes a value for an email's HTML part (the plain-text part needs none). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A header is one line: typed line breaks must not start another header. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').slice(0, 200);

/** A label and its value, as an email lists them. */
export type LabelledValue = { readonly label: string; readonly value: string };

/** Labelled values as plain-text lines, "Label: value". */
export const labelledLines = (items: readonly LabelledValue[]): string[] =>
  items.map(({ label, value }) => `${label}: ${value}`);

/**
 * Labelled values as the rows of an HTML table: every label and value escaped, labels aligned at
 * the top of a value that runs over several lines, and a value's own line breaks kept.
 */
export const labelledRowsHtml = (items: readonly LabelledValue[]): string =>
  items
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');

/**
 * A team notice's body: an opening line, labelled facts, advice, and an optional link (e.g. to the
 * lead on the desk), as plain text and as HTML with every value escaped.
 */
export function factsEmail(input: {
  intro: string;
  lines: readonly (readonly [string, string])[];
  advice: string;
  link?: { label: string; url: string };
}): Pick<RenderedEmail, 'text' | 'html'> {
  const { intro, lines, advice, link } = input;
  const facts = lines.map(([label, value]) => ({ label, value }));
  const text = [
    intro,
    '',
    ...labelledLines(facts),
    '',
    advice,
    '',
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${labelledRowsHtml(facts)}</table>`,
    `<p>${escapeHtml(advice)}</p>`,
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '</body></html>',
  ].join('');
  return { text, html };
}
