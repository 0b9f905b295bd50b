import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ident } from '../local/db/catalogue.ts';
import { runAs, type JwtClaims } from '../local/db/run-as.ts';
import { CALLERS, LEAD_TABLES, outcome, validRow, type LeadTable } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';
import { ownerRfq } from './support/rfqs.ts';

/**
 * The abuse limits (supabase/migrations/20261122210100_abuse_limits.sql and
 * 20261124190000_unforgeable_limits.sql), on real Postgres: one row per visitor request; per
 * table, a client address over its own limit or the hard cap is refused, while a limit someone
 * else could fill (one email, everyone together, the no-address bucket) holds leads for review.
 */

const db = useFreshDatabase();

beforeEach(async () => {
  await db.query('delete from private.submission_log');
  await db.query('delete from private.held_lead_alerts');
});

type Row = Record<string, unknown>;

function insert(table: LeadTable, rows: Row[], claims: JwtClaims = CALLERS.anon, address?: string) {
  const t = `public.${ident(table)}`;
  const list = Object.keys(rows[0] ?? {})
    .map(ident)
    .join(', ');
  const headers: Record<string, string> = address ? { 'cf-connecting-ip': address } : {};
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

/** One visitor lead sent with exactly these request headers. */
function insertWith(table: LeadTable, headers: Record<string, string>) {
  const row = withEmail(table, uniqueEmail());
  const t = `public.${ident(table)}`;
  const list = Object.keys(row).map(ident).join(', ');
  return outcome(
    runAs(
      db,
      CALLERS.anon,
      (tx) =>
        tx.query(`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`, [
          JSON.stringify([row]),
        ]),
      headers,
    ),
  );
}

async function statusOf(table: LeadTable, id: unknown): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(`select status from public.${ident(table)} where id = $1`, [id]);
  return rows[0]?.status;
}

async function deliveryKinds(table: LeadTable, id: unknown): Promise<string[]> {
  const { rows } = await db.query<{ kind: string }>(
    'select kind from public.lead_deliveries where lead_table = $1 and lead_id = $2 order by kind',
    [table, id],
  );
  return rows.map((r) => r.kind);
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

  it('holds, never refuses, a lead over one email’s limit: stored, no receipt or webhook, and new again after the window', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) expect(await insert(table, [withEmail(table, email)])).toBe('ok');
    // Anyone can type a buyer's email: refusing here would let them lock that buyer out.
    const over = withEmail(table, email.toUpperCase());
    expect(await insert(table, [over])).toBe('ok');
    expect(await statusOf(table, over.id)).toBe('held');
    expect(await deliveryKinds(table, over.id)).not.toContain('receipt');
    expect(await deliveryKinds(table, over.id)).not.toContain('webhook');
    // Another email is not held back by this one.
    const other = withEmail(table, uniqueEmail());
    expect(await insert(table, [other])).toBe('ok');
    expect(await statusOf(table, other.id)).toBe('new');
    await age('61 minutes');
    const later = withEmail(table, email);
    expect(await insert(table, [later])).toBe('ok');
    expect(await statusOf(table, later.id)).toBe('new');
  });

  it('limits one client address (the platform’s header), then allows it again', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '203.0.113.7')).toBe('ok');
    }
    expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '203.0.113.7')).toBe('PT429');
    expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '198.51.100.4')).toBe('ok');
    await age('61 minutes');
    expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '203.0.113.7')).toBe('ok');
  });

  it('over the ceiling for all visitors together, holds leads for review; only the hard cap refuses', async () => {
    await limit(table, 'all', 3);
    await limit(table, 'cap', 5);
    try {
      for (let i = 0; i < 3; i += 1) {
        const row = withEmail(table, uniqueEmail());
        expect(await insert(table, [row], CALLERS.anon, `192.0.2.${i}`)).toBe('ok');
        expect(await statusOf(table, row.id)).toBe('new');
      }
      for (let i = 3; i < 5; i += 1) {
        const row = withEmail(table, uniqueEmail());
        expect(await insert(table, [row], CALLERS.viewer, `192.0.2.${i}`)).toBe('ok');
        expect(await statusOf(table, row.id)).toBe('held');
      }
      expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '192.0.2.9')).toBe('PT429');
      await age('61 minutes');
      const row = withEmail(table, uniqueEmail());
      expect(await insert(table, [row], CALLERS.anon, '192.0.2.10')).toBe('ok');
      expect(await statusOf(table, row.id)).toBe('new');
    } finally {
      await limit(table, 'all', 500);
      await limit(table, 'cap', 2000);
    }
  });
});

