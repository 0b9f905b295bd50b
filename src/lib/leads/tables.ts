import type { Database } from '../database.types.ts';
import {
  consultationBudgetOptions,
  consultationJobTypeOptions,
  consultationMaterialOptions,
  consultationQuantityOptions,
  consultationTimelineOptions,
  deliveryRegionOptions,
  hearAboutUsOptions,
  industrySectorOptions,
  leadTimeOptions,
  orderSizeOptions,
  typeOfWorkOptions,
  workOutsideUkOptions,
  type Option,
} from './options.ts';

/*
 * The lead tables as every part of the project names them: the forms that insert, the admin that
 * reads, the database and browser test fixtures and the benchmark. Plain data with no Vite or
 * browser dependency, so Node imports it as it is.
 */

type PublicTables = Database['public']['Tables'];

/** Dashboard tab order: ICP first, then OEM and CNC partners, then contact and consultation. */
export const leadKindIds = ['icp', 'oem', 'cnc', 'contact', 'consultation'] as const;
export type LeadKindId = (typeof leadKindIds)[number];

export const leadTables = {
  icp: 'icp_template_leads',
  oem: 'oem_leads',
  cnc: 'cnc_partner_leads',
  contact: 'contact_messages',
  consultation: 'consultation_requests',
} as const satisfies Record<LeadKindId, keyof PublicTables>;

export type LeadTable = (typeof leadTables)[LeadKindId];

/** Every lead table, in tab order. */
export const leadTableNames: readonly LeadTable[] = leadKindIds.map((id) => leadTables[id]);

export type LeadRow<K extends LeadKindId> = PublicTables[(typeof leadTables)[K]]['Row'];
export type LeadRows = { [K in LeadKindId]: LeadRow<K>[] };
export type LeadInsert<T extends LeadTable> = PublicTables[T]['Insert'];

/**
 * The option list behind each column that stores an option value, so the admin shows a stored
 * value with the label the visitor picked in the form. OEM columns that join several values with
 * free text are not listed: they are shown as stored.
 */
export const leadColumnOptions: {
  readonly [T in LeadTable]?: Partial<Record<keyof PublicTables[T]['Row'], readonly Option[]>>;
} = {
  cnc_partner_leads: {
    hear_about_us: hearAboutUsOptions,
  },
  oem_leads: {
    industry_sector: industrySectorOptions,
    production_requirements: typeOfWorkOptions,
    sourcing_volume: orderSizeOptions,
    delivery_requirements: leadTimeOptions,
    work_outside_uk: workOutsideUkOptions,
    delivery_regions: deliveryRegionOptions,
  },
  consultation_requests: {
    job_types: consultationJobTypeOptions,
    materials: consultationMaterialOptions,
    timeline: consultationTimelineOptions,
    budget: consultationBudgetOptions,
    quantity: consultationQuantityOptions,
  },
};
