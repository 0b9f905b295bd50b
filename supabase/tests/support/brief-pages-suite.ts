import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfqTable } from '../../../src/shared/leads/tables.ts';
import { runAs, type RequestHeaders } from '../../local/db/run-as.ts';
import { CALLERS, outcome, type Caller } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { ownerRfq, ownerShortlist, ownerVettedSupplier } from './rfq-options.ts';

/**
 * A supplier's private brief page as the database keeps it (docs/decisions/0036-supplier-brief-pages.md):
 * a link is a token stored only as its hash, that expires, is revoked, and is replaced by "Send
 * again"; every bad token gets one answer and counts against its address; the drawings wait for the
 * terms; an answer closes when the buyer's options go; briefs and options are two sends and the
 * clock stops at the second. The same cells run on PGlite (supabase/tests/brief-pages.test.ts) and
 * on the real PostgreSQL server (tests/pg/brief-pages.test.ts).
 */

/** What the page's functions return: the brief's view, or a refusal with its HTTP status's code. */
type View = Record<string, unknown> & { code?: string; message?: string };

const BUYER = {
  email: 'j.doe@acme-aero.example',
  company: 'ACME Aero Structures',
  file: 'ACME-Aero_PN4471_RevB.step',
};

/** Item i of a list the test just built, which is there. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

export function describeBriefPages(open: () => Promise<MatrixDatabase>): void {
  let db: MatrixDatabase;
  let addressHeader: string;
  beforeAll(async () => {
    db = await open();
    const { rows } = await db.query<{ header: string }>('select header from private.client_address_source');
    addressHeader = rows[0]?.header ?? 'x-forwarded-for';
  });
  afterAll(async () => {
    await db?.close();
  });

  const from = (address: string): RequestHeaders => ({ [addressHeader]: address });
  const fresh = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}, ${randomUUID()}`;
  const as = <T = Record<string, unknown>>(caller: Caller, sql: string, params: unknown[] = [], headers = {}) =>
    runAs(db, CALLERS[caller], (tx) => tx.query<T>(sql, params), headers);
  /** Calls a page function as a visitor from `address`; returns its JSON. */
  async function page(fn: string, args: unknown[], address = fresh()): Promise<View> {
    const list = args.map((_, i) => `$${i + 1}`).join(', ');
    const { rows } = await as<{ v: View }>('anon', `select public.${fn}(${list}) as v`, args, from(address));
    return rows[0]?.v ?? {};
  }
  const tokenOf = () => randomBytes(32).toString('base64url');
  const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
  const issue = (introductionId: string, token: string, replace = true) =>
    as<{ v: Date }>('service_role', 'select public.issue_brief_link($1, $2, $3) as v', [
      introductionId,
      hashOf(token),
      replace,
    ]);

  /** An RFQ from a named buyer, with a file named after them, shortlisted and briefed; each brief has a live link. */
  async function briefed(table: RfqTable = 'oem_leads', count = 3) {
    const rfq = await ownerRfq(db, table, {
      email: BUYER.email,
      company_name: BUYER.company,
      attachments: [
        {
          name: BUYER.file,
          size: 2048,
          type: 'model/step',
          path: `${table}/${randomUUID()}/01-${BUYER.file}`,
          measurements: { sizeMm: [40, 30, 12.5], volumeCm3: 9.1, areaCm2: 41.2 },
        },
      ],
    });
    const picks = await ownerShortlist(db, table, rfq.id, count);
    await as('admin', 'select public.send_briefs($1, $2, $3, true)', [table, rfq.id, '{}']);
    const tokens: string[] = [];
    for (const pick of picks) {
      const token = tokenOf();
      await issue(pick.introductionId, token);
      tokens.push(token);
    }
    return { rfq, picks, tokens };
  }
  const interested = (extra: Record<string, unknown> = {}) => ({
    answer: 'interested',
    lead_time: '2-4-weeks',
    earliest_start: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    price: { amount: 1250.5, currency: 'GBP', basis: 'total' },
    minimum_order: 10,
    note: 'We run this alloy weekly',
    ...extra,
  });

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

    it('gives a wrong, an expired, a revoked and a closed RFQ’s token the same answer', async () => {
      const { rfq, picks, tokens } = await briefed('consultation_requests');
      const [first, second, third] = tokens;
      await db.query(
        "update public.brief_links set expires_at = now() - interval '1 second', issued_at = now() - interval '8 days' where token_hash = $1",
        [hashOf(String(second))],
      );
      expect(await as('admin', 'select public.revoke_brief_links($1)', [picks[2]?.introductionId])).toBeTruthy();
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
      await send([at(ids, 0)]);
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

  describe('reminders', () => {
    it('remind a supplier with no answer 24 hours after its brief, once, and not one that answered', async () => {
      const { picks, tokens } = await briefed('oem_leads', 2);
      const ids = picks.map((p) => p.introductionId);
      await page('answer_brief', [tokens[1], JSON.stringify(interested())]);
      await db.transaction(async (tx) => {
        await tx.query("select set_config('forgebridge.rfq_job', 'on', true)");
        await tx.query("update public.introductions set sent_at = now() - interval '25 hours' where id = any($1)", [
          ids,
        ]);
      });
      await as('service_role', 'select public.queue_brief_reminders()');
      await as('service_role', 'select public.queue_brief_reminders()');
      const { rows } = await db.query<{ lead_id: string }>(
        "select lead_id from public.lead_deliveries where kind = 'brief_reminder' and lead_id = any($1)",
        [ids],
      );
      expect(rows.map((r) => r.lead_id)).toEqual([ids[0]]);
      for (const caller of ['anon', 'viewer', 'admin'] as const) {
        expect(await outcome(as(caller, 'select public.queue_brief_reminders()')), caller).toBe('42501');
      }
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