describe('the client address', () => {
  it('is the platform’s header: X-Forwarded-For, forged fresh on every request, changes nothing', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `${i % 250}.1.2.3`, 'cf-connecting-ip': '203.0.113.50' });
    for (let i = 0; i < 20; i += 1) {
      expect(await insertWith('contact_messages', forged(i))).toBe('ok');
    }
    expect(await insertWith('contact_messages', forged(20))).toBe('PT429');
    expect(await insertWith('contact_messages', { 'x-forwarded-for': ',', 'cf-connecting-ip': '203.0.113.50' })).toBe(
      'PT429',
    );
  });

  it('when missing, is a bucket of its own: never a skipped check, and over its limit leads are held, not refused', async () => {
    for (let i = 0; i < 20; i += 1) expect(await insertWith('contact_messages', { 'x-forwarded-for': ',' })).toBe('ok');
    const row = withEmail('contact_messages', uniqueEmail());
    expect(await insert('contact_messages', [row])).toBe('ok');
    expect(await statusOf('contact_messages', row.id)).toBe('held');
    // A visitor with an address is not held back by the no-address bucket.
    const other = withEmail('contact_messages', uniqueEmail());
    expect(await insert('contact_messages', [other], CALLERS.anon, '198.51.100.20')).toBe('ok');
    expect(await statusOf('contact_messages', other.id)).toBe('new');
  });
});

describe('held leads', () => {
  it('alert the team once an hour per table, and send no receipt or webhook', async () => {
    await db.query('delete from private.held_lead_alerts');
    await limit('oem_leads', 'all', 1);
    try {
      expect(await insert('oem_leads', [withEmail('oem_leads', uniqueEmail())], CALLERS.anon, '192.0.2.30')).toBe('ok');
      const kinds: string[][] = [];
      for (let i = 0; i < 3; i += 1) {
        const row = withEmail('oem_leads', uniqueEmail());
        expect(await insert('oem_leads', [row], CALLERS.anon, `192.0.2.${31 + i}`)).toBe('ok');
        expect(await statusOf('oem_leads', row.id)).toBe('held');
        kinds.push(await deliveryKinds('oem_leads', row.id));
      }
      expect(kinds).toEqual([['team_alert'], [], []]);
      await db.query(`update private.held_lead_alerts set alerted_at = alerted_at - interval '61 minutes'`);
      const next = withEmail('oem_leads', uniqueEmail());
      expect(await insert('oem_leads', [next], CALLERS.anon, '192.0.2.40')).toBe('ok');
      expect(await deliveryKinds('oem_leads', next.id)).toEqual(['team_alert']);
    } finally {
      await limit('oem_leads', 'all', 500);
    }
  });

  const release = (table: LeadTable, id: unknown, status = 'new') =>
    runAs(db, CALLERS.admin, (tx) =>
      tx.query(`update public.${ident(table)} set status = $2 where id = $1`, [id, status]),
    );

  it.each(LEAD_TABLES)(
    '%s: released by the team, goes out as its arrival would have (receipt, webhook), once',
    async (table) => {
      const row = withEmail(table, uniqueEmail());
      await limit(table, 'all', 1);
      try {
        expect(await insert(table, [withEmail(table, uniqueEmail())], CALLERS.anon, '192.0.2.50')).toBe('ok');
        expect(await insert(table, [row], CALLERS.anon, '192.0.2.51')).toBe('ok');
      } finally {
        await limit(table, 'all', 500);
      }
      expect(await statusOf(table, row.id)).toBe('held');
      const whileHeld = await deliveryKinds(table, row.id);
      expect(whileHeld).not.toContain('receipt');
      expect(whileHeld).not.toContain('webhook');

      await release(table, row.id);
      const released = [
        ...whileHeld,
        ...(table === 'icp_template_leads' ? [] : ['receipt']),
        ...(table === 'oem_leads' || table === 'cnc_partner_leads' ? ['webhook'] : []),
      ].sort();
      expect(await deliveryKinds(table, row.id)).toEqual(released);
      // Later changes of status send nothing more.
      await release(table, row.id, 'contacted');
      expect(await deliveryKinds(table, row.id)).toEqual(released);
    },
  );

  it('sends no receipt for an OEM RFQ released after its options were due: it would promise a time gone', async () => {
    const id = await ownerRfq(db, 'oem_leads', 80, { status: 'held' });
    const whileHeld = await deliveryKinds('oem_leads', id);
    await release('oem_leads', id);
    expect(await deliveryKinds('oem_leads', id)).toEqual([...whileHeld, 'webhook'].sort());
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
