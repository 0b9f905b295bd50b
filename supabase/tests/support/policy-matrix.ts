import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ident } from '../../local/db/catalogue.ts';
import { runAs, type Queryable } from '../../local/db/run-as.ts';
import { CALLERS, LEAD_TABLES, outcome, validRow, type Caller, type LeadTable } from './fixtures.ts';
import { describeTableAccess } from './table-access.ts';

/**
 * The access design of docs/decisions/0003-security-model.md, cell by cell: every lead table ×
 * caller × operation, each run the way PostgREST runs a request (one transaction, role and claims
 * set locally; run-as.ts). The same cells run on PGlite (supabase/tests/policies.test.ts) and on
 * the real PostgreSQL server (tests/pg/policies.test.ts), through this small interface.
 */

export type Tx = Queryable;

/** A migrated database as the owner, with PostgREST's one-transaction-per-request. */
export interface MatrixDatabase extends Queryable {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function describePolicyMatrix(open: () => Promise<MatrixDatabase>): void {
  type Operation = 'select' | 'insert' | 'insert returning' | 'update' | 'delete';
  /** 'rows': sees the seeded row; 'empty': sees nothing; 'ok': succeeded on one row; else SQLSTATE. */
  type Expected = 'ok' | 'rows' | 'empty' | '42501';

  const DESIGN: Record<Caller, Record<Operation, Expected>> = {
    anon: { select: '42501', insert: 'ok', 'insert returning': '42501', update: '42501', delete: '42501' },
    viewer: { select: 'empty', insert: 'ok', 'insert returning': '42501', update: '42501', delete: '42501' },
    admin: { select: 'rows', insert: 'ok', 'insert returning': 'ok', update: '42501', delete: '42501' },
    // An admin without the second factor, or signed out, is a visitor like any other.
    admin_aal1: { select: 'empty', insert: 'ok', 'insert returning': '42501', update: '42501', delete: '42501' },
    admin_signed_out: { select: 'empty', insert: 'ok', 'insert returning': '42501', update: '42501', delete: '42501' },
    service_role: { select: 'rows', insert: 'ok', 'insert returning': 'ok', update: 'ok', delete: 'ok' },
  };

  let db: MatrixDatabase;

  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** The insert the REST layer builds: only the row's own keys, so created_at takes its default. */
  function insertSql(table: LeadTable, row: object): string {
    const t = `public.${ident(table)}`;
    const list = Object.keys(row).map(ident).join(', ');
    return `insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`;
  }

  /** A row inserted by the owner (bypassing RLS), so every cell has something to read or change. */
  async function ownerInsert(table: LeadTable): Promise<string> {
    const row = validRow(table);
    await db.query(insertSql(table, row), [JSON.stringify([row])]);
    return row.id;
  }

  async function attempt(tx: Tx, table: LeadTable, operation: Operation, id: string): Promise<string> {
    const t = `public.${ident(table)}`;
    const row = validRow(table);
    switch (operation) {
      case 'select': {
        const { rows } = await tx.query<{ id: string }>(`select id from ${t}`);
        if (rows.some((r) => r.id === id)) return 'rows';
        return rows.length === 0 ? 'empty' : 'other rows only';
      }
      case 'insert':
        return oneRow(await tx.query(insertSql(table, row), [JSON.stringify([row])]));
      case 'insert returning':
        return oneRow(await tx.query(`${insertSql(table, row)} returning *`, [JSON.stringify([row])]));
      case 'update':
        return oneRow(await tx.query(`update ${t} set created_at = created_at where id = $1`, [id]));
      case 'delete':
        return oneRow(await tx.query(`delete from ${t} where id = $1`, [id]));
    }
  }

  const oneRow = (result: { affectedRows?: number }) =>
    result.affectedRows === 1 ? 'ok' : `${result.affectedRows} rows`;

