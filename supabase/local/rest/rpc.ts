import type { IncomingMessage } from 'node:http';
import { ident } from '../db/catalogue.ts';
import { badBody, RestError } from './errors.ts';
import { forwardedHeaders, readBody } from '../http/io.ts';
import { parseJsonText } from '../http/json-text.ts';
import type { Result } from './queries.ts';
import type { RestContext } from './context.ts';
import { runAs, type JwtClaims, type Queryable } from '../db/run-as.ts';

/**
 * `POST /rest/v1/rpc/<function>` for functions of `public`, as PostgREST calls them: the JSON
 * body's keys are the named arguments, the call runs as the caller's role (so EXECUTE grants
 * decide), and the answer is the rows as a JSON array for a set-returning function, or the one
 * value as JSON for any other.
 */
export async function callFunction(
  ctx: RestContext,
  name: string,
  claims: JwtClaims,
  req: IncomingMessage,
): Promise<Result> {
  const text = await readBody(req);
  let args: unknown;
  try {
    args = text.trim() === '' ? {} : parseJsonText(text);
  } catch (error) {
    throw badBody('Empty or invalid json', error instanceof Error ? error.message : null);
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    throw badBody('Arguments must be a JSON object');
  // Which arguments are arrays (uuid[], text[]): PostgREST takes a JSON array for them, which goes
  // to the database as an array, not as the JSON text a json or jsonb argument gets.
  const { rows: found } = await ctx.queue.run(() =>
    ctx.db.query<{ retset: boolean; array_args: string[] }>(
      `select p.proretset as retset,
              array(select a.name from unnest(p.proargnames, coalesce(p.proallargtypes, p.proargtypes::oid[])) as a(name, type)
                      join pg_type t on t.oid = a.type
                     where t.typcategory = 'A') as array_args
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
      [name],
    ),
  );
  if (found.length !== 1) {
    throw new RestError(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
  }
  const entries = Object.entries(args as Record<string, unknown>);
  const list = entries.map(([key], i) => `${ident(key)} => $${i + 1}`).join(', ');
  const arrays = new Set(found[0]?.array_args ?? []);
  const values = entries.map(([key, value]) =>
    Array.isArray(value) && arrays.has(key)
      ? value
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : value,
  );
  return ctx.queue.run(() =>
    runAs(
      ctx.db,
      claims,
      async (tx) => {
        const call = `public.${ident(name)}(${list})`;
        const { rows } = await tx.query<{ body: string }>(
          found[0]?.retset
            ? // A subquery, so a one-column function still yields objects, not bare values.
              `select coalesce(json_agg(r), '[]')::text as body from (select * from ${call}) r`
            : `select coalesce(to_json(${call}), 'null')::text as body`,
          values,
        );
        return { status: await responseStatus(tx), body: rows[0]?.body ?? 'null' };
      },
      forwardedHeaders(req),
    ),
  );
}

/**
 * The status a function chose through PostgREST's `response.status` setting (set locally, so it
 * is this call's), else 200. PostgREST commits the transaction either way: a function answers a
 * refusal this way when what it wrote before refusing must stay (a count of failed attempts).
 */
async function responseStatus(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ status: string | null }>(
    "select current_setting('response.status', true) as status",
  );
  const status = Number(rows[0]?.status);
  return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 200;
}
