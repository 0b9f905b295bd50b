import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageContext } from './objects.ts';

/**
 * Removes what no lead will ever claim: attachments whose lead row never arrived within a day
 * (listed by public.orphan_lead_attachments), and resumable uploads left unfinished or finished
 * more than a day ago. Runs as the database owner, the way the Storage server itself deletes:
 * the row and the bytes together.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

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
    const record = JSON.parse(await readFile(join(dir, entry), 'utf8')) as { createdAt?: string };
    if (Date.now() - Date.parse(record.createdAt ?? '') <= olderThanMs) continue;
    await ctx.files.remove(join(dir, entry));
    await ctx.files.remove(join(dir, entry.slice(0, -'.json'.length)));
    uploads += 1;
  }
  return { objects: versions.length, uploads };
}
