import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ident } from '../local/catalogue.ts';
import type { Database } from '../local/database.ts';
import { runAs, type JwtClaims } from '../local/run-as.ts';
import { CALLERS, LEAD_TABLES, outcome, validRow, type LeadTable } from './support/fixtures.ts';
import { freshDatabase } from './support/snapshot.ts';

/**
 * The abuse limits of supabase/migrations/20261122210100_abuse_limits.sql, on real Postgres:
 * one row per visitor request, and per-table limits by email, by client address and overall.
 */

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.query('delete from private.submission_log');
});

type Row = Record<string, unknown>;

function insert(table: LeadTable, rows: Row[], claims: JwtClaims = CALLERS.anon, address?: string) {
  const t = `public.${ident(table)}`;
  const list = Object.keys(rows[0] ?? {})
    .map(ident)
    .join(', ');
  const headers: Record<string, string> = address ? { 'x-forwarded-for': `${address}, 10.0.0.1` } : {};
  return outcome(
    runAs(
      db,
      claims,
      (tx) =>
        tx.query(`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`, [
          JSON.stringify(rows),
        ]),
      headers,
    ),
  );
}

const emailColumn = (table: LeadTable) => (table === 'icp_template_leads' ? 'business_email' : 'email');
const withEmail = (table: LeadTable, email: string): Row => ({ ...validRow(table), [emailColumn(table)]: email });
const uniqueEmail = () => `lead-${randomUUID()}@example.test`;

async function limit(table: LeadTable, scope: string, max: number) {
  await db.query('update private.submission_limits set max_submissions = $3 where lead_table = $1 and scope = $2', [
    table,
    scope,
    max,
  ]);
}

/** Moves every logged submission back in time, as if the window had passed. */
async function age(interval: string) {
  await db.query(`update private.submission_log set created_at = created_at - $1::interval`, [interval]);
}

describe.each(LEAD_TABLES)('%s', (table) => {
  it('refuses a bulk insert from a visitor with PT413, storing nothing', async () => {
    const rows = [withEmail(table, uniqueEmail()), withEmail(table, uniqueEmail())];
    expect(await insert(table, rows)).toBe('PT413');
    expect(await insert(table, rows, CALLERS.viewer)).toBe('PT413');
    const { rows: found } = await db.query(`select 1 from public.${ident(table)} where id = any($1::uuid[])`, [
      rows.map((r) => r.id),
    ]);
    expect(found).toEqual([]);
  });

  it('lets the service role insert in bulk, outside every limit', async () => {
    await limit(table, 'all', 1);
    try {
      const rows = [withEmail(table, uniqueEmail()), withEmail(table, uniqueEmail()), withEmail(table, uniqueEmail())];
      expect(await insert(table, rows, CALLERS.service_role)).toBe('ok');
    } finally {
      await limit(table, 'all', 500);
    }
  });

  it('limits one email, then allows it again after the window', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) expect(await insert(table, [withEmail(table, email)])).toBe('ok');
    expect(await insert(table, [withEmail(table, email.toUpperCase())])).toBe('PT429');
    // Another email is not held back by this one.
    expect(await insert(table, [withEmail(table, uniqueEmail())])).toBe('ok');
    await age('61 minutes');
    expect(await insert(table, [withEmail(table, email)])).toBe('ok');
  });

  it('limits one client address (the first X-Forwarded-For entry), then allows it again', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '203.0.113.7')).toBe('ok');
    }
    expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '203.0.113.7')).toBe('PT429');
    expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '198.51.100.4')).toBe('ok');
    await age('61 minutes');
    expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '203.0.113.7')).toBe('ok');
  });

  it('caps all visitors together, then allows again after the window', async () => {
    await limit(table, 'all', 3);
    try {
      for (let i = 0; i < 3; i += 1) expect(await insert(table, [withEmail(table, uniqueEmail())])).toBe('ok');
      expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.viewer)).toBe('PT429');
      await age('61 minutes');
      expect(await insert(table, [withEmail(table, uniqueEmail())])).toBe('ok');
    } finally {
      await limit(table, 'all', 500);
    }
  });
});

describe('the submission log', () => {
  it('keeps hashes, never the email or the address, and forgets entries older than every window', async () => {
    const email = uniqueEmail();
    expect(await insert('contact_messages', [withEmail('contact_messages', email)], CALLERS.anon, '203.0.113.9')).toBe(
      'ok',
    );
    const { rows } = await db.query<Record<string, string>>('select * from private.submission_log');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.9');
    expect(rows[0]?.email_hash).toMatch(/^[0-9a-f]{64}$/);
    await age('2 hours');
    expect(await insert('contact_messages', [withEmail('contact_messages', uniqueEmail())])).toBe('ok');
    const { rows: left } = await db.query('select * from private.submission_log');
    expect(left).toHaveLength(1);
  });

  it('does not count a rejected insert', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 6; i += 1) {
      expect(await insert('contact_messages', [{ ...withEmail('contact_messages', email), message: '' }])).toBe(
        '23514',
      );
    }
    expect(await insert('contact_messages', [withEmail('contact_messages', email)])).toBe('ok');
  });

  it('is hidden from visitors and signed-in users', async () => {
    for (const caller of [CALLERS.anon, CALLERS.viewer, CALLERS.admin]) {
      expect(await outcome(runAs(db, caller, (tx) => tx.query('select * from private.submission_log')))).toBe('42501');
      expect(
        await outcome(
          runAs(db, caller, (tx) => tx.query('update private.submission_limits set max_submissions = 1000')),
        ),
      ).toBe('42501');
    }
  });
});
