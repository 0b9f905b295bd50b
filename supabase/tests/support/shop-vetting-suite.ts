import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, outcome } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { at, briefPageHarness } from './brief-page-harness.ts';
import { ALL_CHECKS, dayFromToday, ownerCertificate, ownerSupplier, ownerVisit } from './suppliers.ts';

/**
 * A shop's way from its sign-up to vetted, as the database keeps it
 * (docs/decisions/0040-a-shops-way-in.md): "Start vetting" carries every answer over and proposes
 * the certificates the shop named, unverified, with their files; each step the shop should hear of
 * is a notice queued as one email; certificates are told of once per expiry date. The same cells
 * run on PGlite (supabase/tests/shop-vetting.test.ts) and on PostgreSQL 15 (tests/pg/shop-vetting.test.ts).
 */
export function describeShopVetting(open: () => Promise<MatrixDatabase>): void {
  const { db, as } = briefPageHarness(open);

  /** A partner sign-up as the form stores it: capabilities, an envelope and two certificate files. */
  async function signUp(extra: Record<string, unknown> = {}) {
    const id = randomUUID();
    const files = [
      {
        name: 'AS9100 certificate.pdf',
        size: 4096,
        type: 'application/pdf',
        path: `cnc_partner_leads/${id}/01-AS9100_certificate.pdf`,
      },
      { name: 'scan.png', size: 2048, type: 'image/png', path: `cnc_partner_leads/${id}/02-scan.png` },
    ];
    const row = {
      id,
      email: `ops+${id.slice(0, 8)}@peak-precision.example`,
      company_name: 'Peak Precision Ltd',
      contact_name: 'Dana Hill',
      processes: ['cnc-milling', 'multi-axis'],
      max_axes: 5,
      materials: ['aluminium', 'titanium'],
      held_certifications: ['iso9001'],
      industries: ['aerospace'],
      order_sizes: ['prototype', 'small'],
      lead_time: '2-4-weeks',
      envelope_x_mm: 800,
      envelope_y_mm: 500,
      envelope_z_mm: 400,
      town: 'Sheffield',
      country: 'GB',
      certifications: 'AS9100 rev D',
      attachments: files,
      consent_version: CONSENT_VERSION,
      ...extra,
    };
    const columns = Object.keys(row).join(', ');
    await db.query(
      `insert into public.cnc_partner_leads (${columns})
       select ${columns} from jsonb_populate_record(null::public.cnc_partner_leads, $1::jsonb)`,
      [JSON.stringify(row)],
    );
    return { id, files, email: row.email };
  }

  const start = (leadId: string, standards: string[] = [], industries: string[] = [], caller = 'admin' as const) =>
    as<{ id: string }>(caller, 'select public.start_vetting($1, $2::text[], $3::text[]) as id', [
      leadId,
      standards,
      industries,
    ]).then((r) => at(r.rows, 0).id);

  const notices = async (supplierId: string) =>
    (
      await db.query<{ event: string; facts: Record<string, unknown>; kind: string | null }>(
        `select n.event, n.facts, d.kind from public.supplier_notices n
           left join public.lead_deliveries d on d.lead_table = 'supplier_notices' and d.lead_id = n.id
          where n.supplier_id = $1 order by n.created_at, n.event`,
        [supplierId],
      )
    ).rows;

  describe('start vetting', () => {
    it('carries every answer over and proposes the named certificates unverified, each with its files', async () => {
      const lead = await signUp();
      const supplierId = await start(lead.id, ['as9100'], ['defence']);
      const { rows } = await as<Record<string, unknown>>(
        'admin',
        'select * from public.supplier_register where id = $1',
        [supplierId],
      );
      expect(at(rows, 0)).toMatchObject({
        status: 'vetting',
        partner_lead_id: lead.id,
        processes: ['cnc-milling', 'multi-axis'],
        max_axes: 5,
        materials: ['aluminium', 'titanium'],
        industries: ['aerospace', 'defence'],
        order_sizes: ['prototype', 'small'],
        lead_time: '2-4-weeks',
        envelope_x_mm: 800,
        envelope_y_mm: 500,
        envelope_z_mm: 400,
        town: 'Sheffield',
        country: 'GB',
        regions: ['uk'],
        held_certifications: [],
      });
      const certificates = await as<{ standard: string; verified_at: Date | null; files: { name: string }[] }>(
        'admin',
        'select standard, verified_at, files from public.supplier_certificates where supplier_id = $1 order by standard',
        [supplierId],
      );
      // The AS9100 file goes to AS9100 only; the scan names no standard and goes to both.
      expect(certificates.rows.map((c) => [c.standard, c.verified_at, c.files.map((f) => f.name)])).toEqual([
        ['as9100', null, ['AS9100 certificate.pdf', 'scan.png']],
        ['iso9001', null, ['scan.png']],
      ]);
    });

    it('answers the same supplier when called again, and proposes a standard a file names though none was ticked', async () => {
      const lead = await signUp({ held_certifications: [] });
      const first = await start(lead.id);
      expect(await start(lead.id)).toBe(first);
      const { rows } = await db.query<{ standard: string }>(
        'select standard from public.supplier_certificates where supplier_id = $1',
        [first],
      );
      expect(rows.map((r) => r.standard)).toEqual(['as9100']);
    });

    it('is an aal2 admin’s only; an unknown or erased sign-up and words outside the vocabulary get 22023', async () => {
      const lead = await signUp();
      for (const caller of ['anon', 'viewer', 'admin_aal1', 'admin_signed_out', 'service_role'] as const) {
        expect(await outcome(as(caller, 'select public.start_vetting($1)', [lead.id])), caller).toBe('42501');
      }
      expect(await outcome(as('admin', 'select public.start_vetting($1)', [randomUUID()]))).toBe('22023');
      const erased = await signUp();
      await db.query('delete from public.cnc_partner_leads where id = $1', [erased.id]);
      expect(await outcome(as('admin', 'select public.start_vetting($1)', [erased.id]))).toBe('22023');
      expect(await outcome(start(lead.id, ['iso9999']))).toBe('22023');
      const { rows } = await db.query('select 1 from public.suppliers where partner_lead_id = $1', [lead.id]);
      expect(rows).toHaveLength(0);
    });

    it('refuses a visitor’s sign-up that lists a file not stored under it', async () => {
      const id = randomUUID();
      const attempt = as(
        'anon',
        'insert into public.cnc_partner_leads (id, email, company_name, contact_name, attachments) values ($1, $2, $3, $4, $5)',
        [
          id,
          'a@b.example',
          'Shop',
          'Ann',
          JSON.stringify([
            { name: 'x.pdf', size: 1, type: 'application/pdf', path: `cnc_partner_leads/${id}/01-x.pdf` },
          ]),
        ],
      );
      expect(await outcome(attempt)).toBe('23514');
    });
  });

  describe('what the shop is told', () => {
    it('queues one email for each step: vetting started, visit booked, vetted, and not vetted with its reason', async () => {
      const lead = await signUp();
      const supplierId = await start(lead.id);
      await as('admin', 'update public.suppliers set visit_booked_on = $2 where id = $1', [
        supplierId,
        dayFromToday(9),
      ]);
      await ownerVisit(db, supplierId, { checks: ALL_CHECKS });
      await as('admin', "update public.suppliers set status = 'vetted' where id = $1", [supplierId]);
      expect(
        await outcome(as('admin', "update public.suppliers set status = 'rejected' where id = $1", [supplierId])),
      ).toBe('23514');
      await as('admin', "update public.suppliers set status = 'rejected', status_reason = $2 where id = $1", [
        supplierId,
        'Sample parts were out of tolerance',
      ]);
      expect(await notices(supplierId)).toEqual([
        { event: 'vetting_started', facts: {}, kind: 'supplier_notice' },
        { event: 'visit_booked', facts: { visit_on: dayFromToday(9) }, kind: 'supplier_notice' },
        { event: 'vetted', facts: {}, kind: 'supplier_notice' },
        { event: 'not_vetted', facts: { reason: 'Sample parts were out of tolerance' }, kind: 'supplier_notice' },
      ]);
      // The outbox reads a notice with what its email needs, and nothing else of the register.
      const claimed = await as<{ lead: Record<string, unknown> }>(
        'service_role',
        `select private.supplier_notice_facts(n.id) as lead from public.supplier_notices n
          where n.supplier_id = $1 and n.event = 'not_vetted'`,
        [supplierId],
      );
      expect(at(claimed.rows, 0).lead).toEqual({
        event: 'not_vetted',
        facts: { reason: 'Sample parts were out of tolerance' },
        created_at: expect.any(String),
        supplier: {
          id: supplierId,
          email: lead.email,
          status: 'rejected',
          company_name: 'Peak Precision Ltd',
          contact_name: 'Dana Hill',
          partner_lead_id: lead.id,
        },
      });
    });

    it('goes with the shop when its address is erased: notices, their emails, links and proposals', async () => {
      const lead = await signUp();
      const supplierId = await start(lead.id);
      await db.query(
        "insert into public.supplier_links (supplier_id, token_hash, expires_at) values ($1, repeat('b', 64), now() + interval '1 day')",
        [supplierId],
      );
      await db.query(`insert into public.supplier_proposals (supplier_id, changes) values ($1, '{"town": "Leek"}')`, [
        supplierId,
      ]);
      await as('admin', 'select public.erase_leads_by_email($1)', [lead.email.toUpperCase()]);
      const { rows } = await db.query<{ n: string }>(
        `select (select count(*) from public.suppliers where id = $1)
              + (select count(*) from public.supplier_notices where supplier_id = $1)
              + (select count(*) from public.supplier_links where supplier_id = $1)
              + (select count(*) from public.supplier_proposals where supplier_id = $1)
              + (select count(*) from public.lead_deliveries d where d.lead_table = 'supplier_notices'
                   and not exists (select from public.supplier_notices n where n.id = d.lead_id)) as n`,
        [supplierId],
      );
      expect(Number(at(rows, 0).n)).toBe(0);
    });

    it('tells of a certificate expiring within 30 days and of one expired, once each, and tells a shop without an address nothing', async () => {
      const supplierId = await ownerSupplier(db);
      await db.query("update public.suppliers set status = 'vetting' where id = $1", [supplierId]);
      const soon = await ownerCertificate(db, supplierId, { standard: 'as9100', expiresIn: 12 });
      const gone = await ownerCertificate(db, supplierId, { standard: 'iso13485', expiresIn: -3 });
      await ownerCertificate(db, supplierId, { standard: 'iso9001', expiresIn: 200 });
      // Unverified: nothing is held, so nothing is told.
      await ownerCertificate(db, supplierId, { standard: 'nadcap', expiresIn: 5, verified: false });
      const silent = await ownerSupplier(db, { email: null });
      await db.query("update public.suppliers set status = 'vetting' where id = $1", [silent]);
      await ownerCertificate(db, silent, { standard: 'as9100', expiresIn: 12 });

      const runs = [];
      for (let i = 0; i < 2; i++) {
        const { rows } = await as<{ n: number }>('service_role', 'select public.queue_certificate_notices() as n');
        runs.push(Number(at(rows, 0).n));
      }
      expect(runs[1]).toBe(0);
      const told = (await notices(supplierId)).filter((n) => n.event.startsWith('certificate'));
      expect(told.map((n) => [n.event, n.facts.certificate_id, n.kind]).sort()).toEqual(
        [
          ['certificate_expired', gone, 'supplier_notice'],
          ['certificate_expiring', soon, 'supplier_notice'],
        ].sort(),
      );
      expect(await notices(silent)).toEqual([]);
    });
  });
}
