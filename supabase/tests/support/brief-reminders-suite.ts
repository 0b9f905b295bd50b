import { describe, expect, it } from 'vitest';
import { outcome } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { at, briefPageHarness } from './brief-page-harness.ts';

/**
 * The reminders of a supplier's brief (docs/decisions/0036-supplier-brief-pages.md), as the
 * database queues them: one to a supplier that has not answered 24 hours after its brief, none to
 * one whose brief page is closed to it, and no link in a reminder queued before its supplier was
 * paused. The same cells run on PGlite (supabase/tests/brief-reminders.test.ts) and on the real
 * PostgreSQL server (tests/pg/brief-reminders.test.ts).
 */
export function describeBriefReminders(open: () => Promise<MatrixDatabase>): void {
  const { db, as, page, briefed, interested, tokenOf, hashOf } = briefPageHarness(open);
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

    /** Makes the briefs 25 hours old, as the clock would. */
    async function dayOld(ids: string[]) {
      await db.transaction(async (tx) => {
        await tx.query("select set_config('forgebridge.rfq_job', 'on', true)");
        await tx.query("update public.introductions set sent_at = now() - interval '25 hours' where id = any($1)", [
          ids,
        ]);
      });
    }
    const reminded = async (ids: string[]) =>
      (
        await db.query<{ lead_id: string }>(
          `select d.lead_id from public.lead_deliveries d
            where d.kind = 'brief_reminder' and d.lead_id = any($1)
              and exists (select from public.introduction_events e where e.introduction_id = d.lead_id and e.kind = 'reminded')
            order by (select i.position from public.introductions i where i.id = d.lead_id)`,
          [ids],
        )
      ).rows.map((r) => r.lead_id);

    it('remind no supplier whose brief page is closed to it, and remind it once the team vets it again', async () => {
      const { picks, tokens } = await briefed('oem_leads', 4);
      const ids = picks.map((p) => p.introductionId);
      await dayOld(ids);
      await db.query("update public.suppliers set status = 'paused', status_reason = 'Moving site' where id = $1", [
        at(picks, 0).supplierId,
      ]);
      await db.query(
        "update public.suppliers set status = 'rejected', status_reason = 'Failed the audit' where id = $1",
        [at(picks, 1).supplierId],
      );
      await db.query("update public.suppliers set status = 'lapsed' where id = $1", [at(picks, 2).supplierId]);
      // Each of their links now opens nothing.
      for (const token of tokens.slice(0, 3)) {
        expect((await page('open_brief', [token])).code).toBe('brief_link_invalid');
      }
      await as('service_role', 'select public.queue_brief_reminders()');
      expect(await reminded(ids)).toEqual([at(ids, 3)]);
      await db.query("update public.suppliers set status = 'vetted', status_reason = null where id = $1", [
        at(picks, 0).supplierId,
      ]);
      await as('service_role', 'select public.queue_brief_reminders()');
      expect(await reminded(ids)).toEqual([at(ids, 0), at(ids, 3)]);
    });

    it('give a reminder queued before its supplier was paused no link, in words the outbox records', async () => {
      const { picks } = await briefed('oem_leads', 1);
      const ids = picks.map((p) => p.introductionId);
      await dayOld(ids);
      await as('service_role', 'select public.queue_brief_reminders()');
      expect(await reminded(ids)).toEqual(ids);
      await db.query("update public.suppliers set status = 'paused', status_reason = 'Moving site' where id = $1", [
        at(picks, 0).supplierId,
      ]);
      // The outbox joins the live link for a reminder (and a reply): refused, the email is skipped.
      for (const replace of [false, true]) {
        const refused = await as('service_role', 'select public.issue_brief_link($1, $2, $3)', [
          at(ids, 0),
          hashOf(tokenOf()),
          replace,
        ]).then(
          () => '',
          (error: { code?: string; message?: string }) => `${error.code ?? ''} ${error.message ?? ''}`,
        );
        expect(refused).toBe(
          '23514 The supplier is no longer vetted (paused): its brief page stays closed until the team vets it again',
        );
      }
      expect(
        Number(
          at(
            (
              await db.query<{ n: string }>(
                'select count(*)::text as n from public.brief_links where introduction_id = $1',
                ids,
              )
            ).rows,
            0,
          ).n,
        ),
      ).toBe(1);
    });
  });
}
