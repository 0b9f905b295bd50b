import { buyerOptionsEmail as copy } from '../email/introduction-emails.ts';
import { escapeHtml, oneLine, type RenderedEmail } from '../email/html.ts';

/**
 * The buyer's email naming the suppliers of the shortlist, in its order, each with where it is and
 * the plain-words reasons it fits (the introduction's reasons, as the desk showed them).
 */
export type BuyerOption = { company_name: string; country: string; town: string | null; reasons: readonly string[] };

let regions: Intl.DisplayNames | undefined;

/** "United Kingdom" for GB; the code itself when the runtime does not know it. */
export function countryName(code: string): string {
  regions ??= new Intl.DisplayNames(['en-GB'], { type: 'region' });
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const place = (option: BuyerOption) => [option.town, countryName(option.country)].filter(Boolean).join(', ');

export function renderBuyerOptions(input: { reference: string; options: readonly BuyerOption[] }): RenderedEmail {
  const { reference, options } = input;
  const reasonsOf = (option: BuyerOption) => (option.reasons.length > 0 ? option.reasons : [copy.noReasons]);
  const text = [
    copy.greeting,
    '',
    copy.intro(options.length),
    '',
    ...options.flatMap((option, i) => [
      `${i + 1}. ${option.company_name} (${place(option)})`,
      ...reasonsOf(option).map((reason) => `   - ${reason}`),
      '',
    ]),
    copy.privacy,
    '',
    copy.reference(reference),
    '',
    copy.signOff,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(copy.greeting)}</p>`,
    `<p>${escapeHtml(copy.intro(options.length))}</p>`,
    '<ol>',
    ...options.map(
      (option) =>
        `<li><strong>${escapeHtml(option.company_name)}</strong> (${escapeHtml(place(option))})<ul>${reasonsOf(option)
          .map((reason) => `<li>${escapeHtml(reason)}</li>`)
          .join('')}</ul></li>`,
    ),
    '</ol>',
    `<p>${escapeHtml(copy.privacy)}</p>`,
    `<p>${escapeHtml(copy.reference(reference))}</p>`,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(copy.subject(reference)), text, html };
}
