import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The files of `supabase/schema/` on disk: reading them, writing a rendering
 * (./render-schema.ts) over them, and telling which differ, for `npm run db:types` and the
 * freshness test.
 */

export const SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));

/** The folders the renderer owns; any `.sql` file in them it did not render is deleted. */
export const SCHEMA_FOLDERS = ['tables', 'views', 'functions'] as const;

/** Relative path (e.g. `tables/public.oem_leads.sql`) → file contents. */
export type SchemaFiles = Map<string, string>;

/** The `.sql` files now in the renderer's folders. */
export function readSchemaFiles(dir = SCHEMA_DIR): SchemaFiles {
  const files: SchemaFiles = new Map();
  for (const folder of SCHEMA_FOLDERS) {
    let names: string[];
    try {
      names = readdirSync(join(dir, folder));
    } catch {
      continue; // Not generated yet.
    }
    for (const name of names.filter((n) => n.endsWith('.sql')).sort()) {
      files.set(`${folder}/${name}`, readFileSync(join(dir, folder, name), 'utf8'));
    }
  }
  return files;
}

/** Writes the rendered files and deletes those of objects that no longer exist. */
export function writeSchemaFiles(files: SchemaFiles, dir = SCHEMA_DIR): { written: number; deleted: number } {
  let deleted = 0;
  for (const path of readSchemaFiles(dir).keys()) {
    if (!files.has(path)) {
      rmSync(join(dir, path));
      deleted += 1;
    }
  }
  for (const folder of SCHEMA_FOLDERS) mkdirSync(join(dir, folder), { recursive: true });
  for (const [path, text] of files) writeFileSync(join(dir, path), text);
  return { written: files.size, deleted };
}

/** The paths that differ between two sets of files: changed, missing from `committed`, or extra in it. */
export function schemaDifferences(
  committed: SchemaFiles,
  generated: SchemaFiles,
): { stale: string[]; missing: string[]; extra: string[] } {
  return {
    stale: [...generated.keys()].filter((p) => committed.has(p) && committed.get(p) !== generated.get(p)),
    missing: [...generated.keys()].filter((p) => !committed.has(p)),
    extra: [...committed.keys()].filter((p) => !generated.has(p)),
  };
}
