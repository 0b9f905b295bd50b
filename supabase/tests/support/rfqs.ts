import type { RfqTable } from '../../../src/shared/leads/tables.ts';
import type { Queryable } from '../../local/db/run-as.ts';
import { validRow } from './fixtures.ts';

/**
 * RFQs inserted as the database owner, arrived a given number of hours ago, as the 72-hour
 * clock's tests start from them: the arrival trigger fixes due_at and the clock from that
 * created_at, so no test waits for the clock. Serves PGlite and the real server alike. `overrides`
 * replaces the valid row's columns (`{ status: 'held' }`: stored as the flood guard stores a lead).
 */

export async function ownerRfq(
  db: Queryable,
  table: RfqTable,
  hoursAgo: number,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const row = {
    ...validRow(table),
    ...overrides,
    created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  };
  const columns = Object.keys(row)
    .map((column) => `"${column}"`)
    .join(', ');
  await db.query(
    `insert into public.${table} (${columns}) select ${columns} from json_populate_recordset(null::public.${table}, $1::json)`,
    [JSON.stringify([row])],
  );
  return row.id;
}

/** Stops the clock as the sending function does, `hoursAfterArrival` after the RFQ arrived. */
export async function ownerSendOptions(
  db: Queryable,
  table: RfqTable,
  id: string,
  hoursAfterArrival: number,
): Promise<void> {
  await db.query(`update public.${table} set options_sent_at = created_at + make_interval(secs => $2) where id = $1`, [
    id,
    hoursAfterArrival * 3600,
  ]);
}

/**
 * Closes the RFQ as lost, as if the team had closed it `hoursAfterArrival` after it arrived. The
 * closing trigger would stamp now(), so the back-dated row is written with triggers off.
 */
export async function ownerCloseRfq(
  db: Queryable,
  table: RfqTable,
  id: string,
  hoursAfterArrival: number,
): Promise<void> {
  await db.query('set session_replication_role = replica');
  try {
    await db.query(
      `update public.${table} set status = 'lost', clock_closed_at = created_at + make_interval(secs => $2) where id = $1`,
      [id, hoursAfterArrival * 3600],
    );
  } finally {
    await db.query('set session_replication_role = default');
  }
}
