import { createHash, randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../local/db/run-as.ts';
import { CALLERS, outcome, validRow } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';

/**
 * What the per-address limits count (docs/decisions/0008-abuse-limits-in-postgres.md): an IPv6
 * client by its /64 network, an IPv4-mapped IPv6 address as its IPv4 address, an IPv4 address as
 * itself, and any other value as its own text, without failing the request. The same cells run on
 * PGlite (supabase/tests/address-limits.test.ts) and on the real PostgreSQL server
 * (tests/pg/address-limits.test.ts), which other tests share: every address here is fresh and no
 * limit is changed.
 */
export function describeAddressLimits(open: () => Promise<MatrixDatabase>): void {
  let db: MatrixDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const hex = () => randomInt(1, 0xffff).toString(16);
  /** A /64 of the documentation range no other test uses, as "2001:db8:x:y:". */
  const fresh64 = () => `2001:db8:${hex()}:${hex()}:`;
  const freshIpv4 = () => `198.51.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  /** The key the limits count `address` by, with it in the header as the platform sets it. */
  const keyOf = (address: string) =>
    db.transaction(async (tx) => {
      await tx.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ 'cf-connecting-ip': address }),
      ]);
      const { rows } = await tx.query<{ key: string }>('select private.client_address_key() as key');
      return rows[0]?.key;
    });

  const visitor = (address: string, sql: string, params: unknown[]) =>
    outcome(runAs(db, CALLERS.anon, (tx) => tx.query(sql, params), { 'cf-connecting-ip': address }));

  const sendContact = (address: string) => {
    const row = validRow('contact_messages', { email: `net-${randomUUID()}@example.test` });
    const columns = Object.keys(row).join(', ');
    return visitor(
      address,
      `insert into public.contact_messages (${columns})
       select ${columns} from json_populate_record(null::public.contact_messages, $1::json)`,
      [JSON.stringify(row)],
    );
  };

  const reserve = (address: string) =>
    visitor(address, 'insert into public.upload_reservations (name, bytes) values ($1, 1)', [
      `oem_leads/${randomUUID()}/01-drawing.step`,
    ]);

  async function addressLimit(table: string): Promise<number> {
    const { rows } = await db.query<{ max_submissions: number }>(
      "select max_submissions from private.submission_limits where lead_table = $1 and scope = 'address'",
      [table],
    );
    return rows[0]?.max_submissions ?? 0;
  }

  describe('the key an address counts by', () => {
    it('is one for every address of one IPv6 /64, whatever the spelling', async () => {
      const net = fresh64();
      const key = await keyOf(`${net}:1`);
      expect(await keyOf(`${net}ffff:ffff:ffff:fffe`)).toBe(key);
      expect(await keyOf(`${net}0:0:0:1`.toUpperCase())).toBe(key);
      expect(await keyOf(`${net}a:b:c:d`)).toBe(key);
    });

    it('differs between two /64 networks, even neighbouring ones', async () => {
      expect(await keyOf('2001:db8:1:2::1')).not.toBe(await keyOf('2001:db8:1:3::1'));
      expect(await keyOf('2001:db8:1:2::1')).not.toBe(await keyOf('2001:db9:1:2::1'));
    });

    it('is an IPv4 address’s own, unchanged: the hash of the address as written', async () => {
      expect(await keyOf('203.0.113.5')).toBe(sha256('203.0.113.5'));
      expect(await keyOf('203.0.113.5')).not.toBe(await keyOf('203.0.113.6'));
    });

    it('is the IPv4 address’s for an IPv4-mapped IPv6 address', async () => {
      expect(await keyOf('::ffff:203.0.113.5')).toBe(await keyOf('203.0.113.5'));
      expect(await keyOf('::FFFF:cb00:7105')).toBe(await keyOf('203.0.113.5'));
      expect(await keyOf('::ffff:203.0.113.5')).not.toBe(await keyOf('::ffff:203.0.113.6'));
    });

    it('is the text’s own for a value that is no plain address, and never an error', async () => {
      for (const value of ['not an address', '1.2.3.4/8', 'fe80::1%eth0', '2001:db8::zz', '1.2.3', '1.2.3.256', 'ø']) {
        expect(await keyOf(value)).toBe(sha256(value));
      }
      expect(await keyOf(':'.repeat(100))).toBe(sha256(':'.repeat(100)));
    });
  });

  describe('the per-address limit', () => {
    it('refuses one more lead from any address of a /64 that reached it, not from the next /64', async () => {
      const max = await addressLimit('contact_messages');
      const net = fresh64();
      for (let i = 1; i <= max; i += 1) expect(await sendContact(`${net}${i.toString(16)}:0:0:1`)).toBe('ok');
      expect(await sendContact(`${net}ffff::99`)).toBe('PT429');
      expect(await sendContact(`${fresh64()}:1`)).toBe('ok');
    });

    it('counts an IPv4 address and its mapped IPv6 spelling together', async () => {
      const max = await addressLimit('contact_messages');
      const address = freshIpv4();
      for (let i = 1; i <= max; i += 1) expect(await sendContact(i % 2 ? address : `::ffff:${address}`)).toBe('ok');
      expect(await sendContact(address)).toBe('PT429');
      expect(await sendContact(`::ffff:${address}`)).toBe('PT429');
    });

    it('counts upload reservations by the /64 too', async () => {
      const max = await addressLimit('oem_leads');
      const net = fresh64();
      for (let i = 1; i <= max; i += 1) expect(await reserve(`${net}${i.toString(16)}::7`)).toBe('ok');
      expect(await reserve(`${net}abcd::7`)).toBe('PT429');
      expect(await reserve(`${fresh64()}:7`)).toBe('ok');
    });

    it('stores a lead whose address header is garbage, counted under that text', async () => {
      expect(await sendContact(`garbage ${randomUUID()} %zz`)).toBe('ok');
      expect(await sendContact(`${fresh64()}:zz:1`)).toBe('ok');
    });
  });
}
