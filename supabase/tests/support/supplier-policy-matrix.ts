import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../local/db/run-as.ts';
import { CALLERS, outcome, type Caller } from './fixtures.ts';
import type { MatrixDatabase, Tx } from './policy-matrix.ts';
import { ownerCertificate, ownerSupplier, ownerVisit } from './suppliers.ts';

/**
 * The supplier register's access (and the ranking's weights), cell by cell: every table, view and function × caller ×
 * operation, run the way PostgREST runs a request. Only an admin at aal2 in a live session reads
 * or writes anything; nobody deletes through the API; the service role bypasses row-level
 * security as on every table. The same cells run on PGlite (supabase/tests/supplier-policies.test.ts)
 * and on the real PostgreSQL server (tests/pg/supplier-policies.test.ts).
 */

type Operation = 'select' | 'insert' | 'update' | 'delete';
/** 'rows': sees the row; 'empty': sees nothing; 'ok': changed one row; 'none': changed nothing; else SQLSTATE. */
type Expected = 'rows' | 'empty' | 'ok' | 'none' | '42501';

const WRITABLE: Record<Caller, Record<Operation, Expected>> = {
  anon: { select: '42501', insert: '42501', update: '42501', delete: '42501' },
  viewer: { select: 'empty', insert: '42501', update: 'none', delete: '42501' },
  admin: { select: 'rows', insert: 'ok', update: 'ok', delete: '42501' },
  admin_aal1: { select: 'empty', insert: '42501', update: 'none', delete: '42501' },
  admin_signed_out: { select: 'empty', insert: '42501', update: 'none', delete: '42501' },
  service_role: { select: 'rows', insert: 'ok', update: 'ok', delete: 'ok' },
};

/** The history and the views: read by admins at aal2, written by nobody through the API. */
const READ_ONLY: Record<Caller, Record<Operation, Expected>> = {
  anon: { select: '42501', insert: '42501', update: '42501', delete: '42501' },
  viewer: { select: 'empty', insert: '42501', update: '42501', delete: '42501' },
  admin: { select: 'rows', insert: '42501', update: '42501', delete: '42501' },
  admin_aal1: { select: 'empty', insert: '42501', update: '42501', delete: '42501' },
  admin_signed_out: { select: 'empty', insert: '42501', update: '42501', delete: '42501' },
  service_role: { select: 'rows', insert: '42501', update: '42501', delete: '42501' },
};

/** Each function: 'ok' when the caller may run it, else the SQLSTATE of the refusal. */
const FUNCTIONS: { call: string; allowed: readonly Caller[] }[] = [
  { call: 'select * from public.find_suppliers()', allowed: ['admin'] },
  { call: 'select public.count_suppliers()', allowed: ['admin'] },
  { call: 'select public.lapse_overdue_suppliers()', allowed: ['service_role'] },
  { call: 'select public.purge_expired_suppliers()', allowed: ['service_role'] },
  { call: 'select public.queue_certificate_notices()', allowed: ['service_role'] },
  { call: `select public.revoke_supplier_links('${randomUUID()}')`, allowed: ['admin'] },
];

type Target = {
  name: string;
  design: Record<Caller, Record<Operation, Expected>>;
  /** Creates the row a cell reads or changes; returns its key. */
  setUp: () => Promise<string>;
  key: string;
  /** Inserts a new row; `parent` is a supplier created beforehand (PGlite has one connection). */
  insert: (tx: Tx, parent: string) => Promise<{ affectedRows?: number }>;
  update: string;
};

