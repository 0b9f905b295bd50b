import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedLinkSeconds } from '../../../src/shared/leads/signed-links.ts';
import { SERVICE_ROLE_KEY } from '../config.ts';
import { signedInClient, visitorClient } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';

/**
 * Signed download links live minutes for the desk; only the service signs the week-long link a
 * supplier's brief carries. A link asked for longer is refused, never issued.
 */

const BUCKET = 'lead-attachments';
const backend = useTestBackend();
let path: string;

beforeAll(async () => {
  const visitor = visitorClient(backend.url);
  path = `consultation_requests/${randomUUID()}/01-drawing.pdf`;
  const body = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  await visitor.from('upload_reservations').insert({ name: path, bytes: body.size });
  const { error } = await visitor.storage.from(BUCKET).upload(path, body);
  if (error) throw error;
});

describe('signed download links', () => {
  it('the desk signs for minutes at most: a ten-year link is refused', async () => {
    const admin = (await signedInClient(backend.url, backend.admin)).storage.from(BUCKET);
    expect((await admin.createSignedUrl(path, signedLinkSeconds.desk)).error).toBeNull();
    expect((await admin.createSignedUrl(path, signedLinkSeconds.signedInMax)).error).toBeNull();
    const tenYears = await admin.createSignedUrl(path, 10 * 365 * 24 * 60 * 60);
    expect(tenYears.data).toBeNull();
    expect(tenYears.error).toMatchObject({ statusCode: '400' });
    expect((await admin.createSignedUrl(path, signedLinkSeconds.signedInMax + 1)).error).not.toBeNull();
  });

  it('the service signs a supplier brief’s drawing for seven days, and no longer', async () => {
    const service = createClient(backend.url, SERVICE_ROLE_KEY, { auth: { persistSession: false } }).storage.from(
      BUCKET,
    );
    const week = await service.createSignedUrl(path, signedLinkSeconds.supplierBriefDrawing);
    expect(week.error).toBeNull();
    expect((await fetch(week.data?.signedUrl ?? '')).status).toBe(200);
    expect((await service.createSignedUrl(path, signedLinkSeconds.supplierBriefDrawing + 1)).error).not.toBeNull();
  });
});
