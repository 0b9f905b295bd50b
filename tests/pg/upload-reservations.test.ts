import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS } from '../../supabase/tests/support/fixtures.ts';
import {
  addressHeaders,
  beginAs,
  closeAll,
  ownerSession,
  sessions,
  sqlState,
  uniqueAddress,
  untilAnsweredOrWaiting,
} from './support/sessions.ts';

/**
 * Parallel upload reservations for one lead: an OEM lead takes one file, so of eight uploads that
 * start together exactly one is reserved. Every session is inside its transaction, its insert
 * either answered or waiting for another's lock, before any commits: the race is certain, not
 * left to the scheduler.
 */

const SESSIONS = 8;
let clients: pg.Client[];
let observer: pg.Client;

beforeAll(async () => {
  clients = await sessions(SESSIONS);
  observer = await ownerSession();
});
afterAll(async () => {
  await closeAll([...clients, observer]);
});

describe('parallel upload reservations for one lead', () => {
  it('reserves exactly as many files as the lead takes', async () => {
    const lead = randomUUID();
    const { rows: limit } = await observer.query<{ max: number }>(
      "select private.max_lead_attachments('oem_leads') as max",
    );
    const attempts = clients.map((client, i) => {
      const work = (async () => {
        await beginAs(client, CALLERS.anon, addressHeaders(uniqueAddress()));
        await client.query('insert into public.upload_reservations (name, bytes) values ($1, $2)', [
          `oem_leads/${lead}/drawing-${i}.step`,
          1024,
        ]);
      })();
      return { client, work: sqlState(work) };
    });
    await untilAnsweredOrWaiting(observer, attempts);
    const outcomes = await Promise.all(
      attempts.map(async ({ client, work }) => {
        const state = await work;
        // A session waiting for the lock answers once the holder commits here.
        await client.query(state === 'ok' ? 'commit' : 'rollback');
        return state;
      }),
    );
    const reserved = outcomes.filter((o) => o === 'ok').length;
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'PT413')).toBe(true);
    expect(reserved).toBe(limit[0]?.max);
    const { rows } = await observer.query('select name from public.upload_reservations where lead_id = $1', [lead]);
    expect(rows).toHaveLength(limit[0]?.max ?? -1);
  });
});
