/*
 * A supplier's answer to a brief as words: the lead-time bands, an indicative price and a minimum
 * order, the way the buyer's options email and the desk show them. The vocabulary is the
 * database's (answer_brief's shapes); plain data with no imports, so Deno runs it as it is.
 */

export const leadTimeLabels = {
  'under-2-weeks': 'Under 2 weeks',
  '2-4-weeks': '2-4 weeks',
  '4-8-weeks': '4-8 weeks',
  'over-8-weeks': 'Over 8 weeks',
} as const satisfies Record<string, string>;

export type LeadTimeBand = keyof typeof leadTimeLabels;

export type IndicativePrice = { amount: number; currency: 'GBP' | 'EUR'; basis: 'per_part' | 'total' };

/** "Under 2 weeks"; the stored value itself for one this code does not know. */
export const leadTimeText = (band: string): string => (leadTimeLabels as Record<string, string>)[band] ?? band;

/** "£1,250.00 per part", "€9,800.00 in total". */
export function priceText(price: IndicativePrice): string {
  const amount = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: 2,
  }).format(price.amount);
  return `${amount} ${price.basis === 'per_part' ? 'per part' : 'in total'}`;
}

/** "500 parts"; "1 part". */
export const minimumOrderText = (parts: number): string =>
  `${new Intl.NumberFormat('en-GB').format(parts)} ${parts === 1 ? 'part' : 'parts'}`;
