import type { Database } from '@/lib/database.types';
import { formatDateTime } from '@/lib/format';

type PublicTables = Database['public']['Tables'];

/** The five lead tables, in tab order (spec's three first, then DECISIONS §5's two). */
export const leadKindIds = ['icp', 'oem', 'cnc', 'contact', 'consultation'] as const;
export type LeadKindId = (typeof leadKindIds)[number];

export const leadTables = {
  icp: 'icp_template_leads',
  oem: 'oem_leads',
  cnc: 'cnc_partner_leads',
  contact: 'contact_messages',
  consultation: 'consultation_requests',
} as const satisfies Record<LeadKindId, keyof PublicTables>;

export type LeadTableName = (typeof leadTables)[LeadKindId];
export type LeadRow<K extends LeadKindId> = PublicTables[(typeof leadTables)[K]]['Row'];
export type LeadRows = { [K in LeadKindId]: LeadRow<K>[] };

/**
 * What one table cell shows. Plain data rather than JSX, so the rules (N/A, badges, dates) are
 * testable without rendering and the table decides the markup.
 */
export type LeadCell = { text: string; badge?: boolean; muted?: boolean; wrap?: boolean };

export type LeadColumn<K extends LeadKindId> = { header: string; cell: (row: LeadRow<K>) => LeadCell };

export type LeadKind<K extends LeadKindId> = {
  id: K;
  table: (typeof leadTables)[K];
  tabLabel: string;
  /** Accessible name of the table. */
  caption: string;
  columns: readonly LeadColumn<K>[];
  emptyMessage: string;
  csvPrefix: string;
  /** Summary card; only the spec's three kinds have one. */
  card?: { title: string; subtitle: string };
};

const text = (value: string | null | undefined): LeadCell => ({ text: value ?? '' });
const date = (iso: string): LeadCell => ({ text: formatDateTime(iso) });
const orNotAvailable = (value: string | null | undefined): LeadCell =>
  value && value.trim() !== '' ? { text: value } : { text: 'N/A', muted: true };

/** 'aerospace' → 'Aerospace', 'swiss-lathe' → 'Swiss lathe': option values as people read them. */
export function optionLabel(value: string): string {
  if (value === 'edm') return 'EDM';
  if (value === 'stainlessSteel') return 'Stainless steel';
  const spaced = value.replace(/[-_]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const list = (values: readonly string[] | null): LeadCell => ({ text: (values ?? []).map(optionLabel).join(', ') });

const icp: LeadKind<'icp'> = {
  id: 'icp',
  table: leadTables.icp,
  tabLabel: 'ICP',
  caption: 'ICP template downloads',
  columns: [
    { header: 'Name', cell: (r) => text(r.first_name) },
    { header: 'Email', cell: (r) => text(r.business_email) },
    { header: 'Job Title', cell: (r) => text(r.job_title) },
    { header: 'Date', cell: (r) => date(r.created_at) },
  ],
  emptyMessage: 'No ICP template downloads yet',
  csvPrefix: 'icp-template-leads',
  card: { title: 'ICP Template Downloads', subtitle: 'Template downloads' },
};

const oem: LeadKind<'oem'> = {
  id: 'oem',
  table: leadTables.oem,
  tabLabel: 'OEM',
  caption: 'OEM leads',
  columns: [
    { header: 'Company', cell: (r) => text(r.company_name) },
    { header: 'Contact', cell: (r) => text(r.contact_person) },
    { header: 'Email', cell: (r) => text(r.email) },
    { header: 'Industry', cell: (r) => ({ text: optionLabel(r.industry_sector), badge: true }) },
    { header: 'Country', cell: (r) => text(r.country) },
    { header: 'Date', cell: (r) => date(r.created_at) },
  ],
  emptyMessage: 'No OEM leads yet',
  csvPrefix: 'oem-leads',
  card: { title: 'OEM Leads', subtitle: 'Sourcing inquiries' },
};

const cnc: LeadKind<'cnc'> = {
  id: 'cnc',
  table: leadTables.cnc,
  tabLabel: 'CNC',
  caption: 'CNC partner leads',
  columns: [
    { header: 'Company', cell: (r) => text(r.company_name) },
    { header: 'Contact', cell: (r) => text(r.contact_name) },
    { header: 'Email', cell: (r) => text(r.email) },
    { header: 'Phone', cell: (r) => orNotAvailable(r.phone) },
    { header: 'Date', cell: (r) => date(r.created_at) },
  ],
  emptyMessage: 'No CNC partner leads yet',
  csvPrefix: 'cnc-partner-leads',
  card: { title: 'CNC Partner Leads', subtitle: 'Partnership inquiries' },
};

const contact: LeadKind<'contact'> = {
  id: 'contact',
  table: leadTables.contact,
  tabLabel: 'Contact Messages',
  caption: 'Contact messages',
  columns: [
    { header: 'Name', cell: (r) => text(r.name) },
    { header: 'Email', cell: (r) => text(r.email) },
    { header: 'Subject', cell: (r) => text(r.subject) },
    { header: 'Message', cell: (r) => ({ text: r.message, wrap: true }) },
    { header: 'Date', cell: (r) => date(r.created_at) },
  ],
  emptyMessage: 'No contact messages yet',
  csvPrefix: 'contact-messages',
};

const consultation: LeadKind<'consultation'> = {
  id: 'consultation',
  table: leadTables.consultation,
  tabLabel: 'Consultation Requests',
  caption: 'Consultation requests',
  columns: [
    { header: 'Company', cell: (r) => text(r.company_name) },
    { header: 'Contact', cell: (r) => text(r.contact_name) },
    { header: 'Email', cell: (r) => text(r.email) },
    { header: 'Job Types', cell: (r) => list(r.job_types) },
    { header: 'Quantity', cell: (r) => text(r.quantity) },
    { header: 'Budget', cell: (r) => text(r.budget) },
    { header: 'Timeline', cell: (r) => text(r.timeline) },
    { header: 'Date', cell: (r) => date(r.created_at) },
  ],
  emptyMessage: 'No consultation requests yet',
  csvPrefix: 'consultation-requests',
};

export const leadKinds: { readonly [K in LeadKindId]: LeadKind<K> } = { icp, oem, cnc, contact, consultation };
