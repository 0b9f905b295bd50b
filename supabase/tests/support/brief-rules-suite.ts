import type { RfqTable } from '../../../src/shared/leads/tables.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../local/db/run-as.ts';
import { CALLERS, outcome, type Caller } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { ownerRfq, ownerShortlist, ownerVettedSupplier } from './rfq-options.ts';
import { ownerCertificate, ownerSupplier } from './suppliers.ts';

/**
 * What the sale rests on, as the database enforces it: only a vetted supplier holding every
 * certification an RFQ requires is picked and sent a brief, checked again when it is sent; the
 * 72-hour figures cannot be made to look kept; a reason has something in it; a certificate is
 * verified as it was read; the shortlist and the sending take one lock; the buyer reads what the
 * supplier does and holds, never our counts. The same cells run on PGlite
 * (supabase/tests/brief-rules.test.ts) and on the real PostgreSQL server (tests/pg/brief-rules.test.ts).
 */
export function describeBriefRules(open: () => Promise<MatrixDatabase>): void {
  let db: MatrixDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const as = <T = Record<string, unknown>>(caller: Caller, sql: string, params: unknown[] = []) =>
    runAs(db, CALLERS[caller], (tx) => tx.query<T>(sql, params));
  const admin = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => as<T>('admin', sql, params);
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => ({ code: 'ok', message: '' }),
      (error: { code?: string; message?: string }) => ({ code: error.code ?? '?', message: error.message ?? '' }),
    );
  const shortlist = (table: RfqTable, id: string, picks: unknown) =>
    admin('select * from public.set_shortlist($1, $2, $3)', [table, id, JSON.stringify(picks)]);
  const send = (table: RfqTable, id: string, ...rest: unknown[]) =>
    admin(`select public.send_options($1, $2${rest.map((_, i) => `, $${i + 3}`).join('')})`, [
      table,
      id,
      ...rest.map((value) => (typeof value === 'object' ? JSON.stringify(value) : value)),
    ]);
  const column = async <T>(sql: string, params: unknown[]) => (await db.query<{ v: T }>(sql, params)).rows[0]?.v;
  /** An RFQ that requires AS9100, arrived `hoursAgo` hours ago. */
  const as9100Rfq = async (hoursAgo = 1) =>
    (
      await ownerRfq(db, 'oem_leads', {
        quality_standards: 'as9100',
        created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
      })
    ).id;

  describe('only a vetted supplier holding every required certification is picked and sent a brief', () => {
    it('refuses a prospect and a supplier without the certification, by hand with a reason too, naming each and why', async () => {
      const rfq = await as9100Rfq();
      const prospect = await ownerSupplier(db, { company_name: 'Prospect Tooling Ltd' });
      const uncertified = await ownerSupplier(db, { company_name: 'Uncertified Works Ltd' });
      await ownerCertificate(db, uncertified, { standard: 'iso9001' });
      const vetted = await ownerVettedSupplier(db, { company_name: 'Vetted Aero Ltd' });
      const refused = await refusal(
        shortlist('oem_leads', rfq, [
          { supplier_id: prospect, hand_reason: 'The team knows them well' },
          { supplier_id: uncertified, hand_reason: 'The team knows them well' },
          { supplier_id: vetted, hand_reason: 'The team knows them well' },
        ]),
      );
      expect(refused.code).toBe('23514');
      expect(refused.message).toContain('Prospect Tooling Ltd: Not vetted (prospect); AS9100 not held');
      expect(refused.message).toContain('Uncertified Works Ltd: Not vetted (prospect); AS9100 not held');
      expect(refused.message).not.toContain('Vetted Aero Ltd');
      expect(
        await column<string>('select count(*)::text as v from public.introductions where lead_id = $1', [rfq]),
      ).toBe('0');
      // The desk is told the same, so it offers only who may be picked.
      const { rows } = await admin<{ supplier_id: string; blockers: string[] }>(
        'select supplier_id, blockers from public.shortlist_blockers($1, $2)',
        ['oem_leads', rfq],
      );
      expect(rows.find((r) => r.supplier_id === prospect)?.blockers).toEqual([
        'Not vetted (prospect)',
        'AS9100 not held (missing, unverified or expired)',
      ]);
      expect(rows.some((r) => r.supplier_id === vetted)).toBe(false);
    });

    it('lets a pick by hand relax a technical filter (capacity) with its reason', async () => {
      const rfq = await as9100Rfq();
      const busy = await ownerVettedSupplier(db, { company_name: 'Busy Aero Ltd' });
      await db.query("update public.suppliers set capacity = 'at-capacity' where id = $1", [busy]);
      expect(
        await outcome(shortlist('oem_leads', rfq, [{ supplier_id: busy, hand_reason: 'Has a cell free in May' }])),
      ).toBe('ok');
      expect(await outcome(send('oem_leads', rfq))).toBe('ok');
    });

    it('checks again when sending: a certificate that expired after the shortlist stops the send', async () => {
      const rfq = await as9100Rfq();
      const [pick] = await ownerShortlist(db, 'oem_leads', rfq, 1, { company_name: 'Lapsing Aero Ltd' });
      await db.query(
        "update public.supplier_certificates set expires_on = current_date - 1 where supplier_id = $1 and standard = 'as9100'",
        [pick?.supplierId],
      );
      const refused = await refusal(send('oem_leads', rfq));
      expect(refused).toMatchObject({ code: '23514' });
      expect(refused.message).toContain('Lapsing Aero Ltd: AS9100 not held');
      expect(
        await column<boolean>('select options_sent_at is null as v from public.oem_leads where id = $1', [rfq]),
      ).toBe(true);
    });

    it('refuses a supplier whose status changed after the shortlist', async () => {
      const rfq = await as9100Rfq();
      const [pick] = await ownerShortlist(db, 'oem_leads', rfq, 1, { company_name: 'Paused Aero Ltd' });
      await db.query("update public.suppliers set status = 'paused' where id = $1", [pick?.supplierId]);
      const refused = await refusal(send('oem_leads', rfq));
      expect(refused.code).toBe('23514');
      expect(refused.message).toContain('Paused Aero Ltd: Not vetted (paused)');
    });
  });

  describe('the figures cannot be bent', () => {
    it('sending ends an open pause: the clock stood still for it, then stops at the sending', async () => {
      const rfq = await as9100Rfq(10);
      await ownerShortlist(db, 'oem_leads', rfq, 3);
      await admin("select public.pause_rfq_clock('oem_leads', $1, 'Waiting for the buyer''s drawing')", [rfq]);
      await send('oem_leads', rfq);
      const { rows } = await db.query<{ open: string; state: string }>(
        `select (select count(*)::text from public.rfq_clock_pauses where lead_id = l.id and resumed_at is null) as open,
                public.rfq_clock_state(l.clock_due_at, l.clock_paused_at, l.options_sent_at, l.clock_closed_at) as state
           from public.oem_leads l where l.id = $1`,
        [rfq],
      );
      expect(rows[0]).toEqual({ open: '0', state: 'sent' });
      expect(await outcome(admin("select public.resume_rfq_clock('oem_leads', $1)", [rfq]))).toBe('23514');
      expect(await outcome(admin("select public.pause_rfq_clock('oem_leads', $1, 'A later pause')", [rfq]))).toBe(
        '23514',
      );
    });

    it('cannot pause a clock that already ran out', async () => {
      const rfq = await as9100Rfq(80);
      const refused = await refusal(admin("select public.pause_rfq_clock('oem_leads', $1, 'Buyer on holiday')", [rfq]));
      expect(refused).toMatchObject({ code: '23514', message: 'The clock ran out: an overdue RFQ cannot be paused' });
    });

    it('never lets an admin hold a lead, nor send the options of a held or closed RFQ', async () => {
      const open = await as9100Rfq();
      expect(await outcome(admin("update public.oem_leads set status = 'held' where id = $1", [open]))).toBe('23514');
      const held = (await ownerRfq(db, 'oem_leads', { status: 'held' })).id;
      await ownerShortlist(db, 'oem_leads', held, 1);
      expect(await refusal(send('oem_leads', held))).toMatchObject({
        code: '23514',
        message: expect.stringContaining('held'),
      });
      const closed = await as9100Rfq();
      await ownerShortlist(db, 'oem_leads', closed, 1);
      await admin("update public.oem_leads set status = 'lost' where id = $1", [closed]);
      expect(await refusal(send('oem_leads', closed))).toMatchObject({
        code: '23514',
        message: expect.stringContaining('closed'),
      });
    });

    it('a resumed pause that moves the due time queues the buyer a message with the new time', async () => {
      const rfq = await as9100Rfq(5);
      await admin("select public.pause_rfq_clock('oem_leads', $1, 'Waiting for the buyer''s drawing')", [rfq]);
      // The pause began two hours ago.
      await db.query(
        "update public.rfq_clock_pauses set paused_at = paused_at - interval '2 hours' where lead_id = $1",
        [rfq],
      );
      await db.query(
        "update public.oem_leads set clock_paused_at = clock_paused_at - interval '2 hours' where id = $1",
        [rfq],
      );
      const before = await column<string>('select due_at::text as v from public.oem_leads where id = $1', [rfq]);
      await admin("select public.resume_rfq_clock('oem_leads', $1)", [rfq]);
      // Queued once, on the pause; what the sender's claim gives the message (the claim takes the
      // oldest due rows first, and this database holds other tests' rows too).
      const { rows } = await as<{ lead: { email: string; clock_due_at: string; lead_id: string } }>(
        'service_role',
        `select private.due_moved_facts(d.lead_id) as lead from public.lead_deliveries d
          where d.kind = 'buyer_due_moved' and d.lead_table = 'rfq_clock_pauses'
            and d.lead_id = (select id from public.rfq_clock_pauses where lead_id = $1)`,
        [rfq],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.lead.lead_id).toBe(rfq);
      expect(rows[0]?.lead.email).toContain('@');
      const moved = Date.parse(rows[0]?.lead.clock_due_at ?? '') - Date.parse(before ?? '');
      expect(moved).toBeGreaterThanOrEqual(2 * 3_600_000 - 60_000);
    });
  });

  describe('a reason has at least 3 visible characters once every kind of space is trimmed', () => {
    const blank = '\n\n\t\u200b\u00a0\u3000\ufeff';
    it('for a pause, a pick by hand and a decline', async () => {
      const rfq = await as9100Rfq();
      expect(await outcome(admin("select public.pause_rfq_clock('oem_leads', $1, $2)", [rfq, blank]))).toBe('22023');
      expect(
        await outcome(admin("select public.pause_rfq_clock('oem_leads', $1, $2)", [rfq, `${blank}ab${blank}`])),
      ).toBe('22023');
      const supplier = await ownerVettedSupplier(db);
      expect(
        await outcome(shortlist('oem_leads', rfq, [{ supplier_id: supplier, hand_reason: `\u200b\u200bx\u2003` }])),
      ).toBe('22023');
      const sentRfq = await as9100Rfq();
      const [pick] = await ownerShortlist(db, 'oem_leads', sentRfq, 1);
      await send('oem_leads', sentRfq);
      expect(
        await outcome(admin("select public.record_supplier_answer($1, 'declined', $2)", [pick?.introductionId, blank])),
      ).toBe('23514');
      // Stored trimmed.
      await admin("select public.pause_rfq_clock('oem_leads', $1, $2)", [rfq, '\u200b  Waiting for the drawing\u3000']);
      expect(await column<string>('select reason as v from public.rfq_clock_pauses where lead_id = $1', [rfq])).toBe(
        'Waiting for the drawing',
      );
    });
  });

  describe('a certificate is verified as it was read', () => {
    it('a change of its expiry or number clears the verification', async () => {
      const supplier = await ownerSupplier(db);
      const expired = await ownerCertificate(db, supplier, { standard: 'as9100', expiresIn: -5 });
      await admin("update public.supplier_certificates set expires_on = '2030-01-31' where id = $1", [expired]);
      const held = async (id: string) =>
        column<boolean>(
          'select public.certificate_is_held(verified_at, expires_on) as v from public.supplier_certificates where id = $1',
          [id],
        );
      expect(await held(expired)).toBe(false);
      const other = await ownerCertificate(db, supplier, { standard: 'iso9001' });
      await admin("update public.supplier_certificates set certificate_number = 'Q-99' where id = $1", [other]);
      expect(await held(other)).toBe(false);
      // Read again, with both, it is verified in one step.
      await admin(
        "update public.supplier_certificates set expires_on = '2030-01-31', verified_at = now() where id = $1",
        [expired],
      );
      expect(await held(expired)).toBe(true);
    });

    it('verifying one without an expiry date is refused in words, not by a constraint’s name', async () => {
      const supplier = await ownerSupplier(db);
      const id = randomUUID();
      await db.query("insert into public.supplier_certificates (id, supplier_id, standard) values ($1, $2, 'as9100')", [
        id,
        supplier,
      ]);
      expect(
        await refusal(admin('update public.supplier_certificates set verified_at = now() where id = $1', [id])),
      ).toEqual({ code: '23514', message: "Give the certificate's expiry date to verify it" });
    });
  });

  describe('one lock for the shortlist and the sending', () => {
    it('the shortlist is final once the options were sent', async () => {
      const rfq = await as9100Rfq();
      const [pick] = await ownerShortlist(db, 'oem_leads', rfq, 1);
      await send('oem_leads', rfq);
      const another = await ownerVettedSupplier(db);
      expect(
        await refusal(shortlist('oem_leads', rfq, [{ supplier_id: another, hand_reason: 'One more option' }])),
      ).toEqual({ code: '23514', message: 'The options were sent: the shortlist is final' });
      expect(
        await column<string>('select supplier_id::text as v from public.introductions where lead_id = $1', [rfq]),
      ).toBe(pick?.supplierId);
    });
  });

  describe('what the buyer reads of a supplier', () => {
    it('is what it does and holds, never our counts of introductions or certificates’ dates', async () => {
      const rfq = await as9100Rfq();
      await ownerShortlist(db, 'oem_leads', rfq, 2);
      await send('oem_leads', rfq);
      // What the sender's claim puts in the buyer's email (supabase/tests/send-options.test.ts claims it).
      const { rows } = await as<{ options: { reasons: string[] }[] }>(
        'service_role',
        "select private.buyer_options_facts('oem_leads', $1) as options",
        [rfq],
      );
      const reasons = (rows[0]?.options ?? []).flatMap((option) => option.reasons);
      expect(reasons).toContain('AS9100 certified (certificate checked by Forgebridge)');
      for (const reason of reasons) expect(reason).not.toMatch(/introduction|expires|score|capacity|looking for work/i);
    });
  });
}
