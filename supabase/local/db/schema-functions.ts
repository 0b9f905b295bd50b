import type { Database } from '../database.ts';
import { commentLine, fileText, grantStatements, OWN_SCHEMAS, section, type Grant } from './schema-sql.ts';

/**
 * The schema files of functions and procedures (./render-schema.ts): which there are, each one's
 * file name, and its file: the definition, owner, comment and who may execute it.
 */

export interface FunctionRow {
  oid: number;
  qualified: string;
  file: string;
  kind: 'function' | 'procedure';
  definition: string;
  owner: string;
  comment: string | null;
}

/** Functions and procedures of our schemas; those an extension installs are the extension's. */
export async function loadFunctions(db: Database): Promise<FunctionRow[]> {
  const { rows } = await db.query<FunctionRow>(
    `select p.oid, format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as qualified,
            format('%s.%s(%s)', n.nspname, p.proname, replace(oidvectortypes(p.proargtypes), ', ', ',')) as file,
            case p.prokind when 'p' then 'procedure' else 'function' end as kind,
            pg_get_functiondef(p.oid) as definition, pg_get_userbyid(p.proowner) as owner,
            obj_description(p.oid, 'pg_proc') as comment
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ${OWN_SCHEMAS} and p.prokind in ('f', 'p')
        and not exists (select from pg_depend d
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by n.nspname collate "C", p.proname collate "C"`,
  );
  return rows;
}

/** The file name of a function: its name and argument types, so overloads never share a file. */
export function functionFileName(signature: string): string {
  return `${signature.replace(/[^A-Za-z0-9_.,()[\]-]/g, '_')}.sql`;
}

/** Who may execute the function, besides its owner. */
async function executeLines(db: Database, fn: FunctionRow): Promise<string[]> {
  const { rows } = await db.query<Grant>(
    `select case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end as grantee,
            a.privilege_type as privilege, a.is_grantable as grantable
       from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
      where p.oid = $1 and a.grantee <> p.proowner`,
    [fn.oid],
  );
  const grants = grantStatements(rows, (grantee) => `on ${fn.kind} ${fn.qualified} to ${grantee}`);
  return grants.length ? grants : [`-- No role but the owner, ${fn.owner}, may execute it.`];
}

export async function renderFunction(db: Database, fn: FunctionRow): Promise<string> {
  return fileText([
    `${fn.definition.trimEnd()};`,
    `alter ${fn.kind} ${fn.qualified} owner to ${fn.owner};`,
    ...commentLine(fn.kind, fn.qualified, fn.comment),
    ...section('Who may execute it', await executeLines(db, fn)),
  ]);
}
