import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION as NOTICE_VERSION, LEAD_RETENTION_MONTHS } from '../../src/shared/legal/consent.ts';
import { startEmbeddedBackend } from '../local/backend.ts';
import { ident } from '../local/db/catalogue.ts';
import { localSqlFiles, migrationFiles, openDatabase } from '../local/database.ts';
import { SERVICE_ROLE_KEY } from '../local/config.ts';
import { createClient } from '@supabase/supabase-js';
import { signedInClient, visitorClient } from './support/backend.ts';
import { useTestBackend } from './support/fresh.ts';
import { CONSENT_VERSION, LEAD_TABLES, validRow, type LeadTable } from './support/fixtures.ts';

/**
 * Consent, retention and erasure against the embedded backend with the real supabase-js: what a
 * lead row must record, what the retention function deletes, and who may find and erase a
 * person's leads (docs/privacy.md).
 */

const BUCKET = 'lead-attachments';
const backend = useTestBackend();

const visitor = () => visitorClient(backend.url);
const signedIn = (credentials: { email: string; password: string }) => signedInClient(backend.url, credentials);
const service = () =>
  createClient(backend.url, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
/** As the forms upload a file: reserve it, then store it. */
async function uploadAsVisitor(path: string, body: Blob) {
  const sb = visitor();
  const reserved = await sb.from('upload_reservations').insert({ name: path, bytes: body.size });
  if (reserved.error) throw reserved.error;
  return sb.storage.from(BUCKET).upload(path, body);
}
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

  // Only the ICP form has a privacy box and a marketing box; no other row may claim either.
  it.each(
    LEAD_TABLES.filter((t) => t !== 'icp_template_leads').flatMap((table) =>
      (['privacy_agreed', 'marketing_opt_in'] as const).map((column) => [table, column] as const),
    ),
  )('%s cannot claim %s: its form has no such box', async (table, column) => {
    const row = validRow(table, { [column]: true } as never);
    expect(
      (
        await visitor()
          .from(table)
          .insert(row as never)
      ).error?.code,
    ).toBe('23514');
  });

  it.each(LEAD_TABLES)('%s names only a notice the site has published', async (table) => {
    for (const version of ['1999-01-01', '2099-12-31']) {
      const row = validRow(table, { consent_version: version } as never);
      expect(
        (
          await visitor()
            .from(table)
            .insert(row as never)
        ).error?.code,
        version,
      ).toBe('23503');
    }
    const malformed = validRow(table, { consent_version: '2099-99-99' } as never);
    expect(
      (
        await visitor()
          .from(table)
          .insert(malformed as never)
      ).error?.code,
    ).toMatch(/^(23514|23503)$/);
    expect(
      (
        await visitor()
          .from(table)
          .insert(validRow(table) as never)
      ).error,
    ).toBeNull();
  });

  it('knows the privacy notice’s current version as the newest published one', async () => {
    const { rows } = await backend.db.query<{ version: string }>(
      'select version from private.notice_versions order by published_on desc, version desc limit 1',
    );
    expect(rows[0]?.version).toBe(NOTICE_VERSION);
  });

  it('takes the consent time from the row’s own time: no caller can write another', async () => {
    const row = { ...validRow('contact_messages'), consent_at: '2020-01-01T00:00:00Z' };
    expect(
      (
        await visitor()
          .from('contact_messages')
          .insert(row as never)
      ).error?.code,
    ).toBe('428C9');
    expect(
      (
        await service()
          .from('contact_messages')
          .insert(row as never)
      ).error?.code,
    ).toBe('428C9');
    expect(await count('contact_messages', row.id)).toBe(0);

    // Even the database owner, back-dating a row, moves both together.
    const stored = validRow('contact_messages');
    await backend.seed('contact_messages', [stored]);
    await backend.db.query("update public.contact_messages set created_at = now() - interval '3 days' where id = $1", [
      stored.id,
    ]);
    const { rows } = await backend.db.query(
      'select consent_at = created_at as same from public.contact_messages where id = $1',
      [stored.id],
    );
    expect(rows[0]).toEqual({ same: true });
    await expect(
      backend.db.query('update public.contact_messages set consent_at = now() where id = $1', [stored.id]),
    ).rejects.toMatchObject({ code: '428C9' });
  });
});

