import type { Database } from '../database.ts';
import { grantStatements, ident, OWN_SCHEMAS, type Grant } from './schema-sql.ts';

/**
 * The parts of a table's or view's schema file, each read from the catalogue by the relation's oid
 * and printed as SQL: columns, constraints, indexes, row-level security, policies, grants, triggers.
 */

export interface Relation {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  qualified: string;
  owner: string;
  rls: boolean;
  forceRls: boolean;
  options: string[] | null;
  comment: string | null;
}

/** Columns in the table's own order: type, default or generation expression, nullability. */
export async function columnLines(db: Database, relation: Relation): Promise<string[]> {
  const { rows } = await db.query<{
    name: string;
    type: string;
    notNull: boolean;
    expression: string | null;
    identity: string;
    generated: string;
    comment: string | null;
  }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull",
            pg_get_expr(d.adbin, d.adrelid) as expression, a.attidentity as identity,
            a.attgenerated as generated, col_description(a.attrelid, a.attnum) as comment
       from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [relation.oid],
  );
  return rows.map((column, index) => {
    const parts = [`  ${ident(column.name)} ${column.type}`];
    if (column.generated === 's') parts.push(`generated always as (${column.expression}) stored`);
    else if (column.identity) parts.push(`generated ${column.identity === 'a' ? 'always' : 'by default'} as identity`);
    else if (column.expression !== null) parts.push(`default ${column.expression}`);
    if (column.notNull) parts.push('not null');
    const comma = index < rows.length - 1 ? ',' : '';
    const note = column.comment ? ` -- ${column.comment.replaceAll('\n', ' ')}` : '';
    return `${parts.join(' ')}${comma}${note}`;
  });
}

/** Primary key, unique, foreign key, check and exclusion constraints, as Postgres prints them. */
export async function constraintLines(db: Database, relation: Relation): Promise<string[]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where conrelid = $1 and contype in ('p', 'u', 'f', 'c', 'x')
      order by conname collate "C"`,
    [relation.oid],
  );
  return rows.map((c) => `alter table ${relation.qualified} add constraint ${ident(c.name)} ${c.definition};`);
}

/** Indexes other than those a constraint above already creates. */
export async function indexLines(db: Database, relation: Relation): Promise<string[]> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = $1
        and not exists (select from pg_constraint k where k.conrelid = i.indrelid and k.conindid = i.indexrelid)
      order by c.relname collate "C"`,
    [relation.oid],
  );
  return rows.map((r) => `${r.definition};`);
}

export function rowSecurityLines(relation: Relation): string[] {
  return [
    `alter table ${relation.qualified} ${relation.rls ? 'enable' : 'disable'} row level security;`,
    ...(relation.forceRls ? [`alter table ${relation.qualified} force row level security;`] : []),
  ];
}

/** Policies as `create policy` statements, read from `pg_policies`. */
export async function policyLines(db: Database, relation: Relation): Promise<string[]> {
  const { rows } = await db.query<{
    name: string;
    permissive: string;
    command: string;
    roles: string[];
    using: string | null;
    check: string | null;
  }>(
    `select policyname as name, permissive, cmd as command, roles, qual as using, with_check as check
       from pg_policies where schemaname = $1 and tablename = $2
      order by policyname collate "C"`,
    [relation.schema, relation.name],
  );
  return rows.flatMap((p) => {
    const lines = [
      `create policy ${ident(p.name)} on ${relation.qualified}`,
      `  as ${p.permissive.toLowerCase()} for ${p.command.toLowerCase()}`,
      `  to ${[...p.roles].sort().join(', ')}`,
      ...(p.using === null ? [] : [`  using (${p.using})`]),
      ...(p.check === null ? [] : [`  with check (${p.check})`]),
    ];
    return [...lines.slice(0, -1), `${lines.at(-1)};`];
  });
}

/** Table privileges of every role but the owner, then column privileges grouped by role and privilege. */
export async function grantLines(db: Database, relation: Relation): Promise<string[]> {
  const { rows: tableGrants } = await db.query<Grant>(
    `select case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end as grantee,
            a.privilege_type as privilege, a.is_grantable as grantable
       from pg_class c, aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
      where c.oid = $1 and a.grantee <> c.relowner`,
    [relation.oid],
  );
  const { rows: columnGrants } = await db.query<Grant & { column: string }>(
    `select case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end as grantee,
            a.privilege_type as privilege, a.is_grantable as grantable, t.attname as column
       from pg_attribute t, aclexplode(t.attacl) a
      where t.attrelid = $1 and t.attnum > 0 and not t.attisdropped
      order by t.attname collate "C"`,
    [relation.oid],
  );
  const columns = new Map<string, string[]>();
  for (const g of columnGrants) {
    const key = `${g.privilege.toLowerCase()} (%s) on ${relation.qualified} to ${g.grantee}${g.grantable ? ' with grant option' : ''}`;
    columns.set(key, [...(columns.get(key) ?? []), ident(g.column)]);
  }
  return [
    ...grantStatements(tableGrants, (grantee) => `on ${relation.qualified} to ${grantee}`),
    ...[...columns.keys()].sort().map((key) => `grant ${key.replace('%s', (columns.get(key) ?? []).join(', '))};`),
  ];
}

/**
 * User triggers; on `storage.objects` only those running a function of our schemas, since the
 * storage service's own triggers are not ours to describe.
 */
export async function triggerLines(db: Database, relation: Relation): Promise<string[]> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_triggerdef(t.oid) as definition
       from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_namespace n on n.oid = p.pronamespace
      where t.tgrelid = $1 and not t.tgisinternal and ($2 or n.nspname in ${OWN_SCHEMAS})
      order by t.tgname collate "C"`,
    [relation.oid, relation.schema !== 'storage'],
  );
  return rows.map((r) => `${r.definition};`);
}
