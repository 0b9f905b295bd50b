import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestBackend } from './support/fresh.ts';
import { LEAD_TABLES, validRow, type LeadTable } from './support/fixtures.ts';
import { BUCKET, privacyHelpers } from './support/privacy.ts';

/**
 * Erasure against the embedded backend with the real supabase-js: how an admin finds and erases a
 * person's leads by email, what the erasure log keeps, and who may call the privacy functions
 * (docs/privacy.md).
 */

const backend = useTestBackend();
const { visitor, signedIn, service, uploadAsVisitor, count, age, historyOf, addHistory } = privacyHelpers(backend);

const emailColumn = (table: LeadTable) => (table === 'icp_template_leads' ? 'business_email' : 'email');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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