describe('the migration', () => {
  it('records rows stored before consent was recorded as shown the notice of 2026-11-22, at their own time', async () => {
    const files = migrationFiles();
    const at = files.findIndex((f) => f.name === 'consent_retention_erasure');
    expect(at).toBeGreaterThan(0);
    const db = await openDatabase();
    try {
      for (const file of [...localSqlFiles(), ...files.slice(0, at)]) await db.exec(readFileSync(file.path, 'utf8'));
      const stored: { table: LeadTable; id: string }[] = [];
      for (const table of LEAD_TABLES) {
        const {
          consent_version: _version,
          privacy_agreed: _agreed,
          marketing_opt_in: _optIn,
          ...answers
        } = validRow(table) as Record<string, unknown> & { id: string };
        // A row of that time holds only the questions its form asked then.
        const { rows: existing } = await db.query<{ name: string }>(
          "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1",
          [table],
        );
        const columns = new Set(existing.map((c) => c.name));
        const list = Object.keys(answers)
          .filter((key) => columns.has(key))
          .map(ident)
          .join(', ');
        const target = `public.${ident(table)}`;
        await db.query(
          `insert into ${target} (${list}, created_at) select ${list}, now() - interval '1 year' from json_populate_recordset(null::${target}, $1::json)`,
          [JSON.stringify([answers])],
        );
        stored.push({ table, id: answers.id });
      }
      await db.transaction(async (tx) => {
        await tx.exec(readFileSync(files[at]?.path ?? '', 'utf8'));
      });
      // A client must still say which wording it showed, and the ICP box is no longer assumed.
      const { rows: defaults } = await db.query(
        `select table_name, column_name, column_default from information_schema.columns
          where table_schema = 'public' and column_name in ('consent_version', 'privacy_agreed')
          order by 1, 2`,
      );
      expect(defaults).toEqual(
        LEAD_TABLES.toSorted().flatMap((table) => [
          { table_name: table, column_name: 'consent_version', column_default: null },
          { table_name: table, column_name: 'privacy_agreed', column_default: 'false' },
        ]),
      );
      for (const { table, id } of stored) {
        const { rows } = await db.query(
          `select consent_version, consent_at = created_at as same_time, privacy_agreed, marketing_opt_in,
                  updated_at, updated_by
             from public.${ident(table)} where id = $1`,
          [id],
        );
        expect(rows[0], table).toEqual({
          consent_version: '2026-11-22',
          same_time: true,
          // The ICP form always required its privacy box; nothing else was ever asked.
          privacy_agreed: table === 'icp_template_leads',
          marketing_opt_in: false,
          // Not stamped as changed on the lead desk.
          updated_at: null,
          updated_by: null,
        });
      }
    } finally {
      await db.close();
    }
  });
});

/** Sets a lead's time as the database owner (the consent time follows it). */
async function age(table: LeadTable, id: string, interval: string): Promise<void> {
  await backend.db.query(`update public.${table} set created_at = now() - $2::interval where id = $1`, [id, interval]);
}

async function historyOf(id: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.lead_status_history where lead_id = $1',
    [id],
  );
  return rows[0]?.n ?? -1;
}

async function addHistory(table: LeadTable, id: string): Promise<void> {
  await backend.db.query(
    "insert into public.lead_status_history (lead_table, lead_id, status, changed_by) values ($1, $2, 'contacted', 'test')",
    [table, id],
  );
}

