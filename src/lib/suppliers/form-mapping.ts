import type { Certification, Industry, LeadTime, Material, OrderSize, Process, Region } from './capabilities.ts';

/*
 * Every option value of the OEM RFQ and the /quote form, mapped onto the capability
 * vocabulary in one place. The two forms spell alike things differently (`aluminium` and
 * `aluminum`, `swiss-lathe`); this is where the spellings meet. `null` says on purpose that an
 * option names nothing the register holds ("Other", whose free text is read by a person).
 * A parity test fails when a form offers a value missing here.
 */

type Mapping<T extends string> = Readonly<Record<string, T | null>>;

export const oemMapping = {
  /** The OEM form's Type of work. */
  typeOfWork: {
    milling: 'cnc-milling',
    turning: 'cnc-turning',
    'swiss-lathe': 'swiss-type',
    'multi-axis': 'multi-axis',
    fabrication: 'fabrication',
    assembly: 'assembly',
    other: null,
  } satisfies Mapping<Process>,
  materials: {
    aluminium: 'aluminium',
    'stainless-steel': 'stainless-steel',
    titanium: 'titanium',
    plastics: 'plastics',
    other: null,
  } satisfies Mapping<Material>,
  certifications: {
    iso9001: 'iso9001',
    as9100: 'as9100',
    iatf16949: 'iatf16949',
    iso13485: 'iso13485',
    other: null,
  } satisfies Mapping<Certification>,
  industrySector: {
    aerospace: 'aerospace',
    automotive: 'automotive',
    medical: 'medical',
    energy: 'energy',
    other: null,
  } satisfies Mapping<Industry>,
  orderSize: { prototype: 'prototype', small: 'small', medium: 'medium', large: 'large' } satisfies Mapping<OrderSize>,
  leadTimes: {
    'under-2-weeks': 'under-2-weeks',
    '2-4-weeks': '2-4-weeks',
    '4-8-weeks': '4-8-weeks',
    'over-8-weeks': 'over-8-weeks',
  } satisfies Mapping<LeadTime>,
  /** Where the buyer wants delivery: the region a supplier must ship to. */
  deliveryRegions: { 'uk-only': 'uk', eu: 'eu', global: 'global' } satisfies Mapping<Region>,
} as const;

export const quoteMapping = {
  jobTypes: {
    milling: 'cnc-milling',
    turning: 'cnc-turning',
    grinding: 'grinding',
    edm: 'edm',
  } satisfies Mapping<Process>,
  materials: {
    aluminum: 'aluminium',
    steel: 'steel',
    stainlessSteel: 'stainless-steel',
    plastic: 'plastics',
  } satisfies Mapping<Material>,
  /** Quantities fall into the order size that holds them; "100+" is read as its lower end. */
  quantity: { '1-10': 'prototype', '11-50': 'small', '51-100': 'small', '100+': 'medium' } satisfies Mapping<OrderSize>,
  /**
   * A timeline maps to the band a supplier must be within to deliver before the timeline's
   * longest end: "1-4 weeks" needs a shop that typically delivers in 2-4 weeks or less.
   */
  timeline: {
    '1-4 weeks': '2-4-weeks',
    '1-3 months': '4-8-weeks',
    '3-6 months': 'over-8-weeks',
    '6+ months': 'over-8-weeks',
  } satisfies Mapping<LeadTime>,
} as const;

/**
 * Choice fields that ask something the register does not hold (a budget, a yes/no about suppliers
 * abroad): named here so a new choice field is a decision, never an oversight.
 */
export const notCapabilities = {
  oem: ['workOutsideUK'],
  quote: ['budget'],
} as const;
