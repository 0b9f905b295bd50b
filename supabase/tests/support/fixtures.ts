import { randomUUID } from 'node:crypto';
import type { TablesInsert } from '../../../src/lib/database.types.ts';
import { leadTableNames, type LeadTable } from '../../../src/lib/leads/tables.ts';
import type { JwtClaims } from '../../local/db/run-as.ts';

/**
 * Valid rows for every lead table, and the callers of the policy matrix. Each row has its own
 * email address, as separate visitors would, so tests that store many rows stay inside the
 * per-email abuse limit; tests of that limit set the email themselves.
 */

const uniqueLocalPart = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

/** The version of the notice a row's visitor was shown, as the forms send it. */
export const CONSENT_VERSION = '2026-11-23';

export { leadTableNames as LEAD_TABLES, type LeadTable };

type Rows = { [T in LeadTable]: TablesInsert<T> & { id: string } };

export function validRow<T extends LeadTable>(table: T, overrides: Partial<Rows[T]> = {}): Rows[T] {
  const rows: { [K in LeadTable]: () => Rows[K] } = {
    cnc_partner_leads: () => ({
      id: randomUUID(),
      consent_version: CONSENT_VERSION,
      email: `${uniqueLocalPart('ops')}@precision-parts.co.uk`,
      company_name: 'Precision Parts Ltd',
      contact_name: 'Sam Turner',
      phone: null,
      company_website: 'precision-parts.example',
      number_of_employees: '45',
      certifications: 'ISO 9001, AS9100',
      industries_served: 'Aerospace, defence',
      hear_about_us: 'linkedin',
    }),
    oem_leads: () => ({
      id: randomUUID(),
      consent_version: CONSENT_VERSION,
      company_name: 'Aero Components plc',
      website: 'aero-components.example',
      industry_sector: 'aerospace',
      contact_person: 'Priya Shah',
      job_title: 'Head of Procurement',
      email: `${uniqueLocalPart('priya')}@aero-components.example`,
      city: 'Bristol',
      country: 'United Kingdom',
      work_outside_uk: 'no',
      delivery_regions: 'uk-only',
      sourcing_volume: 'medium',
      production_requirements: 'multi-axis',
      material_types: 'aluminium, titanium',
      quality_standards: 'as9100, iso9001',
      delivery_requirements: '2-4-weeks',
      additional_services: 'Anodising required',
      uploaded_file_name: 'bracket.step',
    }),
    icp_template_leads: () => ({
      id: randomUUID(),
      consent_version: CONSENT_VERSION,
      privacy_agreed: true,
      first_name: 'Alex',
      business_email: `${uniqueLocalPart('alex')}@manufacturer.example`,
      job_title: 'Sales Director',
    }),
    contact_messages: () => ({
      id: randomUUID(),
      consent_version: CONSENT_VERSION,
      name: 'Jo Bloggs',
      email: `${uniqueLocalPart('jo')}@example.com`,
      subject: 'Capacity question',
      message: 'Do you have 5-axis capacity in March?',
    }),
    consultation_requests: () => ({
      id: randomUUID(),
      consent_version: CONSENT_VERSION,
      company_name: 'Medical Devices Co',
      contact_name: 'Dr Lee',
      email: `${uniqueLocalPart('lee')}@meddev.example`,
      job_types: ['milling', 'edm'],
      project_description: 'Titanium housings, 200 off, tight tolerances on bores.',
      timeline: '1-3 months',
      budget: '$5,000 - $10,000',
      materials: ['steel', 'stainlessSteel'],
      quantity: '100+',
      tolerance: 'ISO 2768-1 Fine',
      international_suppliers: true,
      // A visitor's row may list only files uploaded under its id (contract-storage tests those).
      attachments: [],
    }),
  };
  return { ...rows[table](), ...overrides };
}

export const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
export const VIEWER_ID = '00000000-0000-4000-8000-00000000b001';

/** The fixture admin's sessions in the test database (seedFixtureSessions): one at each level. */
export const ADMIN_SESSION_ID = '00000000-0000-4000-8000-00000000a002';
export const ADMIN_AAL1_SESSION_ID = '00000000-0000-4000-8000-00000000a003';
/** A session the admin signed out of: it is in no row of auth.sessions. */
export const SIGNED_OUT_SESSION_ID = '00000000-0000-4000-8000-00000000a004';

const adminClaims = {
  role: 'authenticated',
  sub: ADMIN_ID,
  aud: 'authenticated',
  app_metadata: { role: 'admin' },
} as const;

export const CALLERS = {
  anon: { role: 'anon' },
  viewer: { role: 'authenticated', sub: VIEWER_ID, aud: 'authenticated', app_metadata: { provider: 'email' } },
  /** An admin who passed the second factor, in a live session. */
  admin: { ...adminClaims, aal: 'aal2', session_id: ADMIN_SESSION_ID },
  /** An admin after the password only. */
  admin_aal1: { ...adminClaims, aal: 'aal1', session_id: ADMIN_AAL1_SESSION_ID },
  /** An aal2 admin token whose session was ended by signing out. */
  admin_signed_out: { ...adminClaims, aal: 'aal2', session_id: SIGNED_OUT_SESSION_ID },
  service_role: { role: 'service_role' },
} satisfies Record<string, JwtClaims>;

/** The admin callers that must read and change nothing. */
export const LOCKED_ADMINS = ['admin_aal1', 'admin_signed_out'] as const;

/** SQL that gives the fixture admin a user row and its two live sessions (built into the test snapshot). */
export const FIXTURE_SESSIONS_SQL = `
  insert into auth.users (id, email, encrypted_password, raw_app_meta_data)
  values ('${ADMIN_ID}', 'fixture-admin@forgebridge.test', '', '{"role":"admin"}');
  insert into auth.sessions (id, user_id, aal) values
    ('${ADMIN_SESSION_ID}', '${ADMIN_ID}', 'aal2'),
    ('${ADMIN_AAL1_SESSION_ID}', '${ADMIN_ID}', 'aal1');
`;

export type Caller = keyof typeof CALLERS;

/** The SQLSTATE of a rejected promise, or 'ok'. */
export async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
