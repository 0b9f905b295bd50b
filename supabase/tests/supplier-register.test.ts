import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, outcome, validRow } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';
import { ALL_CHECKS, dayFromToday, ownerCertificate, ownerSupplier, ownerVisit } from './support/suppliers.ts';

/**
 * The register's rules, as the database keeps them: `vetted` needs a complete passed visit, a
 * certificate is held only while verified and unexpired, the lapse job lapses exactly the overdue,
 * and erasure and retention take a supplier with everything recorded about it.
 */

const db = useFreshDatabase();

const asAdmin = <T>(sql: string, params: unknown[] = []) => runAs(db, CALLERS.admin, (tx) => tx.query<T>(sql, params));
const setStatus = (id: string, status: string) =>
  outcome(asAdmin('update public.suppliers set status = $2 where id = $1', [id, status]));
const statusOf = async (id: string) =>
  (await db.query<{ status: string }>('select status from public.suppliers where id = $1', [id])).rows[0]?.status;

describe('vetted', () => {
  it('is refused until a passed visit has ticked all four checks', async () => {
    const id = await ownerSupplier(db);
    expect(await setStatus(id, 'vetting')).toBe('ok');
    expect(await setStatus(id, 'vetted')).toBe('23514');

    await ownerVisit(db, id, { outcome: 'passed', checks: { ...ALL_CHECKS, sample_parts_approved: false } });
    expect(await setStatus(id, 'vetted')).toBe('23514');
    await ownerVisit(db, id, { outcome: 'failed', checks: ALL_CHECKS });
    expect(await setStatus(id, 'vetted')).toBe('23514');
    // A complete visit whose revisit date has already passed vets nothing either.
    await ownerVisit(db, id, { outcome: 'passed', visitedDaysAgo: 400, revisitIn: -35 });
    expect(await setStatus(id, 'vetted')).toBe('23514');
    expect(await statusOf(id)).toBe('vetting');

    await ownerVisit(db, id, { outcome: 'passed', checks: ALL_CHECKS });
    expect(await setStatus(id, 'vetted')).toBe('ok');
    expect(await statusOf(id)).toBe('vetted');
  });

  it('cannot be given to a new supplier', async () => {
    const result = await outcome(
      asAdmin("insert into public.suppliers (company_name, country, status) values ('Shortcut Ltd', 'GB', 'vetted')"),
    );
    expect(result).toBe('23514');
  });
});

describe('a held certificate', () => {
  it('is verified and unexpired; an expired or unverified one is not held, in the register or its filters', async () => {
    const expired = await ownerSupplier(db, { company_name: 'Expired Aero Ltd' });
    await ownerCertificate(db, expired, { standard: 'as9100', expiresIn: -1 });
    const unverified = await ownerSupplier(db, { company_name: 'Unverified Aero Ltd' });
    await ownerCertificate(db, unverified, { standard: 'as9100', verified: false });
    const held = await ownerSupplier(db, { company_name: 'Held Aero Ltd' });
    await ownerCertificate(db, held, { standard: 'as9100', expiresIn: 0 });

    const { rows } = await asAdmin<{ id: string; held_certifications: string[] }>(
      'select id, held_certifications from public.supplier_register where id = any($1::uuid[])',
      [[expired, unverified, held]],
    );
    const heldBy = Object.fromEntries(rows.map((r) => [r.id, r.held_certifications]));
    expect(heldBy).toEqual({ [expired]: [], [unverified]: [], [held]: ['as9100'] });

    const states = await asAdmin<{ supplier_id: string; held: boolean }>(
      'select supplier_id, held from public.supplier_certificate_states where supplier_id = any($1::uuid[])',
      [[expired, unverified, held]],
    );
    expect(Object.fromEntries(states.rows.map((r) => [r.supplier_id, r.held]))).toEqual({
      [expired]: false,
      [unverified]: false,
      [held]: true,
    });

    const found = await asAdmin<{ id: string }>(
      "select id from public.find_suppliers(q => 'Aero Ltd', certification => 'as9100', page_size => 1000)",
    );
    expect(found.rows.map((r) => r.id)).toEqual([held]);
  });

  it('is verified by the admin who ticks it, at that moment, whatever the client sent', async () => {
    const id = await ownerSupplier(db);
    const { rows } = await runAs(db, { ...CALLERS.admin, email: 'ops@forgebridge.test' }, (tx) =>
      tx.query<{ verified_by: string; recent: boolean }>(
        `insert into public.supplier_certificates (supplier_id, standard, expires_on, verified_at)
         values ($1, 'iso9001', $2, '2001-01-01') returning verified_by, verified_at > now() - interval '1 minute' as recent`,
        [id, dayFromToday(300)],
      ),
    );
    expect(rows[0]).toEqual({ verified_by: 'ops@forgebridge.test', recent: true });
  });
});

