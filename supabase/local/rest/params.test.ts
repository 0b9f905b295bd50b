import { describe, expect, it } from 'vitest';
import type { Table } from '../db/catalogue.ts';
import { RestError } from './errors.ts';
import { filterSql, insertColumns, orderList, parsePrefer, selectList } from './params.ts';

/** The query grammar without a database: what becomes SQL, what is refused. */

const column = (name: string) => ({
  name,
  dataType: 'text',
  udtName: 'text',
  nullable: true,
  hasDefault: false,
  identity: false,
  generated: false,
});
const table: Table = { name: 'leads', kind: 'table', columns: ['id', 'created_at', 'email'].map(column) };

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return error instanceof RestError ? `${error.status} ${error.body.code}` : String(error);
  }
};

describe('rest params', () => {
  it('parses Prefer as supabase-js sends it', () => {
    expect(parsePrefer(undefined)).toEqual({ return: 'minimal', count: false, missingDefault: false });
    expect(parsePrefer('return=representation,count=exact')).toEqual({
      return: 'representation',
      count: true,
      missingDefault: false,
    });
    expect(codeOf(() => parsePrefer('resolution=merge-duplicates'))).toBe('400 PGRST100');
  });

  it('quotes selected and ordered columns, refusing unknown ones', () => {
    expect(selectList(table, '*')).toBe('*');
    expect(selectList(table, 'id,"email"')).toBe('"id", "email"');
    expect(orderList(table, 'created_at.desc.nullslast,id')).toBe('"created_at" desc nulls last, "id"');
    expect(codeOf(() => selectList(table, 'password'))).toBe('400 42703');
    expect(codeOf(() => selectList(table, 'id:email'))).toBe('400 PGRST100');
    expect(codeOf(() => orderList(table, 'id;drop table x'))).toBe('400 42703');
  });

  it('turns filters into parameterised SQL', () => {
    const values: unknown[] = [];
    expect(filterSql(table, 'email', 'eq.a@b.co', values)).toBe('"email" = $1');
    expect(filterSql(table, 'email', 'not.ilike.*@b.co', values)).toBe('not ("email" ilike $2)');
    expect(filterSql(table, 'id', 'in.(1,"2,3")', values)).toBe('"id" in ($3, $4)');
    expect(filterSql(table, 'email', 'is.null', values)).toBe('"email" is null');
    expect(values).toEqual(['a@b.co', '%@b.co', '1', '2,3']);
    expect(codeOf(() => filterSql(table, 'email', 'fts.x', []))).toBe('400 PGRST100');
    expect(codeOf(() => filterSql(table, 'email', 'is.maybe', []))).toBe('400 PGRST100');
  });

  it('takes insert columns from ?columns= or from matching keys', () => {
    expect(insertColumns(table, [{ email: 'a' }], '"email","id"')).toEqual(['email', 'id']);
    expect(insertColumns(table, [{ email: 'a', id: '1' }], null)).toEqual(['email', 'id']);
    expect(codeOf(() => insertColumns(table, [{ email: 'a' }, { id: '1' }], null))).toBe('400 PGRST102');
    expect(codeOf(() => insertColumns(table, [{ role: 'admin' }], null))).toBe('400 PGRST204');
  });
});
