import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS } from '../../supabase/tests/support/fixtures.ts';
import { ownerRfq } from '../../supabase/tests/support/rfqs.ts';
import { beginAs, closeAll, ownerSession, sessions, sqlState, untilAnsweredOrWaiting } from './support/sessions.ts';

/**
 * The 48-hour reminder run twice at once on a real server (pg_cron overlapping a manual run, or
 * two schedulers): the second run waits on the first's reminder row and, once it commits, queues
 * nothing more. Each RFQ gets exactly one reminder, and neither run fails.
 */

let first: pg.Client;
let second: pg.Client;
let owner: pg.Client;

beforeAll(async () => {
  [first, second] = (await sessions(2)) as [pg.Client, pg.Client];
  owner = await ownerSession();
});
afterAll(async () => {
  await closeAll([first, second, owner]);
});

const QUEUE = 'select public.queue_clock_reminders()';

describe('two reminder runs at once', () => {
  it('queue one reminder per RFQ between them', async () => {
    const oem = await ownerRfq(owner, 'oem_leads', 49);
    const quote = await ownerRfq(owner, 'consultation_requests', 60);
    await beginAs(first, CALLERS.service_role);
    await first.query(QUEUE);
    const racing = {
      client: second,
      work: sqlState(
        (async () => {
          await beginAs(second, CALLERS.service_role);
          await second.query(QUEUE);
          await second.query('commit');
        })(),
      ),
    };
    await untilAnsweredOrWaiting(owner, [racing]);
    await first.query('commit');
    expect(await racing.work).toBe('ok');
    const { rows } = await owner.query<{ lead_id: string; n: string }>(
      `select lead_id, count(*) as n from public.lead_deliveries
        where kind = 'clock_reminder' and lead_id = any($1) group by lead_id order by lead_id`,
      [[oem, quote]],
    );
    expect(rows.map((r) => [r.lead_id, Number(r.n)])).toEqual([oem, quote].sort().map((id) => [id, 1]));
  });
});