describe('the lapse job', () => {
  it('lapses exactly the vetted suppliers whose revisit date has passed, and records it', async () => {
    const vetted = async (revisitIn: number, status = 'vetted') => {
      const id = await ownerSupplier(db);
      const visit = await ownerVisit(db, id, { visitedDaysAgo: 400, revisitIn: 30 });
      expect(await setStatus(id, 'vetted')).toBe('ok');
      if (status !== 'vetted') expect(await setStatus(id, status)).toBe('ok');
      await db.query('update public.supplier_visits set next_revisit_due = $2 where id = $1', [
        visit,
        dayFromToday(revisitIn),
      ]);
      return id;
    };
    // Other tests leave vetted suppliers too; start from none overdue.
    await runAs(db, CALLERS.service_role, (tx) => tx.query('select public.lapse_overdue_suppliers()'));
    const overdue = [await vetted(-1), await vetted(-200)];
    const dueToday = await vetted(0);
    const dueLater = await vetted(60);
    const pausedOverdue = await vetted(-5, 'paused');

    const { rows } = await runAs(db, CALLERS.service_role, (tx) =>
      tx.query<{ lapsed: number }>('select public.lapse_overdue_suppliers() as lapsed'),
    );
    expect(rows[0]?.lapsed).toBe(2);
    for (const id of overdue) expect(await statusOf(id)).toBe('lapsed');
    expect(await statusOf(dueToday)).toBe('vetted');
    expect(await statusOf(dueLater)).toBe('vetted');
    expect(await statusOf(pausedOverdue)).toBe('paused');

    const history = await db.query<{ status: string; changed_by: string }>(
      "select status, changed_by from public.supplier_history where supplier_id = $1 and subject = 'supplier' order by id desc limit 1",
      [overdue[0]],
    );
    expect(history.rows[0]).toEqual({ status: 'lapsed', changed_by: 'lapse job' });
  });
});

describe('history', () => {
  it('records every change of a supplier, its certificates and visits, with who and when', async () => {
    const { rows } = await runAs(db, { ...CALLERS.admin, email: 'ops@forgebridge.test' }, async (tx) => {
      const supplier = await tx.query<{ id: string }>(
        "insert into public.suppliers (company_name, country) values ('Recorded Ltd', 'GB') returning id",
      );
      const id = supplier.rows[0]?.id;
      await tx.query("update public.suppliers set capacity = 'neutral', status = 'vetting' where id = $1", [id]);
      await tx.query(
        "insert into public.supplier_certificates (supplier_id, standard, expires_on) values ($1, 'iso9001', '2030-01-01')",
        [id],
      );
      return tx.query<{
        subject: string;
        action: string;
        status: string | null;
        changed_fields: string[];
        changed_by: string;
      }>(
        'select subject, action, status, changed_fields, changed_by from public.supplier_history where supplier_id = $1 order by id',
        [id],
      );
    });
    expect(rows).toEqual([
      {
        subject: 'supplier',
        action: 'created',
        status: 'prospect',
        changed_fields: [],
        changed_by: 'ops@forgebridge.test',
      },
      {
        subject: 'supplier',
        action: 'changed',
        status: 'vetting',
        changed_fields: ['capacity', 'capacity_set_at', 'status'],
        changed_by: 'ops@forgebridge.test',
      },
      {
        subject: 'certificate',
        action: 'created',
        status: null,
        changed_fields: [],
        changed_by: 'ops@forgebridge.test',
      },
    ]);
  });
});