  async function cell(table: LeadTable, caller: Caller, operation: Operation): Promise<string> {
    const id = await ownerInsert(table);
    let answer = '';
    const failure = await outcome(
      runAs(db, CALLERS[caller], async (tx) => {
        answer = await attempt(tx, table, operation, id);
      }),
    );
    return failure === 'ok' ? answer : failure;
  }

  describe.each(LEAD_TABLES)('%s', (table) => {
    const cells = (Object.keys(DESIGN) as Caller[]).flatMap((caller) =>
      (Object.keys(DESIGN[caller]) as Operation[]).map((operation) => ({
        caller,
        operation,
        expected: DESIGN[caller][operation],
      })),
    );
    it.each(cells)('$caller $operation → $expected', async ({ caller, operation, expected }) => {
      expect(await cell(table, caller, operation)).toBe(expected);
    });

    it('rejects a back-dated row from a visitor (rows are stamped by the database)', async () => {
      const row = { ...validRow(table), created_at: '2020-01-01T00:00:00Z' };
      const result = await outcome(
        runAs(db, CALLERS.anon, (tx) => tx.query(insertSql(table, row), [JSON.stringify([row])])),
      );
      expect(result).toBe('42501');
    });

    it('rejects a second insert with the same client id with 23505 on its primary key (idempotent retry)', async () => {
      const row = validRow(table);
      const insert = () => runAs(db, CALLERS.anon, (tx) => tx.query(insertSql(table, row), [JSON.stringify([row])]));
      expect(await outcome(insert())).toBe('ok');
      // The form reads exactly this as "already stored" (submit-decisions.ts), and nothing else.
      await expect(insert()).rejects.toMatchObject({
        code: '23505',
        message: expect.stringContaining(`"${table}_pkey"`),
      });
    });
  });

  /**
   * The erasure log: admins (and the service) read it; nobody writes it through the API, since only
   * the erasure function, as its owner, adds an entry.
   */
  type LogOperation = 'select' | 'insert' | 'update' | 'delete';
  const ERASURE_LOG_DESIGN: Record<Caller, Record<LogOperation, Expected>> = {
    anon: { select: '42501', insert: '42501', update: '42501', delete: '42501' },
    viewer: { select: 'empty', insert: '42501', update: '42501', delete: '42501' },
    admin: { select: 'rows', insert: '42501', update: '42501', delete: '42501' },
    admin_aal1: { select: 'empty', insert: '42501', update: '42501', delete: '42501' },
    admin_signed_out: { select: 'empty', insert: '42501', update: '42501', delete: '42501' },
    service_role: { select: 'rows', insert: '42501', update: '42501', delete: '42501' },
  };

  const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

