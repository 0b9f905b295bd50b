import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../../supabase/local/config';
import { CONSENT_VERSION } from '../../../src/shared/legal/consent';
import { sampleRow } from '../../../src/shared/leads/fields/sample-row';
import { leadKindOf, type LeadKindId, type LeadTable } from '../../../src/shared/leads/tables';
import { restHeaders } from './sign-in';

/** Rows a test puts in the shared e2e database, and the valid sample leads it puts there. */

/** A string unique to this call, for emails and company names a test can find again. */
export function uniqueMarker(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
}

/**
 * Inserts rows in one request with the service role key, as the team's own tooling would: the
 * database refuses a visitor's bulk insert and limits visitors per address, so seeding is not a
 * visitor. Each row gets a client-generated `id` unless it has one, and the rows are returned with
 * their ids so a test can find them again. `created_at` defaults to now.
 */
export async function seedLeadsViaRest<T extends Record<string, unknown>>(
  request: APIRequestContext,
  table: LeadTable,
  rows: readonly T[],
): Promise<(T & { id: string })[]> {
  const withIds = rows.map((row) => ({ ...row, id: typeof row.id === 'string' ? row.id : randomUUID() }));
  if (withIds.length === 0) return withIds;
  const headers = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };
  const response = await request.post(`/rest/v1/${table}`, { headers, data: withIds });
  expect(response.status(), `seeding ${table}: ${await response.text()}`).toBe(201);
  return withIds;
}

/** Changes rows with the service role key, as the team's own tooling would (back-dating a fixture). */
export async function patchViaRest(request: APIRequestContext, query: string, data: Record<string, unknown>) {
  const headers = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };
  const response = await request.patch(`/rest/v1/${query}`, { headers, data });
  expect(response.status(), `patching ${query}: ${await response.text()}`).toBeLessThan(300);
}

// --- Sample rows valid against the migrations' check constraints --------------------------------

/** The consent columns a row needs: the notice version, and the ICP form's required box. */
export function sampleConsent(table: LeadTable): Record<string, unknown> {
  return { consent_version: CONSENT_VERSION, ...(table === 'icp_template_leads' ? { privacy_agreed: true } : {}) };
}

/** The names the specs look for: a person's first name and, where the form asks one, a company. */
const sampleNames: Record<LeadKindId, { person: string; company?: string }> = {
  icp: { person: 'Ida' },
  oem: { person: 'Olga', company: 'OEM' },
  partner: { person: 'Carl', company: 'CNC' },
  contact: { person: 'Nia' },
  quote: { person: 'Quinn', company: 'Quote' },
};

/**
 * One valid row per table (the kind's sample row, from its field table), marked with `marker`
 * in its email (`<marker>@example.test`) and names ("OEM <marker>", "Olga <marker>").
 */
export function sampleLead(table: LeadTable, marker: string): Record<string, unknown> {
  const kind = leadKindOf(table);
  if (!kind) throw new Error(`${table} holds no leads`);
  const { person, company } = sampleNames[kind];
  return sampleRow(kind, {
    marker,
    person: `${person} ${marker}`,
    ...(company ? { company: `${company} ${marker}` } : {}),
  });
}
