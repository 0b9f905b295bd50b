import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageContext } from './objects.ts';

/**
 * Removes what no lead will ever claim: attachments whose lead row never arrived within a day, or
 * that their stored lead does not list, and briefs' neutral copies whose introduction is gone
 * (public.orphan_lead_attachments), resumable uploads left
 * unfinished for six hours, and finished uploads' records after a day. Runs as the database
 * owner, the way the Storage server itself deletes: the row and the bytes together.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An unfinished resumable upload is kept this long for its visitor to resume, then removed. */
export const PARTIAL_UPLOAD_TTL_MS = 6 * HOUR_MS;

export async function sweepStorage(
  ctx: StorageContext,
  olderThanMs = DAY_MS,
): Promise<{ objects: number; uploads: number }> {
  const versions = await ctx.queue.run(() =>
    ctx.db.transaction(async (tx) => {
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      const { rows } = await tx.query<{ version: string }>(
        `delete from storage.objects o
          where o.bucket_id = 'lead-attachments'
            and o.name in (select name from public.orphan_lead_attachments(make_interval(secs => $1::float8 / 1000)))
          returning o.version`,
        [olderThanMs],
      );
      return rows.map((row) => row.version);
    }),
  );
  for (const version of versions) {
    if (/^[0-9a-f-]{36}$/.test(version)) await ctx.files.remove(ctx.files.objectFile(version));
  }

  let uploads = 0;
  const dir = join(ctx.files.root, 'uploads');
  for (const entry of await readdir(dir)) {
    if (!entry.endsWith('.json')) continue;
    const record = JSON.parse(await readFile(join(dir, entry), 'utf8')) as { createdAt?: string; complete?: boolean };
    const keepFor = record.complete ? olderThanMs : Math.min(olderThanMs, PARTIAL_UPLOAD_TTL_MS);
    if (Date.now() - Date.parse(record.createdAt ?? '') <= keepFor) continue;
    await ctx.files.remove(join(dir, entry));
    await ctx.files.remove(join(dir, entry.slice(0, -'.json'.length)));
    uploads += 1;
  }
  return { objects: versions.length, uploads };
}
