import { formatDateTime } from '@/shared/format';
import { answerText, NOT_GIVEN } from '@/shared/leads/answer-text';
import { leadTables, type LeadKindId, type LeadRow } from '@/shared/leads/tables';

/**
 * What one table cell shows. Plain data rather than JSX, so the rules (N/A, badges, dates) are
 * testable without rendering and the table decides the markup.
 */
export type LeadCell = { text: string; badge?: boolean; muted?: boolean; wrap?: boolean };

export type LeadColumn<K extends LeadKindId> = { header: string; cell: (row: LeadRow<K>) => LeadCell };

export type LeadTab<K extends LeadKindId> = {
  id: K;
  table: (typeof leadTables)[K];
  tabLabel: string;
  /** Accessible name of the table. */
  caption: string;
  columns: readonly LeadColumn<K>[];
  emptyMessage: string;
  /** The export's file name before its date: the table's name with dashes (`cnc-partner-leads`). */
  csvPrefix: string;
  /** The kind's summary card: its total and how many are new. */
  card: { title: string; subtitle: string };
};

const text = (value: string | null | undefined): LeadCell => ({ text: value ?? '' });
const date = (iso: string): LeadCell => ({ text: formatDateTime(iso) });
const orNotAvailable = (value: string | null | undefined): LeadCell =>
  value && value.trim() !== '' ? { text: value } : { text: 'N/A', muted: true };

/** A stored answer as the one reader reads it; an empty one leaves the cell empty. */
const answer = (kind: LeadKindId, column: string, value: unknown): LeadCell => {
  const read = answerText(kind, column, value);
  return { text: read === NOT_GIVEN ? '' : read };
};

const icp: LeadTab<'icp'> = {
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

const oem: LeadTab<'oem'> = {
  id: 'oem',
  table: leadTables.oem,
  tabLabel: 'OEM',
  caption: 'OEM leads',
  columns: [
    { header: 'Company', cell: (r) => text(r.company_name) },
    { header: 'Contact', cell: (r) => text(r.contact_person) },
    { header: 'Email', cell: (r) => text(r.email) },
    {
      header: 'Industry',
      cell: (r) => ({ ...answer('oem', 'industry_sector', r.industry_sector), badge: true }),
    },
    { header: 'Country', cell: (r) => text(r.country) },
    { header: 'Date', cell: (r) => date(r.created_at) },
  ],
  emptyMessage: 'No OEM leads yet',
  csvPrefix: 'oem-leads',
  card: { title: 'OEM Leads', subtitle: 'Sourcing inquiries' },
};

const partner: LeadTab<'partner'> = {
  id: 'partner',
  table: leadTables.partner,
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

const contact: LeadTab<'contact'> = {
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
  card: { title: 'Contact Messages', subtitle: 'Messages from the contact form' },
};

const quote: LeadTab<'quote'> = {
  id: 'quote',
  table: leadTables.quote,
  tabLabel: 'Consultation Requests',
  caption: 'Consultation requests',
  columns: [
    { header: 'Company', cell: (r) => text(r.company_name) },
    { header: 'Contact', cell: (r) => text(r.contact_name) },
    { header: 'Email', cell: (r) => text(r.email) },
    { header: 'Job Types', cell: (r) => answer('quote', 'job_types', r.job_types) },
    { header: 'Quantity', cell: (r) => answer('quote', 'quantity', r.quantity) },
    { header: 'Budget', cell: (r) => answer('quote', 'budget', r.budget) },
    { header: 'Timeline', cell: (r) => answer('quote', 'timeline', r.timeline) },
    { header: 'Date', cell: (r) => date(r.created_at) },
  ],
  emptyMessage: 'No consultation requests yet',
  csvPrefix: 'consultation-requests',
  card: { title: 'Consultation Requests', subtitle: 'Project requests, often with drawings' },
};

export const leadTabs: { readonly [K in LeadKindId]: LeadTab<K> } = { icp, oem, partner, contact, quote };
