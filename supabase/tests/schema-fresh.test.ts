import { beforeAll, expect, it } from 'vitest';
import { renderSchema } from '../local/db/render-schema.ts';
import { readSchemaFiles, schemaDifferences, type SchemaFiles } from '../local/db/schema-files.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * supabase/schema/ must show every table, view and function as the migrations leave them: run
 * `npm run db:types` after adding a migration, and commit what it writes.
 */

const db = useFreshDatabase();
let generated: SchemaFiles;

beforeAll(async () => {
  generated = await renderSchema(db);
});

it('matches the schema rendered from the migrations', () => {
  const { stale, missing, extra } = schemaDifferences(readSchemaFiles(), generated);
  const problems = [
    ...stale.map((path) => `stale: supabase/schema/${path}`),
    ...missing.map((path) => `missing: supabase/schema/${path}`),
    ...extra.map((path) => `extra: supabase/schema/${path}`),
  ];
  expect(problems, 'supabase/schema/ is out of date: run `npm run db:types` and commit it').toEqual([]);
});

it('holds one file per function of public and private', async () => {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prokind in ('f', 'p')
        and not exists (select from pg_depend d
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  );
  const files = [...readSchemaFiles().keys()].filter((path) => path.startsWith('functions/'));
  expect(files.length).toBe(rows[0]?.count);
  expect(files).toContain('functions/public.rfq_clock_counts().sql');
});