describe('erasure by email', () => {
  it('removes the suppliers with that address, with their certificates, visits and history', async () => {
    const email = 'Owner@Erased-Works.example';
    const lead = validRow('cnc_partner_leads', { email: email.toLowerCase() });
    await db.query(
      'insert into public.cnc_partner_leads (id, consent_version, email, company_name, contact_name) values ($1, $2, $3, $4, $5)',
      [lead.id, lead.consent_version, lead.email, lead.company_name, lead.contact_name],
    );
    const erased = await ownerSupplier(db, { email });
    await db.query('update public.suppliers set partner_lead_id = $2 where id = $1', [erased, lead.id]);
    await ownerCertificate(db, erased);
    await ownerVisit(db, erased);
    const kept = await ownerSupplier(db, { email: 'someone@else.example' });

    const { rows } = await asAdmin<{ result: { leads: number } }>('select public.erase_leads_by_email($1) as result', [
      `  ${email.toUpperCase()}\t`,
    ]);
    expect(rows[0]?.result.leads).toBe(1);

    const left = await db.query<Record<string, number>>(
      `select (select count(*)::int from public.suppliers where id = $1) as suppliers,
              (select count(*)::int from public.supplier_certificates where supplier_id = $1) as certificates,
              (select count(*)::int from public.supplier_visits where supplier_id = $1) as visits,
              (select count(*)::int from public.supplier_history where supplier_id = $1) as history,
              (select count(*)::int from public.suppliers where id = $2) as kept`,
      [erased, kept],
    );
    expect(left.rows[0]).toEqual({ suppliers: 0, certificates: 0, visits: 0, history: 0, kept: 1 });
    const log = await db.query<{ suppliers_erased: number }>(
      'select suppliers_erased from public.erasure_log where email_sha256 = $1',
      [createHash('sha256').update(email.toLowerCase()).digest('hex')],
    );
    expect(log.rows).toEqual([{ suppliers_erased: 1 }]);
  });
});

describe('retention', () => {
  it('purges rejected and lapsed suppliers 24 months after their status changed, and no others', async () => {
    const make = async (status: string, monthsAgo: number) => {
      const id = await ownerSupplier(db);
      await ownerCertificate(db, id);
      // Back-dating past the stamping trigger, as only the database owner can.
      await db.transaction(async (tx) => {
        await tx.query("set local session_replication_role = 'replica'");
        await tx.query(
          `update public.suppliers set status = $2, status_changed_at = now() - make_interval(months => $3) where id = $1`,
          [id, status, monthsAgo],
        );
      });
      return id;
    };
    const gone = [await make('rejected', 25), await make('lapsed', 25)];
    const kept = [await make('rejected', 23), await make('paused', 30), await make('prospect', 30)];
    const { rows } = await runAs(db, CALLERS.service_role, (tx) =>
      tx.query<{ purged: number }>('select public.purge_expired_suppliers() as purged'),
    );
    expect(rows[0]?.purged).toBe(2);
    const left = await db.query<{ id: string }>('select id from public.suppliers where id = any($1::uuid[])', [
      [...gone, ...kept],
    ]);
    expect(left.rows.map((r) => r.id).sort()).toEqual([...kept].sort());
    const certificates = await db.query<{ n: number }>(
      'select count(*)::int as n from public.supplier_certificates where supplier_id = any($1::uuid[])',
      [gone],
    );
    expect(certificates.rows[0]?.n).toBe(0);
  });
});
