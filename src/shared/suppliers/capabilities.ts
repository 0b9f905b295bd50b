/*
 * The capability vocabulary: what a supplier can make and for whom, in the words the register,
 * the partner sign-up (its field table), the RFQ forms (through src/lib/suppliers/form-mapping.ts)
 * and the matching of RFQs share. Plain data with no imports, so the browser, Node scripts and
 * Deno import it as it is. The register's check constraints allow exactly these values; a parity
 * test keeps the two equal.
 */

export type Term<V extends string = string> = { readonly value: V; readonly label: string };

const terms = <const V extends string>(list: readonly Term<V>[]): readonly Term<V>[] => list;

export const processes = terms([
  { value: 'cnc-milling', label: 'CNC milling' },
  { value: 'cnc-turning', label: 'CNC turning' },
  { value: 'swiss-type', label: 'Swiss-type turning' },
  // Held with the most axes the shop machines simultaneously (the register's max_axes).
  { value: 'multi-axis', label: 'Multi-axis machining' },
  { value: 'grinding', label: 'Grinding' },
  { value: 'edm', label: 'EDM' },
  { value: 'fabrication', label: 'Fabrication' },
  { value: 'assembly', label: 'Assembly' },
  // A capability the shop states, not a process an RFQ form asks for: so it is never a hard filter.
  // The matching weighs it for a model with thin walls (the thin_walls factor).
  { value: 'tight-tolerances', label: 'Tight tolerances (±0.01 mm)' },
]);

/** Axes a multi-axis shop may state: from 4 (a rotary table) to 9 (mill-turn centres). */
export const multiAxisRange = { min: 4, max: 9 } as const;

export const materials = terms([
  { value: 'aluminium', label: 'Aluminium' },
  { value: 'steel', label: 'Steel' },
  { value: 'stainless-steel', label: 'Stainless steel' },
  { value: 'titanium', label: 'Titanium' },
  { value: 'nickel-alloys', label: 'Nickel alloys (Inconel)' },
  { value: 'brass', label: 'Brass' },
  { value: 'copper', label: 'Copper' },
  { value: 'plastics', label: 'Plastics' },
]);

/** Recognised standards; `pattern` finds one in free text (a partner's "ISO9001, AS 9100D"). */
export const certifications = [
  { value: 'iso9001', label: 'ISO 9001', pattern: /\bISO[\s-]*9001\b/i },
  { value: 'as9100', label: 'AS9100', pattern: /\b(?:AS|EN)[\s-]*9100[A-D]?\b/i },
  { value: 'iatf16949', label: 'IATF 16949', pattern: /\b(?:IATF|ISO\/TS)[\s-]*16949\b/i },
  { value: 'iso13485', label: 'ISO 13485', pattern: /\bISO[\s-]*13485\b/i },
  { value: 'iso14001', label: 'ISO 14001', pattern: /\bISO[\s-]*14001\b/i },
  { value: 'norsok', label: 'NORSOK M-650', pattern: /\bNORSOK\b/i },
  { value: 'nadcap', label: 'Nadcap', pattern: /\bNADCAP\b/i },
] as const satisfies readonly (Term & { readonly pattern: RegExp })[];

export const industries = [
  { value: 'aerospace', label: 'Aerospace', pattern: /\baero(?:space|nautic)/i },
  { value: 'defence', label: 'Defence', pattern: /\bdefen[cs]e\b/i },
  { value: 'automotive', label: 'Automotive', pattern: /\bautomotive\b/i },
  { value: 'motorsport', label: 'Motorsport', pattern: /\bmotorsport|\bF1\b/i },
  { value: 'medical', label: 'Medical', pattern: /\bmedical\b/i },
  { value: 'energy', label: 'Energy', pattern: /\benergy|\bnuclear\b|\brenewable/i },
  { value: 'oil-and-gas', label: 'Oil and gas', pattern: /\boil\b|\bgas\b|\boffshore\b/i },
  { value: 'rail', label: 'Rail', pattern: /\brail/i },
  { value: 'electronics', label: 'Electronics', pattern: /\belectronic/i },
  { value: 'general-engineering', label: 'General engineering', pattern: /\bgeneral engineering\b/i },
] as const satisfies readonly (Term & { readonly pattern: RegExp })[];

export const orderSizes = terms([
  { value: 'prototype', label: 'Prototype (1-10)' },
  { value: 'small', label: 'Small (<100)' },
  { value: 'medium', label: 'Medium (100-1000)' },
  { value: 'large', label: 'Large (1000+)' },
]);

/** Bands of a typical lead time, shortest first (matching compares their positions). */
export const leadTimes = terms([
  { value: 'under-2-weeks', label: 'Under 2 weeks' },
  { value: '2-4-weeks', label: '2-4 weeks' },
  { value: '4-8-weeks', label: '4-8 weeks' },
  { value: 'over-8-weeks', label: 'Over 8 weeks' },
]);

/** Where a supplier ships to. */
export const regions = terms([
  { value: 'uk', label: 'UK' },
  { value: 'eu', label: 'EU' },
  { value: 'global', label: 'Worldwide' },
]);

export type Process = (typeof processes)[number]['value'];
export type Material = (typeof materials)[number]['value'];
export type Certification = (typeof certifications)[number]['value'];
export type Industry = (typeof industries)[number]['value'];
export type OrderSize = (typeof orderSizes)[number]['value'];
export type LeadTime = (typeof leadTimes)[number]['value'];
export type Region = (typeof regions)[number]['value'];

/** Every list, by the name of the register column that holds it. */
export const capabilityLists = {
  processes,
  materials,
  certifications,
  industries,
  order_sizes: orderSizes,
  lead_time: leadTimes,
  regions,
} as const;

export type CapabilityList = keyof typeof capabilityLists;

/** The label of a value in one list, or the value itself when the list has no such term. */
export function termLabel(list: CapabilityList, value: string): string {
  return (capabilityLists[list] as readonly Term[]).find((t) => t.value === value)?.label ?? value;
}

/** The recognised standards named in free text, in the vocabulary's order. */
export function recognisedCertifications(text: string | null | undefined): Certification[] {
  return certifications.filter((c) => c.pattern.test(text ?? '')).map((c) => c.value);
}

/** The industries named in free text, in the vocabulary's order. */
export function recognisedIndustries(text: string | null | undefined): Industry[] {
  return industries.filter((i) => i.pattern.test(text ?? '')).map((i) => i.value);
}
