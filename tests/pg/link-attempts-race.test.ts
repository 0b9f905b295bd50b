import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS } from '../../supabase/tests/support/fixtures.ts';
import {
  addressHeaders,
  beginAs,
  closeAll,
  ownerSession,
  requestAs,
  sessions,
  uniqueAddress,
  untilAnsweredOrWaiting,
} from './support/sessions.ts';

/**
 * Wrong tokens sent at once from one address (docs/decisions/0036-supplier-brief-pages.md): the
 * three private pages share one count of failed tokens per address, 20 in 15 minutes. A burst of
 * parallel guesses gets no more tries than guesses sent one by one: each call reads the count
 * only after the call before it from the same address has recorded its failure.
 */

const ATTEMPTS = 20;
const BURST = 4;
const PAGES = [
  ['open_brief', 'brief_link'],
  ['open_options', 'options_link'],
  ['open_supplier_page', 'supplier_link'],
] as const;

let callers: pg.Client[];
let observer: pg.Client;

beforeAll(async () => {
  callers = await sessions(BURST + 1);
  observer = await ownerSession();
});
afterAll(async () => {
  await closeAll([...callers, observer]);
});

const wrongToken = () => randomBytes(32).toString('base64url');
/** A page function's answer: its view, or a refusal with the code of its HTTP status. */
type Answer = Record<string, unknown> & { code?: string };
const codeOf = (answer: Answer | undefined) => answer?.code ?? JSON.stringify(answer);

describe.each(PAGES)('%s from one address at once', (fn, code) => {
  it('refuses every call of a burst once the calls before it have used the last attempt', async () => {
    const address = uniqueAddress();
    const call = async (client: pg.Client) =>
      (await client.query<{ v: Answer }>(`select public.${fn}($1) as v`, [wrongToken()])).rows[0]?.v;
    const [holder, ...others] = callers;
    if (!holder) throw new Error('no session');
    for (let tried = 1; tried < ATTEMPTS; tried += 1) {
      const { rows } = await requestAs<{ v: Answer }>(
        holder,
        CALLERS.anon,
        `select public.${fn}($1) as v`,
        [wrongToken()],
        addressHeaders(address),
      );
      expect(codeOf(rows[0]?.v)).toBe(`${code}_invalid`);
    }
    // The last attempt, its failure not yet committed, while the burst arrives.
    await beginAs(holder, CALLERS.anon, addressHeaders(address));
    expect(codeOf(await call(holder))).toBe(`${code}_invalid`);
    const burst = others.map((client) => ({
      client,
      work: (async () => {
        await beginAs(client, CALLERS.anon, addressHeaders(address));
        const answer = await call(client);
        await client.query('commit');
        return codeOf(answer);
      })(),
    }));
    await untilAnsweredOrWaiting(observer, burst);
    await holder.query('commit');
    expect(await Promise.all(burst.map(({ work }) => work))).toEqual(others.map(() => `${code}_limited`));
    // Another address is not held up by this one, nor counted with it.
    const { rows } = await requestAs<{ v: Answer }>(
      holder,
      CALLERS.anon,
      `select public.${fn}($1) as v`,
      [wrongToken()],
      addressHeaders(uniqueAddress()),
    );
    expect(codeOf(rows[0]?.v)).toBe(`${code}_invalid`);
  });
});