describe('retention', () => {
  it('keeps leads for the period the privacy notice states', async () => {
    const { rows } = await backend.db.query<{ months: number }>(
      'select extract(year from keep_for) * 12 + extract(month from keep_for) as months from private.lead_retention',
    );
    expect(Number(rows[0]?.months)).toBe(LEAD_RETENTION_MONTHS);
    expect(NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds the period in one row of at least a month', async () => {
    await expect(backend.db.query('insert into private.lead_retention default values')).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      backend.db.query('insert into private.lead_retention (only_row) values (false)'),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      backend.db.query("update private.lead_retention set keep_for = interval '29 days'"),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('deletes only leads just past the period, with their history, and says how many', async () => {
    const expired: { table: LeadTable; id: string }[] = [];
    const kept: { table: LeadTable; id: string }[] = [];
    for (const table of LEAD_TABLES) {
      const old = validRow(table);
      const recent = validRow(table);
      await backend.seed(table, [old, recent]);
      // Minutes either side of the 24-month line, as the database owner.
      await age(table, old.id, '24 months 5 minutes');
      await age(table, recent.id, '24 months -5 minutes');
      await addHistory(table, old.id);
      await addHistory(table, recent.id);
      expired.push({ table, id: old.id });
      kept.push({ table, id: recent.id });
    }

    const { data, error } = await service().rpc('purge_expired_leads');
    expect(error).toBeNull();
    expect(data).toBe(LEAD_TABLES.length);
    for (const { table, id } of expired) {
      expect(await count(table, id), table).toBe(0);
      expect(await historyOf(id), table).toBe(0);
    }
    for (const { table, id } of kept) {
      expect(await count(table, id), table).toBe(1);
      expect(await historyOf(id), table).toBe(1);
    }
    expect((await service().rpc('purge_expired_leads')).data).toBe(0);
  });

  it('follows a changed period', async () => {
    const older = validRow('contact_messages');
    const newer = validRow('contact_messages');
    await backend.seed('contact_messages', [older, newer]);
    await age('contact_messages', older.id, '2 months');
    await age('contact_messages', newer.id, '2 weeks');
    expect((await backend.purgeExpiredLeads()).leads).toBe(0);
    await backend.db.query("update private.lead_retention set keep_for = interval '1 month'");
    try {
      // Also the leads the previous test kept just inside 24 months.
      expect((await backend.purgeExpiredLeads()).leads).toBeGreaterThanOrEqual(1);
      expect(await count('contact_messages', older.id)).toBe(0);
      expect(await count('contact_messages', newer.id)).toBe(1);
    } finally {
      await backend.db.query("update private.lead_retention set keep_for = interval '24 months'");
    }
  });

  it('runs in the embedded backend, which removes the files of purged leads too', async () => {
    const lead = validRow('oem_leads');
    const path = `oem_leads/${lead.id}/01-old-drawing.pdf`;
    const { error } = await uploadAsVisitor(path, new Blob(['%PDF-old'], { type: 'application/pdf' }));
    expect(error).toBeNull();
    await backend.seed('oem_leads', [lead]);
    await age('oem_leads', lead.id, '25 months');
    await backend.db.query(
      "update storage.objects set created_at = now() - interval '25 months' where bucket_id = $1 and name = $2",
      [BUCKET, path],
    );
    const result = await backend.purgeExpiredLeads();
    expect(result).toEqual({ leads: 1, objects: 1 });
    const { rows } = await backend.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(rows).toEqual([]);
    expect((await service().storage.from(BUCKET).download(path)).error).not.toBeNull();
  });

  it('runs when the embedded backend starts', async () => {
    const lead = validRow('contact_messages');
    await backend.seed('contact_messages', [lead]);
    await age('contact_messages', lead.id, '25 months');
    const snapshot = await backend.db.dumpDataDir('gzip');
    const restarted = await startEmbeddedBackend({ snapshot, memory: true });
    try {
      const { rows } = await restarted.db.query('select 1 from public.contact_messages where id = $1', [lead.id]);
      expect(rows).toEqual([]);
    } finally {
      await restarted.close();
    }
    await backend.purgeExpiredLeads();
  });
});

describe('erasure by email', () => {
  /** One lead per table for `address`, in varying case (stored addresses cannot carry spaces). */
  async function seedPerson(address: string, ids: Partial<Record<LeadTable, string>> = {}) {
    const leads: { table: LeadTable; id: string }[] = [];
    const variants = [address, address.toUpperCase(), address.replace(/^./, (c) => c.toUpperCase())];
    for (const [i, table] of LEAD_TABLES.entries()) {
      const row = validRow(table, {
        [emailColumn(table)]: variants[i % variants.length],
        ...(ids[table] ? { id: ids[table] } : {}),
      } as never);
      await backend.seed(table, [row]);
      leads.push({ table, id: row.id });
    }
    return leads;
  }

  it('finds every lead for an address in every table, then erases them with history, files and hashes, and logs only a hash', async () => {
    const address = `erase-${randomUUID().slice(0, 8)}@example.test`;
    // The file first, as the form uploads it: a stored lead takes no more files.
    const oemId = randomUUID();
    const path = `oem_leads/${oemId}/01-drawing.pdf`;
    const upload = await uploadAsVisitor(path, new Blob(['%PDF-erase'], { type: 'application/pdf' }));
    expect(upload.error).toBeNull();
    const person = await seedPerson(address, { oem_leads: oemId });
    await addHistory('oem_leads', oemId);
    await backend.db.query("insert into private.submission_log (lead_table, email_hash) values ('oem_leads', $1)", [
      sha256(address),
    ]);
    // Someone else in every table, with history and an abuse-limit entry of their own.
    const bystanders = LEAD_TABLES.map((table) => ({ table, row: validRow(table) }));
    for (const { table, row } of bystanders) {
      await backend.seed(table, [row]);
      await addHistory(table, row.id);
    }
    const otherHash = sha256(`someone-${randomUUID().slice(0, 8)}@example.test`);
    await backend.db.query("insert into private.submission_log (lead_table, email_hash) values ('oem_leads', $1)", [
      otherHash,
    ]);

    const admin = await signedIn(backend.admin);
    const found = await admin.rpc('find_leads_by_email', { email: `  ${address.toUpperCase()}\t` });
    expect(found.error).toBeNull();
    expect(found.data?.map((l) => `${l.lead_table}/${l.lead_id}`).sort()).toEqual(
      person.map((p) => `${p.table}/${p.id}`).sort(),
    );
    for (const lead of found.data ?? []) {
      expect(lead.attachment_paths, lead.lead_table).toEqual(lead.lead_id === oemId ? [path] : []);
      expect(lead.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }

    const erased = await admin.rpc('erase_leads_by_email', {
      email: ` ${address.replace(/^./, (c) => c.toUpperCase())} `,
    });
    expect(erased.error).toBeNull();
    expect(erased.data).toEqual({ leads: LEAD_TABLES.length, attachment_paths: [path] });
    for (const { table, id } of person) expect(await count(table, id), table).toBe(0);
    expect(await historyOf(oemId)).toBe(0);
    for (const { table, row } of bystanders) {
      expect(await count(table, row.id), table).toBe(1);
      expect(await historyOf(row.id), table).toBe(1);
    }
    const hashes = await backend.db.query<{ email_hash: string }>(
      'select email_hash from private.submission_log where email_hash = any($1)',
      [[sha256(address), otherHash]],
    );
    expect(hashes.rows).toEqual([{ email_hash: otherHash }]);
    expect((await admin.rpc('find_leads_by_email', { email: address })).data).toEqual([]);

    // Until the admin's client removes it, the file is an orphan the sweep would remove.
    const orphans = await backend.db.query("select name from public.orphan_lead_attachments(interval '0')");
    expect(orphans.rows).toContainEqual({ name: path });
    // The admin's client removes the files through the Storage API, as the dashboard does.
    const removed = await admin.storage.from(BUCKET).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    const objects = await backend.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(objects.rows).toEqual([]);
    expect((await service().storage.from(BUCKET).download(path)).error).not.toBeNull();

    const { data: me } = await admin.auth.getUser();
    const log = await admin.from('erasure_log').select('*').eq('email_sha256', sha256(address));
    expect(log.error).toBeNull();
    expect(log.data).toHaveLength(1);
    expect(log.data?.[0]).toMatchObject({
      erased_by: me.user?.id,
      email_sha256: sha256(address.trim().toLowerCase()),
      leads_erased: LEAD_TABLES.length,
      attachments_erased: 1,
    });
    const everything = await backend.db.query<Record<string, unknown>>('select * from public.erasure_log');
    const logged = JSON.stringify(everything.rows).toLowerCase();
    expect(logged).not.toContain(address);
    expect(logged).not.toContain(address.split('@')[0]);
  });

  it('logs an erasure that found nothing, so the request is on record', async () => {
    const admin = await signedIn(backend.admin);
    const address = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    const erased = await admin.rpc('erase_leads_by_email', { email: address });
    expect(erased.data).toEqual({ leads: 0, attachment_paths: [] });
    const log = await admin
      .from('erasure_log')
      .select('leads_erased, attachments_erased')
      .eq('email_sha256', sha256(address));
    expect(log.data).toEqual([{ leads_erased: 0, attachments_erased: 0 }]);
  });

  it('refuses a blank address with 22023', async () => {
    const admin = await signedIn(backend.admin);
    expect((await admin.rpc('find_leads_by_email', { email: '  ' })).error?.code).toBe('22023');
    expect((await admin.rpc('erase_leads_by_email', { email: '' })).error?.code).toBe('22023');
    expect((await admin.rpc('erase_leads_by_email', { email: ' \t ' })).error?.code).toBe('22023');
  });
});

describe('who may call the privacy functions', () => {
  it('refuses anon and a signed-in non-admin with 42501, deleting nothing', async () => {
    const address = `guarded-${randomUUID().slice(0, 8)}@example.test`;
    const row = validRow('contact_messages', { email: address });
    const expired = validRow('contact_messages');
    await backend.seed('contact_messages', [row, expired]);
    await age('contact_messages', expired.id, '25 months');
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
    expect(await count('contact_messages', expired.id)).toBe(1);
    const log = await backend.db.query('select 1 from public.erasure_log where email_sha256 = $1', [sha256(address)]);
    expect(log.rows).toEqual([]);

    // The admin may search and erase, but the purge is the scheduler's.
    const admin = await signedIn(backend.admin);
    expect((await admin.rpc('purge_expired_leads')).error?.code).toBe('42501');
    expect(await count('contact_messages', expired.id)).toBe(1);
    const { data, error } = await service().rpc('purge_expired_leads');
    expect(error).toBeNull();
    expect(data).toBe(1);
    expect(await count('contact_messages', expired.id)).toBe(0);
  });

  it('grants EXECUTE exactly as designed', async () => {
    const { rows } = await backend.db.query<Record<string, boolean | string>>(
      `select f as fn,
              has_function_privilege('anon', f, 'EXECUTE') as anon,
              has_function_privilege('authenticated', f, 'EXECUTE') as authenticated,
              has_function_privilege('service_role', f, 'EXECUTE') as service_role
         from unnest(array['public.purge_expired_leads()', 'public.find_leads_by_email(text)',
                           'public.erase_leads_by_email(text)']) f`,
    );
    expect(rows).toEqual([
      { fn: 'public.purge_expired_leads()', anon: false, authenticated: false, service_role: true },
      { fn: 'public.find_leads_by_email(text)', anon: false, authenticated: true, service_role: false },
      { fn: 'public.erase_leads_by_email(text)', anon: false, authenticated: true, service_role: false },
    ]);
  });
});
