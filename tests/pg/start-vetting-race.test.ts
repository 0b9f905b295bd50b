import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CALLERS, CONSENT_VERSION } from '../../supabase/tests/support/fixtures.ts';
import { beginAs, closeAll, ownerSession, sessions, sqlState, untilAnsweredOrWaiting } from './support/sessions.ts';

/**
 * "Start vetting" from several sessions at once (a double click, two admins on one sign-up): every
 * call answers the same supplier, and the shop gets one supplier, one set of proposed
 * certificates and one "vetting started" email.
 */

const CALLS = 5;
let admins: pg.Client[];
let owner: pg.Client;

beforeAll(async () => {
  admins = await sessions(CALLS);
  owner = await ownerSession();
});
afterAll(async () => {
  await closeAll([...admins, owner]);
});

describe('start_vetting in parallel sessions', () => {
  it('makes one supplier, and every call answers it', async () => {
    const leadId = randomUUID();
    await owner.query(
      `insert into public.cnc_partner_leads (id, email, company_name, contact_name, processes, materials,
         held_certifications, country, consent_version)
       values ($1, $2, 'Dale Machining', 'Kit Dale', '{cnc-turning}', '{brass}', '{iso9001}', 'GB', $3)`,
      [leadId, `kit+${leadId.slice(0, 8)}@dale-machining.example`, CONSENT_VERSION],
    );
    const [first, ...others] = admins;
    if (!first) throw new Error('no session');
    // The first call holds its lock, uncommitted, while the others try.
    await beginAs(first, CALLERS.admin);
    const held = await first.query<{ id: string }>('select public.start_vetting($1) as id', [leadId]);
    const answers: string[] = [];
    const rest = others.map((client) => ({
      client,
      work: sqlState(
        (async () => {
          await beginAs(client, CALLERS.admin);
          const { rows } = await client.query<{ id: string }>('select public.start_vetting($1) as id', [leadId]);
          await client.query('commit');
          answers.push(String(rows[0]?.id));
        })(),
      ),
    }));
    await untilAnsweredOrWaiting(owner, rest);
    await first.query('commit');
    expect(await Promise.all(rest.map(({ work }) => work))).toEqual(others.map(() => 'ok'));
    expect(new Set(answers)).toEqual(new Set([held.rows[0]?.id]));
    const { rows } = await owner.query<{ suppliers: string; certificates: string; notices: string }>(
      `select count(distinct s.id)::text as suppliers, count(distinct c.id)::text as certificates,
              (select count(*) from public.supplier_notices n join public.suppliers x on x.id = n.supplier_id
                where x.partner_lead_id = $1)::text as notices
         from public.suppliers s left join public.supplier_certificates c on c.supplier_id = s.id
        where s.partner_lead_id = $1`,
      [leadId],
    );
    expect(rows).toEqual([{ suppliers: '1', certificates: '1', notices: '1' }]);
  });
});
