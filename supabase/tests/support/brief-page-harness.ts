import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { RfqTable } from '../../../src/shared/leads/tables.ts';
import { runAs, type RequestHeaders } from '../../local/db/run-as.ts';
import { CALLERS, type Caller } from './fixtures.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { ownerRfq, ownerShortlist } from './rfq-options.ts';

/*
 * What the brief page's database suites share (brief-links-suite.ts, brief-answers-suite.ts): the
 * database, calls as a visitor from an address, links issued as the sender issues them, and an RFQ
 * from a named buyer briefed to its suppliers.
 */

/** What the page's functions return: the brief's view, or a refusal with its HTTP status's code. */
export type View = Record<string, unknown> & { code?: string; message?: string };

export const BUYER = {
  email: 'j.doe@acme-aero.example',
  company: 'ACME Aero Structures',
  file: 'ACME-Aero_PN4471_RevB.step',
  phone: '+44 7700 900123',
};

/** Item i of a list the test just built, which is there. */
export function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

export function briefPageHarness(open: () => Promise<MatrixDatabase>) {
  let opened: MatrixDatabase | undefined;
  let addressHeader = 'x-forwarded-for';
  const current = (): MatrixDatabase => {
    if (!opened) throw new Error('the database is not open yet');
    return opened;
  };
  /** The suite's database, opened before its tests and closed after them. */
  const db: MatrixDatabase = {
    query: (sql, params) => current().query(sql, params),
    transaction: (fn) => current().transaction(fn),
    close: () => current().close(),
  };
  beforeAll(async () => {
    opened = await open();
    const { rows } = await db.query<{ header: string }>('select header from private.client_address_source');
    addressHeader = rows[0]?.header ?? 'x-forwarded-for';
  });
  afterAll(async () => {
    await opened?.close();
  });

  const from = (address: string): RequestHeaders => ({ [addressHeader]: address });
  const fresh = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}, ${randomUUID()}`;
  const as = <T = Record<string, unknown>>(caller: Caller, sql: string, params: unknown[] = [], headers = {}) =>
    runAs(db, CALLERS[caller], (tx) => tx.query<T>(sql, params), headers);
  /** Calls a page function as a visitor from `address`; returns its JSON. */
  async function page(fn: string, args: unknown[], address = fresh()): Promise<View> {
    const list = args.map((_, i) => `$${i + 1}`).join(', ');
    const { rows } = await as<{ v: View }>('anon', `select public.${fn}(${list}) as v`, args, from(address));
    return rows[0]?.v ?? {};
  }
  const tokenOf = () => randomBytes(32).toString('base64url');
  const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
  const issue = (introductionId: string, token: string, replace = true) =>
    as<{ v: Date }>('service_role', 'select public.issue_brief_link($1, $2, $3) as v', [
      introductionId,
      hashOf(token),
      replace,
    ]);

  /**
   * An RFQ from a named buyer, with a file named after them (and any of its `answers`), shortlisted
   * and briefed; each brief has a live link.
   */
  async function briefed(table: RfqTable = 'oem_leads', count = 3, email = BUYER.email, answers = {}) {
    const rfq = await ownerRfq(db, table, {
      ...answers,
      email,
      company_name: BUYER.company,
      ...(table === 'oem_leads' ? { phone: BUYER.phone } : {}),
      attachments: [
        {
          name: BUYER.file,
          size: 2048,
          type: 'model/step',
          path: `${table}/${randomUUID()}/01-${BUYER.file}`,
          measurements: { sizeMm: [40, 30, 12.5], volumeCm3: 9.1, areaCm2: 41.2 },
        },
      ],
    });
    const picks = await ownerShortlist(db, table, rfq.id, count);
    await as('admin', 'select public.send_briefs($1, $2, $3, true)', [table, rfq.id, '{}']);
    const tokens: string[] = [];
    for (const pick of picks) {
      const token = tokenOf();
      await issue(pick.introductionId, token);
      tokens.push(token);
    }
    return { rfq, picks, tokens };
  }
  const interested = (extra: Record<string, unknown> = {}) => ({
    answer: 'interested',
    lead_time: '2-4-weeks',
    earliest_start: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    price: { amount: 1250.5, currency: 'GBP', basis: 'total' },
    minimum_order: 10,
    note: 'We run this alloy weekly',
    ...extra,
  });
  return { db, as, page, fresh, tokenOf, hashOf, issue, briefed, interested };
}
