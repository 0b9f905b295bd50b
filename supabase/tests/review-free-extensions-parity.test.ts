import { describe, expect, it } from 'vitest';
import { reviewFreeExtensions } from '../../src/shared/introductions/files-to-review.ts';
import { useFreshDatabase } from './support/fresh.ts';

/** The desk asks for the file check exactly where send_options would refuse without it. */

const db = useFreshDatabase();

describe('files that need no look', () => {
  it('are the same list on the desk and in the database', async () => {
    const { rows } = await db.query<{ list: string[] }>('select private.review_free_extensions() as list');
    expect([...(rows[0]?.list ?? [])].sort()).toEqual([...reviewFreeExtensions].sort());
  });
});
