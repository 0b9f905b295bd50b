import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MatrixDatabase } from './policy-matrix.ts';
import { BUYER } from './brief-page-harness.ts';
import { optionsPageHarness } from './options-page-harness.ts';

/**
 * A supplier we no longer vouch for, as the database holds it between the buyer's options and
 * its choice (docs/decisions/0037-buyer-options-page.md): one rejected, lapsed or missing a
 * certificate the RFQ requires cannot be chosen; an introduction still in the outbox when that
 * happens goes without the buyer, is shown as not made, and the team hears of it; a chosen
 * supplier's pages name the buyer only while its introduction is sent or on its way. The same
 * cells run on PGlite (supabase/tests/options-vouching.test.ts) and on the real PostgreSQL server
 * (tests/pg/options-vouching.test.ts).
 */
export function describeOptionsVouching(open: () => Promise<MatrixDatabase>): void {
  const { db, as, page, offered, noticeVersion, at } = optionsPageHarness(open);
  const count = async (sql: string, params: unknown[]) =>
    Number(at((await db.query<{ n: string }>(`select count(*)::text as n ${sql}`, params)).rows, 0).n);
  /** The outbox settles an introduction's email as its sender would: sent, or skipped and why. */
  const settle = async (introductionId: string, outcome: 'sent' | 'skipped', error?: string) => {
    const delivery = at(
      (
        await db.query<{ id: string }>(
          "update public.lead_deliveries set attempts = 1 where kind = 'introduction' and lead_id = $1 returning id",
          [introductionId],
        )
      ).rows,
      0,
    );
    await as('service_role', 'select public.settle_lead_delivery($1, 1, $2, $3)', [delivery.id, outcome, error]);
  };

  describe('a supplier we no longer vouch for', () => {
    type Option = { id: string; available: boolean; chosen_at: string | null };
    /** The refusal's code and words, from a choice of the first offered supplier. */
    async function refusal(optionsToken: string, introductionId: string) {
      const version = await noticeVersion(optionsToken);
      try {
        await page('choose_options', [optionsToken, [introductionId], version]);
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        return { code, message };
      }
      return { code: 'none', message: '' };
    }
    /** Nothing of the choice is recorded, and the page shows that supplier as no longer available. */
    async function nothingRecorded(rfqId: string, offeredIds: string[], optionsToken: string) {
      expect(await count('from public.buyer_choices where lead_id = $1', [rfqId])).toBe(0);
      expect(await count('from public.introductions where lead_id = $1 and chosen_at is not null', [rfqId])).toBe(0);
      expect(
        await count("from public.lead_deliveries where kind = 'introduction' and lead_id = any($1::uuid[])", [
          offeredIds,
        ]),
      ).toBe(0);
      const view = await page('open_options', [optionsToken]);
      expect((view.options as Option[]).map((o) => [o.id, o.available])).toEqual([
        [at(offeredIds, 0), false],
        [at(offeredIds, 1), true],
      ]);
      expect(JSON.stringify(view)).not.toMatch(/vetted|revisit|not held/i);
    }

    it('refuses to introduce a supplier the team rejected since it was offered, and the others stay open', async () => {
      const { rfq, picks, offeredIds, optionsToken } = await offered('oem_leads', { briefs: 2, yes: 2 });
      await db.query(
        "update public.suppliers set status = 'rejected', status_reason = 'Failed the audit' where id = $1",
        [at(picks, 0).supplierId],
      );
      expect(await refusal(optionsToken, at(offeredIds, 0))).toEqual({
        code: '23514',
        message: 'Shortlisted Shop 1 Ltd is no longer available. The team will be in touch.',
      });
      await nothingRecorded(rfq.id, offeredIds, optionsToken);
      const view = await page('choose_options', [optionsToken, [at(offeredIds, 1)], await noticeVersion(optionsToken)]);
      expect((view.options as Option[]).filter((o) => o.chosen_at).map((o) => o.id)).toEqual([at(offeredIds, 1)]);
    });

    it('refuses to introduce a supplier the nightly job lapsed since it was offered', async () => {
      const { rfq, picks, offeredIds, optionsToken } = await offered('consultation_requests', { briefs: 2, yes: 2 });
      await db.query('update public.supplier_visits set next_revisit_due = current_date - 1 where supplier_id = $1', [
        at(picks, 0).supplierId,
      ]);
      await as('service_role', 'select public.lapse_overdue_suppliers()');
      const status = await db.query<{ status: string }>('select status from public.suppliers where id = $1', [
        at(picks, 0).supplierId,
      ]);
      expect(status.rows).toEqual([{ status: 'lapsed' }]);
      expect((await refusal(optionsToken, at(offeredIds, 0))).code).toBe('23514');
      await nothingRecorded(rfq.id, offeredIds, optionsToken);
    });

    it('refuses to introduce a supplier whose certificate the RFQ requires has expired since it was offered', async () => {
      const { rfq, picks, offeredIds, optionsToken } = await offered('oem_leads', {
        briefs: 2,
        yes: 2,
        answers: { quality_standards: 'as9100' },
      });
      await db.query(
        "update public.supplier_certificates set expires_on = current_date - 1 where supplier_id = $1 and standard = 'as9100'",
        [at(picks, 0).supplierId],
      );
      expect((await refusal(optionsToken, at(offeredIds, 0))).code).toBe('23514');
      await nothingRecorded(rfq.id, offeredIds, optionsToken);
    });

    it('withholds the buyer from an introduction still in the outbox once its supplier lapsed', async () => {
      const { picks, offeredIds, optionsToken } = await offered('oem_leads', { briefs: 1, yes: 1 });
      await page('choose_options', [optionsToken, [at(offeredIds, 0)], await noticeVersion(optionsToken)]);
      const facts = async () =>
        at(
          (
            await as<{ v: Record<string, unknown> }>('service_role', 'select private.introduction_facts($1) as v', [
              at(offeredIds, 0),
            ])
          ).rows,
          0,
        ).v;
      expect((await facts()).buyer).toMatchObject({ email: BUYER.email });
      expect((await facts()).withheld).toBeNull();
      await db.query("update public.suppliers set status = 'lapsed' where id = $1", [at(picks, 0).supplierId]);
      const withheld = await facts();
      expect(withheld.buyer).toBeNull();
      expect(withheld.withheld).toBe('The supplier is no longer one we may introduce: Not vetted (lapsed)');
      for (const identity of [BUYER.email, BUYER.company, BUYER.phone]) {
        expect(JSON.stringify(withheld), identity).not.toContain(identity);
      }
    });

    it('shows the buyer an introduction the outbox withheld as not made, and one that went as sent', async () => {
      const { picks, offeredIds, optionsToken } = await offered('oem_leads', { briefs: 3, yes: 3 });
      const [kept, lapsed, missing] = [at(offeredIds, 0), at(offeredIds, 1), at(offeredIds, 2)];
      await page('choose_options', [optionsToken, [kept, lapsed, missing], await noticeVersion(optionsToken)]);
      type Shown = { id: string; introduction: string | null; introduced_at: string | null };
      const shown = async () =>
        ((await page('open_options', [optionsToken])).options as Shown[]).map((o) => [
          o.id,
          o.introduction,
          o.introduced_at === null ? null : 'at',
        ]);
      expect(await shown()).toEqual([
        [kept, 'sending', null],
        [lapsed, 'sending', null],
        [missing, 'sending', null],
      ]);
      // The outbox's outcomes, as the sender settles them: one sent; one skipped because its
      // supplier lapsed before it went; one skipped because the supplier has no address.
      await db.query("update public.suppliers set status = 'lapsed' where id = $1", [at(picks, 1).supplierId]);
      // Before the outbox reaches it, the lapsed supplier's introduction is already not one we make.
      expect((await shown())[1]).toEqual([lapsed, 'withheld', null]);
      const withheld = at(
        (await as<{ v: { withheld: string } }>('service_role', 'select private.introduction_facts($1) as v', [lapsed]))
          .rows,
        0,
      ).v.withheld;
      await settle(kept, 'sent');
      await settle(lapsed, 'skipped', withheld);
      await settle(missing, 'skipped', 'The supplier has no email address');
      // The page says the team will be in touch: the team hears of each one that did not go, once, with why.
      const alerted = async () =>
        (
          await db.query<{ lead_id: string }>(
            "select lead_id from public.lead_deliveries where kind = 'introduction_unsent' and lead_id = any($1::uuid[])",
            [[kept, lapsed, missing]],
          )
        ).rows
          .map((r) => r.lead_id)
          .sort();
      expect(await alerted()).toEqual([lapsed, missing].sort());
      type Unsent = { supplier: string; introduction: { status: string; reason: string } };
      const facts = async (id: string) =>
        at((await as<{ v: Unsent }>('service_role', 'select private.unsent_introduction_facts($1) as v', [id])).rows, 0)
          .v;
      expect((await facts(lapsed)).introduction).toEqual({ status: 'skipped', reason: withheld });
      expect((await facts(missing)).introduction).toEqual({
        status: 'skipped',
        reason: 'The supplier has no email address',
      });
      // Retried and skipped again, it is still one alert.
      await db.query(
        "update public.lead_deliveries set status = 'pending' where kind = 'introduction' and lead_id = $1",
        [missing],
      );
      await settle(missing, 'skipped', 'The supplier has no email address');
      expect(await alerted()).toEqual([lapsed, missing].sort());
      expect(await shown()).toEqual([
        [kept, 'sent', 'at'],
        [lapsed, 'withheld', null],
        [missing, 'not_sent', null],
      ]);
      // Vetted again, the lapsed supplier is still not introduced: the email never went.
      await db.query("update public.suppliers set status = 'vetted' where id = $1", [at(picks, 1).supplierId]);
      expect((await shown())[1]).toEqual([lapsed, 'not_sent', null]);
      // A sent introduction stands when its supplier lapses later.
      await db.query("update public.suppliers set status = 'lapsed' where id = $1", [at(picks, 0).supplierId]);
      expect((await shown())[0]).toEqual([kept, 'sent', 'at']);
      expect(JSON.stringify(await page('open_options', [optionsToken]))).not.toMatch(/vetted|lapsed|email address/i);
    });

    it('names the buyer on a chosen supplier’s pages only while its introduction is sent or on its way', async () => {
      const typed = 'ask Jane Doe in the ACME Aero heat-treat shop';
      const { rfq, picks, offeredIds, optionsToken, tokens } = await offered('oem_leads', {
        briefs: 3,
        yes: 3,
        answers: { quality_standards: `as9100, other, ${typed}` },
      });
      const [expired, skipped, sent] = [at(offeredIds, 0), at(offeredIds, 1), at(offeredIds, 2)];
      await page('choose_options', [optionsToken, [expired, skipped, sent], await noticeVersion(optionsToken)]);
      const identities = [BUYER.email, BUYER.company, BUYER.phone, BUYER.file, String(rfq.row.contact_person), typed];
      const buyer = { name: rfq.row.contact_person, company: BUYER.company, email: BUYER.email, phone: BUYER.phone };
      // Each chosen supplier's own page, through a link the sender issues.
      const supplierTokens: string[] = [];
      for (const pick of picks) {
        const token = randomBytes(32).toString('base64url');
        await as('service_role', 'select public.issue_supplier_link($1, $2, true)', [
          pick.supplierId,
          createHash('sha256').update(token, 'utf8').digest('hex'),
        ]);
        supplierTokens.push(token);
      }
      const chosenOnOwnPage = async (i: number) =>
        ((await page('open_supplier_page', [at(supplierTokens, i)])).answers as { chosen: boolean }[]).map(
          (a) => a.chosen,
        );
      /** The supplier's brief page, as open_brief answers it: with the buyer, or naming nobody. */
      const briefOf = async (i: number) => {
        const view = await page('open_brief', [at(tokens, i)]);
        expect(view.code, JSON.stringify(view)).toBeUndefined();
        return view;
      };
      const namesNobody = async (i: number) => {
        const view = await briefOf(i);
        expect(view.buyer ?? null).toBeNull();
        const text = JSON.stringify(view);
        for (const identity of identities) expect(text, identity).not.toContain(identity);
        expect(await chosenOnOwnPage(i)).toEqual([false]);
      };
      // On their way to suppliers we may introduce: each may read who the buyer is.
      for (const i of [0, 1, 2]) {
        expect((await briefOf(i)).buyer).toMatchObject(buyer);
        expect(await chosenOnOwnPage(i)).toEqual([true]);
      }

      // The first supplier's certificate the RFQ requires expires: still vetted, its page still
      // opens, but its introduction is withheld and the buyer is told so.
      await db.query(
        "update public.supplier_certificates set expires_on = current_date - 1 where supplier_id = $1 and standard = 'as9100'",
        [at(picks, 0).supplierId],
      );
      await namesNobody(0);

      // The second lapses; the outbox skips its introduction as the sender settles it, and the team
      // vets it again: the email never went, so its page names nobody.
      await db.query("update public.suppliers set status = 'lapsed' where id = $1", [at(picks, 1).supplierId]);
      const withheld = at(
        (await as<{ v: { withheld: string } }>('service_role', 'select private.introduction_facts($1) as v', [skipped]))
          .rows,
        0,
      ).v.withheld;
      await settle(skipped, 'skipped', withheld);
      await settle(expired, 'skipped', 'The supplier is no longer one we may introduce: certificate expired');
      await db.query("update public.suppliers set status = 'vetted' where id = $1", [at(picks, 1).supplierId]);
      await namesNobody(1);
      // Its certificate renewed and verified again, the first is not introduced either.
      await db.query(
        "update public.supplier_certificates set expires_on = current_date + 365 where supplier_id = $1 and standard = 'as9100'",
        [at(picks, 0).supplierId],
      );
      await db.query(
        "update public.supplier_certificates set verified_at = now() where supplier_id = $1 and standard = 'as9100'",
        [at(picks, 0).supplierId],
      );
      await namesNobody(0);

      // The third's introduction went: it stands, even once its certificate expires.
      await settle(sent, 'sent');
      await db.query(
        "update public.supplier_certificates set expires_on = current_date - 1 where supplier_id = $1 and standard = 'as9100'",
        [at(picks, 2).supplierId],
      );
      expect((await briefOf(2)).buyer).toMatchObject(buyer);
      expect(await chosenOnOwnPage(2)).toEqual([true]);
      type Shown = { id: string; introduction: string | null };
      expect(
        ((await page('open_options', [optionsToken])).options as Shown[]).map((o) => [o.id, o.introduction]),
      ).toEqual([
        [expired, 'not_sent'],
        [skipped, 'not_sent'],
        [sent, 'sent'],
      ]);
    });
  });
}
