/**
 * The leads `npm run bench:admin` reads, seeded in SQL: one statement per table and batch over
 * generate_series, so 100,000 rows per table take seconds, not the hour a row-by-row seed took.
 *
 * Each row is its kind's sample row (built from its field table, so every column holds a value its
 * form could send, and the check constraints hold) with names, email and files of its own, one
 * every 7 minutes back from now, newest first. The rows are inserted as the owner with the
 * arrival triggers off (session_replication_role = replica); what those triggers write that the
 * dashboard reads is written here as they would: an RFQ's clock falls due 72 hours after arrival,
 * and the per-status counters (private.lead_counts) are recounted from the tables. The outbox
 * (team alerts, receipts, webhooks) and the visitors' abuse limits are left out: the dashboard
 * measures neither.
 */
import type { Database } from '../../supabase/local/database';
import { sampleRow } from '../../src/shared/leads/fields/sample-row';
import { isRfqTable, leadKindOf, type LeadTable } from '../../src/shared/leads/tables';

/** Rows per statement: PGlite holds a whole statement's rows in memory. */
const BATCH = 10_000;
/** Templates, one per variant; each row takes template `n % VARIANTS` (every pick list's length divides it). */
const VARIANTS = 60;
/** Stands for the row's number in a template, replaced per row in SQL. */
const N = '@@N@@';

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** The template rows of a table, with N where each row's own number goes. */
function templates(table: LeadTable): Record<string, unknown>[] {
  const kind = leadKindOf(table);
  if (!kind) throw new Error(`${table} holds no leads`);
  return Array.from({ length: VARIANTS }, (_, v) =>
    sampleRow(kind, {
      marker: `lead-${N}`,
      variant: v,
      company: `${pick(['Apex', 'Northern', 'Kestrel', 'Severn', 'Harbour'], v)} Precision ${N}`,
      person: `${pick(['Alex', 'Sam', 'Priya', 'Tomasz', 'Chloé'], v)} ${pick(['Smith', 'Khan', 'Nowak', 'Jones'], v + 1)}`,
    }),
  );
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts rows `from` to `to - 1` of `table` (row n arrived n × 7 minutes ago). */
function insertSql(table: LeadTable, columns: readonly string[]): string {
  const extra: [string, string][] = [['created_at', 'a.arrived']];
  if (isRfqTable(table)) {
    // As private.fix_rfq_due_at sets them on arrival.
    extra.push(['due_at', "a.arrived + interval '72 hours'"], ['clock_due_at', "a.arrived + interval '72 hours'"]);
  }
  if (table === 'consultation_requests') {
    extra.push([
      'attachments',
      "jsonb_build_array(jsonb_build_object('name', 'bracket-' || n || '.step', 'size', 1048576 + n, 'type', 'model/step'))",
    ]);
  }
  const own = columns.filter((c) => !extra.some(([name]) => name === c));
  return `
    insert into public.${ident(table)} (${[...own, ...extra.map(([c]) => c)].map(ident).join(', ')})
    select ${[...own.map((c) => `t.${ident(c)}`), ...extra.map(([, value]) => value)].join(', ')}
      from generate_series($1::integer, $2::integer - 1) n,
           lateral (select now() - make_interval(mins => n * 7) as arrived) a,
           lateral json_populate_record(null::public.${ident(table)},
             replace(($3::json -> (n % ${VARIANTS}))::text, '${N}', n::text)::json) t`;
}

/** The per-status counters the dashboard reads, as the count triggers would have kept them. */
export const RECOUNT = (table: LeadTable) => `
  insert into private.lead_counts as c (lead_table, status, leads)
  select '${table}', l.status, count(*) from public.${ident(table)} l group by l.status
  on conflict (lead_table, status) do update set leads = excluded.leads`;

/** Seeds `rows` leads into `table` of a database that holds none yet; returns rows inserted. */
export async function seedLeads(db: Database, table: LeadTable, rows: number): Promise<number> {
  const rowTemplates = templates(table);
  const columns = [...new Set(rowTemplates.flatMap((row) => Object.keys(row)))];
  const sql = insertSql(table, columns);
  const json = JSON.stringify(rowTemplates);
  let inserted = 0;
  for (let from = 0; from < rows; from += BATCH) {
    inserted += await db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      const result = await tx.query(sql, [from, Math.min(rows, from + BATCH), json]);
      return result.affectedRows ?? 0;
    });
  }
  await db.query(RECOUNT(table));
  await db.query(`analyze public.${ident(table)}`);
  return inserted;
}
