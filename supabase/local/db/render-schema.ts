import type { Database } from '../database.ts';
import type { SchemaFiles } from './schema-files.ts';
import { functionFileName, loadFunctions, renderFunction } from './schema-functions.ts';
import { loadRelations, renderStorageObjects, renderTable, renderView } from './schema-relations.ts';

/**
 * Renders `supabase/schema/`: every table, view and function of `public` and `private` as the
 * migrations leave it, one file each, so a reader finds the current body of a function without
 * replaying history. The output depends only on the migrated catalogue: every list is sorted by
 * name in code-point order (columns keep the table's own order) and nothing records when it ran.
 */

export { SCHEMA_HEADER } from './schema-sql.ts';
export { functionFileName } from './schema-functions.ts';

/** Every file of `supabase/schema/`, keyed by its path relative to that folder. */
export async function renderSchema(db: Database): Promise<SchemaFiles> {
  // With an empty search path Postgres qualifies every name it prints, whatever the session's path.
  const { rows } = await db.query<{ path: string }>(`select current_setting('search_path') as path`);
  await db.query(`select set_config('search_path', '', false)`);
  try {
    return await renderEachObject(db);
  } finally {
    await db.query(`select set_config('search_path', $1, false)`, [rows[0]?.path ?? '']);
  }
}

async function renderEachObject(db: Database): Promise<SchemaFiles> {
  const files: SchemaFiles = new Map();
  for (const relation of await loadRelations(db)) {
    const name = `${relation.schema}.${relation.name}.sql`;
    if (relation.schema === 'storage') files.set(`tables/${name}`, await renderStorageObjects(db, relation));
    else if (relation.kind === 'v' || relation.kind === 'm') files.set(`views/${name}`, await renderView(db, relation));
    else files.set(`tables/${name}`, await renderTable(db, relation));
  }
  for (const fn of await loadFunctions(db)) {
    files.set(`functions/${functionFileName(fn.file)}`, await renderFunction(db, fn));
  }
  return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
