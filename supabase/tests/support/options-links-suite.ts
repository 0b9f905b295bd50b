import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outcome } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { BUYER } from './brief-page-harness.ts';
import { optionsPageHarness } from './options-page-harness.ts';

/**
 * The buyer's options link as the database keeps it (docs/decisions/0037-buyer-options-page.md): a
 * token stored only as its hash, living 30 days, replaced by a new send, refused with one answer
 * for every bad token and counted against its address with the suppliers' links; it shows only its
 * own RFQ; erasure takes the links, choices and questions, and the chosen supplier's page with
 * them. The same cells run on PGlite (supabase/tests/options-links.test.ts) and on the real
 * PostgreSQL server (tests/pg/options-links.test.ts).
 */
export function describeOptionsLinks(open: () => Promise<MatrixDatabase>): void {
  const { db, as, page, fresh, tokenOf, hashOf, issueOptions, offered, briefed, noticeVersion, at } =
    optionsPageHarness(open);
  const INVALID = {
    code: 'options_link_invalid',
    message: 'This link is not valid or has expired. Ask Forgebridge for a new one.',
    details: null,
    hint: null,
  };

  describe('an options link', () => {
    it('is stored as its hash only, lives 30 days, and shows its own RFQ’s offered suppliers', async () => {
      const { rfq, picks, offeredIds, optionsToken } = await offered('oem_leads', { briefs: 4, yes: 3 });
      const stored = await db.query<{ row: string; days: number }>(
        `select to_jsonb(l)::text as row, round(extract(epoch from l.expires_at - l.issued_at) / 86400) as days
           from public.options_links l where l.lead_id = $1`,
        [rfq.id],
      );
      expect(stored.rows).toHaveLength(1);
      expect(at(stored.rows, 0).row).toContain(hashOf(optionsToken));
      expect(at(stored.rows, 0).row).not.toContain(optionsToken);
      expect(Number(at(stored.rows, 0).days)).toBe(30);

      const view = await page('open_options', [optionsToken]);
      expect(view.code).toBeUndefined();
      expect(view.reference).toMatch(/^FB-[0-9A-F]{4}-[0-9A-F]{4}$/);
      // The buyer's own files, by their own names: it is their page.
      expect(view.files).toEqual([expect.objectContaining({ n: 1, name: BUYER.file, size_bytes: 2048 })]);
      const options = view.options as Record<string, unknown>[];
      expect(options.map((o) => o.id)).toEqual(offeredIds);
      expect(options.map((o) => o.id)).not.toContain(at(picks, 3).introductionId);
      expect(at(options, 0)).toMatchObject({
        company_name: 'Shortlisted Shop 1 Ltd',
        stated: {
          lead_time: '2-4-weeks',
          minimum_order: 10,
          price: { amount: 1250.5, currency: 'GBP', basis: 'total' },
        },
        chosen_at: null,
      });
      expect((at(options, 0).certificates as unknown[]).length).toBe(7);
      expect(at(options, 0).last_visit).toMatch(/^\d{4}-\d{2}$/);
      // No internal score, rank, pick or count of our introductions reaches the buyer.
      const text = JSON.stringify(options);
      for (const internal of ['score', 'rank', 'picked_by', 'hand_reason', 'introductions', 'answer_note']) {
        expect(text, internal).not.toContain(internal);
      }
      await page('open_options', [optionsToken]);
      const opened = await db.query<{ opened: boolean }>(
        'select opened_at is not null as opened from public.options_links where lead_id = $1',
        [rfq.id],
      );
      expect(opened.rows).toEqual([{ opened: true }]);
    });

    it('is issued only once the options were sent; a new send revokes the old link, a reply’s joins the live one', async () => {
      const { rfq } = await briefed('consultation_requests', 1);
      expect(await outcome(issueOptions('consultation_requests', rfq.id, tokenOf()))).toBe('23514');
      const sent = await offered('consultation_requests', { briefs: 1, yes: 1 });
      const second = tokenOf();
      const replaced = await issueOptions('consultation_requests', sent.rfq.id, second);
      const joined = await issueOptions('consultation_requests', sent.rfq.id, tokenOf(), false);
      expect(at(joined.rows, 0).v).toEqual(at(replaced.rows, 0).v);
      expect(await page('open_options', [sent.optionsToken])).toEqual(INVALID);
      expect((await page('open_options', [second])).reference).toBeDefined();
      expect(
        await outcome(
          as('anon', 'select public.issue_options_link($1, $2, $3, true)', [
            'consultation_requests',
            sent.rfq.id,
            hashOf(tokenOf()),
          ]),
        ),
      ).toBe('42501');
    });

    it('is revoked at once by "Send the options again" (an admin’s only), whose email is queued afresh', async () => {
      const { rfq, optionsToken } = await offered('oem_leads', { briefs: 1, yes: 1 });
      await db.query(
        "update public.lead_deliveries set status = 'sent', attempts = 1 where lead_id = $1 and kind = 'buyer_options'",
        [rfq.id],
      );
      for (const caller of ['anon', 'viewer', 'admin_aal1'] as const) {
        expect(await outcome(as(caller, 'select public.resend_buyer_options($1, $2)', ['oem_leads', rfq.id]))).toBe(
          '42501',
        );
      }
      expect((await page('open_options', [optionsToken])).reference).toBeDefined();
      const revoked = await as<{ n: number }>('admin', 'select public.resend_buyer_options($1, $2) as n', [
        'oem_leads',
        rfq.id,
      ]);
      expect(at(revoked.rows, 0).n).toBe(1);
      expect(await page('open_options', [optionsToken])).toEqual(INVALID);
      const queued = await db.query<{ status: string; attempts: number }>(
        "select status, attempts from public.lead_deliveries where lead_id = $1 and kind = 'buyer_options'",
        [rfq.id],
      );
      expect(queued.rows).toEqual([{ status: 'pending', attempts: 0 }]);
      const fresh = tokenOf();
      await issueOptions('oem_leads', rfq.id, fresh);
      expect((await page('open_options', [fresh])).reference).toBeDefined();
      const unsent = await briefed('oem_leads', 1);
      expect(
        await outcome(as('admin', 'select public.resend_buyer_options($1, $2)', ['oem_leads', unsent.rfq.id])),
      ).toBe('23514');
    });

    it('gives a wrong, an expired and a closed RFQ’s token the same answer', async () => {
      const { rfq, optionsToken } = await offered('oem_leads', { briefs: 1, yes: 1 });
      const other = await offered('oem_leads', { briefs: 1, yes: 1 });
      await db.query(
        "update public.options_links set issued_at = now() - interval '31 days', expires_at = now() - interval '1 second' where lead_id = $1",
        [other.rfq.id],
      );
      for (const token of [tokenOf(), 'not a token', null, other.optionsToken]) {
        expect(await page('open_options', [token])).toEqual(INVALID);
        expect(await page('choose_options', [token, [randomUUID()], '2026-11-30'])).toEqual(INVALID);
        expect(await page('decline_options', [token, 'price', null])).toEqual(INVALID);
        expect(await page('ask_options_question', [token, 'Is this still open?'])).toEqual(INVALID);
      }
      expect((await page('open_options', [optionsToken])).reference).toBeDefined();
      await db.query("update public.oem_leads set status = 'won' where id = $1", [rfq.id]);
      expect(await page('open_options', [optionsToken])).toEqual(INVALID);
      // A supplier's brief token is not an options token, and the other way round.
      const briefedRfq = await briefed('oem_leads', 1);
      expect(await page('open_options', [at(briefedRfq.tokens, 0)])).toEqual(INVALID);
      expect((await page('open_brief', [optionsToken])).code).toBe('brief_link_invalid');
    });

    it('refuses an address after 20 bad tokens of either page, good ones too, and no other address', async () => {
      const { optionsToken } = await offered('oem_leads', { briefs: 1, yes: 1 });
      const address = fresh();
      for (let i = 0; i < 10; i += 1) await page('open_brief', [tokenOf()], address);
      for (let i = 0; i < 10; i += 1) await page('open_options', [tokenOf()], address);
      const limited = await page('open_options', [optionsToken], address);
      expect(limited.code).toBe('options_link_limited');
      expect(limited.message).toBe('Too many attempts from this address. Try again in 15 minutes.');
      expect((await page('open_options', [optionsToken], fresh())).reference).toBeDefined();
    });
  });

  describe('erasure', () => {
    it('takes the links, the choices and the questions, and the chosen supplier’s page no longer names anyone', async () => {
      const email = `erase-${randomUUID().slice(0, 8)}@buyer.example`;
      const { rfq, offeredIds, optionsToken, tokens } = await offered('oem_leads', { briefs: 2, yes: 2, email });
      const version = await noticeVersion(optionsToken);
      await page('choose_options', [optionsToken, [at(offeredIds, 0)], version]);
      await page('ask_options_question', [optionsToken, 'Can they anodise too?']);
      expect((await page('open_brief', [at(tokens, 0)])).buyer).toMatchObject({ email });

      const ids = await db.query<{ id: string }>(
        `select id from public.buyer_choices where lead_id = $1
         union all select id from public.buyer_questions where lead_id = $1
         union all select id from public.introductions where lead_id = $1`,
        [rfq.id],
      );
      const erased = await as<{ v: { leads: number } }>('admin', 'select public.erase_leads_by_email($1) as v', [
        email,
      ]);
      expect(at(erased.rows, 0).v.leads).toBe(1);
      for (const table of ['options_links', 'buyer_choices', 'buyer_questions', 'introductions']) {
        const { rows } = await db.query<{ n: string }>(
          `select count(*)::text as n from public.${table} where lead_id = $1`,
          [rfq.id],
        );
        expect(at(rows, 0).n, table).toBe('0');
      }
      // The choice's alert, the question's alert and the introduction email go with them.
      expect(ids.rows).toHaveLength(4);
      const deliveries = await db.query<{ n: string }>(
        'select count(*)::text as n from public.lead_deliveries where lead_id = any($1::uuid[])',
        [ids.rows.map((r) => r.id)],
      );
      expect(at(deliveries.rows, 0).n).toBe('0');
      expect(await page('open_options', [optionsToken])).toEqual(INVALID);
      const chosenPage = await page('open_brief', [at(tokens, 0)]);
      expect(chosenPage.code).toBe('brief_link_invalid');
      expect(JSON.stringify(chosenPage)).not.toContain(email);
    });
  });
}
