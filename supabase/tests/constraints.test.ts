import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ident } from '../local/db/catalogue.ts';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome, validRow, type LeadTable } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * Check constraints bound every column (docs/decisions/0003-security-model.md). Inserts run as a visitor (anon), the real
 * path, so each case also proves the violation surfaces as 23514 and not as an RLS 42501.
 */

const db = useFreshDatabase();

function anonInsert(table: LeadTable, overrides: Record<string, unknown>) {
  const row = { ...validRow(table), ...overrides };
  const t = `public.${ident(table)}`;
  const list = Object.keys(row).map(ident).join(', ');
  return outcome(
    runAs(db, CALLERS.anon, (tx) =>
      tx.query(`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`, [
        JSON.stringify([row]),
      ]),
    ),
  );
}

const long = (n: number) => 'x'.repeat(n);
const longEmail = `${'a'.repeat(309)}@example.com`; // 321 characters
const attachment = { name: 'part.step', size: 10, type: '' };

const REJECTED: Record<LeadTable, Record<string, Record<string, unknown>>> = {
  cnc_partner_leads: {
    'email without @': { email: 'ops.example.com' },
    'email over 320': { email: longEmail },
    'blank company name': { company_name: '   ' },
    'company name over 200': { company_name: long(201) },
    'contact name over 200': { contact_name: long(201) },
    'phone over 50': { phone: long(51) },
    'blank company website': { company_website: ' ' },
    'company website over 2048': { company_website: long(2049) },
    'number of employees over 50': { number_of_employees: long(51) },
    'certifications over 1000': { certifications: long(1001) },
    'industries served over 5000': { industries_served: long(5001) },
    'unknown hear-about-us': { hear_about_us: 'tv' },
    'unknown process': { processes: ['welding'] },
    'unknown material': { materials: ['wood'] },
    'unknown held certification': { held_certifications: ['iso45001'] },
    'unknown industry': { industries: ['space'] },
    'unknown order size': { order_sizes: ['huge'] },
    'unknown lead time': { lead_time: 'tomorrow' },
    'axes without multi-axis': { processes: ['cnc-milling'], max_axes: 5 },
    'axes over 9': { processes: ['multi-axis'], max_axes: 10 },
    'part size of one side only': { envelope_x_mm: 500, envelope_y_mm: null, envelope_z_mm: null },
    'part size of 0 mm': { envelope_x_mm: 0, envelope_y_mm: 10, envelope_z_mm: 10 },
    'town over 100': { town: long(101) },
    'country in lower case': { country: 'gb' },
    'country by name': { country: 'United Kingdom' },
    'six attachments': { attachments: Array.from({ length: 6 }, () => attachment) },
  },
  oem_leads: {
    'unknown industry sector': { industry_sector: 'space' },
    'unknown order size': { sourcing_volume: 'huge' },
    'unknown type of work': { production_requirements: 'welding' },
    'unknown lead time': { delivery_requirements: 'tomorrow' },
    'email without a dot in the domain': { email: 'priya@localhost' },
    'website over 2048': { website: long(2049) },
    'blank country': { country: '' },
    'materials over 1000': { material_types: long(1001) },
    'certifications over 1000': { quality_standards: long(1001) },
    'notes over 5000': { additional_services: long(5001) },
    'file name over 255': { uploaded_file_name: long(256) },
    'job title over 200': { job_title: long(201) },
    'blank city': { city: '  ' },
    'city over 100': { city: long(101) },
    'unknown work-outside-UK answer': { work_outside_uk: 'maybe' },
    'unknown delivery region': { delivery_regions: 'mars' },
    'more than one drawing': { attachments: [attachment, attachment] },
    'drawing without a size': { attachments: [{ name: 'a.pdf', type: '' }] },
    'drawing that was never uploaded': {
      attachments: [{ ...attachment, path: `oem_leads/${randomUUID()}/01-part.step` }],
    },
  },
  icp_template_leads: {
    'email with a space': { business_email: 'alex @manufacturer.example' },
    'first name over 200': { first_name: long(201) },
    'blank job title': { job_title: ' ' },
  },
  contact_messages: {
    'email without @': { email: 'jo' },
    'name over 200': { name: long(201) },
    'subject over 200': { subject: long(201) },
    'message over 5000': { message: long(5001) },
  },
  consultation_requests: {
    'no job type': { job_types: [] },
    'unknown job type': { job_types: ['welding'] },
    'null job type element': { job_types: ['milling', null] },
    'description under 10': { project_description: 'too short' },
    'description over 5000': { project_description: long(5001) },
    'unknown timeline': { timeline: 'asap' },
    'unknown budget': { budget: '$1' },
    'unknown quantity': { quantity: '5' },
    'unknown material': { materials: ['wood'] },
    'two-dimensional job types': { job_types: [['milling']] },
    'two-dimensional materials': { materials: [['steel'], ['plastic']] },
    'tolerance over 200': { tolerance: long(201) },
    'attachments not an array': { attachments: { name: 'a' } },
    'more than 20 attachments': { attachments: Array.from({ length: 21 }, () => attachment) },
    'attachment without a name': { attachments: [{ size: 1, type: '' }] },
    'attachment with a negative size': { attachments: [{ ...attachment, size: -1 }] },
    'attachment that is not an object': { attachments: ['part.step'] },
    'attachment path outside the lead folders': { attachments: [{ ...attachment, path: '../../part.step' }] },
    'attachment that was never uploaded': {
      attachments: [{ ...attachment, path: `consultation_requests/${randomUUID()}/01-part.step` }],
    },
  },
};

