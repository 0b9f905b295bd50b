import type { Database } from '../database.ts';

/**
 * The schema cache: tables and columns of `public`, read once at start like PostgREST's. Every
 * identifier that reaches SQL is checked against it, so request text never becomes SQL text.
 */

export interface Column {
  name: string;
  /** information_schema data_type, e.g. 'text', 'uuid', 'ARRAY', 'jsonb'. */
  dataType: string;
  /** information_schema udt_name, e.g. 'text', '_text', 'timestamptz'. */
  udtName: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: boolean;
  generated: boolean;
}

export interface Table {
  name: string;
  kind: 'table' | 'view';
  /** In ordinal order. */
  columns: Column[];
}

export type Catalogue = ReadonlyMap<string, Table>;

interface ColumnRow {
  table_name: string;
  table_type: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: string;
  column_default: string | null;
  is_identity: string;
  is_generated: string;
}

export async function loadCatalogue(db: Database, schema = 'public'): Promise<Catalogue> {
  const { rows } = await db.query<ColumnRow>(
    `select c.table_name, t.table_type, c.column_name, c.data_type, c.udt_name, c.is_nullable,
            c.column_default, c.is_identity, c.is_generated
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = $1
      order by c.table_name, c.ordinal_position`,
    [schema],
  );
  const tables = new Map<string, Table>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, kind: row.table_type === 'VIEW' ? 'view' : 'table', columns: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({
      name: row.column_name,
      dataType: row.data_type,
      udtName: row.udt_name,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null,
      identity: row.is_identity === 'YES',
      generated: row.is_generated === 'ALWAYS',
    });
  }
  return tables;
}

export function hasColumn(table: Table, name: string): boolean {
  return table.columns.some((column) => column.name === name);
}

/** A double-quoted SQL identifier. Names are validated first; quoting is defence in depth. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
