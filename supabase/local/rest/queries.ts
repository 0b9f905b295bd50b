import type { IncomingMessage } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import { ident, type Table } from '../db/catalogue.ts';
import { RestError, badBody, badQuery } from './errors.ts';
import { forwardedHeaders, header, readBody } from '../http/io.ts';
import { parseJsonText } from '../http/json-text.ts';
import type { RestContext } from './context.ts';
import { filterSql, orFilterSql, insertColumns, nonNegativeInt, orderList, selectList, type Prefer } from './params.ts';
import { runAs, type JwtClaims, type RequestHeaders } from '../db/run-as.ts';

/**
 * The three statements behind `/rest/v1/<table>`: select (GET/HEAD), insert (POST) and update
 * (PATCH), each run in one transaction as the caller's role, with PostgREST's answers.
 */

export interface Result {
  status: number;
  /** A JSON array as text, or undefined for an empty body. */
  body?: string;
  range?: string;
}

const SELECT_PARAMS = new Set(['select', 'order', 'limit', 'offset']);
const LOGICAL_PARAMS = new Set(['or', 'and', 'not.or', 'not.and']);

/** The WHERE conditions of a request's filters (`or=(…)` included); values go to `values`. */
function whereList(table: Table, params: URLSearchParams, skip: ReadonlySet<string>, values: unknown[]): string[] {
  const where: string[] = [];
  for (const [key, value] of params) {
    if (skip.has(key)) continue;
    if (key === 'or' || key === 'not.or') {
      where.push(orFilterSql(table, key === 'not.or', value, values));
      continue;
    }
    if (LOGICAL_PARAMS.has(key) || key.includes('.')) {
      throw badQuery(`Unsupported query parameter: ${key}`, 'Only `or` and column filters are supported here');
    }
    where.push(filterSql(table, key, value, values));
  }
  return where;
}

export async function select(
  ctx: RestContext,
  table: Table,
  claims: JwtClaims,
  prefer: Prefer,
  params: URLSearchParams,
  headers: RequestHeaders,
) {
  const values: unknown[] = [];
  const where = whereList(table, params, SELECT_PARAMS, values);
  const cols = selectList(table, params.get('select'));
  const order = orderList(table, params.get('order'));
  const limit = nonNegativeInt('limit', params.get('limit'));
  const offset = nonNegativeInt('offset', params.get('offset')) ?? 0;
  const from = `from public.${ident(table.name)}${where.length ? ` where ${where.join(' and ')}` : ''}`;
  const page =
    `select ${cols} ${from}${order ? ` order by ${order}` : ''}` +
    ` limit $${values.length + 1} offset $${values.length + 2}`;

  return ctx.queue.run(() =>
    runAs(
      ctx.db,
      claims,
      async (tx): Promise<Result> => {
        const { body, n } = await aggregate(tx, page, [...values, limit ?? null, offset]);
        let total: number | undefined;
        if (prefer.count) {
          const { rows } = await tx.query<{ total: number }>(`select count(*)::int as total ${from}`, values);
          total = rows[0]?.total;
        }
        const range = n === 0 ? `*/${total ?? '*'}` : `${offset}-${offset + n - 1}/${total ?? '*'}`;
        return { status: 200, body, range };
      },
      headers,
    ),
  );
}

const INSERT_PARAMS = new Set(['select', 'columns']);

export async function insert(
  ctx: RestContext,
  table: Table,
  claims: JwtClaims,
  prefer: Prefer,
  params: URLSearchParams,
  req: IncomingMessage,
): Promise<Result> {
  for (const key of params.keys()) {
    if (!INSERT_PARAMS.has(key)) throw badQuery(`Unsupported query parameter for insert: ${key}`);
  }
  const rows = await readJsonRows(req);
  const columns = insertColumns(table, rows, params.get('columns'));
  const returning = prefer.return === 'representation' ? selectList(table, params.get('select')) : undefined;
  // With missing=default each row names only its own keys, so absent ones take column defaults.
  const batches = prefer.missingDefault
    ? rows.map((row) => ({ rows: [row], columns: columns.filter((c) => Object.hasOwn(row, c)) }))
    : [{ rows, columns }];

  return ctx.queue.run(() =>
    runAs(
      ctx.db,
      claims,
      async (tx): Promise<Result> => {
        const inserted: unknown[] = [];
        let count = 0;
        for (const batch of batches) {
          const sql = insertSql(table, batch.columns, batch.rows.length);
          const json = JSON.stringify(batch.rows);
          if (returning) {
            // A data-modifying WITH must be at the top level, so it prefixes the aggregate.
            const page = await aggregate(
              tx,
              `select ${returning} from _ins`,
              [json],
              `with _ins as (${sql} returning *) `,
            );
            inserted.push(...(JSON.parse(page.body) as unknown[]));
            count += page.n;
          } else {
            count += (await tx.query(sql, batch.columns.length ? [json] : [])).affectedRows ?? 0;
          }
        }
        const range = prefer.count ? `*/${count}` : undefined;
        return { status: 201, ...(returning ? { body: JSON.stringify(inserted) } : {}), ...(range ? { range } : {}) };
      },
      forwardedHeaders(req),
    ),
  );
}

