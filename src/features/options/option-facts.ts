import { optionsContent } from '@/content/pages/options';
import { termLabel } from '@/lib/suppliers/capabilities';
import { formatLongDate } from '@/shared/format';
import { countryName } from '@/shared/introductions/buyer-options';
import { leadTimeText, minimumOrderText, priceText } from '@/shared/introductions/supplier-answer';
import type { BuyerOption } from './options-view';

/*
 * One option's facts in words, the same for its card, the comparison table and the CSV: where it
 * is, what it makes, what we verified, and what it stated. Nothing internal (no score, no count of
 * introductions), docs/decisions/0037-buyer-options-page.md.
 */

const copy = optionsContent.option;

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2027-03' → 'Mar 2027'; the text as it is when it is not a month. */
export function monthText(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? monthNames[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** 'Sheffield, United Kingdom (serves UK, EU)'. */
export function placeText(option: BuyerOption): string {
  const place = [option.town, countryName(option.country)].filter(Boolean).join(', ');
  const regions = (option.regions ?? []).map((r) => termLabel('regions', r));
  return regions.length > 0 ? `${place} (${copy.serves(regions.join(', '))})` : place;
}

/** 'CNC milling, Multi-axis machining (up to 5 axes)'. */
export function processesText(option: BuyerOption): string {
  const labels = (option.processes ?? []).map((p) => termLabel('processes', p));
  const text = labels.length > 0 ? labels.join(', ') : copy.none;
  return option.max_axes ? `${text} (${copy.axes(option.max_axes)})` : text;
}

export function materialsText(option: BuyerOption): string {
  const labels = (option.materials ?? []).map((m) => termLabel('materials', m));
  return labels.length > 0 ? labels.join(', ') : copy.none;
}

/** 'AS9100 · verified, valid to Mar 2027', one line per certificate we verified. */
export function certificateLines(option: BuyerOption): string[] {
  return option.certificates.map((c) =>
    copy.certificate(termLabel('certifications', c.standard), monthText(c.expires)),
  );
}

export const lastVisitText = (option: BuyerOption): string =>
  option.last_visit ? monthText(option.last_visit) : copy.noVisit;

/** One thing the supplier stated; `value` null when a fact it may leave out was not given. */
export type StatedFact = { label: string; value: string | null };

const statedLabels = [copy.leadTime, copy.earliestStart, copy.price, copy.minimumOrder] as const;

/**
 * What the supplier stated: the lead time and earliest start (every interested answer gives
 * them, so a missing one says "Not stated"), then a price and a minimum order where given.
 */
export function statedFacts(option: BuyerOption): StatedFact[] {
  const { lead_time, earliest_start, price, minimum_order } = option.stated;
  const values = [
    lead_time ? leadTimeText(lead_time) : copy.notStated,
    earliest_start ? formatLongDate(earliest_start) : copy.notStated,
    price ? priceText(price) : null,
    minimum_order ? minimumOrderText(minimum_order) : null,
  ];
  return statedLabels.map((label, i) => ({ label, value: values[i] ?? null }));
}

/** The rows the comparison table and the CSV share, each with one value per option. */
export type ComparisonRow = { label: string; values: (string | null)[] };

export function comparisonRows(options: readonly BuyerOption[]): ComparisonRow[] {
  const row = (label: string, value: (option: BuyerOption) => string | null): ComparisonRow => ({
    label,
    values: options.map(value),
  });
  const stated = options.map(statedFacts);
  return [
    row(copy.where, placeText),
    row(copy.processes, processesText),
    row(copy.materials, materialsText),
    row(copy.certificates, (o) => certificateLines(o).join('; ') || copy.noCertificates),
    row(copy.lastVisit, lastVisitText),
    ...statedLabels.map((label, i) => ({ label, values: stated.map((facts) => facts[i]?.value ?? null) })),
    row(copy.reasonsTitle, (o) => (o.reasons.length > 0 ? o.reasons.join('; ') : copy.noReasons)),
  ];
}
