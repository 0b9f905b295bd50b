/**
 * Every option list of the lead forms. The VALUES are what the database's check
 * constraints allow, so they never change casually; labels are free to read well.
 * Each list comes as a value tuple (for `z.enum`) and `{ value, label }[]` (for the UI).
 */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

export function toOptions<const V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): readonly Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Options whose values read well as they are, so each is its own label. */
export function selfLabelled<const V extends string>(values: readonly V[]): readonly Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

/** The label shown for a stored value, or the value itself when it is not in the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

// ── Partner form ────────────────────────────────────────────────────────────────────────────

export const hearAboutUsValues = [
  'linkedin',
  'search-engine',
  'social-media',
  'word-of-mouth',
  'publication',
  'other',
] as const;
export const hearAboutUsOptions = toOptions(hearAboutUsValues, {
  linkedin: 'LinkedIn',
  'search-engine': 'Search engine',
  'social-media': 'Social media',
  'word-of-mouth': 'Word of mouth',
  publication: 'Industry publication',
  other: 'Other',
});

// ── OEM dialog ──────────────────────────────────────────────────────────────────────────────

export const industrySectorValues = ['aerospace', 'automotive', 'medical', 'energy', 'other'] as const;
export const industrySectorOptions = toOptions(industrySectorValues, {
  aerospace: 'Aerospace',
  automotive: 'Automotive',
  medical: 'Medical',
  energy: 'Energy',
  other: 'Other',
});

export const typeOfWorkValues = [
  'milling',
  'turning',
  'swiss-lathe',
  'multi-axis',
  'fabrication',
  'assembly',
  'other',
] as const;
export const typeOfWorkOptions = toOptions(typeOfWorkValues, {
  milling: 'CNC milling',
  turning: 'CNC turning',
  'swiss-lathe': 'Swiss-type lathe',
  'multi-axis': 'Multi-axis machining',
  fabrication: 'Fabrication',
  assembly: 'Assembly',
  other: 'Other',
});

export const orderSizeValues = ['prototype', 'small', 'medium', 'large'] as const;
export const orderSizeOptions = toOptions(orderSizeValues, {
  prototype: 'Prototype',
  small: 'Small (<100)',
  medium: 'Medium (100-1000)',
  large: 'Large (1000+)',
});

export const oemMaterialValues = ['aluminium', 'stainless-steel', 'titanium', 'plastics', 'other'] as const;
export const oemMaterialOptions = toOptions(oemMaterialValues, {
  aluminium: 'Aluminium',
  'stainless-steel': 'Stainless steel',
  titanium: 'Titanium',
  plastics: 'Plastics',
  other: 'Other',
});

export const leadTimeValues = ['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'] as const;
export const leadTimeOptions = toOptions(leadTimeValues, {
  'under-2-weeks': 'Under 2 weeks',
  '2-4-weeks': '2-4 weeks',
  '4-8-weeks': '4-8 weeks',
  'over-8-weeks': 'Over 8 weeks',
});

export const certificationValues = ['iso9001', 'as9100', 'iatf16949', 'iso13485', 'other'] as const;
export type Certification = (typeof certificationValues)[number];
export const certificationOptions = toOptions(certificationValues, {
  iso9001: 'ISO 9001',
  as9100: 'AS9100',
  iatf16949: 'IATF 16949',
  iso13485: 'ISO 13485',
  other: 'Other',
});

export const workOutsideUkValues = ['yes', 'no'] as const;
export const workOutsideUkOptions = toOptions(workOutsideUkValues, { yes: 'Yes', no: 'No' });

export const deliveryRegionValues = ['uk-only', 'eu', 'global'] as const;
export const deliveryRegionOptions = toOptions(deliveryRegionValues, {
  'uk-only': 'UK only',
  eu: 'UK and EU',
  global: 'Global',
});

// ── Consultation request (/quote) ───────────────────────────────────────────────────────────

export const consultationTimelineValues = ['1-4 weeks', '1-3 months', '3-6 months', '6+ months'] as const;
export const consultationTimelineOptions = selfLabelled(consultationTimelineValues);

export const consultationBudgetValues = ['Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000+'] as const;
export const consultationBudgetOptions = selfLabelled(consultationBudgetValues);

export const consultationQuantityValues = ['1-10', '11-50', '51-100', '100+'] as const;
export const consultationQuantityOptions = selfLabelled(consultationQuantityValues);

export const consultationJobTypeValues = ['milling', 'turning', 'grinding', 'edm'] as const;
export const consultationJobTypeOptions = toOptions(consultationJobTypeValues, {
  milling: 'CNC milling',
  turning: 'CNC turning',
  grinding: 'Grinding',
  edm: 'EDM (electrical discharge machining)',
});

export const consultationMaterialValues = ['aluminum', 'steel', 'stainlessSteel', 'plastic'] as const;
export const consultationMaterialOptions = toOptions(consultationMaterialValues, {
  aluminum: 'Aluminium',
  steel: 'Steel',
  stainlessSteel: 'Stainless steel',
  plastic: 'Plastic',
});

// ── The admin's lead desk ────────────────────────────────────────────────────────────────────

/**
 * Where a lead stands; every table's `status` check constraint allows exactly these. `held`: the
 * database stored the lead over a limit someone else could have filled (a flood, or many leads
 * with one email), sent no receipt or webhook, and leaves it for the team to review.
 */
export const leadStatusValues = ['new', 'contacted', 'qualified', 'won', 'lost', 'held'] as const;
export type LeadStatus = (typeof leadStatusValues)[number];
export const leadStatusOptions = toOptions(leadStatusValues, {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  held: 'Held for review',
});
