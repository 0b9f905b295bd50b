import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { capabilityLists } from '../../src/lib/suppliers/capabilities.ts';
import { heldLines, proposedLines } from '../../src/features/supplier-page/capability-lines.ts';
import { startingValues, toChanges } from '../../src/features/supplier-page/proposal-schema.ts';
import { createSupplierPageApi, failureOf, SupplierPageError } from '../../src/features/supplier-page/supplier-api.ts';
import { certificateState } from '../../src/features/supplier-page/supplier-view.ts';
import { runAs } from '../local/db/run-as.ts';
import { TEST_CLIENT_ADDRESS_HEADER } from '../local/config.ts';
import { client } from './support/backend.ts';
import { CALLERS } from './support/fixtures.ts';
import { useTestBackend } from './support/fresh.ts';
import { dayFromToday, ownerCertificate, ownerSupplier } from './support/suppliers.ts';

/*
 * A shop's page's own calls (src/features/supplier-page/supplier-api.ts), made with the real
 * supabase-js client against the embedded backend: what the page sends is what the token functions
 * take, and what they answer (the view, 404, 400) is what the page reads.
 */

const backend = useTestBackend();

let visitors = 0;
/** The page as one visitor's browser runs it: its own address, the anon key. */
function pageFrom(address = `198.51.100.${(visitors += 1)}`) {
  const sb = client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: address });
  return createSupplierPageApi(() => sb);
}

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A shop in vetting with a verified and an expired certificate, and a live link to its page. */
async function shopLink(): Promise<{ token: string; supplierId: string }> {
  const db = backend.db;
  const supplierId = await ownerSupplier(db, { company_name: 'Heron Engineering Ltd', processes: ['cnc-milling'] });
  await ownerCertificate(db, supplierId, { standard: 'as9100' });
  await ownerCertificate(db, supplierId, { standard: 'iso9001', expiresIn: -3 });
  await db.query("update public.suppliers set status = 'vetting', town = 'Coventry' where id = $1", [supplierId]);
  const token = randomBytes(32).toString('base64url');
  await runAs(db, CALLERS.service_role, (tx) =>
    tx.query('select public.issue_supplier_link($1, $2, true)', [supplierId, tokenHash(token)]),
  );
  return { token, supplierId };
}

const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierPageError);
  return failureOf(error);
};

describe('the supplier page against the database', () => {
  it('opens a view the page can show: status, capabilities in the vocabulary’s words, certificates', async () => {
    const { token } = await shopLink();
    const view = await pageFrom().open(token);
    expect(view.supplier).toMatchObject({ company_name: 'Heron Engineering Ltd', status: 'vetting' });
    expect(heldLines(view.supplier)).toEqual(
      expect.arrayContaining([
        { key: 'processes', label: expect.any(String), value: 'CNC milling' },
        { key: 'town', label: expect.any(String), value: 'Coventry' },
        { key: 'country', label: expect.any(String), value: 'United Kingdom' },
      ]),
    );
    const states = Object.fromEntries(view.certificates.map((c) => [c.standard, certificateState(c)]));
    expect(states).toEqual({ as9100: 'verified', iso9001: 'expired' });
    expect(view.proposal).toBeNull();
    expect(view.answers).toEqual([]);
  });

  it('sets the capacity at once, dated today, and reads a bad value as the database’s refusal', async () => {
    const { token } = await shopLink();
    const page = pageFrom();
    const view = await page.setCapacity(token, 'looking-for-work');
    expect(view.supplier).toMatchObject({ capacity: 'looking-for-work', capacity_set_at: dayFromToday(0) });
    expect(await failure(page.setCapacity(token, 'busy' as 'neutral'))).toMatchObject({ kind: 'refused' });
  });

  it('stores what the form proposes, changes nothing we hold, and refuses a term outside the vocabulary', async () => {
    const { token, supplierId } = await shopLink();
    const page = pageFrom();
    const opened = await page.open(token);
    const values = {
      ...startingValues(opened),
      processes: ['cnc-milling', 'multi-axis'],
      maxAxes: '5',
      x: '800',
      y: '500',
      z: '400',
    };
    const changes = toChanges(values, opened.supplier, capabilityLists);
    const view = await page.propose(token, changes);
    expect(view.proposal?.changes).toEqual(changes);
    expect(proposedLines(view.proposal?.changes ?? {}).map((l) => l.value)).toEqual(
      expect.arrayContaining(['CNC milling, Multi-axis machining', '800 × 500 × 400 mm']),
    );
    expect(view.supplier.processes).toEqual(['cnc-milling']);
    const { rows } = await backend.db.query<{ processes: string[] }>(
      'select processes from public.suppliers where id = $1',
      [supplierId],
    );
    expect(rows[0]?.processes).toEqual(['cnc-milling']);
    expect(await failure(page.propose(token, { materials: ['unobtainium'] }))).toMatchObject({ kind: 'refused' });
  });

  it('reads a wrong link, and a link replaced by a newer message’s, as the one "not valid" answer', async () => {
    const { token, supplierId } = await shopLink();
    const page = pageFrom();
    expect(await failure(page.open(randomBytes(32).toString('base64url')))).toEqual({ kind: 'invalid' });
    expect(await page.open(token)).toMatchObject({ supplier: { company_name: 'Heron Engineering Ltd' } });
    const newer = randomBytes(32).toString('base64url');
    await runAs(backend.db, CALLERS.service_role, (tx) =>
      tx.query('select public.issue_supplier_link($1, $2, true)', [supplierId, tokenHash(newer)]),
    );
    expect(await failure(page.open(token))).toEqual({ kind: 'invalid' });
    expect(await page.open(newer)).toMatchObject({ supplier: { company_name: 'Heron Engineering Ltd' } });
  });
});
