import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION as NOTICE_VERSION, LEAD_RETENTION_MONTHS } from '../../src/content/legal/consent.ts';
import type { EmbeddedBackend } from '../local/backend.ts';
import { SERVICE_ROLE_KEY } from '../local/config.ts';
import { createClient } from '@supabase/supabase-js';
import { signedInClient, startTestBackend, visitorClient } from './support/backend.ts';
import { runAs } from '../local/run-as.ts';
import {
  CALLERS,
  CONSENT_VERSION,
  LEAD_TABLES,
  outcome,
  validRow,
  type Caller,
  type LeadTable,
} from './support/fixtures.ts';

/**
 * Consent, retention and erasure against the embedded backend with the real supabase-js: what a
 * lead row must record, what the retention function deletes, and who may find and erase a
 * person's leads (docs/privacy.md).
 */

const BUCKET = 'lead-attachments';
let backend: EmbeddedBackend & { url: string };

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const visitor = () => visitorClient(backend.url);
const signedIn = (credentials: { email: string; password: string }) => signedInClient(backend.url, credentials);
const service = () =>
  createClient(backend.url, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
const emailColumn = (table: LeadTable) => (table === 'icp_template_leads' ? 'business_email' : 'email');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function count(table: LeadTable, id: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where id = $1`,
    [id],
  );
  return rows[0]?.n ?? -1;
}

describe('consent columns', () => {
  it('stores what a visitor agreed to, under which wording, at the moment of the row', async () => {
    const row = validRow('icp_template_leads', { marketing_opt_in: true });
    const { error } = await visitor().from('icp_template_leads').insert(row);
    expect(error).toBeNull();
    const { rows } = await backend.db.query<Record<string, unknown>>(
      'select consent_version, consent_at = created_at as same_time, privacy_agreed, marketing_opt_in from public.icp_template_leads where id = $1',
      [row.id],
    );
    expect(rows[0]).toEqual({
      consent_version: CONSENT_VERSION,
      same_time: true,
      privacy_agreed: true,
      marketing_opt_in: true,
    });
  });

  it('defaults to no marketing consent', async () => {
    const row = validRow('icp_template_leads');
    expect((await visitor().from('icp_template_leads').insert(row)).error).toBeNull();
    const { rows } = await backend.db.query('select marketing_opt_in from public.icp_template_leads where id = $1', [
      row.id,
    ]);
    expect(rows[0]).toEqual({ marketing_opt_in: false });
  });

  it.each(LEAD_TABLES)('%s refuses a row without a wording version, or with a malformed one', async (table) => {
    const { consent_version: _omitted, ...withoutVersion } = validRow(table);
    expect(
      (
        await visitor()
          .from(table)
          .insert(withoutVersion as never)
      ).error?.code,
    ).toBe('23502');
    const malformed = validRow(table, { consent_version: 'latest' } as never);
    expect(
      (
        await visitor()
          .from(table)
          .insert(malformed as never)
      ).error?.code,
    ).toBe('23514');
  });

  it('refuses an ICP download without the privacy box ticked', async () => {
    const row = validRow('icp_template_leads', { privacy_agreed: false });
    expect((await visitor().from('icp_template_leads').insert(row)).error?.code).toBe('23514');
  });

  it.each(LEAD_TABLES.filter((t) => t !== 'icp_template_leads'))(
    '%s cannot claim marketing consent its form never asks for',
    async (table) => {
      const row = validRow(table, { marketing_opt_in: true } as never);
      expect(
        (
          await visitor()
            .from(table)
            .insert(row as never)
        ).error?.code,
      ).toBe('23514');
    },
  );

  it('does not let a client write its own consent time', async () => {
    const row = { ...validRow('contact_messages'), consent_at: '2020-01-01T00:00:00Z' };
    expect(
      (
        await visitor()
          .from('contact_messages')
          .insert(row as never)
      ).error,
    ).not.toBeNull();
    expect(await count('contact_messages', row.id)).toBe(0);
  });
});

describe('retention', () => {
  it('keeps leads for the period the privacy notice states', async () => {
    const { rows } = await backend.db.query<{ months: number }>(
      'select extract(year from keep_for) * 12 + extract(month from keep_for) as months from private.lead_retention',
    );
    expect(Number(rows[0]?.months)).toBe(LEAD_RETENTION_MONTHS);
    expect(NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('deletes only leads older than the period, with their history, and says how many', async () => {
    const expired: { table: LeadTable; id: string }[] = [];
    const kept: { table: LeadTable; id: string }[] = [];
    for (const table of LEAD_TABLES) {
      const old = validRow(table);
      const recent = validRow(table);
      await backend.seed(table, [old, recent]);
      expired.push({ table, id: old.id });
      kept.push({ table, id: recent.id });
    }
    // Back-dated as the database owner, on either side of the 24-month line.
    for (const { table, id } of expired) {
      await backend.db.query(
        `update public.${table} set created_at = now() - interval '24 months 1 day' where id = $1`,
        [id],
      );
    }
    for (const { table, id } of kept) {
      await backend.db.query(
        `update public.${table} set created_at = now() - interval '23 months 28 days' where id = $1`,
        [id],
      );
    }
    const [history] = expired;
    if (!history) throw new Error('no expired lead seeded');
    await backend.db.query(
      "insert into public.lead_status_history (lead_table, lead_id, status, changed_by) values ($1, $2, 'contacted', 'test')",
      [history.table, history.id],
    );

    const { data, error } = await service().rpc('purge_expired_leads');
    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(LEAD_TABLES.length);
    for (const { table, id } of expired) expect(await count(table, id), table).toBe(0);
    for (const { table, id } of kept) expect(await count(table, id), table).toBe(1);
    const { rows } = await backend.db.query('select 1 from public.lead_status_history where lead_id = $1', [
      history.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('follows a changed period', async () => {
    const row = validRow('contact_messages');
    await backend.seed('contact_messages', [row]);
    await backend.db.query(
      "update public.contact_messages set created_at = now() - interval '2 months' where id = $1",
      [row.id],
    );
    await backend.db.query("update private.lead_retention set keep_for = interval '1 month'");
    try {
      await backend.purgeExpiredLeads();
      expect(await count('contact_messages', row.id)).toBe(0);
    } finally {
      await backend.db.query("update private.lead_retention set keep_for = interval '24 months'");
    }
  });

  it('runs in the embedded backend, which removes the files of purged leads too', async () => {
    const lead = validRow('oem_leads');
    const path = `oem_leads/${lead.id}/01-old-drawing.pdf`;
    const { error } = await visitor()
      .storage.from(BUCKET)
      .upload(path, new Blob(['%PDF-old'], { type: 'application/pdf' }));
    expect(error).toBeNull();
    await backend.seed('oem_leads', [lead]);
    await backend.db.query("update public.oem_leads set created_at = now() - interval '25 months' where id = $1", [
      lead.id,
    ]);
    await backend.db.query(
      "update storage.objects set created_at = now() - interval '25 months' where bucket_id = $1 and name = $2",
      [BUCKET, path],
    );
    const result = await backend.purgeExpiredLeads();
    expect(result.leads).toBeGreaterThanOrEqual(1);
    expect(result.objects).toBeGreaterThanOrEqual(1);
    const { rows } = await backend.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(rows).toEqual([]);
  });
});

describe('erasure by email', () => {
  async function seedPerson(address: string) {
    const ids: { table: LeadTable; id: string }[] = [];
    // Stored addresses cannot carry spaces (check constraints); case varies between forms.
    const variants = [address, address.toUpperCase(), address.replace(/^./, (c) => c.toUpperCase())];
    for (const [i, table] of LEAD_TABLES.entries()) {
      const row = validRow(table, { [emailColumn(table)]: variants[i % variants.length] } as never);
      await backend.seed(table, [row]);
      ids.push({ table, id: row.id });
    }
    return ids;
  }

  it('finds every lead for an address in every table, then erases them with history, files and hashes, and logs only a hash', async () => {
    const address = `erase-${randomUUID().slice(0, 8)}@example.test`;
    const person = await seedPerson(address);
    const bystander = validRow('contact_messages');
    await backend.seed('contact_messages', [bystander]);
    const oem = person.find((p) => p.table === 'oem_leads');
    if (!oem) throw new Error('no OEM lead seeded');
    const path = `oem_leads/${oem.id}/01-drawing.pdf`;
    await backend.db.query('insert into storage.objects (bucket_id, name, metadata) values ($1, $2, \'{"size": 8}\')', [
      BUCKET,
      path,
    ]);
    await backend.db.query(
      "insert into public.lead_status_history (lead_table, lead_id, status, changed_by) values ('oem_leads', $1, 'contacted', 'test')",
      [oem.id],
    );
    await backend.db.query("insert into private.submission_log (lead_table, email_hash) values ('oem_leads', $1)", [
      sha256(address),
    ]);

    const admin = await signedIn(backend.admin);
    const found = await admin.rpc('find_leads_by_email', { email: `  ${address.toUpperCase()}` });
    expect(found.error).toBeNull();
    expect(found.data?.map((l) => l.lead_id).sort()).toEqual(person.map((p) => p.id).sort());
    expect(found.data?.find((l) => l.lead_id === oem.id)?.attachment_paths).toEqual([path]);

    const erased = await admin.rpc('erase_leads_by_email', { email: address });
    expect(erased.error).toBeNull();
    expect(erased.data).toEqual({ leads: LEAD_TABLES.length, attachment_paths: [path] });
    for (const { table, id } of person) expect(await count(table, id), table).toBe(0);
    expect(await count('contact_messages', bystander.id)).toBe(1);
    const history = await backend.db.query('select 1 from public.lead_status_history where lead_id = $1', [oem.id]);
    expect(history.rows).toEqual([]);
    const hashes = await backend.db.query('select 1 from private.submission_log where email_hash = $1', [
      sha256(address),
    ]);
    expect(hashes.rows).toEqual([]);

    // The admin's client then removes the files through the Storage API, as the dashboard does.
    const removed = await admin.storage.from(BUCKET).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    const objects = await backend.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(objects.rows).toEqual([]);

    const log = await admin.from('erasure_log').select('*').eq('email_sha256', sha256(address));
    expect(log.error).toBeNull();
    const entries = log.data ?? [];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      erased_by: expect.stringMatching(/^[0-9a-f-]{36}$/),
      leads_erased: LEAD_TABLES.length,
      attachments_erased: 1,
    });
    const everything = await backend.db.query<Record<string, unknown>>('select * from public.erasure_log');
    expect(JSON.stringify(everything.rows).toLowerCase()).not.toContain(address.split('@')[0]);
  });

  it('refuses a blank address', async () => {
    const admin = await signedIn(backend.admin);
    expect((await admin.rpc('find_leads_by_email', { email: '  ' })).error?.code).toBe('22023');
    expect((await admin.rpc('erase_leads_by_email', { email: '' })).error?.code).toBe('22023');
  });
});

/** Nobody writes the log through the API (only the erasure function, as its owner); admins read it. */
const ERASURE_LOG_DESIGN: Record<Caller, Record<'select' | 'insert' | 'update' | 'delete', string>> = {
  anon: { select: '42501', insert: '42501', update: '42501', delete: '42501' },
  viewer: { select: 'empty', insert: '42501', update: '42501', delete: '42501' },
  admin: { select: 'rows', insert: '42501', update: '42501', delete: '42501' },
  service_role: { select: 'rows', insert: '42501', update: '42501', delete: '42501' },
};

async function logEntry(): Promise<number> {
  const { rows } = await backend.db.query<{ id: number }>(
    'insert into public.erasure_log (erased_by, email_sha256, leads_erased, attachments_erased) values ($1, $2, 0, 0) returning id',
    [randomUUID(), sha256(`${randomUUID()}@example.test`)],
  );
  const [entry] = rows;
  if (!entry) throw new Error('the log entry was not stored');
  return entry.id;
}

async function logAttempt(tx: Transaction, operation: 'select' | 'insert' | 'update' | 'delete', id: number) {
  switch (operation) {
    case 'select': {
      const { rows } = await tx.query<{ id: number }>('select id from public.erasure_log');
      return rows.some((r) => r.id === id) ? 'rows' : 'empty';
    }
    case 'insert':
      await tx.query(
        'insert into public.erasure_log (erased_by, email_sha256, leads_erased, attachments_erased) values ($1, $2, 0, 0)',
        [randomUUID(), sha256('forged@example.test')],
      );
      return 'ok';
    case 'update':
      return (await tx.query('update public.erasure_log set leads_erased = 9 where id = $1', [id])).affectedRows
        ? 'ok'
        : '0 rows';
    case 'delete':
      return (await tx.query('delete from public.erasure_log where id = $1', [id])).affectedRows ? 'ok' : '0 rows';
  }
}

describe('who may call the privacy functions', () => {
  it('refuses anon and a signed-in non-admin, deleting nothing', async () => {
    const address = `guarded-${randomUUID().slice(0, 8)}@example.test`;
    const row = validRow('contact_messages', { email: address });
    await backend.seed('contact_messages', [row]);
    const viewer = await signedIn(backend.viewer);
    for (const [who, sb] of [
      ['anon', visitor()],
      ['viewer', viewer],
    ] as const) {
      expect((await sb.rpc('find_leads_by_email', { email: address })).error?.code, who).toBe('42501');
      expect((await sb.rpc('erase_leads_by_email', { email: address })).error?.code, who).toBe('42501');
      expect((await sb.rpc('purge_expired_leads')).error?.code, who).toBe('42501');
    }
    expect(await count('contact_messages', row.id)).toBe(1);
  });

  it('lets an admin search and erase but not run the retention purge, which is the scheduler’s', async () => {
    const admin = await signedIn(backend.admin);
    expect((await admin.rpc('purge_expired_leads')).error?.code).toBe('42501');
  });

  it.each(Object.keys(ERASURE_LOG_DESIGN) as Caller[])(
    'the erasure log: %s may do only what the design allows',
    async (caller) => {
      const id = await logEntry();
      const results: Record<string, string> = {};
      for (const operation of ['select', 'insert', 'update', 'delete'] as const) {
        let answer = '';
        const failure = await outcome(
          runAs(backend.db, CALLERS[caller], async (tx) => {
            answer = await logAttempt(tx, operation, id);
          }),
        );
        results[operation] = failure === 'ok' ? answer : failure;
      }
      expect(results).toEqual(ERASURE_LOG_DESIGN[caller]);
    },
  );
});