  async function logEntry(): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      'insert into public.erasure_log (erased_by, email_sha256, leads_erased, attachments_erased) values ($1, $2, 1, 0) returning id',
      [randomUUID(), hashOf(`${randomUUID()}@example.test`)],
    );
    const [entry] = rows;
    if (!entry) throw new Error('the log entry was not stored');
    return entry.id;
  }

  async function logAttempt(tx: Tx, operation: LogOperation, id: number): Promise<string> {
    switch (operation) {
      case 'select': {
        const { rows } = await tx.query<{ id: number }>('select id from public.erasure_log');
        if (rows.some((r) => r.id === id)) return 'rows';
        return rows.length === 0 ? 'empty' : 'other rows only';
      }
      case 'insert':
        return oneRow(
          await tx.query(
            'insert into public.erasure_log (erased_by, email_sha256, leads_erased, attachments_erased) values ($1, $2, 0, 0)',
            [randomUUID(), hashOf('forged@example.test')],
          ),
        );
      case 'update':
        return oneRow(await tx.query('update public.erasure_log set leads_erased = 9 where id = $1', [id]));
      case 'delete':
        return oneRow(await tx.query('delete from public.erasure_log where id = $1', [id]));
    }
  }

  describe('erasure_log', () => {
    const cells = (Object.keys(ERASURE_LOG_DESIGN) as Caller[]).flatMap((caller) =>
      (Object.keys(ERASURE_LOG_DESIGN[caller]) as LogOperation[]).map((operation) => ({
        caller,
        operation,
        expected: ERASURE_LOG_DESIGN[caller][operation],
      })),
    );
    it.each(cells)('$caller $operation → $expected', async ({ caller, operation, expected }) => {
      const id = await logEntry();
      let answer = '';
      const failure = await outcome(
        runAs(db, CALLERS[caller], async (tx) => {
          answer = await logAttempt(tx, operation, id);
        }),
      );
      expect(failure === 'ok' ? answer : failure).toBe(expected);
    });
  });

  /**
   * Upload reservations: a visitor (or any signed-in user filling a form) inserts one for a file it
   * is about to upload; no visitor or admin reads, changes or deletes them through the API. The
   * service role bypasses row-level security, as it does on every table.
   */
  const RESERVATION_DESIGN: Record<Caller, Record<LogOperation, string>> = {
    anon: { select: '42501', insert: 'ok', update: '42501', delete: '42501' },
    viewer: { select: '42501', insert: 'ok', update: '42501', delete: '42501' },
    admin: { select: '42501', insert: 'ok', update: '42501', delete: '42501' },
    admin_aal1: { select: '42501', insert: 'ok', update: '42501', delete: '42501' },
    admin_signed_out: { select: '42501', insert: 'ok', update: '42501', delete: '42501' },
    service_role: { select: 'rows', insert: 'ok', update: 'ok', delete: 'ok' },
  };

  async function reservationAttempt(tx: Tx, operation: LogOperation, name: string): Promise<string> {
    const fresh = `consultation_requests/${randomUUID()}/01-part.pdf`;
    switch (operation) {
      case 'select': {
        const { rows } = await tx.query<{ name: string }>('select name from public.upload_reservations');
        return rows.some((r) => r.name === name) ? 'rows' : 'empty';
      }
      case 'insert':
        return oneRow(await tx.query('insert into public.upload_reservations (name, bytes) values ($1, 4)', [fresh]));
      case 'update':
        return oneRow(await tx.query('update public.upload_reservations set bytes = 9 where name = $1', [name]));
      case 'delete':
        return oneRow(await tx.query('delete from public.upload_reservations where name = $1', [name]));
    }
  }

  describe('upload_reservations', () => {
    const cells = (Object.keys(RESERVATION_DESIGN) as Caller[]).flatMap((caller) =>
      (Object.keys(RESERVATION_DESIGN[caller]) as LogOperation[]).map((operation) => ({
        caller,
        operation,
        expected: RESERVATION_DESIGN[caller][operation],
      })),
    );
    it.each(cells)('$caller $operation → $expected', async ({ caller, operation, expected }) => {
      const name = `consultation_requests/${randomUUID()}/01-existing.pdf`;
      await db.query('insert into public.upload_reservations (name, bytes) values ($1, 4)', [name]);
      let answer = '';
      const failure = await outcome(
        runAs(db, CALLERS[caller], async (tx) => {
          answer = await reservationAttempt(tx, operation, name);
        }),
      );
      expect(failure === 'ok' ? answer : failure).toBe(expected);
    });
  });

  describe('auth schema', () => {
    it.each(['anon', 'viewer', 'admin'] as const)('%s cannot read auth.users or refresh tokens', async (caller) => {
      for (const table of ['auth.users', 'auth.sessions', 'auth.refresh_tokens']) {
        expect(await outcome(runAs(db, CALLERS[caller], (tx) => tx.query(`select * from ${table}`)))).toBe('42501');
      }
    });

    it('does not leak the role past the transaction', async () => {
      await runAs(db, CALLERS.anon, (tx) => tx.query('select 1'));
      const { rows } = await db.query<{ role: string; claims: string | null }>(
        "select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims",
      );
      expect(rows[0]).toEqual({ role: 'postgres', claims: null });
    });
  });

  describeTableAccess(() => db);
}