/** 'ok' for one changed row, 'none' for none: PGlite's `affectedRows`, or pg's `rowCount` under that name. */
/** A row of one of the supplier page's tables, for a new supplier, inserted as the owner; answers its id. */
async function ownerRow(db: MatrixDatabase, table: string, values: string, more: unknown[] = []): Promise<string> {
  const supplier = await ownerSupplier(db);
  const { rows } = await db.query<{ id: string }>(`insert into public.${table} ${values} returning id`, [
    supplier,
    ...more,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no ${table} row`);
  return id;
}

const changed = (result: { affectedRows?: number }) =>
  result.affectedRows === 1 ? 'ok' : result.affectedRows === 0 ? 'none' : `${result.affectedRows} rows`;

export function describeSupplierPolicyMatrix(open: () => Promise<MatrixDatabase>): void {
  let db: MatrixDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const freshSupplier = () => ownerSupplier(db);

  const TARGETS: Target[] = [
    {
      name: 'suppliers',
      design: WRITABLE,
      setUp: freshSupplier,
      key: 'id',
      insert: (tx) => tx.query("insert into public.suppliers (company_name, country) values ('Forged Ltd', 'GB')"),
      update: "update public.suppliers set notes = 'Called' where id = $1",
    },
    {
      name: 'supplier_certificates',
      design: WRITABLE,
      setUp: async () => ownerCertificate(db, await freshSupplier()),
      key: 'id',
      insert: (tx, parent) =>
        tx.query(
          "insert into public.supplier_certificates (supplier_id, standard, expires_on) values ($1, 'iso9001', '2030-01-01')",
          [parent],
        ),
      update: "update public.supplier_certificates set certificate_number = 'C-1' where id = $1",
    },
    {
      name: 'supplier_visits',
      design: WRITABLE,
      setUp: async () => ownerVisit(db, await freshSupplier()),
      key: 'id',
      insert: (tx, parent) =>
        tx.query(
          "insert into public.supplier_visits (supplier_id, visited_on, visited_by, outcome) values ($1, '2026-11-01', 'Sam', 'failed')",
          [parent],
        ),
      update: "update public.supplier_visits set notes = 'Seen' where id = $1",
    },
    {
      name: 'supplier_history',
      design: READ_ONLY,
      setUp: freshSupplier,
      key: 'supplier_id',
      insert: async (tx) =>
        tx.query(
          "insert into public.supplier_history (supplier_id, subject, subject_id, action) values ($1, 'supplier', $1, 'created')",
          [randomUUID()],
        ),
      update: "update public.supplier_history set changed_by = 'forged' where supplier_id = $1",
    },
    {
      name: 'supplier_register',
      design: READ_ONLY,
      setUp: freshSupplier,
      key: 'id',
      insert: (tx) =>
        tx.query("insert into public.supplier_register (company_name, country) values ('Forged Ltd', 'GB')"),
      update: "update public.supplier_register set notes = 'x' where id = $1",
    },
    {
      name: 'supplier_certificate_states',
      design: READ_ONLY,
      setUp: async () => ownerCertificate(db, await freshSupplier()),
      key: 'id',
      insert: (tx, parent) =>
        tx.query(
          "insert into public.supplier_certificate_states (supplier_id, standard, expires_on) values ($1, 'iso9001', '2030-01-01')",
          [parent],
        ),
      update: "update public.supplier_certificate_states set certificate_number = 'x' where id = $1",
    },
    {
      name: 'supplier_notices',
      design: READ_ONLY,
      setUp: async () => ownerRow(db, 'supplier_notices', "(supplier_id, event) values ($1, 'vetted')"),
      key: 'id',
      insert: (tx, parent) =>
        tx.query("insert into public.supplier_notices (supplier_id, event) values ($1, 'vetted')", [parent]),
      update: "update public.supplier_notices set facts = '{}' where id = $1",
    },
    {
      name: 'supplier_links',
      design: READ_ONLY,
      setUp: async () =>
        ownerRow(
          db,
          'supplier_links',
          "(supplier_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')",
          [createHash('sha256').update(randomUUID()).digest('hex')],
        ),
      key: 'id',
      insert: (tx, parent) =>
        tx.query(
          "insert into public.supplier_links (supplier_id, token_hash, expires_at) values ($1, repeat('a', 64), now() + interval '1 day')",
          [parent],
        ),
      update: "update public.supplier_links set revoked_at = now(), revoked_by = 'x' where id = $1",
    },
    {
      name: 'supplier_proposals',
      design: READ_ONLY,
      setUp: async () =>
        ownerRow(db, 'supplier_proposals', '(supplier_id, changes) values ($1, \'{"town": "Derby"}\')'),
      key: 'id',
      insert: (tx, parent) =>
        tx.query('insert into public.supplier_proposals (supplier_id, changes) values ($1, \'{"town": "Leek"}\')', [
          parent,
        ]),
      update: "update public.supplier_proposals set status = 'accepted' where id = $1",
    },
    {
      // The ranking's weights: rows come by migration only, so every cell reads the one of version 1.
      name: 'match_weights',
      design: READ_ONLY,
      setUp: () => Promise.resolve('materials'),
      key: 'factor',
      insert: (tx) => tx.query("insert into public.match_weights (version, factor, weight) values (99, 'uk', 1)"),
      update: 'update public.match_weights set weight = weight where factor = $1',
    },
  ];

  async function attempt(tx: Tx, target: Target, operation: Operation, key: string, parent: string): Promise<string> {
    switch (operation) {
      case 'select': {
        const { rows } = await tx.query<Record<string, string>>(
          `select ${target.key} as key from public.${target.name}`,
        );
        if (rows.some((r) => r.key === key)) return 'rows';
        return rows.length === 0 ? 'empty' : 'other rows only';
      }
      case 'insert':
        return changed(await target.insert(tx, parent));
      case 'update':
        return changed(await tx.query(target.update, [key]));
      case 'delete':
        return changed(await tx.query(`delete from public.${target.name} where ${target.key} = $1`, [key]));
    }
  }

  describe.each(TARGETS)('$name', (target) => {
    const cells = (Object.keys(target.design) as Caller[]).flatMap((caller) =>
      (Object.keys(target.design[caller]) as Operation[]).map((operation) => ({
        caller,
        operation,
        expected: target.design[caller][operation],
      })),
    );
    it.each(cells)('$caller $operation → $expected', async ({ caller, operation, expected }) => {
      const key = await target.setUp();
      const parent = await freshSupplier();
      let answer = '';
      const failure = await outcome(
        runAs(db, CALLERS[caller], async (tx) => {
          answer = await attempt(tx, target, operation, key, parent);
        }),
      );
      expect(failure === 'ok' ? answer : failure).toBe(expected);
    });
  });

  describe.each(FUNCTIONS)('$call', ({ call, allowed }) => {
    it.each(Object.keys(CALLERS) as Caller[])('%s', async (caller) => {
      const expected = allowed.includes(caller) ? 'ok' : '42501';
      expect(await outcome(runAs(db, CALLERS[caller], (tx) => tx.query(call)))).toBe(expected);
    });
  });
}
