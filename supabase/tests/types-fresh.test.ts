import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { TYPES_FILE, renderTypes } from '../local/db/render-types.ts';
import { useFreshDatabase } from './support/fresh.ts';

/** src/shared/database.types.ts must match the migrations: run `npm run db:types` after adding one. */

const db = useFreshDatabase();

it('matches the types generated from the migrated schema', async () => {
  const committed = readFileSync(TYPES_FILE, 'utf8');
  const generated = await renderTypes(db);
  expect(committed === generated, 'src/shared/database.types.ts is stale: run `npm run db:types`').toBe(true);
});

it('types every lead table with Row, Insert and Update', async () => {
  const generated = await renderTypes(db);
  for (const table of [
    'cnc_partner_leads',
    'oem_leads',
    'icp_template_leads',
    'contact_messages',
    'consultation_requests',
  ]) {
    expect(generated).toMatch(new RegExp(`${table}: \\{\\s+Row: \\{[^}]*\\};\\s+Insert: \\{[^}]*\\};\\s+Update:`));
  }
  expect(generated).toContain('job_types: string[];');
  expect(generated).toContain('attachments?: Json;');
});
