import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ident } from '../local/db/catalogue.ts';
import { runAs } from '../local/db/run-as.ts';
import { CALLERS, LEAD_TABLES, outcome, validRow, type LeadTable } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * One mailbox, one count: an email column holds a plain address only, the per-email limit counts
 * the mailbox a variant reaches (case, +tag and Gmail's dots ignored), and receipts to one mailbox
 * are counted per day across every lead table; past that the lead is stored with no receipt.
 */

const db = useFreshDatabase();

beforeEach(async () => {
  await db.query('delete from private.submission_log');
  await db.query('delete from private.receipt_log');
  await db.query('delete from public.lead_deliveries');
});

type Row = Record<string, unknown>;
const emailColumn = (table: LeadTable) => (table === 'icp_template_leads' ? 'business_email' : 'email');
const withEmail = (table: LeadTable, email: string): Row => ({ ...validRow(table), [emailColumn(table)]: email });
let nextAddress = 1;
/** Each lead from its own client address, so only the mailbox limits are in play. */
const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function insert(table: LeadTable, row: Row) {
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
      { 'cf-connecting-ip': freshAddress() },
    ),
  );
}

async function statusOf(table: LeadTable, id: unknown) {
  const { rows } = await db.query<{ status: string }>(`select status from public.${ident(table)} where id = $1`, [id]);
  return rows[0]?.status;
}

async function deliveryKinds(table: LeadTable, id: unknown) {
  const { rows } = await db.query<{ kind: string }>(
    'select kind from public.lead_deliveries where lead_table = $1 and lead_id = $2 order by kind',
    [table, id],
  );
  return rows.map((r) => r.kind);
}

const victim = () => `victim-${randomUUID().slice(0, 8)}`;

describe.each(LEAD_TABLES)('%s email column', (table) => {
  it.each([
    'victim@example.com(3)',
    '(comment)victim@example.com',
    'x<victim@example.com>',
    'Victim <victim@example.com>',
    '"victim"@example.com',
    'buyer@example.com?cc=attacker%40evil.test',
    'buyer%attacker@example.com',
    'a,b@example.com',
    'victim@example.com,other@example.com',
  ])('refuses %s with 23514', async (email) => {
    expect(await insert(table, withEmail(table, email))).toBe('23514');
  });

  it.each(['victim@example.com', 'Victim+quotes@Example.co.uk', "o'brien@example.ie", 'first.last@sub.example.org'])(
    'takes the plain address %s',
    async (email) => {
      expect(await insert(table, withEmail(table, email))).toBe('ok');
    },
  );
});

describe('the per-email limit counts one mailbox', () => {
  it.each([
    ['+tags and case', (local: string) => [`${local}@example.com`, `${local.toUpperCase()}+1@EXAMPLE.com`]],
    [
      'Gmail’s dots and googlemail.com',
      (local: string) => [`${local}@gmail.com`, `${local.split('').join('.')}+x@googlemail.com`],
    ],
  ] as const)('variants by %s are one mailbox', async (_, variants) => {
    const [first, variant] = variants(victim()) as [string, string];
    for (let i = 0; i < 5; i += 1)
      expect(await insert('contact_messages', withEmail('contact_messages', first))).toBe('ok');
    const over = withEmail('contact_messages', variant);
    expect(await insert('contact_messages', over)).toBe('ok');
    expect(await statusOf('contact_messages', over.id)).toBe('held');
  });

  it('keeps dots in a mailbox outside Gmail', async () => {
    const local = victim();
    for (let i = 0; i < 5; i += 1)
      expect(await insert('contact_messages', withEmail('contact_messages', `${local}@example.com`))).toBe('ok');
    const other = withEmail('contact_messages', `${local.split('').join('.')}@example.com`);
    expect(await insert('contact_messages', other)).toBe('ok');
    expect(await statusOf('contact_messages', other.id)).toBe('new');
  });
});

describe('receipts to one mailbox', () => {
  const receiptTables = LEAD_TABLES.filter((t) => t !== 'icp_template_leads');

  it('are at most 5 a day across every lead table; past that the lead is stored and answered, with no receipt', async () => {
    const local = victim();
    const variants = [`${local}@example.com`, `${local}+a@example.com`, `${local.toUpperCase()}@example.com`];
    const kinds: string[][] = [];
    const rows: [LeadTable, Row][] = [];
    for (let i = 0; i < 8; i += 1) {
      const table = receiptTables[i % receiptTables.length] as LeadTable;
      const row = withEmail(table, variants[i % variants.length] as string);
      expect(await insert(table, row)).toBe('ok');
      expect(await statusOf(table, row.id)).toBe('new');
      rows.push([table, row]);
      kinds.push(await deliveryKinds(table, row.id));
    }
    expect(kinds.map((k) => k.includes('receipt'))).toEqual([true, true, true, true, true, false, false, false]);
    // The team still hears of each one, and the partner webhook still fires.
    expect(kinds.every((k) => k.includes('team_alert'))).toBe(true);
    const webhookTables: readonly LeadTable[] = ['cnc_partner_leads', 'oem_leads'];
    expect(rows.slice(5).map(([table], i) => [table, kinds[5 + i]])).toEqual(
      rows
        .slice(5)
        .map(([table]) => [table, webhookTables.includes(table) ? ['team_alert', 'webhook'] : ['team_alert']]),
    );
    // A day later the mailbox gets receipts again.
    await db.query(`update private.receipt_log set created_at = created_at - interval '25 hours'`);
    const later = withEmail('contact_messages', `${local}@example.com`);
    expect(await insert('contact_messages', later)).toBe('ok');
    expect(await deliveryKinds('contact_messages', later.id)).toContain('receipt');
  });

  it('keep only a hash of the mailbox', async () => {
    const email = `${victim()}@example.com`;
    expect(await insert('contact_messages', withEmail('contact_messages', email))).toBe('ok');
    const { rows } = await db.query('select * from private.receipt_log');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(email.split('@')[0]);
  });
});
