import { describe, expect, it } from 'vitest';
import { leadKindIds, type LeadKindId, type LeadRow } from '@/shared/leads/tables';
import { storedLead } from '@/testing/lead-row';
import { leadTabs } from './lead-tabs';

const createdAt = '2026-11-21T14:05:09.123Z';

function cells<K extends LeadKindId>(kind: K, row: LeadRow<K>) {
  return Object.fromEntries(leadTabs[kind].columns.map((c) => [c.header, c.cell(row)]));
}

const partner = (phone: string | null): LeadRow<'partner'> =>
  storedLead('partner', { id: 'c1', created_at: createdAt, company_name: 'Northern CNC', contact_name: 'Sam', phone });

describe('lead kinds', () => {
  it('have the agreed columns for ICP, OEM and CNC', () => {
    const headers = (kind: LeadKindId) => leadTabs[kind].columns.map((c) => c.header);
    expect(headers('icp')).toEqual(['Name', 'Email', 'Job Title', 'Date']);
    expect(headers('oem')).toEqual(['Company', 'Contact', 'Email', 'Industry', 'Country', 'Date']);
    expect(headers('partner')).toEqual(['Company', 'Contact', 'Email', 'Phone', 'Date']);
  });

  it('show ICP first and the two newer kinds last, each with its CSV prefix and empty message', () => {
    expect(leadKindIds.map((id) => [leadTabs[id].tabLabel, leadTabs[id].csvPrefix, leadTabs[id].emptyMessage])).toEqual(
      [
        ['ICP', 'icp-template-leads', 'No ICP template downloads yet'],
        ['OEM', 'oem-leads', 'No OEM leads yet'],
        ['CNC', 'cnc-partner-leads', 'No CNC partner leads yet'],
        ['Contact Messages', 'contact-messages', 'No contact messages yet'],
        ['Consultation Requests', 'consultation-requests', 'No consultation requests yet'],
      ],
    );
  });

  it('each have a summary card, in tab order', () => {
    expect(leadKindIds.map((id) => leadTabs[id].card.title)).toEqual([
      'ICP Template Downloads',
      'OEM Leads',
      'CNC Partner Leads',
      'Contact Messages',
      'Consultation Requests',
    ]);
    expect(leadTabs.oem.card.subtitle).toBe('Sourcing inquiries');
    expect(leadTabs.partner.card?.subtitle).toBe('Partnership inquiries');
  });

  it('write CNC phone as N/A when missing or blank', () => {
    expect(cells('partner', partner(null)).Phone).toEqual({ text: 'N/A', muted: true });
    expect(cells('partner', partner('  ')).Phone).toEqual({ text: 'N/A', muted: true });
    expect(cells('partner', partner('+44 161 496 0000')).Phone).toEqual({ text: '+44 161 496 0000' });
  });

  it('show the OEM industry as a badge with a readable label', () => {
    const row = {
      id: 'o1',
      created_at: createdAt,
      company_name: 'Aero Parts',
      contact_person: 'Olga',
      email: 'o@example.test',
      industry_sector: 'aerospace',
      country: 'United Kingdom',
    } as LeadRow<'oem'>;
    expect(cells('oem', row).Industry).toEqual({ text: 'Aerospace', badge: true });
  });

  it('date every row en-GB dd/mm/yyyy, hh:mm in UK time', () => {
    const row = storedLead('icp', { id: 'i1', created_at: createdAt });
    expect(cells('icp', row).Date).toEqual({ text: '21/11/2026, 14:05' });
    // British Summer Time: 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(cells('icp', { ...row, created_at: '2026-06-30T23:30:00Z' }).Date).toEqual({ text: '01/07/2026, 00:30' });
  });

  it('list quote job types by name', () => {
    const row = { job_types: ['milling', 'edm'], created_at: createdAt } as LeadRow<'quote'>;
    expect(cells('quote', row)['Job Types']).toEqual({
      text: 'CNC milling, EDM (electrical discharge machining)',
    });
  });
});

describe('option columns', () => {
  it('show the label the form showed, and an unknown value as stored', () => {
    const oem = (industry_sector: string) => ({ industry_sector, created_at: createdAt }) as LeadRow<'oem'>;
    expect(cells('oem', oem('energy')).Industry).toEqual({ text: 'Energy', badge: true });
    expect(cells('oem', oem('nuclear')).Industry).toEqual({ text: 'nuclear', badge: true });
  });

  it('show a value of an unexpected shape as text instead of failing, as the panel does', () => {
    const row = { job_types: [['milling']], created_at: createdAt } as unknown as LeadRow<'quote'>;
    expect(cells('quote', row)['Job Types']).toEqual({ text: 'milling' });
  });
});
