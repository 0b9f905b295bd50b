import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../local/db/run-as.ts';

/**
 * Every table of schema public, whoever added it: row-level security enabled and forced, and
 * exactly the privileges written here for each API role (any column counts, as column grants do).
 * A table missing here fails the first test by name, so a new table cannot ship without its
 * author stating who may do what with it; its row-level cells belong in policy-matrix.ts.
 */

type Operation = 'select' | 'insert' | 'update' | 'delete';
type Role = 'anon' | 'authenticated' | 'service_role';
type Grants = Readonly<Record<Role, readonly Operation[]>>;

const ALL: readonly Operation[] = ['select', 'insert', 'update', 'delete'];
// Visitors insert; signed-in users read and update what policies let them (admins only, aal2).
const LEAD: Grants = { anon: ['insert'], authenticated: ['select', 'insert', 'update'], service_role: ALL };
// Admins read; only functions write, as their owner.
const ADMIN_READS: Grants = { anon: [], authenticated: ['select'], service_role: ALL };
// The supplier register: admins (aal2) read, add and change it; nobody deletes through the API.
const REGISTER: Grants = { anon: [], authenticated: ['select', 'insert', 'update'], service_role: ALL };

export const TABLE_ACCESS: Readonly<Record<string, Grants>> = {
  cnc_partner_leads: LEAD,
  consultation_requests: LEAD,
  contact_messages: LEAD,
  icp_template_leads: LEAD,
  oem_leads: LEAD,
  erasure_log: { anon: [], authenticated: ['select'], service_role: ['select'] },
  lead_deliveries: ADMIN_READS,
  lead_status_history: ADMIN_READS,
  upload_reservations: { anon: ['insert'], authenticated: ['insert'], service_role: ALL },
  suppliers: REGISTER,
  supplier_certificates: REGISTER,
  supplier_visits: REGISTER,
  // Only the register's triggers write its history, for every caller.
  supplier_history: { anon: [], authenticated: ['select'], service_role: ['select'] },
  // What the desk keeps for an RFQ (clock pauses, suggestion lists, the shortlist and its
  // introductions): admins read; only the desk's functions write, as their owner.
  rfq_clock_pauses: ADMIN_READS,
  suggestion_lists: ADMIN_READS,
  suggestion_items: ADMIN_READS,
  introductions: ADMIN_READS,
  // A supplier's private links (hashes only), each introduction's trail and its questions: admins
  // read; only the desk's and the page's functions write, as their owner.
  brief_links: ADMIN_READS,
  introduction_events: ADMIN_READS,
  introduction_questions: ADMIN_READS,
  // The buyer's options links (hashes only), what the buyer chose and asked on that page: admins
  // read; only the page's and the desk's functions write, as their owner.
  options_links: ADMIN_READS,
  buyer_choices: ADMIN_READS,
  buyer_questions: ADMIN_READS,
  // What a shop is told (its notices), its page's links (hashes only) and the capability changes
  // it proposes there: admins read; only the register's triggers and the page's and the desk's
  // functions write, as their owner. The outbox reads a notice with its supplier.
  supplier_notices: { anon: [], authenticated: ['select'], service_role: ['select'] },
  supplier_links: { anon: [], authenticated: ['select'], service_role: ['select'] },
  supplier_proposals: { anon: [], authenticated: ['select'], service_role: ['select'] },
  // The soft score's weights by version: admins read them; a new version comes by migration only.
  match_weights: { anon: [], authenticated: ['select'], service_role: ['select'] },
};

const ROLES: readonly Role[] = ['anon', 'authenticated', 'service_role'];

export function describeTableAccess(database: () => Queryable): void {
  describe('every table of public', () => {
    it('has its access written down here', async () => {
      const { rows } = await database().query<{ name: string }>(
        "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1",
      );
      expect(rows.map((r) => r.name)).toEqual(Object.keys(TABLE_ACCESS).sort());
    });

    it('enables and forces row-level security on each', async () => {
      const { rows } = await database().query<{ name: string }>(
        "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and not (c.relrowsecurity and c.relforcerowsecurity)",
      );
      expect(rows).toEqual([]);
    });

    const cells = Object.entries(TABLE_ACCESS).flatMap(([table, grants]) =>
      ROLES.flatMap((role) =>
        ALL.map((operation) => ({ table, role, operation, granted: grants[role].includes(operation) })),
      ),
    );
    it.each(cells)('$table: $role $operation → $granted', async ({ table, role, operation, granted }) => {
      // DELETE has no column privileges; the others count a grant on any column.
      const check = operation === 'delete' ? 'has_table_privilege' : 'has_any_column_privilege';
      const { rows } = await database().query<{ granted: boolean }>(
        `select ${check}($1, $2::regclass, $3) as granted`,
        [role, `public.${table}`, operation],
      );
      expect(rows[0]?.granted).toBe(granted);
    });
  });
}
