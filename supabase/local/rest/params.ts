import { hasColumn, ident, type Table } from '../db/catalogue.ts';
import { badBody, badQuery, unknownColumn, unknownInsertColumn } from './errors.ts';

/**
 * The part of PostgREST's query grammar supabase-js produces for this site: `select` (columns or
 * *), `order`, `limit`, `offset`, and column filters (eq, neq, gt, gte, lt, lte, like, ilike, is,
 * in, each optionally negated with `not.`). Anything else is refused with a 400, never guessed.
 * Values always travel as bind parameters; identifiers are checked against the catalogue.
 */

export interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only';
  count: boolean;
  /** `missing=default`: absent keys take the column default instead of null. */
  missingDefault: boolean;
}

export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = { return: 'minimal', count: false, missingDefault: false };
  for (const item of (header ?? '').split(',')) {
    const [key, value] = item
      .trim()
      .split('=')
      .map((part) => part.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefer.return = value;
    } else if (key === 'count' && value === 'exact') {
      prefer.count = true;
    } else if (key === 'missing') {
      prefer.missingDefault = value === 'default';
    } else if (key === 'resolution') {
      throw badQuery('Upsert (Prefer: resolution) is not supported by the embedded backend');
    }
    // PostgREST ignores other preferences unless `handling=strict`; so does this.
  }
  return prefer;
}

const unquote = (name: string) => (name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name);

function column(table: Table, name: string): string {
  if (!hasColumn(table, name)) throw unknownColumn(table.name, name);
  return ident(name);
}

/** `select=*` or `select=a,b`; no aliases, casts, JSON paths or embedded resources. */
export function selectList(table: Table, raw: string | null): string {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return '*';
  return raw
    .split(',')
    .map((item) => {
      const name = unquote(item.trim());
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
        throw badQuery(`"failed to parse select parameter (${raw})"`, `Unsupported select item: ${item}`);
      }
      return column(table, name);
    })
    .join(', ');
}

/** `order=col.desc.nullslast,col2` → SQL without the ORDER BY keyword, or ''. */
export function orderList(table: Table, raw: string | null): string {
  if (raw === null || raw.trim() === '') return '';
  return raw
    .split(',')
    .map((item) => {
      const [name = '', ...modifiers] = item.trim().split('.');
      const sql = [column(table, unquote(name))];
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') sql.push(modifier);
        else if (modifier === 'nullsfirst') sql.push('nulls first');
        else if (modifier === 'nullslast') sql.push('nulls last');
        else throw badQuery(`"failed to parse order (${raw})"`, `Unexpected order modifier: ${modifier}`);
      }
      return sql.join(' ');
    })
    .join(', ');
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** One `col=op.value` filter as SQL; pushes its values onto `values`. */
export function filterSql(table: Table, key: string, raw: string, values: unknown[]): string {
  const col = column(table, unquote(key));
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  const value = dot < 0 ? '' : rest.slice(dot + 1);
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  let sql: string;
  const comparison = COMPARISONS[op];
  if (dot >= 0 && comparison) {
    sql = `${col} ${comparison} ${param(value)}`;
  } else if (dot >= 0 && (op === 'like' || op === 'ilike')) {
    // PostgREST accepts * as the wildcard because % is awkward in URLs.
    sql = `${col} ${op} ${param(value.replaceAll('*', '%'))}`;
  } else if (op === 'is' && ['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    sql = `${col} is ${value.toLowerCase()}`;
  } else if (op === 'in' && value.startsWith('(') && value.endsWith(')')) {
    const items = splitList(value.slice(1, -1));
    sql = items.length === 0 ? 'false' : `${col} in (${items.map(param).join(', ')})`;
  } else {
    throw badQuery(`"failed to parse filter (${raw})"`, `Unsupported operator or value in ${key}=${raw}`);
  }
  return negate ? `not (${sql})` : sql;
}

/**
 * `or=(col.op.value,col.op.value)` as one SQL condition. Values may be double-quoted to hold
 * commas or parentheses; nested `and(…)`/`or(…)` groups are refused.
 */
export function orFilterSql(table: Table, negate: boolean, raw: string, values: unknown[]): string {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw badQuery(`"failed to parse logic tree (${raw})"`, 'Expected or=(filter,filter,...)');
  }
  const items = splitList(raw.slice(1, -1), true);
  if (items.length === 0) throw badQuery(`"failed to parse logic tree (${raw})"`, 'Empty or=()');
  const parts = items.map((item) => {
    const dot = item.indexOf('.');
    if (dot <= 0 || /^(and|or|not\.and|not\.or)\(/.test(item)) {
      throw badQuery(`"failed to parse logic tree (${raw})"`, `Unsupported item: ${item}`);
    }
    // Inside a logic tree a value may be double-quoted; the quotes are not part of it.
    const filter = item.slice(dot + 1).replace(/^((?:not\.)?\w+\.)"(.*)"$/s, '$1$2');
    return filterSql(table, item.slice(0, dot), filter, values);
  });
  const sql = `(${parts.join(' or ')})`;
  return negate ? `not ${sql}` : sql;
}

/** Items of an `in.(a,"b,c")` list: commas separate unless inside double quotes. */
function splitList(text: string, keepQuotes = false): string[] {
  if (text.trim() === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') {
      quoted = !quoted;
      if (keepQuotes) current += char;
    } else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}

export function nonNegativeInt(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw badQuery(`"${name}" must be a non-negative integer`, `Got ${name}=${raw}`);
  return Number(raw);
}

/**
 * The columns of an insert: `?columns=` (which supabase-js sets for arrays) or else the keys of the
 * rows, which must then agree, as in PostgREST.
 */
export function insertColumns(table: Table, rows: readonly Record<string, unknown>[], raw: string | null): string[] {
  let names: string[];
  if (raw !== null) {
    names = raw
      .split(',')
      .map((item) => unquote(item.trim()))
      .filter((name) => name !== '');
  } else {
    names = Object.keys(rows[0] ?? {});
    const signature = [...names].sort().join(',');
    if (rows.some((row) => Object.keys(row).sort().join(',') !== signature)) {
      throw badBody('All object keys must match');
    }
  }
  for (const name of names) if (!hasColumn(table, name)) throw unknownInsertColumn(table.name, name);
  return names;
}