const UPDATE_PARAMS = new Set(['select', 'columns']);

/**
 * PATCH: sets the body's columns on every row the filters and the UPDATE policy let through. As in
 * PostgREST, rows the policy hides are simply not updated (no error); a column the role may not
 * update is 42501.
 */
export async function update(
  ctx: RestContext,
  table: Table,
  claims: JwtClaims,
  prefer: Prefer,
  params: URLSearchParams,
  req: IncomingMessage,
): Promise<Result> {
  const rows = await readJsonRows(req);
  const [patch] = rows;
  if (rows.length !== 1 || !patch) throw badBody('Update requires a single JSON object');
  const columns = insertColumns(table, [patch], null);
  if (columns.length === 0) throw badBody('Update requires at least one column');
  const values: unknown[] = [JSON.stringify(patch)];
  const where = whereList(table, params, UPDATE_PARAMS, values);
  const target = `public.${ident(table.name)}`;
  // The new values come from a sub-select, so the filters' bare column names mean the table's own.
  const list = columns.map(ident).join(', ');
  const sql =
    `update ${target} set (${list}) = (select ${list} from json_populate_record(null::${target}, $1::json))` +
    (where.length ? ` where ${where.join(' and ')}` : '');
  const returning = prefer.return === 'representation' ? selectList(table, params.get('select')) : undefined;
  const headers = forwardedHeaders(req);

  return ctx.queue.run(() =>
    runAs(
      ctx.db,
      claims,
      async (tx): Promise<Result> => {
        // The updated rows are read back through the table's own name, so the SELECT policy applies.
        const page = await aggregate(
          tx,
          `select ${returning ?? '1'} from _upd`,
          values,
          `with _upd as (${sql} returning ${target}.*) `,
        );
        const n = page.n;
        const range = n === 0 ? `*/${prefer.count ? 0 : '*'}` : `0-${n - 1}/${prefer.count ? n : '*'}`;
        return returning ? { status: 200, body: page.body, range } : { status: 204, range };
      },
      headers,
    ),
  );
}

/** The JSON body of a write: one object or an array of objects (415 for another content type). */
async function readJsonRows(req: IncomingMessage): Promise<Record<string, unknown>[]> {
  const contentType = header(req, 'content-type');
  if (contentType && !/^application\/json\b/i.test(contentType)) {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${contentType}`);
  }
  return parseRows(await readBody(req));
}

function parseRows(text: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = parseJsonText(text);
  } catch (error) {
    throw badBody('Empty or invalid json', error instanceof Error ? error.message : null);
  }
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw badBody('Empty or invalid json', 'Expected a JSON object or an array of objects');
  }
  return rows as Record<string, unknown>[];
}

/**
 * json_populate_recordset turns the JSON rows into rows of the table's own type, so arrays,
 * jsonb, booleans and uuids convert exactly as Postgres converts them; only the listed columns
 * are inserted, the others take their defaults.
 */
function insertSql(table: Table, columns: string[], rowCount: number): string {
  const target = `public.${ident(table.name)}`;
  if (columns.length === 0) {
    if (rowCount > 1) throw badBody('Rows without any column can only be inserted one at a time');
    return `insert into ${target} default values`;
  }
  const list = columns.map(ident).join(', ');
  return `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`;
}

/** Runs a row-returning query and gets its rows as one JSON array text, as PostgREST does. */
async function aggregate(
  tx: Transaction,
  query: string,
  values: unknown[],
  withClause = '',
): Promise<{ body: string; n: number }> {
  const { rows } = await tx.query<{ body: string; n: number }>(
    `${withClause}select coalesce(json_agg(_row), '[]')::text as body, count(*)::int as n from (${query}) _row`,
    values,
  );
  return rows[0] ?? { body: '[]', n: 0 };
}
