import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { migrate, openDatabase } from './database.ts';
import { renderSchema } from './db/render-schema.ts';
import { SCHEMA_DIR, writeSchemaFiles } from './db/schema-files.ts';
import { TYPES_FILE, renderTypes } from './db/render-types.ts';

/**
 * `npm run db:types`: migrates a throwaway in-memory database and writes the generated types and
 * supabase/schema/ (each table, view and function as the migrations leave it). Run it after
 * adding a migration; supabase/tests/types-fresh.test.ts and schema-fresh.test.ts fail until you do.
 */
const db = await openDatabase();
try {
  await migrate(db);
  writeFileSync(TYPES_FILE, await renderTypes(db));
  console.log(`Wrote ${relative(process.cwd(), TYPES_FILE)}`);
  const { written, deleted } = writeSchemaFiles(await renderSchema(db));
  console.log(`Wrote ${written} files to ${relative(process.cwd(), SCHEMA_DIR)}/, deleted ${deleted}`);
} finally {
  await db.close();
}
