import { describe, expect, it } from 'vitest';
import { ident } from '../local/db/catalogue.ts';
import { runAs } from '../local/db/run-as.ts';
import { client, signedInClient } from './support/backend.ts';
import { useTestBackend } from './support/fresh.ts';
import { CALLERS, LEAD_TABLES, outcome, validRow, type Caller, type LeadTable } from './support/fixtures.ts';

/**
 * Status and notes (supabase/migrations/20261122210200_lead_desk.sql) on real Postgres: who may
 * update what, the stamped columns, the history, and the PATCH and search requests the
 * dashboard sends through supabase-js.
 */

const backend = useTestBackend();

async function seeded(table: LeadTable): Promise<string> {
  const row = validRow(table);
  await backend.seed(table, [row]);
  return row.id;
}

async function stored(table: LeadTable, id: string) {
  const { rows } = await backend.db.query<Record<string, unknown>>(
    `select status, notes, updated_at, updated_by from public.${ident(table)} where id = $1`,
    [id],
  );
  return rows[0];
}

/** Runs an UPDATE as a caller; returns its SQLSTATE or the number of rows it changed. */
async function updateAs(caller: Caller, table: LeadTable, id: string, set: string) {
  let changed = 0;
  const result = await outcome(
    runAs(
      backend.db,
      { ...CALLERS[caller], ...(caller === 'admin' ? { email: 'desk@forgebridge.test' } : {}) },
      async (tx) => {
        changed = (await tx.query(`update public.${ident(table)} set ${set} where id = $1`, [id])).affectedRows ?? 0;
      },
    ),
  );
  return result === 'ok' ? changed : result;
}

describe.each(LEAD_TABLES)('%s', (table) => {
  it('lets an admin change status and notes, stamping who and when, and records the change', async () => {
    const id = await seeded(table);
    expect(await stored(table, id)).toMatchObject({ status: 'new', notes: null, updated_at: null });
    expect(await updateAs('admin', table, id, "status = 'contacted', notes = 'Called, sending drawings'")).toBe(1);
    const after = await stored(table, id);
    expect(after).toMatchObject({
      status: 'contacted',
      notes: 'Called, sending drawings',
      updated_by: 'desk@forgebridge.test',
    });
    expect(after?.updated_at).toBeInstanceOf(Date);
    const { rows } = await backend.db.query(
      'select status, notes, changed_by from public.lead_status_history where lead_table = $1 and lead_id = $2',
      [table, id],
    );
    expect(rows).toEqual([
      { status: 'contacted', notes: 'Called, sending drawings', changed_by: 'desk@forgebridge.test' },
    ]);
  });

  it('refuses an admin any other column, and a status outside the list', async () => {
    const id = await seeded(table);
    const other = table === 'icp_template_leads' ? 'first_name' : table === 'oem_leads' ? 'company_name' : 'email';
    expect(await updateAs('admin', table, id, `${ident(other)} = 'changed@example.test'`)).toBe('42501');
    expect(await updateAs('admin', table, id, "updated_by = 'someone else'")).toBe('42501');
    expect(await updateAs('admin', table, id, "status = 'archived'")).toBe('23514');
  });

  it('lets no visitor or signed-in non-admin update anything', async () => {
    const id = await seeded(table);
    expect(await updateAs('anon', table, id, "status = 'won'")).toBe('42501');
    // The viewer holds the column grant but no policy lets it see or change a row.
    expect(await updateAs('viewer', table, id, "status = 'won'")).toBe(0);
    expect(await stored(table, id)).toMatchObject({ status: 'new', notes: null });
  });

  it('lets the service role update, stamped as the service role', async () => {
    const id = await seeded(table);
    expect(await updateAs('service_role', table, id, "status = 'lost'")).toBe(1);
    expect(await stored(table, id)).toMatchObject({ status: 'lost', updated_by: 'service_role' });
  });

  it('refuses a visitor insert that presets the desk columns', async () => {
    for (const preset of [{ status: 'won' }, { notes: 'vip' }, { updated_by: 'me' }]) {
      const row = { ...validRow(table), ...preset };
      const t = `public.${ident(table)}`;
      const list = Object.keys(row).map(ident).join(', ');
      const result = await outcome(
        runAs(backend.db, CALLERS.anon, (tx) =>
          tx.query(`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`, [
            JSON.stringify([row]),
          ]),
        ),
      );
      expect(result, JSON.stringify(preset)).toBe('42501');
    }
  });
});

describe('the history', () => {
  it('is readable by admins only and writable by nobody through the API', async () => {
    for (const caller of ['anon', 'viewer', 'admin'] as const) {
      const insert = await outcome(
        runAs(backend.db, CALLERS[caller], (tx) =>
          tx.query(
            "insert into public.lead_status_history (lead_table, lead_id, status) values ('oem_leads', gen_random_uuid(), 'won')",
          ),
        ),
      );
      expect(insert, caller).toBe('42501');
    }
    const viewerRows = await runAs(backend.db, CALLERS.viewer, (tx) =>
      tx.query('select * from public.lead_status_history'),
    );
    expect(viewerRows.rows).toEqual([]);
    expect(
      await outcome(runAs(backend.db, CALLERS.anon, (tx) => tx.query('select * from public.lead_status_history'))),
    ).toBe('42501');
  });
});

describe('through supabase-js', () => {
  const admin = () => signedInClient(backend.url, backend.admin);

  it('updates status and notes with PATCH and reads the row back', async () => {
    const id = await seeded('oem_leads');
    const sb = await admin();
    const { data, error, status } = await sb
      .from('oem_leads')
      .update({ status: 'qualified', notes: 'Good fit for Leeds shop' })
      .eq('id', id)
      .select('id, status, notes, updated_by')
      .single();
    expect({ status, error }).toEqual({ status: 200, error: null });
    expect(data).toEqual({
      id,
      status: 'qualified',
      notes: 'Good fit for Leeds shop',
      updated_by: backend.admin.email,
    });
  });

  it('answers a non-admin PATCH with no rows and a visitor PATCH with 401', async () => {
    const id = await seeded('contact_messages');
    const viewer = client(backend.url);
    await viewer.auth.signInWithPassword(backend.viewer);
    const byViewer = await viewer.from('contact_messages').update({ status: 'won' }).eq('id', id).select('id');
    expect({ status: byViewer.status, data: byViewer.data }).toEqual({ status: 200, data: [] });
    const byVisitor = await client(backend.url).from('contact_messages').update({ status: 'won' }).eq('id', id);
    expect({ status: byVisitor.status, code: byVisitor.error?.code }).toEqual({ status: 401, code: '42501' });
    expect(await stored('contact_messages', id)).toMatchObject({ status: 'new' });
  });

  it('searches company, name or email case-insensitively with or=(…ilike…)', async () => {
    const rows = [
      { ...validRow('cnc_partner_leads'), company_name: 'Harrogate Precision, Ltd' },
      { ...validRow('cnc_partner_leads'), contact_name: 'Ada HARROGATE' },
      { ...validRow('cnc_partner_leads'), company_name: 'Elsewhere Ltd' },
    ];
    await backend.seed('cnc_partner_leads', rows);
    const sb = await admin();
    const term = '"*harrogate*"';
    const { data, error } = await sb
      .from('cnc_partner_leads')
      .select('id')
      .or(`company_name.ilike.${term},contact_name.ilike.${term},email.ilike.${term}`);
    expect(error).toBeNull();
    expect(data?.map((r) => r.id).sort()).toEqual([rows[0]?.id, rows[1]?.id].sort());
  });
});
