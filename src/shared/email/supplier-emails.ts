/*
 * The wording of the messages a shop receives as the team vets it and keeps its register entry,
 * read by the deliver-leads Edge Function (Deno): plain data with no imports.
 *
 * One message per event. Each carries the shop's reference (the one its sign-up was given, so a
 * reply finds the same thread) and a fresh private link to the shop's own page, where it sees what
 * we hold about it, sets its capacity and proposes changes. Nothing in them names a buyer.
 */

export type SupplierNoticeEvent =
  | 'vetting_started'
  | 'visit_booked'
  | 'vetted'
  | 'not_vetted'
  | 'certificate_expiring'
  | 'certificate_expired'
  | 'lapsed';

export const supplierNoticeEmail = {
  greeting: (contactName: string | null) => (contactName ? `Hello ${contactName},` : 'Hello,'),
  referenceLine: (reference: string) => `Our reference for your shop: ${reference}`,
  pageHeading: 'Your page with Forgebridge',
  page: 'Your private page shows what we hold about your shop: its status, capabilities, certificates and capacity, and your answers to our briefs. There you can tell us how much work you want, and propose changes to your capabilities.',
  linkLabel: 'Open your supplier page',
  linkExpires: (until: string) => `This link works until ${until}. It is yours: please do not forward it.`,
  signOff: 'The Forgebridge team',

  vetting_started: {
    subject: (reference: string) => `${reference}: we have started vetting your shop – Forgebridge`,
    paragraphs: (company: string) => [
      `We have started vetting ${company} for Forgebridge's network of vetted CNC suppliers.`,
      'Vetting is a physical visit to your shop: we check your certifications, approve sample parts, review your quality assurance procedures and confirm your capacity.',
      'We will propose a date for the visit shortly.',
    ],
  },
  visit_booked: {
    subject: (reference: string) => `${reference}: your vetting visit is booked – Forgebridge`,
    paragraphs: (company: string, visitOn: string) => [
      `Your vetting visit to ${company} is booked for ${visitOn}.`,
      'On the day we check your certifications, approve sample parts, review your quality assurance procedures and confirm your capacity. Please have your certificates and a few sample parts to hand.',
      'If the date does not suit you, let us know and we will find another.',
    ],
  },
  vetted: {
    subject: (reference: string) => `${reference}: your shop is vetted – Forgebridge`,
    paragraphs: (company: string) => [
      `${company} passed our vetting and is now a vetted Forgebridge supplier.`,
      'We will send you briefs for jobs that fit your capabilities. Keep your capacity up to date on your page so we send you work when you want it.',
    ],
  },
  not_vetted: {
    subject: (reference: string) => `${reference}: the outcome of your vetting – Forgebridge`,
    paragraphs: (company: string) => [
      `Thank you for the time you gave us. After vetting, we cannot add ${company} to our vetted suppliers for now.`,
    ],
    reasonLabel: 'The reason our team recorded',
    after: 'If things change, you are welcome to apply again.',
  },
  certificate_expiring: {
    subject: (reference: string, standard: string) =>
      `${reference}: your ${standard} certificate expires soon – Forgebridge`,
    paragraphs: (standard: string, expiresOn: string) => [
      `Your ${standard} certificate expires on ${expiresOn}.`,
      'Please send us the renewed certificate, so we can verify it before then and keep matching you to jobs that need it.',
    ],
  },
  certificate_expired: {
    subject: (reference: string, standard: string) =>
      `${reference}: your ${standard} certificate has expired – Forgebridge`,
    paragraphs: (standard: string, expiresOn: string) => [
      `Your ${standard} certificate expired on ${expiresOn}.`,
      `${standard} no longer counts when we match you to jobs until we verify a renewed certificate. Please send it to us.`,
    ],
  },
  lapsed: {
    subject: (reference: string) => `${reference}: your vetting has lapsed – Forgebridge`,
    paragraphs: (company: string) => [
      `The vetting of ${company} has lapsed: the date for its revisit has passed.`,
      'We will contact you to arrange a revisit. Until then, we do not send you new briefs.',
    ],
  },
} as const;

/**
 * The recognised standards' names, as src/lib/suppliers/capabilities.ts holds them (the Edge
 * Function imports only src/shared; supplier-emails.test.ts keeps the two equal).
 */
export const standardLabels: Readonly<Record<string, string>> = {
  iso9001: 'ISO 9001',
  as9100: 'AS9100',
  iatf16949: 'IATF 16949',
  iso13485: 'ISO 13485',
  iso14001: 'ISO 14001',
  norsok: 'NORSOK M-650',
  nadcap: 'Nadcap',
};

/** A standard's name; the stored value itself for one this code does not know. */
export const standardLabel = (value: string): string => standardLabels[value] ?? value;

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-12-08' → 'Tuesday 8 December 2026': a calendar date as written, in the UK's style. */
export function ukDay(isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${weekdays[date.getUTCDay()]} ${day} ${months[month - 1]} ${year}`;
}
