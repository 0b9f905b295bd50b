import { describe, expect, it } from 'vitest';
import { outcome } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { at, BUYER, briefPageHarness, type View } from './brief-page-harness.ts';
import { ownerCertificate, ownerSupplier } from './suppliers.ts';

/**
 * The shop's own page as the database keeps it (docs/decisions/0040-a-shops-way-in.md): its link
 * follows the brief page's token rules (a hash only, expiring, revoked by the next message or the
 * team, one answer for every bad token, counted per address); it shows its own record and nothing
 * of a buyer; capacity applies at once, dated; capability changes wait for the team. The same
 * cells run on PGlite (supabase/tests/supplier-page.test.ts) and on PostgreSQL 15
 * (tests/pg/supplier-page.test.ts).
 */
export function describeSupplierPage(open: () => Promise<MatrixDatabase>): void {
  const { db, as, page, fresh, tokenOf, hashOf, briefed } = briefPageHarness(open);

  const issue = (supplierId: string, token: string, replace = true) =>
    as<{ v: Date }>('service_role', 'select public.issue_supplier_link($1, $2, $3) as v', [
      supplierId,
      hashOf(token),
      replace,
    ]);

  /** A supplier with notes the shop must not see, and a live link to its page. */
  async function withLink() {
    const supplierId = await ownerSupplier(db, { company_name: 'Peak Precision Ltd' });
    await db.query("update public.suppliers set notes = 'Owner is hard to reach', status = 'vetting' where id = $1", [
      supplierId,
    ]);
    const token = tokenOf();
    await issue(supplierId, token);
    return { supplierId, token };
  }

  const INVALID = {
    code: 'supplier_link_invalid',
    message: 'This link is not valid or has expired. Ask Forgebridge for a new one.',
    details: null,
    hint: null,
  };

  describe('the link', () => {
    it('is stored as its hash only and opens its own supplier, without the team’s notes', async () => {
      const { supplierId, token } = await withLink();
      await ownerCertificate(db, supplierId, { standard: 'as9100', expiresIn: 100 });
      const other = await withLink();
      const stored = await db.query<{ row: string }>(
        'select to_jsonb(l)::text as row from public.supplier_links l where l.supplier_id = $1',
        [supplierId],
      );
      expect(at(stored.rows, 0).row).toContain(hashOf(token));
      expect(at(stored.rows, 0).row).not.toContain(token);

      const view = await page('open_supplier_page', [token]);
      expect(view.supplier).toMatchObject({ company_name: 'Peak Precision Ltd', status: 'vetting' });
      expect(view.certificates).toEqual([expect.objectContaining({ standard: 'as9100', verified: true, held: true })]);
      expect(JSON.stringify(view)).not.toContain('hard to reach');
      expect((await page('open_supplier_page', [other.token])).certificates).toEqual([]);
    });

    it('gives a wrong, an expired, a replaced and a revoked token the same answer, and only the service issues one', async () => {
      const { supplierId, token } = await withLink();
      const next = tokenOf();
      await issue(supplierId, next);
      const expired = await withLink();
      await db.query(
        "update public.supplier_links set issued_at = now() - interval '31 days', expires_at = now() - interval '1 second' where token_hash = $1",
        [hashOf(expired.token)],
      );
      const revoked = await withLink();
      const count = await as<{ n: number }>('admin', 'select public.revoke_supplier_links($1) as n', [
        revoked.supplierId,
      ]);
      expect(at(count.rows, 0).n).toBe(1);
      for (const bad of [tokenOf(), 'not a token', null, token, expired.token, revoked.token]) {
        expect(await page('open_supplier_page', [bad])).toEqual(INVALID);
      }
      expect((await page('open_supplier_page', [next])).supplier).toBeDefined();
      // A retry joins the live link; with none live it is refused.
      expect(await outcome(issue(supplierId, tokenOf(), false))).toBe('ok');
      expect(await outcome(issue(revoked.supplierId, tokenOf(), false))).toBe('23514');
      for (const caller of ['anon', 'viewer', 'admin', 'admin_aal1'] as const) {
        const attempt = as(caller, 'select public.issue_supplier_link($1, $2, true)', [supplierId, hashOf(tokenOf())]);
        expect(await outcome(attempt), caller).toBe('42501');
      }
      const silent = await ownerSupplier(db, { email: null });
      expect(await outcome(issue(silent, tokenOf()))).toBe('23514');
    });

    it('refuses an address after 20 bad tokens, even with a good one', async () => {
      const { token } = await withLink();
      const address = fresh();
      for (let i = 0; i < 20; i++) await page('open_supplier_page', [tokenOf()], address);
      expect((await page('open_supplier_page', [token], address)).code).toBe('supplier_link_limited');
      expect((await page('open_supplier_page', [token])).supplier).toBeDefined();
    });

    it('lists the shop’s answers to briefs by the RFQ’s reference, and nothing that names the buyer', async () => {
      const { picks } = await briefed();
      const supplierId = at(picks, 0).supplierId;
      const token = tokenOf();
      await issue(supplierId, token);
      const view = await page('open_supplier_page', [token]);
      expect(view.answers).toEqual([
        expect.objectContaining({ reference: expect.stringMatching(/^FB-[0-9A-F]{4}-[0-9A-F]{4}$/), chosen: false }),
      ]);
      const text = JSON.stringify(view);
      for (const identity of [BUYER.email, BUYER.company, BUYER.file, BUYER.phone, 'oem_leads/']) {
        expect(text, identity).not.toContain(identity);
      }
    });
  });

  describe('what the shop changes', () => {
    it('sets its capacity at once, dated today, and a wrong value is a 400 that changes nothing', async () => {
      const { supplierId, token } = await withLink();
      const view = (await page('set_supplier_capacity', [token, 'at-capacity'])) as View & {
        supplier: { capacity: string; capacity_set_at: string };
      };
      expect(view.supplier.capacity).toBe('at-capacity');
      const { rows } = await db.query<{ capacity: string; today: boolean; updated_by: string }>(
        'select capacity, capacity_set_at = current_date as today, updated_by from public.suppliers where id = $1',
        [supplierId],
      );
      expect(at(rows, 0)).toEqual({ capacity: 'at-capacity', today: true, updated_by: 'the shop, on its page' });
      expect((await page('set_supplier_capacity', [token, 'very busy'])).code).toBe('supplier_capacity_invalid');
      expect((await page('set_supplier_capacity', [tokenOf(), 'neutral'])).code).toBe('supplier_link_invalid');
    });

    it('proposes capability changes that wait for the team, and only an accepted proposal changes the register', async () => {
      const { supplierId, token } = await withLink();
      const proposed = await page('propose_supplier_capabilities', [
        token,
        JSON.stringify({
          processes: ['cnc-milling', 'multi-axis'],
          max_axes: 5,
          materials: ['titanium'],
          town: 'Leek',
        }),
      ]);
      expect(proposed.proposal).toMatchObject({
        changes: { processes: ['cnc-milling', 'multi-axis'], max_axes: 5, materials: ['titanium'], town: 'Leek' },
      });
      const before = await db.query<{ processes: string[]; town: string | null }>(
        'select processes, town from public.suppliers where id = $1',
        [supplierId],
      );
      expect(at(before.rows, 0)).toEqual({ processes: ['cnc-milling'], town: null });
      // A second proposal replaces the one waiting; unchanged answers are not proposed.
      await page('propose_supplier_capabilities', [
        token,
        JSON.stringify({ processes: ['cnc-milling'], town: 'Buxton' }),
      ]);
      const waiting = await db.query<{ id: string; changes: Record<string, unknown> }>(
        "select id, changes from public.supplier_proposals where supplier_id = $1 and status = 'pending'",
        [supplierId],
      );
      expect(waiting.rows.map((r) => r.changes)).toEqual([{ town: 'Buxton' }]);
      const proposal = at(waiting.rows, 0).id;
      for (const caller of ['anon', 'viewer', 'admin_aal1', 'service_role'] as const) {
        expect(await outcome(as(caller, 'select public.decide_supplier_proposal($1, true)', [proposal])), caller).toBe(
          '42501',
        );
      }
      await as('admin', 'select public.decide_supplier_proposal($1, true)', [proposal]);
      const after = await db.query<{ town: string }>('select town from public.suppliers where id = $1', [supplierId]);
      expect(at(after.rows, 0).town).toBe('Buxton');
      expect(await outcome(as('admin', 'select public.decide_supplier_proposal($1, false)', [proposal]))).toBe('22023');
    });

    it('refuses words outside the vocabulary, an envelope of fewer than three sizes and multi-axis without its axes', async () => {
      const { token } = await withLink();
      for (const changes of [
        { materials: ['unobtanium'] },
        { envelope_x_mm: 500 },
        { processes: ['multi-axis'] },
        { notes: 'Please vet us' },
        { lead_time: 'tomorrow' },
      ]) {
        const answer = await page('propose_supplier_capabilities', [token, JSON.stringify(changes)]);
        expect(answer.code, JSON.stringify(changes)).toBe('supplier_proposal_invalid');
      }
      expect((await page('propose_supplier_capabilities', [token, '{}'])).code).toBe('supplier_proposal_empty');
      const { rows } = await db.query(
        'select 1 from public.supplier_proposals p join public.supplier_links l using (supplier_id) where l.token_hash = $1',
        [hashOf(token)],
      );
      expect(rows).toEqual([]);
    });
  });
}
