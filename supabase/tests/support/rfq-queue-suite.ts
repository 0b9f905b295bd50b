import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfqTable } from '../../../src/shared/leads/tables.ts';
import { runAs } from '../../local/db/run-as.ts';
import { ADMIN_ID, CALLERS, VIEWER_ID, outcome, validRow, type Caller } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { ownerShortlist } from './rfq-options.ts';
import { ownerRfq, ownerSendOptions } from './rfqs.ts';
import { ownerSupplier } from './suppliers.ts';

type QueueRow = {
  lead_table: string;
  lead_id: string;
  company_name: string;
  stage: string;
  clock_state: string;
  yes_count: number;
  shortlisted: number;
  assigned_to: string | null;
  assignee_email: string | null;
  total: string;
};

/**
 * The desk's RFQ queue as the database serves it (docs/decisions/0038-rfq-queue.md): who may read
 * it and assign, the promise's order (running clocks by due time, overdue first; then paused; then
 * options sent), stages computed from the rows that record the work, the filters, the sorts and the
 * assignment. The same cells run on PGlite (supabase/tests/rfq-queue.test.ts) and on the real
 * PostgreSQL server (tests/pg/rfq-queue.test.ts).
 */
export function describeRfqQueue(open: () => Promise<MatrixDatabase>): void {
  let db: MatrixDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const as = <T = Record<string, unknown>>(caller: Caller, sql: string, params: unknown[] = []) =>
    runAs(db, CALLERS[caller], (tx) => tx.query<T>(sql, params));
  /** One page of the queue as the admin at aal2 reads it; named arguments as supabase-js sends them. */
  async function queue(args: Record<string, unknown> = {}): Promise<QueueRow[]> {
    const names = Object.keys(args);
    const list = names.map((name, i) => `${name} => $${i + 1}`).join(', ');
    const { rows } = await as<QueueRow>(
      'admin',
      `select * from public.rfq_queue(${list})`,
      names.map((n) => args[n]),
    );
    return rows;
  }
  /** Our RFQs' ids in the order a page lists them (other tests' RFQs share the database). */
  const orderOf = (rows: QueueRow[], ids: readonly string[]) =>
    rows.filter((r) => ids.includes(r.lead_id)).map((r) => r.lead_id);
  const rowOf = async (id: string, args: Record<string, unknown> = {}) =>
    (await queue({ p_limit: 200, ...args })).find((r) => r.lead_id === id);

  describe('the RFQ queue', () => {
    it('is read, and RFQs assigned, only by an admin at aal2', async () => {
      const id = await ownerRfq(db, 'oem_leads', 1);
      const calls: [string, unknown[]][] = [
        ['select * from public.rfq_queue()', []],
        ['select * from public.team_members()', []],
        ['select public.assign_rfq($1, $2, $3)', ['oem_leads', id, ADMIN_ID]],
        ['select * from public.partner_lead_suppliers($1::uuid[])', [[id]]],
      ];
      for (const caller of ['anon', 'viewer', 'admin_aal1', 'admin_signed_out', 'service_role'] as const) {
        for (const [sql, params] of calls)
          expect(await outcome(as(caller, sql, params)), `${caller}: ${sql}`).toBe('42501');
      }
      for (const [sql, params] of calls) expect(await outcome(as('admin', sql, params))).toBe('ok');
      const { rows } = await as<{ email: string }>('admin', 'select email from public.team_members()');
      expect(rows.map((r) => r.email)).toContain('fixture-admin@forgebridge.test');
    });

    it('lists running clocks by due time (overdue first), then paused ones, then those whose options went out', async () => {
      const ages = [10, 80, 30, 75, 2, 50];
      const running = await Promise.all(
        ages.map((hours) => ownerRfq(db, hours % 20 ? 'oem_leads' : 'consultation_requests', hours)),
      );
      const paused = await ownerRfq(db, 'consultation_requests', 5);
      await db.query(
        `update public.consultation_requests set clock_paused_at = created_at + interval '1 hour' where id = $1`,
        [paused],
      );
      const sent = await ownerRfq(db, 'oem_leads', 40);
      await ownerSendOptions(db, 'oem_leads', sent, 20);
      const closed = await ownerRfq(db, 'oem_leads', 90);
      await db.query("update public.oem_leads set status = 'lost' where id = $1", [closed]);

      const byAge = [...ages].sort((a, b) => b - a).map((hours) => running[ages.indexOf(hours)] ?? '');
      const rows = await queue({ p_limit: 200 });
      expect(orderOf(rows, [...running, paused, sent, closed])).toEqual([...byAge, paused, sent]);
      expect(rows.find((r) => r.lead_id === byAge[0])?.clock_state).toBe('overdue');
      expect(Number(rows[0]?.total)).toBe(rows.length);
      // The same order when the whole list is sorted rather than read from the indexes.
      const mine = await queue({ p_limit: 200, p_sort: 'due', p_desc: true });
      expect(orderOf(mine, [...running, paused, sent])).toEqual([sent, paused, ...[...byAge].reverse()]);
      // A closed RFQ is listed only under its stage.
      expect(orderOf(await queue({ p_stage: 'closed', p_limit: 200 }), [closed, sent])).toEqual([closed]);
    });

    it('computes each stage from the rows that record the work', async () => {
      const id = await ownerRfq(db, 'oem_leads', 3);
      const stage = async () => (await rowOf(id))?.stage;
      expect(await stage()).toBe('new');
      await db.query(
        `insert into public.suggestion_lists (lead_table, lead_id, created_by, weights_version, passed_count, excluded_count)
         select 'oem_leads', $1, 'fixture-admin@forgebridge.test', max(version), 0, 0 from public.match_weights`,
        [id],
      );
      expect(await stage()).toBe('suggested');
      const picks = await ownerShortlist(db, 'oem_leads', id, 3);
      expect(await stage()).toBe('suggested');
      expect((await rowOf(id))?.shortlisted).toBe(3);
      await db.query('update public.introductions set sent_at = now() where lead_id = $1', [id]);
      expect(await stage()).toBe('briefs_sent');
      const [first, second] = picks.map((p) => p.introductionId);
      await db.query(
        `update public.introductions set answer = 'interested', answered_at = now(), answered_by = 'fixture'
          where id = $1`,
        [first],
      );
      await db.query(
        `update public.introductions set answer = 'declined', answer_reason = 'Full', answered_at = now(),
                answered_by = 'fixture' where id = $1`,
        [second],
      );
      const answered = await rowOf(id);
      expect([answered?.stage, answered?.yes_count]).toEqual(['answers_in', 1]);
      await ownerSendOptions(db, 'oem_leads', id, 2);
      expect(await stage()).toBe('options_sent');
      await db.query('update public.oem_leads set introduced_at = now() where id = $1', [id]);
      expect(await stage()).toBe('introduced');
      await db.query("update public.oem_leads set status = 'won' where id = $1", [id]);
      expect(await rowOf(id)).toBeUndefined();
      expect((await rowOf(id, { p_stage: 'closed' }))?.stage).toBe('closed');
    });

    it('filters by stage, by the clock and by who works it', async () => {
      const fresh = await ownerRfq(db, 'consultation_requests', 1);
      const overdue = await ownerRfq(db, 'oem_leads', 73);
      const dueSoon = await ownerRfq(db, 'oem_leads', 60);
      const ids = [fresh, overdue, dueSoon];
      expect(orderOf(await queue({ p_due: 'overdue', p_limit: 200 }), ids)).toEqual([overdue]);
      expect(orderOf(await queue({ p_due: 'due_24h', p_limit: 200 }), ids)).toEqual([dueSoon]);
      const news = await queue({ p_stage: 'new', p_limit: 200 });
      expect(orderOf(news, ids)).toEqual([overdue, dueSoon, fresh]);
      expect(news.every((r) => r.stage === 'new')).toBe(true);

      await as('admin', 'select public.assign_rfq($1, $2, $3)', ['consultation_requests', fresh, ADMIN_ID]);
      const mine = await queue({ p_mine: true, p_limit: 200 });
      expect(mine.map((r) => r.lead_id)).toContain(fresh);
      expect(mine.every((r) => r.assigned_to === ADMIN_ID)).toBe(true);
      expect(mine.find((r) => r.lead_id === fresh)?.assignee_email).toBe('fixture-admin@forgebridge.test');
      await as('admin', 'select public.assign_rfq($1, $2, $3)', ['consultation_requests', fresh, null]);
      expect((await queue({ p_mine: true, p_limit: 200 })).map((r) => r.lead_id)).not.toContain(fresh);
    });

    it('leaves out an RFQ the flood guard held, in every view and in the total, until it is released', async () => {
      const held = await ownerRfq(db, 'oem_leads', 80, { status: 'held' });
      const views = [{}, { p_due: 'overdue' }, { p_stage: 'new' }, { p_sort: 'received', p_desc: true }];
      for (const view of views) {
        const rows = await queue({ ...view, p_limit: 200 });
        expect(rows.map((r) => r.lead_id)).not.toContain(held);
        expect(Number(rows[0]?.total ?? 0), JSON.stringify(view)).toBe(rows.length);
      }
      await as('admin', "update public.oem_leads set status = 'new' where id = $1", [held]);
      expect(await rowOf(held, { p_due: 'overdue' })).toMatchObject({ clock_state: 'overdue', stage: 'new' });
    });

    it('sorts by company both ways and pages with the total', async () => {
      const prefix = `Queue Sort ${randomUUID().slice(0, 8)}`;
      const ids: string[] = [];
      for (const [i, name] of ['Bravo', 'alpha', 'Charlie'].entries()) {
        const table: RfqTable = i === 1 ? 'consultation_requests' : 'oem_leads';
        const id = await ownerRfq(db, table, 5 + i);
        await db.query(`update public.${table} set company_name = $2 where id = $1`, [id, `${prefix} ${name}`]);
        ids.push(id);
      }
      const [bravo = '', alpha = '', charlie = ''] = ids;
      expect(orderOf(await queue({ p_sort: 'company', p_limit: 200 }), ids)).toEqual([alpha, bravo, charlie]);
      expect(orderOf(await queue({ p_sort: 'company', p_desc: true, p_limit: 200 }), ids)).toEqual([
        charlie,
        bravo,
        alpha,
      ]);
      const all = await queue({ p_limit: 200 });
      const second = await queue({ p_limit: 2, p_offset: 2 });
      expect(second.map((r) => r.lead_id)).toEqual(all.slice(2, 4).map((r) => r.lead_id));
      expect(Number(second[0]?.total)).toBe(all.length);
    });

    it('refuses a bad sort, stage, clock filter or page with a clear 22023', async () => {
      for (const args of [
        { p_sort: 'email; drop table x' },
        { p_stage: 'won' },
        { p_due: 'soon' },
        { p_limit: 0 },
        { p_limit: 201 },
        { p_offset: -1 },
      ]) {
        expect(await outcome(queue(args))).toBe('22023');
      }
    });

    it('assigns only to a member of the team, and no visitor can assign on arrival', async () => {
      const id = await ownerRfq(db, 'oem_leads', 1);
      const assign = (lead: string, who: string | null, table = 'oem_leads') =>
        outcome(as('admin', 'select public.assign_rfq($1, $2, $3)', [table, lead, who]));
      expect(await assign(id, VIEWER_ID)).toBe('22023');
      expect(await assign(id, ADMIN_ID, 'contact_messages')).toBe('22023');
      // An unknown id, or one looked for in the other RFQ table, is the caller's mistake (400).
      expect(await assign(randomUUID(), ADMIN_ID)).toBe('22023');
      expect(await assign(id, ADMIN_ID, 'consultation_requests')).toBe('22023');
      expect(
        (await db.query('select 1 from public.oem_leads where id = $1 and assigned_to is not null', [id])).rows,
      ).toEqual([]);
      expect(await assign(id, ADMIN_ID)).toBe('ok');
      // Assigning again to the same member changes nothing and is no mistake.
      expect(await assign(id, ADMIN_ID)).toBe('ok');
      const { rows } = await db.query<{ assigned_to: string; assigned_at: Date | null }>(
        'select assigned_to, assigned_at from public.oem_leads where id = $1',
        [id],
      );
      expect(rows[0]?.assigned_to).toBe(ADMIN_ID);
      expect(rows[0]?.assigned_at).not.toBeNull();

      const visitor = { ...validRow('oem_leads'), assigned_to: ADMIN_ID, assigned_at: new Date().toISOString() };
      const columns = Object.keys(visitor);
      await as(
        'anon',
        `insert into public.oem_leads (${columns.map((c) => `"${c}"`).join(', ')})
         select ${columns.map((c) => `"${c}"`).join(', ')} from json_populate_record(null::public.oem_leads, $1::json)`,
        [JSON.stringify(visitor)],
      );
      const stored = await db.query<{ assigned_to: string | null }>(
        'select assigned_to from public.oem_leads where id = $1',
        [visitor.id],
      );
      expect(stored.rows).toEqual([{ assigned_to: null }]);
    });

    it('records each change of assignee in the lead’s history, beside its status changes', async () => {
      const id = await ownerRfq(db, 'consultation_requests', 2);
      const assign = (who: string | null) =>
        as('admin', 'select public.assign_rfq($1, $2, $3)', ['consultation_requests', id, who]);
      await assign(ADMIN_ID);
      await assign(ADMIN_ID);
      await db.query("update public.consultation_requests set status = 'contacted' where id = $1", [id]);
      await assign(null);
      const { rows } = await db.query<{ kind: string; assignee: string | null; status: string; by_updater: boolean }>(
        `select h.kind, h.assignee, h.status, h.changed_by = l.updated_by as by_updater
           from public.lead_status_history h join public.consultation_requests l on l.id = h.lead_id
          where h.lead_table = 'consultation_requests' and h.lead_id = $1 order by h.id`,
        [id],
      );
      // The same assignee twice is one change; the last row was written by the last change.
      expect(rows.map(({ by_updater: _, ...row }) => row)).toEqual([
        { kind: 'assignment', assignee: 'fixture-admin@forgebridge.test', status: 'new' },
        { kind: 'status', assignee: null, status: 'contacted' },
        { kind: 'assignment', assignee: null, status: 'contacted' },
      ]);
      expect(rows.at(-1)?.by_updater).toBe(true);

      // A team member's account deleted leaves their RFQs to nobody, and the history says so.
      const member = randomUUID();
      await db.query(
        `insert into auth.users (id, email, encrypted_password, raw_app_meta_data)
         values ($1, 'leaving@forgebridge.test', '', '{"role":"admin"}')`,
        [member],
      );
      await assign(member);
      await db.query('delete from auth.users where id = $1', [member]);
      const after = await db.query<{ kind: string; assignee: string | null }>(
        `select kind, assignee from public.lead_status_history
          where lead_table = 'consultation_requests' and lead_id = $1 order by id desc limit 2`,
        [id],
      );
      expect(after.rows).toEqual([
        { kind: 'assignment', assignee: null },
        { kind: 'assignment', assignee: 'leaving@forgebridge.test' },
      ]);
      // Only an assignment names an assignee.
      const statusNamingSomeone = db.query(
        `insert into public.lead_status_history (lead_table, lead_id, status, kind, assignee)
         values ('consultation_requests', $1, 'new', 'status', 'someone@example.test')`,
        [id],
      );
      expect(await outcome(statusNamingSomeone)).toBe('23514');
    });

    it('reads a partner lead’s supplier status for the leads asked', async () => {
      const lead = validRow('cnc_partner_leads');
      const columns = Object.keys(lead)
        .map((c) => `"${c}"`)
        .join(', ');
      await db.query(
        `insert into public.cnc_partner_leads (${columns})
         select ${columns} from json_populate_record(null::public.cnc_partner_leads, $1::json)`,
        [JSON.stringify(lead)],
      );
      const supplier = await ownerSupplier(db, { company_name: 'Partner Shop Ltd' });
      await db.query("update public.suppliers set partner_lead_id = $2, status = 'vetting' where id = $1", [
        supplier,
        lead.id,
      ]);
      const { rows } = await as<{ lead_id: string; supplier_id: string; supplier_status: string }>(
        'admin',
        'select lead_id, supplier_id, supplier_status from public.partner_lead_suppliers($1::uuid[])',
        [[lead.id, randomUUID()]],
      );
      expect(rows).toEqual([{ lead_id: lead.id, supplier_id: supplier, supplier_status: 'vetting' }]);
    });
  });
}
