import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, LOCKED_ADMINS, outcome } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * Every admin capability demands the second factor: each policy that grants the admin role
 * something has a restrictive twin calling private.is_admin(), and each function that checks the
 * admin role calls it too. A new policy or function that forgets fails here, not in production.
 */

const db = useFreshDatabase();

interface PolicyRow {
  schemaname: string;
  tablename: string;
  policyname: string;
  permissive: 'PERMISSIVE' | 'RESTRICTIVE';
  roles: string[];
  cmd: string;
  qual: string | null;
  with_check: string | null;
}

const GATE = /private\.is_admin\(\)/;

describe('the second-factor gate', () => {
  it('stands beside every policy that mentions the admin role', async () => {
    const { rows } = await db.query<PolicyRow>(
      `select schemaname, tablename, policyname, permissive, roles::text[] as roles, cmd, qual, with_check
         from pg_policies`,
    );
    const adminPolicies = rows.filter(
      (p) => p.permissive === 'PERMISSIVE' && `${p.qual ?? ''} ${p.with_check ?? ''}`.includes("'admin'"),
    );
    expect(adminPolicies.length).toBeGreaterThanOrEqual(14);
    const missing = adminPolicies.filter(
      (policy) =>
        !rows.some(
          (gate) =>
            gate.permissive === 'RESTRICTIVE' &&
            gate.schemaname === policy.schemaname &&
            gate.tablename === policy.tablename &&
            (gate.cmd === policy.cmd || gate.cmd === 'ALL') &&
            policy.roles.every((role) => gate.roles.includes(role) || gate.roles.includes('public')) &&
            GATE.test(gate.qual ?? '') &&
            (policy.with_check === null || GATE.test(gate.with_check ?? '')),
        ),
    );
    expect(missing.map((p) => `${p.schemaname}.${p.tablename}: ${p.policyname}`)).toEqual([]);
  });

  it('is called by every function that checks the admin role', async () => {
    const { rows } = await db.query<{ name: string; src: string }>(
      `select n.nspname || '.' || p.proname as name, p.prosrc as src
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private', 'storage')
          and p.prosrc ~ '''admin''|app_metadata|is_admin[(]|require_admin[(]'`,
    );
    // Any function that looks at the admin role goes through the gate, directly or by require_admin.
    const checks = rows.filter((f) => f.name !== 'private.is_admin');
    expect(checks.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'private.require_admin',
        'public.lead_counts',
        'public.retry_lead_delivery',
        'public.find_leads_by_email',
        'public.erase_leads_by_email',
      ]),
    );
    const ungated = checks.filter((f) => !GATE.test(f.src) && !/private\.require_admin\(\)/.test(f.src));
    expect(ungated.map((f) => f.name)).toEqual([]);
    const gate = rows.find((f) => f.name === 'private.is_admin')?.src ?? '';
    expect(gate).toMatch(/'aal2'/);
    expect(gate).toMatch(/auth\.sessions/);
  });

  it('is the only function of schema private an API role may call', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private'
          and (has_function_privilege('authenticated', p.oid, 'execute')
               or has_function_privilege('anon', p.oid, 'execute'))`,
    );
    expect(rows.map((r) => r.name)).toEqual(['private.is_admin']);
    const tables = await db.query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'private' and c.relkind in ('r', 'v', 'm')
          and (has_table_privilege('authenticated', c.oid, 'select, insert, update, delete')
               or has_table_privilege('anon', c.oid, 'select, insert, update, delete'))`,
    );
    expect(tables.rows).toEqual([]);
  });

  it('answers true only for an aal2 admin in a live aal2 session', async () => {
    const gate = async (caller: keyof typeof CALLERS) =>
      runAs(db, CALLERS[caller], async (tx) => {
        const { rows } = await tx.query<{ ok: boolean }>('select private.is_admin() as ok');
        return rows[0]?.ok;
      });
    expect(await gate('admin')).toBe(true);
    for (const caller of [...LOCKED_ADMINS, 'viewer'] as const) expect(await gate(caller)).toBe(false);
    // An aal2 claim whose session was only ever aal1 (a forged or stale claim) is refused too.
    const stale = { ...CALLERS.admin_aal1, aal: 'aal2' };
    expect(
      await runAs(
        db,
        stale,
        async (tx) => (await tx.query<{ ok: boolean }>('select private.is_admin() as ok')).rows[0]?.ok,
      ),
    ).toBe(false);
  });

  it.each(LOCKED_ADMINS)('%s may call no admin function', async (caller) => {
    const calls = [
      'select * from public.lead_counts()',
      `select public.retry_lead_delivery('${randomUUID()}')`,
      `select * from public.find_leads_by_email('someone@example.com')`,
      `select public.erase_leads_by_email('someone@example.com')`,
    ];
    for (const sql of calls) {
      expect(await outcome(runAs(db, CALLERS[caller], (tx) => tx.query(sql)))).toBe('42501');
    }
    expect(await outcome(runAs(db, CALLERS.admin, (tx) => tx.query('select * from public.lead_counts()')))).toBe('ok');
  });
});
