import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { migrate, openDatabase } from './database.ts';
import { TYPES_FILE, renderTypes } from './db/render-types.ts';

/**
 * `npm run db:types`: migrates a throwaway in-memory database and writes the generated types.
 * Run it after adding a migration; supabase/tests/types-fresh.test.ts fails until you do.
 */
const db = await openDatabase();
try {
  await migrate(db);
  writeFileSync(TYPES_FILE, await renderTypes(db));
  console.log(`Wrote ${relative(process.cwd(), TYPES_FILE)}`);
} finally {
  await db.close();
}
