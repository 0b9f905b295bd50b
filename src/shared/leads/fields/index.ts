import { quoteFields } from './quote-fields.ts';
import { contactFields } from './contact-fields.ts';
import type { FieldTable } from './field-types.ts';
import { icpFields } from './icp-fields.ts';
import { oemFields } from './oem-fields.ts';
import { partnerFields } from './partner-fields.ts';

/**
 * Every lead kind's field table, by the kind's id (see ../tables.ts). A form imports its own
 * table file, so a page never carries the others; the admin, the Edge Function and the
 * database tests take them all from here.
 */
export const leadFields = {
  icp: icpFields,
  oem: oemFields,
  partner: partnerFields,
  contact: contactFields,
  quote: quoteFields,
} as const satisfies Record<string, FieldTable>;

export type LeadFieldTables = typeof leadFields;
