import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLERS, outcome } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { ownerRfq, ownerShortlist, ownerVettedSupplier } from './rfq-options.ts';
import { at, briefPageHarness } from './brief-page-harness.ts';

/**
 * What a supplier says on its brief page, as the database keeps it
 * (docs/decisions/0036-supplier-brief-pages.md): an answer that closes when the buyer's options go,
 * questions and their replies, what sending a brief checks (a file looked at, a revisit not
 * overdue), and briefs and options as two sends with the clock stopping at the second. Reminders
 * are brief-reminders-suite.ts.
 * The same cells run on PGlite (supabase/tests/brief-answers.test.ts) and on the real PostgreSQL
 * server (tests/pg/brief-answers.test.ts).
 */
export function describeBriefAnswers(open: () => Promise<MatrixDatabase>): void {
  const { db, as, page, briefed, interested } = briefPageHarness(open);
  describe('the answer', () => {
    it('is stored as stated, can change until the buyer’s options go, then is refused', async () => {
      const { rfq, picks, tokens } = await briefed('oem_leads', 2);
      const [yes, no] = tokens;
      const first = await page('answer_brief', [yes, JSON.stringify(interested())]);
      expect(first.answer).toMatchObject({
        answer: 'interested',
        via: 'page',
        lead_time: '2-4-weeks',
        price: { amount: 1250.5, currency: 'GBP', basis: 'total' },
        minimum_order: 10,
        note: 'We run this alloy weekly',
      });
      const declined = await page('answer_brief', [no, JSON.stringify({ answer: 'declined', reason: 'no_capacity' })]);
      expect(declined.answer).toMatchObject({ answer: 'declined', reason: 'no_capacity' });
      const changed = await page('answer_brief', [
        yes,
        JSON.stringify(interested({ lead_time: 'under-2-weeks', price: null })),
      ]);
      expect(changed.answer).toMatchObject({ lead_time: 'under-2-weeks' });
      expect((changed.answer as Record<string, unknown>).price).toBeUndefined();

      await as('admin', 'select public.send_buyer_options($1, $2, $3)', [
        'oem_leads',
        rfq.id,
        [at(picks, 0).introductionId],
      ]);
      expect(await outcome(page('answer_brief', [no, JSON.stringify(interested())]))).toBe('23514');
      const after = await page('open_brief', [yes]);
      expect(after.open).toBe(false);
      const stored = await db.query<{ answer: string; decline_reason: string | null; answer_reason: string | null }>(
        'select answer, decline_reason, answer_reason from public.introductions where id = $1',
        [at(picks, 1).introductionId],
      );
      expect(stored.rows[0]).toEqual({
        answer: 'declined',
        decline_reason: 'no_capacity',
        answer_reason: 'No capacity',
      });
    });

    it('keeps the first answer’s time through a later edit, so an on-time supplier stays on time', async () => {
      const { picks, tokens } = await briefed('oem_leads', 1);
      const { introductionId, supplierId } = at(picks, 0);
      // Sent 59 hours ago and answered 10 hours after, on its page; edited just now.
      await db.query(
        `update public.introductions
            set sent_at = now() - interval '59 hours', answer = 'interested', answered_at = now() - interval '49 hours',
                answered_by = 'supplier', answer_via = 'page', lead_time = '2-4-weeks', earliest_start = current_date
          where id = $1`,
        [introductionId],
      );
      const edited = await page('answer_brief', [
        at(tokens, 0),
        JSON.stringify(interested({ lead_time: '4-8-weeks' })),
      ]);
      expect(edited.code).toBeUndefined();
      const responsiveness = await as<{ briefs: number; answered_in_time: number; median_hours: string }>(
        'admin',
        'select * from public.supplier_responsiveness($1)',
        [supplierId],
      );
      expect(responsiveness.rows).toEqual([{ briefs: 1, answered_in_time: 1, median_hours: '10.0' }]);
      const times = await db.query<{ first: number; latest: number }>(
        `select round(extract(epoch from first_answered_at - sent_at) / 3600)::integer as first,
                round(extract(epoch from answered_at - sent_at) / 3600)::integer as latest
           from public.introductions where id = $1`,
        [introductionId],
      );
      expect(times.rows).toEqual([{ first: 10, latest: 59 }]);
    });

    it('answers bad input with a clear refusal', async () => {
      const { tokens } = await briefed('oem_leads', 1);
      const [token] = tokens;
      const bad = [
        { answer: 'maybe' },
        interested({ lead_time: 'soon' }),
        interested({ earliest_start: '2020-01-01' }),
        interested({ earliest_start: 'tomorrow' }),
        interested({ price: { amount: -1, currency: 'GBP', basis: 'total' } }),
        interested({ price: { amount: 10, currency: 'USD', basis: 'total' } }),
        // Checked as stored, at 2 places: 0.00 and 100,000,000.00 are out of range.
        interested({ price: { amount: 0.004, currency: 'GBP', basis: 'total' } }),
        interested({ price: { amount: 99999999.996, currency: 'GBP', basis: 'total' } }),
        interested({ minimum_order: 2.5 }),
        { answer: 'declined', reason: 'other' },
        { answer: 'declined', reason: 'other', words: ' \t ' },
        { answer: 'declined', reason: 'bored' },
      ];
      for (const answer of bad) {
        expect(await outcome(page('answer_brief', [token, JSON.stringify(answer)])), JSON.stringify(answer)).toBe(
          '22023',
        );
      }
      expect(await outcome(page('answer_brief', [token, 'null']))).toBe('22023');
      const tiny = JSON.stringify(interested({ price: { amount: 0.004, currency: 'GBP', basis: 'total' } }));
      await expect(page('answer_brief', [token, tiny])).rejects.toThrow(/an amount above 0 in GBP or EUR/);
      expect((await page('open_brief', [token])).answer).toBeNull();
    });

    it('is recorded by the team as taken by phone, by an admin at aal2 only', async () => {
      const { picks } = await briefed('consultation_requests', 1);
      const id = at(picks, 0).introductionId;
      for (const caller of ['anon', 'viewer', 'admin_aal1', 'service_role'] as const) {
        expect(
          await outcome(as(caller, 'select public.record_phone_answer($1, $2)', [id, JSON.stringify(interested())])),
          caller,
        ).toBe('42501');
      }
      await as('admin', 'select public.record_phone_answer($1, $2)', [id, JSON.stringify(interested())]);
      const { rows } = await db.query<{ answer_via: string; answered_by: string }>(
        'select answer_via, answered_by from public.introductions where id = $1',
        [id],
      );
      expect(rows[0]?.answer_via).toBe('phone');
      // Who took the call: the admin's address, or its id where the token carries none.
      const admin = CALLERS.admin as { email?: string; sub: string };
      expect(rows[0]?.answered_by).toBe(admin.email ?? admin.sub);
    });
  });

  describe('a question', () => {
    it('reaches the desk and the team, and its reply goes to the supplier once', async () => {
      const { picks, tokens } = await briefed('oem_leads', 1);
      const id = at(picks, 0).introductionId;
      expect(await outcome(page('ask_brief_question', [tokens[0], '\u00a0\u00a0?']))).toBe('22023');
      const asked = await page('ask_brief_question', [tokens[0], 'Is the thread M6 or M8 on face B?']);
      expect(asked.questions).toEqual([
        expect.objectContaining({ text: 'Is the thread M6 or M8 on face B?', reply: null }),
      ]);
      const question = await db.query<{ id: string }>(
        'select id from public.introduction_questions where introduction_id = $1',
        [id],
      );
      const questionId = at(question.rows, 0).id;
      expect(await outcome(as('anon', 'select public.reply_brief_question($1, $2)', [questionId, 'M6']))).toBe('42501');
      await as('admin', 'select public.reply_brief_question($1, $2)', [questionId, 'M6, 12 mm deep']);
      expect(
        await outcome(as('admin', 'select public.reply_brief_question($1, $2)', [questionId, 'M8 after all'])),
      ).toBe('23514');
      const deliveries = await db.query<{ kind: string }>(
        "select kind from public.lead_deliveries where lead_table = 'introduction_questions' and lead_id = $1 order by kind",
        [questionId],
      );
      expect(deliveries.rows.map((r) => r.kind)).toEqual(['brief_question', 'brief_reply']);
      const view = await page('open_brief', [tokens[0]]);
      expect(view.questions).toEqual([expect.objectContaining({ reply: 'M6, 12 mm deep' })]);
    });
  });

  describe('two sends', () => {
    it('briefs leave the clock running; more suppliers can be briefed while the team waits', async () => {
      const { rfq, picks } = await briefed('oem_leads', 2);
      const clock = await db.query<{ options_sent_at: Date | null }>(
        'select options_sent_at from public.oem_leads where id = $1',
        [rfq.id],
      );
      expect(clock.rows[0]?.options_sent_at).toBeNull();
      expect(await outcome(as('admin', 'select public.send_briefs($1, $2)', ['oem_leads', rfq.id]))).toBe('23514');
      // A replacement after a decline: only it is sent a brief.
      const replacement = await ownerVettedSupplier(db, { company_name: 'Replacement Works Ltd' });
      await as('admin', 'select * from public.set_shortlist($1, $2, $3)', [
        'oem_leads',
        rfq.id,
        JSON.stringify([{ supplier_id: replacement, hand_reason: 'Replacement after a decline' }]),
      ]);
      expect(
        (await as<{ n: number }>('admin', 'select public.send_briefs($1, $2) as n', ['oem_leads', rfq.id])).rows[0]?.n,
      ).toBe(1);
      const sent = await db.query<{ kind: string; n: string }>(
        'select kind, count(*)::text as n from public.introduction_events e join public.introductions i on i.id = e.introduction_id where i.lead_id = $1 group by kind',
        [rfq.id],
      );
      expect(sent.rows).toEqual([{ kind: 'sent', n: '3' }]);
      expect(picks).toHaveLength(2);
    });

    it('offers the buyer only suppliers that said yes, at most 3, and stops the clock then', async () => {
      const { rfq, picks, tokens } = await briefed('oem_leads', 3);
      const ids = picks.map((p) => p.introductionId);
      const send = (chosen: string[]) =>
        as('admin', 'select public.send_buyer_options($1, $2, $3)', ['oem_leads', rfq.id, chosen]);
      expect(await outcome(send([at(ids, 0)]))).toBe('23514');
      await page('answer_brief', [tokens[0], JSON.stringify(interested())]);
      await page('answer_brief', [tokens[1], JSON.stringify({ answer: 'declined', reason: 'deadline' })]);
      expect(await outcome(send([at(ids, 0), at(ids, 1)]))).toBe('23514');
      expect(await outcome(send([]))).toBe('22023');
      expect(await outcome(send([at(ids, 0), at(ids, 0)]))).toBe('22023');
      expect(
        await outcome(as('viewer', 'select public.send_buyer_options($1, $2, $3)', ['oem_leads', rfq.id, [ids[0]]])),
      ).toBe('42501');
      // The desk previews what the buyer will read of each; sending writes exactly that.
      const preview = await as<{ introduction_id: string; reasons: string[] }>(
        'admin',
        'select * from public.buyer_reasons_preview($1, $2)',
        ['oem_leads', rfq.id],
      );
      expect(preview.rows.map((r) => r.introduction_id)).toEqual(ids);
      expect(
        await outcome(as('anon', 'select * from public.buyer_reasons_preview($1, $2)', ['oem_leads', rfq.id])),
      ).toBe('42501');
      await send([at(ids, 0)]);
      const written = await db.query<{ buyer_reasons: string[] }>(
        'select buyer_reasons from public.introductions where id = $1',
        [at(ids, 0)],
      );
      expect(written.rows[0]?.buyer_reasons).toEqual(at(preview.rows, 0).reasons);
      expect(at(preview.rows, 0).reasons.length).toBeGreaterThan(0);
      const { rows } = await db.query<{ options_sent_at: Date | null; offered: string }>(
        `select l.options_sent_at, (select count(*)::text from public.introductions i where i.lead_id = l.id and i.offered_at is not null) as offered
           from public.oem_leads l where l.id = $1`,
        [rfq.id],
      );
      expect(rows[0]?.options_sent_at).not.toBeNull();
      expect(rows[0]?.offered).toBe('1');
      // What the buyer's email is composed from (claim_lead_deliveries adds it to the claim).
      const facts = await as<{ options: Record<string, unknown>[] }>(
        'service_role',
        "select private.buyer_options_facts('oem_leads', $1) as options",
        [rfq.id],
      );
      const options = facts.rows[0]?.options;
      expect(options).toEqual([
        expect.objectContaining({
          lead_time: '2-4-weeks',
          price: { amount: 1250.5, currency: 'GBP', basis: 'total' },
          minimum_order: 10,
        }),
      ]);
      expect(await outcome(send([at(ids, 0)]))).toBe('23514');
    });
  });

  describe('what sending briefs checks', () => {
    it('waits for the team to confirm it opened a drawing that stripping cannot make certain, and records who did', async () => {
      const rfq = await ownerRfq(db, 'oem_leads', {
        attachments: [
          {
            name: 'drawing.pdf',
            size: 4096,
            type: 'application/pdf',
            path: `oem_leads/${randomUUID()}/01-drawing.pdf`,
          },
        ],
      });
      const [pick] = await ownerShortlist(db, 'oem_leads', rfq.id, 1);
      const sendBriefs = (checked: boolean) =>
        as('admin', 'select public.send_briefs($1, $2, $3, $4)', ['oem_leads', rfq.id, '{}', checked]);
      expect(await outcome(sendBriefs(false))).toBe('23514');
      await sendBriefs(true);
      const { rows } = await db.query<{ files_checked_by: string | null; files_checked_at: Date | null }>(
        'select files_checked_by, files_checked_at from public.introductions where id = $1',
        [pick?.introductionId],
      );
      const admin = CALLERS.admin as { email?: string; sub: string };
      expect(rows[0]?.files_checked_by).toBe(admin.email ?? admin.sub);
      expect(rows[0]?.files_checked_at).not.toBeNull();
    });

    it('refuses a supplier whose revisit fell due after it was shortlisted, naming it and why', async () => {
      const rfq = await ownerRfq(db, 'oem_leads');
      const [pick] = await ownerShortlist(db, 'oem_leads', rfq.id, 1, { company_name: 'Lapsed Revisit Ltd' });
      await db.query('update public.supplier_visits set next_revisit_due = current_date - 1 where supplier_id = $1', [
        pick?.supplierId,
      ]);
      const refused = await as('admin', 'select public.send_briefs($1, $2, $3, true)', [
        'oem_leads',
        rfq.id,
        '{}',
      ]).then(
        () => '',
        (error: { code?: string; message?: string }) => `${error.code ?? ''} ${error.message ?? ''}`,
      );
      expect(refused).toMatch(/^23514 .*Lapsed Revisit Ltd: .*[Rr]evisit/);
    });
  });
}
