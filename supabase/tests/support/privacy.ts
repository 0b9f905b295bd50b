import { serviceClient, signedInClient, visitorClient, type TestBackend } from './backend.ts';
import type { LeadTable } from './fixtures.ts';

/**
 * What the privacy tests (consent, retention, erasure) share on their file's backend: its callers,
 * a visitor's upload as the forms make it, and a lead's row and history as the database owner
 * sees and changes them.
 */

export const BUCKET = 'lead-attachments';

export function privacyHelpers(backend: TestBackend) {
  const visitor = () => visitorClient(backend.url);
  const signedIn = (credentials: { email: string; password: string }) => signedInClient(backend.url, credentials);
  const service = () => serviceClient(backend.url);

  /** As the forms upload a file: reserve it, then store it. */
  async function uploadAsVisitor(path: string, body: Blob) {
    const sb = visitor();
    const reserved = await sb.from('upload_reservations').insert({ name: path, bytes: body.size });
    if (reserved.error) throw reserved.error;
    return sb.storage.from(BUCKET).upload(path, body);
  }

  async function count(table: LeadTable, id: string): Promise<number> {
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.${table} where id = $1`,
      [id],
    );
    return rows[0]?.n ?? -1;
  }

  /** Sets a lead's time as the database owner (the consent time follows it). */
  async function age(table: LeadTable, id: string, interval: string): Promise<void> {
    await backend.db.query(`update public.${table} set created_at = now() - $2::interval where id = $1`, [
      id,
      interval,
    ]);
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

  return { visitor, signedIn, service, uploadAsVisitor, count, age, historyOf, addHistory };
}
