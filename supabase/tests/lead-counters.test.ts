import { describe, expect, it } from 'vitest';
import { ident } from '../local/db/catalogue.ts';
import { localAdmin, localViewer } from '../local/config.ts';
import { runAs } from '../local/db/run-as.ts';
import { client, signedInClient, visitorClient } from './support/backend.ts';
import { useTestBackend } from './support/fresh.ts';
import { CALLERS, LEAD_TABLES, outcome, validRow, type Caller, type LeadTable } from './support/fixtures.ts';

/**
 * The desk's counters (supabase/migrations/20261124090000_lead_counters.sql) against real
 * Postgres: after any mix of inserts, status changes and deletes, each counter equals what
 * count(*) would say, and only an admin reads them.
 */

const backend = useTestBackend();

type Counter = { lead_table: string; status: string; leads: number };

/** What count(*) says, per table and status, with zero counts left out (as the function does). */
async function scanned(): Promise<Counter[]> {
  const parts = LEAD_TABLES.map(
    (table) =>
      `select '${table}' as lead_table, status, count(*)::int as leads from public.${ident(table)} group by status`,
  );
  const { rows } = await backend.db.query<Counter>(`${parts.join(' union all ')} order by 1, 2`);
  return rows;
}

async function counters(): Promise<Counter[]> {
  const admin = await signedInClient(backend.url, localAdmin());
  const { data, error } = await admin.rpc('lead_counts');
  if (error) throw error;
  return [...data]
    .map((row) => ({ ...row, leads: Number(row.leads) }))
    .sort((a, b) => a.lead_table.localeCompare(b.lead_table) || a.status.localeCompare(b.status));
}

async function asCaller(caller: Caller, sql: string, params: unknown[] = []) {
  return outcome(runAs(backend.db, CALLERS[caller], (tx) => tx.query(sql, params)));
}

describe('lead counters', () => {
  it('equal count(*) after inserts from visitors, in parallel, into every table', async () => {
    await Promise.all(
      LEAD_TABLES.flatMap((table) =>
        Array.from({ length: 4 }, async () => {
          const { error } = await visitorClient(backend.url)
            .from(table as LeadTable)
            .insert(validRow(table) as never);
          expect(error).toBeNull();
        }),
      ),
    );
    expect(await counters()).toEqual(await scanned());
    expect((await counters()).filter((c) => c.status === 'new').map((c) => c.lead_table)).toEqual(
      [...LEAD_TABLES].sort(),
    );
  });

  it('follow status changes and deletes', async () => {
    const table: LeadTable = 'oem_leads';
    const rows = [validRow(table), validRow(table), validRow(table)];
    await backend.seed(table, rows);
    const [won, lost, gone] = rows.map((row) => row.id);
    const admin = { ...CALLERS.admin, email: 'desk@forgebridge.test' };
    await runAs(backend.db, admin, async (tx) => {
      await tx.query(`update public.oem_leads set status = 'won' where id = $1`, [won]);
      await tx.query(`update public.oem_leads set status = 'lost' where id = $1`, [lost]);
      // Notes alone leave the counts as they were.
      await tx.query(`update public.oem_leads set notes = 'called back' where id = $1`, [won]);
    });
    await backend.db.query('delete from public.oem_leads where id = $1', [gone]);
    const oem = (await counters()).filter((c) => c.lead_table === table);
    expect(oem).toEqual((await scanned()).filter((c) => c.lead_table === table));
    expect(oem.find((c) => c.status === 'won')?.leads).toBe(1);
    expect(oem.find((c) => c.status === 'lost')?.leads).toBe(1);
  });

  it('are read by an admin only: anon and a signed-in non-admin are refused, and nobody reads the table', async () => {
    const { error: anonError } = await client(backend.url).rpc('lead_counts');
    expect(anonError?.code).toBe('42501');
    const viewer = await signedInClient(backend.url, localViewer());
    const { error: viewerError } = await viewer.rpc('lead_counts');
    expect(viewerError).toMatchObject({ code: '42501', message: 'Only an admin may read lead counts' });
    for (const caller of ['anon', 'viewer', 'admin'] as const) {
      expect(await asCaller(caller, 'select * from private.lead_counts')).toBe('42501');
      expect(await asCaller(caller, `update private.lead_counts set leads = 0`)).toBe('42501');
      expect(await asCaller(caller, `select private.count_lead_change()`)).toBe('42501');
    }
  });
});
