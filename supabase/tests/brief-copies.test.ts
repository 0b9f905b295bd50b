import type { RfqTable } from '../../src/shared/leads/tables.ts';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../local/config.ts';
import { runAs } from '../local/db/run-as.ts';
import { signedInClient, visitorClient } from './support/backend.ts';
import { useTestBackend } from './support/fresh.ts';
import { CALLERS } from './support/fixtures.ts';
import { ownerRfq, ownerShortlist } from './support/rfq-options.ts';

/**
 * The neutral copies a brief links to (`briefs/<introduction id>/drawing-<n>.<ext>`, written by the
 * deliver-leads function as the service) go with their introduction: the orphan sweep keeps them
 * while it exists, whatever their age, and removes them once retention has deleted the RFQ; an
 * erasure names them for the admin's client to remove. Visitors may not write there.
 */

const BUCKET = 'lead-attachments';
const backend = useTestBackend();

const service = () =>
  createClient(backend.url, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

/** An RFQ with two introductions whose briefs were sent, each with its drawing's neutral copy stored. */
async function sentRfq(table: RfqTable) {
  const rfq = await ownerRfq(backend.db, table);
  const picks = await ownerShortlist(backend.db, table, rfq.id, 2);
  const copies = picks.map((pick) => `briefs/${pick.introductionId}/drawing-1.step`).sort();
  for (const path of copies) {
    const stored = await service()
      .storage.from(BUCKET)
      .upload(path, new Blob(['ISO-10303-21;'], { type: 'model/step' }), { upsert: true });
    expect(stored.error).toBeNull();
  }
  return { rfq, copies };
}

const storedNames = async (names: readonly string[]) =>
  (
    await backend.db.query<{ name: string; version: string }>(
      'select name, version from storage.objects where bucket_id = $1 and name = any($2) order by name',
      [BUCKET, names],
    )
  ).rows;

const age = (names: readonly string[], interval: string) =>
  backend.db.query(`update storage.objects set created_at = now() - $2::interval where name = any($1)`, [
    names,
    interval,
  ]);

describe('neutral brief copies', () => {
  it('are kept by the sweep while their introduction exists, and swept with it once retention deletes the RFQ', async () => {
    const { rfq, copies } = await sentRfq('consultation_requests');
    const other = await sentRfq('oem_leads');
    await age([...copies, ...other.copies], '3 days');
    await backend.sweepStorage();
    expect((await storedNames(copies)).map((o) => o.name)).toEqual(copies);

    const files = (await storedNames(copies)).map((o) => join(backend.storageDir, 'objects', o.version));
    expect(files.every((file) => existsSync(file))).toBe(true);
    await backend.db.query(
      "update public.consultation_requests set created_at = now() - interval '25 months' where id = $1",
      [rfq.id],
    );
    await runAs(backend.db, CALLERS.service_role, (tx) => tx.query('select public.purge_expired_leads()'));
    await backend.sweepStorage();
    expect(await storedNames(copies)).toEqual([]);
    expect(files.some((file) => existsSync(file))).toBe(false);
    // Another RFQ's copies stay.
    expect((await storedNames(other.copies)).map((o) => o.name)).toEqual(other.copies);
  });

  it('are named by the erasure with the RFQ’s own files, and the admin’s client removes them', async () => {
    const { rfq, copies } = await sentRfq('oem_leads');
    const other = await sentRfq('oem_leads');
    const admin = await signedInClient(backend.url, backend.admin);
    const email = String(rfq.row.email);

    const found = await admin.rpc('find_leads_by_email', { email });
    expect(found.error).toBeNull();
    expect(found.data?.find((lead) => lead.lead_id === rfq.id)?.attachment_paths).toEqual(copies);

    const erased = await admin.rpc('erase_leads_by_email', { email });
    expect(erased.error).toBeNull();
    const paths = (erased.data as { attachment_paths: string[] }).attachment_paths;
    expect([...paths].sort()).toEqual(copies);
    expect(paths.some((path) => other.copies.includes(path))).toBe(false);
    const removed = await admin.storage.from(BUCKET).remove(paths);
    expect(removed.error).toBeNull();
    expect(await storedNames(copies)).toEqual([]);
    expect((await storedNames(other.copies)).map((o) => o.name)).toEqual(other.copies);
  });

  it('are left by the erasure to the sweep when the admin’s client never removes them', async () => {
    const { rfq, copies } = await sentRfq('consultation_requests');
    const admin = await signedInClient(backend.url, backend.admin);
    expect((await admin.rpc('erase_leads_by_email', { email: String(rfq.row.email) })).error).toBeNull();
    const orphans = await backend.db.query<{ name: string }>(
      "select name from public.orphan_lead_attachments(interval '0')",
    );
    expect(orphans.rows.map((row) => row.name)).toEqual(expect.arrayContaining(copies));
  });

  it('may be written by the service only: a visitor is refused under briefs/', async () => {
    const path = `briefs/${randomUUID()}/drawing-1.step`;
    const refused = await visitorClient(backend.url)
      .storage.from(BUCKET)
      .upload(path, new Blob(['ISO-10303-21;'], { type: 'model/step' }));
    expect(refused.error?.message).toMatch(/row-level security/);
    expect(await storedNames([path])).toEqual([]);
  });
});
