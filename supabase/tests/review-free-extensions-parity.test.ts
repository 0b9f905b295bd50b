import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewFreeExtensions } from '../../src/shared/introductions/files-to-review.ts';
import type { Database } from '../local/database.ts';
import { freshDatabase } from './support/snapshot.ts';

/** The desk asks for the file check exactly where send_options would refuse without it. */

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('files that need no look', () => {
  it('are the same list on the desk and in the database', async () => {
    const { rows } = await db.query<{ list: string[] }>('select private.review_free_extensions() as list');
    expect([...(rows[0]?.list ?? [])].sort()).toEqual([...reviewFreeExtensions].sort());
  });
});