describe.each(Object.keys(REJECTED) as LeadTable[])('%s', (table) => {
  it('accepts the valid row', async () => {
    expect(await anonInsert(table, {})).toBe('ok');
  });

  it.each(Object.entries(REJECTED[table]))('rejects %s with 23514', async (_name, overrides) => {
    expect(await anonInsert(table, overrides)).toBe('23514');
  });
});

describe('optional and required columns', () => {
  it('accepts null for the optional OEM options', async () => {
    const nulls = { sourcing_volume: null, production_requirements: null, delivery_requirements: null, phone: null };
    expect(await anonInsert('oem_leads', nulls)).toBe('ok');
  });

  it('accepts null for the answers stored before they had columns', async () => {
    const partner = {
      company_website: null,
      number_of_employees: null,
      certifications: null,
      industries_served: null,
      hear_about_us: null,
      max_axes: null,
      lead_time: null,
      envelope_x_mm: null,
      envelope_y_mm: null,
      envelope_z_mm: null,
      town: null,
      held_certifications: [],
      industries: [],
      order_sizes: [],
    };
    expect(await anonInsert('cnc_partner_leads', partner)).toBe('ok');
    expect(await anonInsert('oem_leads', { city: null, work_outside_uk: null, delivery_regions: null })).toBe('ok');
  });

  it('rejects a missing mandatory OEM field with 23502', async () => {
    expect(await anonInsert('oem_leads', { industry_sector: null })).toBe('23502');
  });

  it('fills quote defaults (materials, suppliers, attachments) when omitted', async () => {
    const row = validRow('consultation_requests');
    const { materials: _m, international_suppliers: _i, attachments: _a, tolerance: _t, ...minimal } = row;
    const t = 'public.consultation_requests';
    const list = Object.keys(minimal).map(ident).join(', ');
    await runAs(db, CALLERS.anon, (tx) =>
      tx.query(`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`, [
        JSON.stringify([minimal]),
      ]),
    );
    const { rows } = await db.query(
      `select materials, international_suppliers, attachments, tolerance from ${t} where id = $1`,
      [row.id],
    );
    expect(rows[0]).toEqual({ materials: [], international_suppliers: false, attachments: [], tolerance: null });
  });

  it('rejects a malformed client id with 22P02', async () => {
    expect(await anonInsert('contact_messages', { id: 'not-a-uuid' })).toBe('22P02');
  });
});
