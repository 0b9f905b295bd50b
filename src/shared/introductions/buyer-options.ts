import { buyerOptionsEmail as copy } from '../email/introduction-emails.ts';
import { escapeHtml, oneLine, type RenderedEmail } from '../email/html.ts';
import { formatLongDate } from '../format.ts';
import { linkHtml, linkLines, type BriefLink } from './brief-link.ts';
import { leadTimeText, minimumOrderText, priceText, type IndicativePrice } from './supplier-answer.ts';

/**
 * The buyer's email naming the suppliers that said they can take the job (the ones the team
 * offered, at most 3), in order, each with where it is, the plain-words reasons it fits, and what
 * it stated on its brief's page: lead time, earliest start, and an indicative price and minimum
 * order where it gave them. Fewer than 3: an honest line says how many of those asked can take it.
 * Then the call to choose, with the buyer's private link to the options page and its expiry
 * (docs/decisions/0037-buyer-options-page.md): a supplier learns who the buyer is only once the
 * buyer asks to meet it. The desk's preview renders it with no link (made when it is sent).
 */
export type BuyerOption = {
  company_name: string;
  country: string;
  town: string | null;
  reasons: readonly string[];
  lead_time?: string | null;
  earliest_start?: string | null;
  price?: IndicativePrice | null;
  minimum_order?: number | null;
};

/** The buyer is promised this many options. */
export const PROMISED_OPTIONS = 3;

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

/** What a supplier stated on its brief's page. */
export type Stated = Pick<BuyerOption, 'lead_time' | 'earliest_start' | 'price' | 'minimum_order'>;

/** What the supplier stated, as labelled lines; nothing it left out. */
export function statedLines(option: Stated): string[] {
  return [
    ...(option.lead_time ? [`${copy.leadTimeLabel}: ${leadTimeText(option.lead_time)}`] : []),
    ...(option.earliest_start ? [`${copy.earliestStartLabel}: ${formatLongDate(option.earliest_start)}`] : []),
    ...(option.price ? [`${copy.priceLabel}: ${priceText(option.price)}`] : []),
    ...(option.minimum_order ? [`${copy.minimumOrderLabel}: ${minimumOrderText(option.minimum_order)}`] : []),
  ];
}

export function renderBuyerOptions(input: {
  reference: string;
  options: readonly BuyerOption[];
  /** How many suppliers were briefed, for the honest line when fewer than 3 can take the job. */
  asked?: number;
  /** The buyer's private link to the options page and its expiry; absent in the preview. */
  link?: BriefLink;
}): RenderedEmail {
  const { reference, options, asked, link } = input;
  const words = { linkLabel: copy.linkLabel, linkExpires: copy.linkExpires };
  const reasonsOf = (option: BuyerOption) => (option.reasons.length > 0 ? option.reasons : [copy.noReasons]);
  const fewer =
    options.length < PROMISED_OPTIONS
      ? [copy.fewer(options.length, asked && asked > options.length ? asked : undefined)]
      : [];
  const priced = options.some((option) => option.price) ? [copy.indicative] : [];
  const text = [
    copy.greeting,
    '',
    copy.intro(options.length),
    ...fewer.flatMap((line) => ['', line]),
    '',
    ...options.flatMap((option, i) => [
      `${i + 1}. ${option.company_name} (${place(option)})`,
      ...statedLines(option).map((line) => `   ${line}`),
      ...reasonsOf(option).map((reason) => `   - ${reason}`),
      '',
    ]),
    ...priced.flatMap((line) => [line, '']),
    `${copy.choose}:`,
    copy.chooseHow,
    copy.identity,
    '',
    ...(link ? linkLines(link, words) : [copy.linkAtSending]),
    '',
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
    ...fewer.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<ol>',
    ...options.map(
      (option) =>
        `<li><strong>${escapeHtml(option.company_name)}</strong> (${escapeHtml(place(option))})` +
        statedLines(option)
          .map((line) => `<br>${escapeHtml(line)}`)
          .join('') +
        `<ul>${reasonsOf(option)
          .map((reason) => `<li>${escapeHtml(reason)}</li>`)
          .join('')}</ul></li>`,
    ),
    '</ol>',
    ...priced.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<h2>${escapeHtml(copy.choose)}</h2>`,
    `<p>${escapeHtml(copy.chooseHow)}</p>`,
    `<p><strong>${escapeHtml(copy.identity)}</strong></p>`,
    link ? linkHtml(link, words) : `<p>${escapeHtml(copy.linkAtSending)}</p>`,
    `<p>${escapeHtml(copy.privacy)}</p>`,
    `<p>${escapeHtml(copy.reference(reference))}</p>`,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(copy.subject(reference)), text, html };
}
