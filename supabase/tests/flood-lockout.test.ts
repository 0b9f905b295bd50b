import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../local/config.ts';
import { useTestBackend } from './support/fresh.ts';
import { validRow } from './support/fixtures.ts';

/**
 * Floods against the embedded backend as dev and preview run it: the client address is the
 * socket's peer, so nothing a client writes in a header can change it. Each visitor here really
 * sends from its own loopback address (127.0.0.2 and up, Node's `localAddress`).
 */

const backend = useTestBackend({ trustTestAddress: false });

/** Posts one contact message from `from`, with any extra headers; resolves to the HTTP status. */
function sendLead(from: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify(validRow('contact_messages'));
  const url = new URL('/rest/v1/contact_messages', backend.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          apikey: ANON_KEY,
          authorization: `Bearer ${ANON_KEY}`,
          'content-type': 'application/json',
          prefer: 'return=minimal',
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function statusesOfNewest(n: number): Promise<string[]> {
  const { rows } = await backend.db.query<{ status: string }>(
    'select status from public.contact_messages order by created_at desc limit $1',
    [n],
  );
  return rows.map((r) => r.status);
}

describe('a flood', () => {
  it('cannot dodge the address limit with forged headers', async () => {
    const from = '127.0.0.40';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      statuses.push(
        await sendLead(from, {
          'x-forwarded-for': `198.51.100.${i}, 10.0.0.${i}`,
          'cf-connecting-ip': `203.0.113.${i}`,
          'x-real-ip': `192.0.2.${i}`,
        }),
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    expect(await sendLead(from, { 'x-forwarded-for': ',' })).toBe(429);
  });

  it('from 30 addresses in parallel cannot stop a visitor from a fresh address storing a lead', async () => {
    const flooders = Array.from({ length: 30 }, (_, i) => `127.0.0.${i + 2}`);
    const results = await Promise.all(
      flooders.map(async (from) => {
        const statuses: number[] = [];
        for (let i = 0; i < 25; i += 1) statuses.push(await sendLead(from));
        return statuses;
      }),
    );
    // Each address was refused past its own limit, and by nothing else.
    for (const statuses of results) {
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    }
    // 600 leads in the hour are over the ceiling for everyone together (500): a buyer arriving
    // now is stored, held for the team's review rather than turned away.
    expect(await sendLead('127.0.0.99')).toBe(201);
    expect(await statusesOfNewest(1)).toEqual(['held']);
  });
});
