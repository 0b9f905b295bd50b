import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS, validRow } from '../../supabase/tests/support/fixtures.ts';
import {
  beginAs,
  closeAll,
  ownerInsert,
  ownerSession,
  sessions,
  sqlState,
  untilAnsweredOrWaiting,
} from './support/sessions.ts';

/**
 * An admin changing a lead's status while the retention purge deletes it, in both orders: the
 * lead goes, and no history entry outlives it (the purge deletes history in a statement of its
 * own, after the leads), whoever commits first. Neither side fails.
 */

let admin: pg.Client;
let purge: pg.Client;
let owner: pg.Client;

beforeAll(async () => {
  [admin, purge] = (await sessions(2)) as [pg.Client, pg.Client];
  owner = await ownerSession();
});
afterAll(async () => {
  await closeAll([admin, purge, owner]);
});

/** A contact message stored long before the retention period, as the owner may back-date it. */
async function expiredLead(): Promise<string> {
  const row = { ...validRow('contact_messages'), created_at: '2020-01-01T00:00:00Z' };
  await ownerInsert(owner, 'contact_messages', [row]);
  return row.id;
}

const STATUS_CHANGE = "update public.contact_messages set status = 'contacted' where id = $1";
const PURGE = 'select public.purge_expired_leads()';

async function leftOver(id: string) {
  const lead = await owner.query('select id from public.contact_messages where id = $1', [id]);
  const history = await owner.query('select id from public.lead_status_history where lead_id = $1', [id]);
  return { lead: lead.rowCount, history: history.rowCount };
}

describe('a status change racing the retention purge', () => {
  it('the admin first: the purge waits, then takes the lead and its new history', async () => {
    const id = await expiredLead();
    await beginAs(admin, CALLERS.admin);
    expect((await admin.query(STATUS_CHANGE, [id])).rowCount).toBe(1);
    const purging = {
      client: purge,
      work: sqlState(
        (async () => {
          await beginAs(purge, CALLERS.service_role);
          await purge.query(PURGE);
        })(),
      ),
    };
    await untilAnsweredOrWaiting(owner, [purging]);
    await admin.query('commit');
    expect(await purging.work).toBe('ok');
    await purge.query('commit');
    expect(await leftOver(id)).toEqual({ lead: 0, history: 0 });
  });

  it('the purge first: the change waits, then finds no lead and records nothing', async () => {
    const id = await expiredLead();
    await beginAs(purge, CALLERS.service_role);
    await purge.query(PURGE);
    let changed = -1;
    const changing = {
      client: admin,
      work: sqlState(
        (async () => {
          await beginAs(admin, CALLERS.admin);
          changed = (await admin.query(STATUS_CHANGE, [id])).rowCount ?? -1;
        })(),
      ),
    };
    await untilAnsweredOrWaiting(owner, [changing]);
    await purge.query('commit');
    expect(await changing.work).toBe('ok');
    await admin.query('commit');
    expect(changed).toBe(0);
    expect(await leftOver(id)).toEqual({ lead: 0, history: 0 });
  });
});
