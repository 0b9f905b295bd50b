import type { Database } from '../database.ts';
import { commentLine, fileText, OWN_SCHEMAS, section } from './schema-sql.ts';
import {
  columnLines,
  constraintLines,
  grantLines,
  indexLines,
  policyLines,
  rowSecurityLines,
  triggerLines,
  type Relation,
} from './schema-relation-parts.ts';

/**
 * The schema files of tables and views (./render-schema.ts): which relations there are, and each
 * one's file, made of its parts (./schema-relation-parts.ts); for `storage.objects`, only what our
 * migrations add to it.
 */

/** Tables and views of our schemas, and `storage.objects` for what our migrations add to it. */
export async function loadRelations(db: Database): Promise<Relation[]> {
  const { rows } = await db.query<Relation>(
    `select c.oid, n.nspname as schema, c.relname as name, c.relkind as kind,
            format('%I.%I', n.nspname, c.relname) as qualified, pg_get_userbyid(c.relowner) as owner,
            c.relrowsecurity as rls, c.relforcerowsecurity as "forceRls", c.reloptions as options,
            obj_description(c.oid, 'pg_class') as comment
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where (n.nspname in ${OWN_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm'))
         or (n.nspname = 'storage' and c.relname = 'objects')
      order by n.nspname collate "C", c.relname collate "C"`,
  );
  return rows;
}

export async function renderTable(db: Database, relation: Relation): Promise<string> {
  const columns = await columnLines(db, relation);
  const options = relation.options ? ` with (${relation.options.join(', ')})` : '';
  return fileText([
    `create table ${relation.qualified} (`,
    ...columns,
    `)${options};`,
    `alter table ${relation.qualified} owner to ${relation.owner};`,
    ...commentLine('table', relation.qualified, relation.comment),
    ...section('Constraints', await constraintLines(db, relation)),
    ...section('Indexes', await indexLines(db, relation)),
    ...section('Row-level security', rowSecurityLines(relation)),
    ...section('Policies', await policyLines(db, relation)),
    ...section('Grants (the owner holds every privilege)', await grantLines(db, relation)),
    ...section('Triggers', await triggerLines(db, relation)),
  ]);
}

export async function renderView(db: Database, relation: Relation): Promise<string> {
  const { rows } = await db.query<{ definition: string }>(`select pg_get_viewdef($1::oid, true) as definition`, [
    relation.oid,
  ]);
  const options = relation.options ? ` with (${relation.options.join(', ')})` : '';
  const kind = relation.kind === 'm' ? 'materialized view' : 'view';
  return fileText([
    `create ${kind} ${relation.qualified}${options} as`,
    `${(rows[0]?.definition ?? '').trimEnd()}`,
    `alter ${kind} ${relation.qualified} owner to ${relation.owner};`,
    ...commentLine(kind, relation.qualified, relation.comment),
    ...section('Grants (the owner holds every privilege)', await grantLines(db, relation)),
    ...section('Triggers', await triggerLines(db, relation)),
  ]);
}

/** Only what our migrations define on the storage service's table: its policies and triggers. */
export async function renderStorageObjects(db: Database, relation: Relation): Promise<string> {
  return fileText([
    `-- ${relation.qualified} belongs to the storage service; these are the policies and triggers our migrations add to it.`,
    ...section('Policies', await policyLines(db, relation)),
    ...section('Triggers', await triggerLines(db, relation)),
  ]);
}
