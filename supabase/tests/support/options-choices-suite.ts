import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../src/shared/legal/consent.ts';
import { outcome } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { BUYER } from './brief-page-harness.ts';
import { optionsPageHarness } from './options-page-harness.ts';

/**
 * What the buyer does on the options page, as the database allows it
 * (docs/decisions/0037-buyer-options-page.md): a choice only of a supplier offered for this RFQ,
 * which said yes, with consent recorded under the notice's version; identity released to a chosen
 * supplier only; "none fits" with a reason, which leaves the clock stopped; questions and the
 * team's reply; and the figures made from them. A supplier we no longer vouch for:
 * options-vouching-suite.ts. The same cells run on PGlite
 * (supabase/tests/options-choices.test.ts) and on the real PostgreSQL server
 * (tests/pg/options-choices.test.ts).
 */
export function describeOptionsChoices(open: () => Promise<MatrixDatabase>): void {
  const { db, as, page, offered, noticeVersion, at } = optionsPageHarness(open);
  const count = async (sql: string, params: unknown[]) =>
    Number(at((await db.query<{ n: string }>(`select count(*)::text as n ${sql}`, params)).rows, 0).n);

  describe('the buyer’s choice', () => {
    it('is refused outside the RFQ’s options, for a supplier that did not say yes, and under an old notice', async () => {
      const { rfq, picks, offeredIds, optionsToken } = await offered('oem_leads', { briefs: 3, yes: 2 });
      const other = await offered('oem_leads', { briefs: 1, yes: 1 });
      const version = await noticeVersion(optionsToken);
      const declined = at(picks, 2).introductionId;
      expect(await outcome(page('choose_options', [optionsToken, [declined], version]))).toBe('23514');
      expect(await outcome(page('choose_options', [optionsToken, [at(other.offeredIds, 0)], version]))).toBe('23514');
      expect(await outcome(page('choose_options', [optionsToken, [at(offeredIds, 0), declined], version]))).toBe(
        '23514',
      );
      expect(await outcome(page('choose_options', [optionsToken, [], version]))).toBe('22023');
      expect(
        await outcome(page('choose_options', [optionsToken, [at(offeredIds, 0), at(offeredIds, 0)], version])),
      ).toBe('22023');
      expect(await outcome(page('choose_options', [optionsToken, [at(offeredIds, 0)], '2026-11-22']))).toBe('23514');
      expect(await count('from public.buyer_choices where lead_id = $1', [rfq.id])).toBe(0);
      expect(await count('from public.introductions where lead_id = $1 and chosen_at is not null', [rfq.id])).toBe(0);
    });

    it('records the consent with the notice’s version, queues one introduction per supplier and one alert per choice', async () => {
      const { rfq, offeredIds, optionsToken } = await offered('oem_leads', { briefs: 3, yes: 3 });
      const version = await noticeVersion(optionsToken);
      expect(version).toBe(CONSENT_VERSION);
      const view = await page('choose_options', [optionsToken, [at(offeredIds, 1), at(offeredIds, 0)], version]);
      const chosen = (view.options as { id: string; chosen_at: string | null }[]).filter((o) => o.chosen_at);
      expect(chosen.map((o) => o.id)).toEqual([at(offeredIds, 0), at(offeredIds, 1)]);
      const choices = await db.query<{ kind: string; ids: string[]; consent_version: string }>(
        'select kind, introduction_ids::text[] as ids, consent_version from public.buyer_choices where lead_id = $1',
        [rfq.id],
      );
      expect(choices.rows).toEqual([
        { kind: 'introduce', ids: [at(offeredIds, 0), at(offeredIds, 1)], consent_version: version },
      ]);
      expect(
        await count("from public.lead_deliveries where kind = 'introduction' and lead_id = any($1::uuid[])", [
          offeredIds,
        ]),
      ).toBe(2);
      expect(await count('from public.oem_leads where id = $1 and introduced_at is not null', [rfq.id])).toBe(1);

      // A second click sends nothing twice; a third supplier can be added later, never one taken back.
      await page('choose_options', [optionsToken, [at(offeredIds, 0)], version]);
      expect(await count('from public.buyer_choices where lead_id = $1', [rfq.id])).toBe(1);
      await page('choose_options', [optionsToken, [at(offeredIds, 2)], version]);
      expect(
        await count(
          "from public.lead_deliveries where kind = 'buyer_choice' and lead_id in (select id from public.buyer_choices where lead_id = $1)",
          [rfq.id],
        ),
      ).toBe(2);
      expect(await count('from public.introductions where lead_id = $1 and chosen_at is not null', [rfq.id])).toBe(3);
      expect(
        await outcome(as('anon', 'update public.introductions set chosen_at = null where lead_id = $1', [rfq.id])),
      ).toBe('42501');
    });

    it('releases who the buyer is to a chosen supplier’s page only, and keeps that page open 30 days', async () => {
      const { rfq, offeredIds, optionsToken, tokens } = await offered('oem_leads', { briefs: 3, yes: 3 });
      const before = JSON.stringify(await page('open_brief', [at(tokens, 0)]));
      for (const identity of [BUYER.email, BUYER.company, BUYER.phone, String(rfq.row.contact_person)]) {
        expect(before, identity).not.toContain(identity);
      }
      await page('choose_options', [optionsToken, [at(offeredIds, 0)], await noticeVersion(optionsToken)]);
      const chosen = await page('open_brief', [at(tokens, 0)]);
      expect(chosen.buyer).toMatchObject({
        name: rfq.row.contact_person,
        company: BUYER.company,
        email: BUYER.email,
        phone: BUYER.phone,
      });
      for (const token of [at(tokens, 1), at(tokens, 2)]) {
        const other = await page('open_brief', [token]);
        expect(other.buyer).toBeNull();
        const text = JSON.stringify(other);
        for (const identity of [BUYER.email, BUYER.company, BUYER.phone, BUYER.file, String(rfq.row.contact_person)]) {
          expect(text, identity).not.toContain(identity);
        }
      }
      const days = await db.query<{ days: string }>(
        `select round(extract(epoch from max(expires_at) - now()) / 86400)::text as days
           from public.brief_links where introduction_id = $1 and revoked_at is null`,
        [at(offeredIds, 0)],
      );
      expect(at(days.rows, 0).days).toBe('30');
    });
  });

  describe('none of these fit', () => {
    it('needs a reason (and words for "other"), alerts the team once, and leaves the clock stopped', async () => {
      const { rfq, optionsToken } = await offered('consultation_requests', { briefs: 2, yes: 2 });
      expect(await outcome(page('decline_options', [optionsToken, 'cheaper', null]))).toBe('22023');
      expect(await outcome(page('decline_options', [optionsToken, 'other', '  ']))).toBe('22023');
      const view = await page('decline_options', [optionsToken, 'lead_time', 'We need them in 10 days']);
      expect(view.none_fit).toMatchObject({ reason: 'lead_time', words: 'We need them in 10 days' });
      await page('decline_options', [optionsToken, 'price', null]);
      const said = await db.query<{ id: string; none_fit_reason: string }>(
        'select id, none_fit_reason from public.buyer_choices where lead_id = $1',
        [rfq.id],
      );
      expect(said.rows.map((r) => r.none_fit_reason)).toEqual(['lead_time']);
      expect(
        await count("from public.lead_deliveries where kind = 'buyer_choice' and lead_id = $1", [at(said.rows, 0).id]),
      ).toBe(1);
      const clock = await db.query<{ state: string }>(
        `select public.rfq_clock_state(clock_due_at, clock_paused_at, options_sent_at, clock_closed_at) as state
           from public.consultation_requests where id = $1`,
        [rfq.id],
      );
      expect(clock.rows).toEqual([{ state: 'sent' }]);
    });

    it('is refused once the buyer asked to meet a supplier', async () => {
      const { offeredIds, optionsToken } = await offered('oem_leads', { briefs: 1, yes: 1 });
      await page('choose_options', [optionsToken, [at(offeredIds, 0)], await noticeVersion(optionsToken)]);
      expect(await outcome(page('decline_options', [optionsToken, 'price', null]))).toBe('23514');
    });
  });

  describe('questions and figures', () => {
    it('takes a question to the team, whose reply (an admin’s only) goes back to the buyer', async () => {
      const { rfq, optionsToken } = await offered('oem_leads', { briefs: 1, yes: 1 });
      expect(await outcome(page('ask_options_question', [optionsToken, ' ?']))).toBe('22023');
      const view = await page('ask_options_question', [optionsToken, 'Can the second shop do the anodising?']);
      expect(view.questions).toEqual([
        expect.objectContaining({ text: 'Can the second shop do the anodising?', reply: null }),
      ]);
      const question = at(
        (await db.query<{ id: string }>('select id from public.buyer_questions where lead_id = $1', [rfq.id])).rows,
        0,
      );
      expect(
        await count("from public.lead_deliveries where kind = 'buyer_question' and lead_id = $1", [question.id]),
      ).toBe(1);
      for (const caller of ['anon', 'viewer', 'admin_aal1'] as const) {
        expect(
          await outcome(as(caller, 'select public.reply_options_question($1, $2)', [question.id, 'Yes, in house'])),
        ).toBe('42501');
      }
      await as('admin', 'select public.reply_options_question($1, $2)', [question.id, 'Yes, they anodise in house']);
      expect(
        await count("from public.lead_deliveries where kind = 'buyer_reply' and lead_id = $1", [question.id]),
      ).toBe(1);
      expect(((await page('open_options', [optionsToken])).questions as { reply: string }[])[0]?.reply).toBe(
        'Yes, they anodise in house',
      );
    });

    it('counts precision@3 from decided RFQs, states how many, and gives no rate made from nothing', async () => {
      const figures = async () =>
        at((await as<{ v: Record<string, unknown> }>('admin', 'select public.choice_figures(12) as v')).rows, 0).v;
      const before = await figures();
      const { offeredIds, optionsToken } = await offered('oem_leads', { briefs: 3, yes: 3 });
      const waiting = await figures();
      expect(waiting.rfqs).toBe(before.rfqs);
      expect(Number(waiting.waiting)).toBe(Number(before.waiting) + 1);
      await page('choose_options', [optionsToken, [at(offeredIds, 0)], await noticeVersion(optionsToken)]);
      const after = await figures();
      expect(Number(after.rfqs)).toBe(Number(before.rfqs) + 1);
      expect(Number(after.offered)).toBe(Number(before.offered) + 3);
      expect(Number(after.chosen)).toBe(Number(before.chosen) + 1);
      expect(Number(after.introduced_rfqs)).toBe(Number(before.introduced_rfqs) + 1);
      expect(after.precision_at_3).toBe(Math.round((Number(after.chosen) / Number(after.offered)) * 10_000) / 10_000);
      expect(await outcome(as('admin_aal1', 'select public.choice_figures(12)'))).toBe('42501');
      // Every test's RFQ is this week's: the 11 weeks before have no RFQ, and no rate.
      const weeks = after.weeks as { rfqs: number; offered: number; precision_at_3: number | null }[];
      expect(weeks).toHaveLength(12);
      expect(weeks.slice(0, 11)).toEqual(
        Array.from({ length: 11 }, () => expect.objectContaining({ rfqs: 0, offered: 0, precision_at_3: null })),
      );
    });
  });
}
