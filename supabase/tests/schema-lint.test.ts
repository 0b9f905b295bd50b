import { describe, expect, it } from 'vitest';
import { LEAD_TABLES } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * The migrated schema checked the way Supabase's database linter checks it (docs/decisions/0003-security-model.md):
 * RLS on every table in public, nothing that lets anon read, no always-true policy, no
 * security definer function or view reachable by anon. Locally the API roles get Supabase's
 * old permissive default privileges (supabase/local/sql/01_roles.sql), so a migration that
 * forgets a revoke fails here.
 */

/** The supplier register's tables and the two views the desk reads it through. */
const SUPPLIER_REGISTER = [
  'suppliers',
  'supplier_certificates',
  'supplier_visits',
  'supplier_history',
  'supplier_register',
  'supplier_certificate_states',
];

/** What the desk keeps for an RFQ: clock pauses, suggestion lists and the shortlist's introductions. */
const RFQ_OPTIONS = ['rfq_clock_pauses', 'suggestion_lists', 'suggestion_items', 'introductions', 'match_weights'];
const BRIEF_PAGES = ['brief_links', 'introduction_events', 'introduction_questions'];
const OPTIONS_PAGE = ['options_links', 'buyer_choices', 'buyer_questions'];
const SUPPLIER_PAGE = ['supplier_notices', 'supplier_links', 'supplier_proposals'];

const db = useFreshDatabase();

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

