import { describe, expect, it } from 'vitest';
import { outcome } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { ownerRfq, ownerShortlist } from './rfq-options.ts';
import { at, BUYER, briefPageHarness, type View } from './brief-page-harness.ts';
/**
 * A supplier's private link as the database keeps it (docs/decisions/0036-supplier-brief-pages.md):
 * a token stored only as its hash, that expires, is revoked and is replaced by "Send again"; every
 * bad token gets one answer and counts against its address; the drawings wait for the terms; links,
 * trail and questions go with the RFQ. The
 * same cells run on PGlite (supabase/tests/brief-links.test.ts) and on the real PostgreSQL server
 * (tests/pg/brief-links.test.ts).
 */
/** Text a buyer typed into an RFQ: it can name them, so no supplier's page may carry it. */
const TYPED = `ask Jane Doe at ${BUYER.company}, ${BUYER.phone}`;

export function describeBriefLinks(open: () => Promise<MatrixDatabase>): void {
  const { db, as, page, fresh, tokenOf, hashOf, issue, briefed, interested } = briefPageHarness(open);
  describe('a private link', () => {
    it('is stored as its hash only, and opens its own brief with nothing that names the buyer', async () => {
      const { picks, tokens } = await briefed();
      const [token] = tokens;
      const stored = await db.query<{ row: string }>(
        'select to_jsonb(l)::text as row from public.brief_links l where l.introduction_id = $1',
        [picks[0]?.introductionId],
      );
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0]?.row).toContain(hashOf(String(token)));
      expect(stored.rows[0]?.row).not.toContain(String(token));

      const view = await page('open_brief', [token]);
      expect(view.code).toBeUndefined();
      expect(view.reference).toMatch(/^FB-[0-9A-F]{4}-[0-9A-F]{4}$/);
      expect(view.files).toEqual([
        expect.objectContaining({ n: 1, extension: 'step', size_bytes: 2048, available: false }),
      ]);
      const text = JSON.stringify(view);
      for (const identity of [BUYER.email, BUYER.company, BUYER.file, 'ACME', 'oem_leads/', 'briefs/']) {
        expect(text, identity).not.toContain(identity);
      }
      // The first opening is on the trail once.
      await page('open_brief', [token]);
      const trail = await db.query<{ kind: string }>(
        "select kind from public.introduction_events where introduction_id = $1 and kind = 'opened'",
        [picks[0]?.introductionId],
      );
      expect(trail.rows).toHaveLength(1);
    });

    it.each([
      [
        'oem_leads',
        {
          material_types: `titanium, other, ${TYPED}`,
          quality_standards: `as9100, other, ${TYPED}`,
        },
        { material_types: 'titanium, other', quality_standards: 'as9100, other' },
      ],
      [
        'consultation_requests',
        { tolerance: TYPED, job_types: ['milling'], materials: ['aluminum'] },
        { job_types: ['milling'], materials: ['aluminum'] },
      ],
    ] as const)(
      'carries no text the buyer typed in a %s brief, only the form’s answers',
      async (table, typed, kept) => {
        const { tokens } = await briefed(table, 1, BUYER.email, typed);
        const view = await page('open_brief', [tokens[0]]);
        expect(view.rfq).toMatchObject(kept);
        // A free-text column is left out altogether (the team's wording stands for it).
        for (const column of Object.keys(typed).filter((c) => !(c in kept))) {
          expect(view.rfq, column).not.toHaveProperty(column);
        }
        expect(JSON.stringify(view)).not.toContain('Jane Doe');
      },
    );

    it('gives a wrong, an expired, a revoked and a closed RFQ’s token the same answer', async () => {
      const { rfq, picks, tokens } = await briefed('consultation_requests');
      const [first, second, third] = tokens;
      await db.query(
        "update public.brief_links set expires_at = now() - interval '1 second', issued_at = now() - interval '8 days' where token_hash = $1",
        [hashOf(String(second))],
      );
      const revoked = await as<{ n: number }>('admin', 'select public.revoke_brief_links($1) as n', [
        picks[2]?.introductionId,
      ]);
      // One live link revoked, and the trail says so.
      expect(revoked.rows[0]?.n).toBe(1);
      const trail = await db.query<{ kind: string }>(
        "select kind from public.introduction_events where introduction_id = $1 and kind = 'link_revoked'",
        [picks[2]?.introductionId],
      );
      expect(trail.rows).toHaveLength(1);
      const answers = [
        await page('open_brief', [tokenOf()]),
        await page('open_brief', ['not a token']),
        await page('open_brief', [null]),
        await page('open_brief', [second]),
        await page('open_brief', [third]),
      ];
      for (const answer of answers) {
        expect(answer).toEqual({
          code: 'brief_link_invalid',
          message: 'This link is not valid or has expired. Ask Forgebridge for a new one.',
          details: null,
          hint: null,
        });
      }
      expect((await page('open_brief', [first])).reference).toBeDefined();
      await db.query("update public.consultation_requests set status = 'lost' where id = $1", [rfq.id]);
      expect((await page('open_brief', [first])).code).toBe('brief_link_invalid');
    });

    it('dies when the brief is sent again, and the new link opens the same brief', async () => {
      const { picks, tokens } = await briefed('oem_leads', 1);
      const [old] = tokens;
      const introductionId = at(picks, 0).introductionId;
      await as('admin', 'select public.resend_brief($1)', [introductionId]);
      expect((await page('open_brief', [old])).code).toBe('brief_link_invalid');
      const renewed = tokenOf();
      await issue(introductionId, renewed);
      expect((await page('open_brief', [renewed])).code).toBeUndefined();
      const queued = await db.query<{ status: string; attempts: number }>(
        "select status, attempts from public.lead_deliveries where lead_table = 'introductions' and lead_id = $1 and kind = 'supplier_brief'",
        [introductionId],
      );
      expect(queued.rows).toEqual([{ status: 'pending', attempts: 0 }]);
    });

    it('lets a reply’s link join the live one with the same expiry, and refuses one when none lives', async () => {
      const { picks, tokens } = await briefed('oem_leads', 1);
      const introductionId = at(picks, 0).introductionId;
      const extra = tokenOf();
      await issue(introductionId, extra, false);
      const expiries = await db.query<{ n: string }>(
        'select count(distinct expires_at)::text as n from public.brief_links where introduction_id = $1 and revoked_at is null',
        [introductionId],
      );
      expect(expiries.rows[0]?.n).toBe('1');
      expect((await page('open_brief', [tokens[0]])).code).toBeUndefined();
      expect((await page('open_brief', [extra])).code).toBeUndefined();
      await as('admin', 'select public.revoke_brief_links($1)', [introductionId]);
      expect(await outcome(issue(introductionId, tokenOf(), false))).toBe('23514');
    });

    it('stays revoked for the brief’s own email, retried or not yet sent; Send again issues a new one', async () => {
      const { picks } = await briefed('oem_leads', 1);
      const revoked = at(picks, 0).introductionId;
      await as('admin', 'select public.revoke_brief_links($1)', [revoked]);
      // The brief's email, retried after the revocation, finds no live link to join and may not start one.
      expect(await outcome(issue(revoked, tokenOf(), false))).toBe('23514');
      expect(await outcome(issue(revoked, tokenOf(), true))).toBe('23514');
      // Revoked before its email's first attempt: no link lives yet, and none is issued.
      const other = await ownerRfq(db, 'oem_leads');
      const unsent = at(await ownerShortlist(db, 'oem_leads', other.id, 1), 0).introductionId;
      await as('admin', 'select public.send_briefs($1, $2, $3, true)', ['oem_leads', other.id, '{}']);
      expect((await as<{ n: number }>('admin', 'select public.revoke_brief_links($1) as n', [unsent])).rows).toEqual([
        { n: 0 },
      ]);
      expect(await outcome(issue(unsent, tokenOf(), true))).toBe('23514');
      const live = await db.query<{ n: string }>(
        'select count(*)::text as n from public.brief_links where introduction_id = any($1) and revoked_at is null',
        [[revoked, unsent]],
      );
      expect(live.rows[0]?.n).toBe('0');
      // The team's Send again is what issues a new link.
      await as('admin', 'select public.resend_brief($1)', [revoked]);
      const renewed = tokenOf();
      await issue(revoked, renewed);
      expect((await page('open_brief', [renewed])).code).toBeUndefined();
    });

    it('is issued by the service only, and only for a brief that was sent', async () => {
      const rfq = await ownerRfq(db, 'oem_leads');
      const pick = at(await ownerShortlist(db, 'oem_leads', rfq.id, 1), 0);
      for (const caller of ['anon', 'viewer', 'admin'] as const) {
        expect(
          await outcome(
            as(caller, 'select public.issue_brief_link($1, $2, true)', [pick.introductionId, hashOf(tokenOf())]),
          ),
          caller,
        ).toBe('42501');
      }
      expect(await outcome(issue(pick.introductionId, tokenOf()))).toBe('23514');
      expect(
        await outcome(
          as('service_role', 'select public.issue_brief_link($1, $2, true)', [pick.introductionId, 'token-itself']),
        ),
      ).toBe('22023');
    });
  });

  describe('attempts per address', () => {
    it('refuses an address after 20 bad tokens, its good token too, and no other address', async () => {
      const { tokens } = await briefed('oem_leads', 1);
      const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 20; i += 1) {
        expect((await page('open_brief', [tokenOf()], address)).code).toBe('brief_link_invalid');
      }
      const limited = await page('open_brief', [tokens[0]], address);
      expect(limited).toMatchObject({
        code: 'brief_link_limited',
        message: 'Too many attempts from this address. Try again in 15 minutes.',
      });
      expect((await page('answer_brief', [tokens[0], JSON.stringify(interested())], address)).code).toBe(
        'brief_link_limited',
      );
      expect((await page('open_brief', [tokens[0]], fresh())).code).toBeUndefined();
      // The window passes.
      await db.query("update private.brief_link_failures set at = at - interval '16 minutes'");
      expect((await page('open_brief', [tokens[0]], address)).code).toBeUndefined();
    });

    it('counts a failure even though the call answers it: the function does not raise', async () => {
      const address = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      await page('open_brief', [tokenOf()], address);
      const { rows } = await db.query<{ n: string }>(
        'select count(*)::text as n from private.brief_link_failures where address_key = private.sha256_hex($1)',
        [address],
      );
      expect(rows[0]?.n).toBe('1');
    });
  });

  describe('the drawings wait for the terms', () => {
    it('gives no path before the terms are accepted, then the neutral copy’s, and records who accepted', async () => {
      const { picks, tokens } = await briefed('oem_leads', 1);
      const [token] = tokens;
      const introductionId = at(picks, 0).introductionId;
      const copy = `briefs/${introductionId}/drawing-1.step`;
      await db.query(
        "insert into storage.objects (bucket_id, name, metadata) values ('lead-attachments', $1, '{\"size\": 2048}')",
        [copy],
      );
      const file = () =>
        as<{ v: View }>('service_role', 'select public.brief_file($1, 1, $2) as v', [token, fresh()]).then(
          (r) => r.rows[0]?.v,
        );
      expect(await outcome(file())).toBe('23514');
      for (const caller of ['anon', 'viewer', 'admin'] as const) {
        expect(await outcome(as(caller, 'select public.brief_file($1, 1, $2)', [token, '1.2.3.4'])), caller).toBe(
          '42501',
        );
      }
      expect(await outcome(page('accept_brief_terms', [token, ' \u200b ', '2026-12-01']))).toBe('22023');
      expect(await outcome(page('accept_brief_terms', [token, 'Sam Turner', '2020-01-01']))).toBe('23514');
      const accepted = await page('accept_brief_terms', [token, '  Sam Turner ', '2026-12-01']);
      expect(accepted.terms).toMatchObject({ name: 'Sam Turner', accepted_version: '2026-12-01' });
      expect(await file()).toEqual({ path: copy, download_name: 'drawing-1.step' });
      expect(await outcome(as('service_role', 'select public.brief_file($1, 2, $2)', [token, '1.2.3.4']))).toBe(
        '22023',
      );
      const trail = await db.query<{ kind: string; detail: Record<string, unknown> }>(
        "select kind, detail from public.introduction_events where introduction_id = $1 and kind in ('terms_accepted', 'downloaded') order by id",
        [introductionId],
      );
      expect(trail.rows).toEqual([
        { kind: 'terms_accepted', detail: { name: 'Sam Turner', version: '2026-12-01' } },
        { kind: 'downloaded', detail: { file: 1 } },
      ]);
    });
  });

  describe('a supplier no longer vetted', () => {
    it('gets the invalid link’s answer for its page, terms, answers, questions and drawings, until vetted again', async () => {
      const { picks, tokens } = await briefed('oem_leads', 2);
      const [token, other] = [at(tokens, 0), at(tokens, 1)];
      const { introductionId, supplierId } = at(picks, 0);
      await db.query(
        "insert into storage.objects (bucket_id, name, metadata) values ('lead-attachments', $1, '{\"size\": 2048}')",
        [`briefs/${introductionId}/drawing-1.step`],
      );
      await page('accept_brief_terms', [token, 'Sam Turner', '2026-12-01']);
      const file = async () =>
        at(
          (await as<{ v: View }>('service_role', 'select public.brief_file($1, 1, $2) as v', [token, fresh()])).rows,
          0,
        ).v;
      expect((await file()).path).toBe(`briefs/${introductionId}/drawing-1.step`);
      const calls: [string, unknown[]][] = [
        ['open_brief', [token]],
        ['accept_brief_terms', [token, 'Sam Turner', '2026-12-01']],
        ['answer_brief', [token, JSON.stringify(interested())]],
        ['ask_brief_question', [token, 'Is the bore reamed?']],
      ];
      for (const status of ['lapsed', 'paused', 'rejected']) {
        await db.query(
          'update public.suppliers set status = $2, status_reason = case when $2 = $3 then $4 end where id = $1',
          [supplierId, status, 'rejected', 'Failed the audit'],
        );
        for (const [fn, args] of calls)
          expect((await page(fn, args)).code, `${status} ${fn}`).toBe('brief_link_invalid');
        expect((await file()).code, `${status} brief_file`).toBe('brief_link_invalid');
        expect((await page('open_brief', [other])).code, 'another supplier’s link').toBeUndefined();
      }
      const answered = await db.query<{ answer: string | null }>(
        'select answer from public.introductions where id = $1',
        [introductionId],
      );
      expect(answered.rows).toEqual([{ answer: null }]);
      await db.query("update public.suppliers set status = 'vetted' where id = $1", [supplierId]);
      expect((await page('open_brief', [token])).code).toBeUndefined();
      expect((await file()).path).toBe(`briefs/${introductionId}/drawing-1.step`);
    });
  });

  describe('what goes with the RFQ', () => {
    it('erasure takes the links, the trail and the questions with the introductions', async () => {
      const { rfq, picks, tokens } = await briefed('oem_leads', 1);
      await page('ask_brief_question', [tokens[0], 'Which finish on the bore?']);
      const question = await db.query<{ id: string }>(
        'select id from public.introduction_questions where introduction_id = $1',
        [at(picks, 0).introductionId],
      );
      await db.query('delete from public.oem_leads where id = $1', [rfq.id]);
      for (const table of ['brief_links', 'introduction_events', 'introduction_questions']) {
        const { rows } = await db.query<{ n: string }>(
          `select count(*)::text as n from public.${table} where introduction_id = $1`,
          [at(picks, 0).introductionId],
        );
        expect(rows[0]?.n, table).toBe('0');
      }
      const deliveries = await db.query<{ n: string }>(
        "select count(*)::text as n from public.lead_deliveries where lead_table = 'introduction_questions' and lead_id = $1",
        [at(question.rows, 0).id],
      );
      expect(deliveries.rows[0]?.n).toBe('0');
    });
  });
}
