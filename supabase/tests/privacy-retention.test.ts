import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION as NOTICE_VERSION, LEAD_RETENTION_MONTHS } from '../../src/shared/legal/consent.ts';
import { startEmbeddedBackend } from '../local/backend.ts';
import { useTestBackend } from './support/fresh.ts';
import { LEAD_TABLES, validRow, type LeadTable } from './support/fixtures.ts';
import { BUCKET, privacyHelpers } from './support/privacy.ts';

/**
 * Retention against the embedded backend with the real supabase-js: the period the privacy notice
 * states, and what the retention function deletes when a lead has passed it, with its history and
 * files (docs/privacy.md).
 */

const backend = useTestBackend();
const { service, uploadAsVisitor, count, age, historyOf, addHistory } = privacyHelpers(backend);

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