describe('schema lint', () => {
  it("has exactly the five lead tables, their history, their deliveries, the erasure log, upload reservations, the supplier register, the RFQ options tables and the brief, options and supplier pages' tables in public", async () => {
    const tables = await rows<{ name: string }>(
      "select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'f') order by 1",
    );
    expect(tables.map((t) => t.name)).toEqual(
      [
        ...LEAD_TABLES,
        'erasure_log',
        'lead_deliveries',
        'lead_status_history',
        'upload_reservations',
        ...SUPPLIER_REGISTER,
        ...RFQ_OPTIONS,
        ...BRIEF_PAGES,
        ...OPTIONS_PAGE,
        ...SUPPLIER_PAGE,
      ].sort(),
    );
  });

  it('enables (and forces) row-level security on every table in public', async () => {
    const offenders = await rows(
      `select relname from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
          and not (relrowsecurity and relforcerowsecurity)`,
    );
    expect(offenders).toEqual([]);
  });

  it('gives anon no privilege but INSERT, and no role but service_role UPDATE or DELETE', async () => {
    const grants = await rows<{ grantee: string; table_name: string; privilege_type: string }>(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
        where table_schema = 'public' and grantee in ('anon', 'authenticated', 'PUBLIC')
        order by 1, 2, 3`,
    );
    const allowed = (g: { grantee: string; privilege_type: string }) =>
      g.privilege_type === 'INSERT' || (g.grantee === 'authenticated' && g.privilege_type === 'SELECT');
    expect(grants.filter((g) => !allowed(g))).toEqual([]);
    for (const table of LEAD_TABLES) {
      const [privileges] = await rows<Record<string, boolean>>(
        `select has_table_privilege('anon', $1, 'SELECT') as anon_select,
                has_table_privilege('anon', $1, 'INSERT') as anon_insert,
                has_table_privilege('authenticated', $1, 'UPDATE') as auth_update,
                has_table_privilege('authenticated', $1, 'DELETE') as auth_delete,
                has_table_privilege('authenticated', $1, 'TRUNCATE') as auth_truncate`,
        [`public.${table}`],
      );
      expect(privileges, table).toEqual({
        anon_select: false,
        anon_insert: true,
        auth_update: false,
        auth_delete: false,
        auth_truncate: false,
      });
    }
  });

  it('grants anon no column-level SELECT either', async () => {
    const columns = await rows(
      `select table_name, column_name from information_schema.column_privileges
        where table_schema = 'public' and grantee in ('anon', 'PUBLIC') and privilege_type <> 'INSERT'`,
    );
    expect(columns).toEqual([]);
  });

  it('has no policy that lets anon (or PUBLIC) read', async () => {
    const policies = await rows(
      `select tablename, policyname from pg_policies
        where schemaname = 'public' and cmd in ('SELECT', 'ALL')
          and roles && array['anon', 'public']::name[]`,
    );
    expect(policies).toEqual([]);
  });

  it('has no always-true policy', async () => {
    const policies = await rows(
      `select tablename, policyname, qual, with_check from pg_policies
        where schemaname = 'public'
          and (regexp_replace(coalesce(qual, ''), '[()\\s]', '', 'g') = 'true'
            or regexp_replace(coalesce(with_check, ''), '[()\\s]', '', 'g') = 'true')`,
    );
    expect(policies).toEqual([]);
  });

  it('has an insert policy, admin-only select and update policies, and deletes only by the retention and erasure functions on every lead table', async () => {
    const policies = await rows<{
      tablename: string;
      cmd: string;
      qual: string | null;
      roles: string[];
      permissive: string;
    }>(
      "select tablename, cmd, qual, roles::text[] as roles, permissive from pg_policies where schemaname = 'public' order by tablename, cmd",
    );
    // The RFQ tables' owner policies let only the desk's functions (sending the options) read and
    // stamp a row, and only inside their transaction (forgebridge.rfq_job).
    const isRfqOwnerPolicy = (p: { cmd: string; roles: string[]; qual: string | null }) =>
      p.cmd !== 'DELETE' && p.roles.join() === 'postgres' && /forgebridge\.rfq_job/.test(p.qual ?? '');
    for (const table of LEAD_TABLES) {
      const all = policies.filter((p) => p.tablename === table && p.permissive === 'PERMISSIVE');
      const mine = all.filter((p) => !isRfqOwnerPolicy(p));
      expect(
        all
          .filter(isRfqOwnerPolicy)
          .map((p) => p.cmd)
          .sort(),
        table,
        // Sending the options reads and stamps the row; the clock's functions move the clock.
      ).toEqual(['oem_leads', 'consultation_requests'].includes(table) ? ['SELECT', 'UPDATE', 'UPDATE'] : []);
      expect(
        mine.map((p) => p.cmd),
        table,
      ).toEqual(['DELETE', 'INSERT', 'SELECT', 'UPDATE']);
      // Each admin policy has a restrictive twin demanding the second factor (admin-aal2.test.ts).
      const gates = policies.filter((p) => p.tablename === table && p.permissive === 'RESTRICTIVE');
      expect(gates.map((p) => p.cmd).sort(), table).toEqual(['SELECT', 'UPDATE']);
      for (const gate of gates) expect(gate.qual, table).toMatch(/private\.is_admin\(\)/);
      // The functions run as their owner; no API role can become postgres.
      expect(mine.find((p) => p.cmd === 'DELETE')?.roles, table).toEqual(['postgres']);
      expect(mine.find((p) => p.cmd === 'SELECT')?.qual, table).toMatch(/app_metadata.*role.*'admin'/);
      expect(mine.find((p) => p.cmd === 'UPDATE')?.qual, table).toMatch(/app_metadata.*role.*'admin'/);
    }
  });

  it("lets anon execute no security definer function but the brief's, the options' and the supplier's pages', whose token is the key", async () => {
    const functions = await rows<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema')
          and has_function_privilege('anon', p.oid, 'EXECUTE')
        order by 1`,
    );
    // Each reads its introduction, its RFQ's options or its supplier only through a live link's
    // token (brief-links.test.ts, options-links.test.ts, supplier-page.test.ts).
    expect(functions.map((f) => f.fn)).toEqual([
      'accept_brief_terms(text,text,text)',
      'answer_brief(text,jsonb)',
      'ask_brief_question(text,text)',
      'ask_options_question(text,text)',
      'choose_options(text,uuid[],text)',
      'decline_options(text,text,text)',
      'open_brief(text)',
      'open_options(text)',
      'open_supplier_page(text)',
      'propose_supplier_capabilities(text,jsonb)',
      'set_supplier_capacity(text,text)',
    ]);
  });

  it('has no view in public that runs with its owner’s rights', async () => {
    const views = await rows(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'v'
          and not coalesce('security_invoker=true' = any(reloptions), false)`,
    );
    expect(views).toEqual([]);
  });

  it('does not expose a table a later migration creates without grants', async () => {
    const exposed = await db.transaction(async (tx) => {
      await tx.exec(
        'create table public.lint_probe (id int); create function public.lint_probe_fn() returns int language sql as $$ select 1 $$;',
      );
      const { rows: result } = await tx.query<Record<string, boolean>>(
        `select has_table_privilege('anon', 'public.lint_probe', 'SELECT') as anon_table,
                has_table_privilege('authenticated', 'public.lint_probe', 'SELECT') as auth_table,
                has_function_privilege('anon', 'public.lint_probe_fn()', 'EXECUTE') as anon_fn`,
      );
      await tx.rollback();
      return result[0];
    });
    expect(exposed).toEqual({ anon_table: false, auth_table: false, anon_fn: false });
  });

  it('indexes every lead table on (created_at desc, id) for the dashboard order', async () => {
    for (const table of LEAD_TABLES) {
      const indexes = await rows<{ indexdef: string }>(
        "select indexdef from pg_indexes where schemaname = 'public' and tablename = $1",
        [table],
      );
      expect(
        indexes.some((i) => i.indexdef.includes('(created_at DESC, id)')),
        table,
      ).toBe(true);
    }
  });
});
