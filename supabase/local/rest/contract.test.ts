import { TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { describe, expect, it } from 'vitest';
import { client, rawFetch } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';
import { LEAD_TABLES, validRow } from '../../tests/support/fixtures.ts';

/**
 * The PostgREST half of the embedded backend, driven over HTTP by the real supabase-js client
 * exactly as the site's forms drive it (insert without reading back).
 */

const backend = useTestBackend();

describe('anonymous visitor', () => {
  it.each(LEAD_TABLES)('inserts into %s: 201, no data, no error', async (table) => {
    // `table` is a union here, which supabase-js cannot narrow; each row matches its own table.
    const result = await client(backend.url)
      .from(table)
      .insert(validRow(table) as never);
    expect(result).toMatchObject({ status: 201, data: null, error: null });
  });

  it('cannot insert an array of rows in one request: 413 PT413, nothing stored', async () => {
    const rows = [validRow('icp_template_leads'), validRow('icp_template_leads')];
    const result = await client(backend.url).from('icp_template_leads').insert(rows);
    expect({ status: result.status, code: result.error?.code }).toEqual({ status: 413, code: 'PT413' });
    const { rows: stored } = await backend.db.query('select 1 from public.icp_template_leads where id = any($1)', [
      rows.map((r) => r.id),
    ]);
    expect(stored).toHaveLength(0);
  });

  it('is refused with 429 PT429 and the limit message once its address is over the limit', async () => {
    const from = { [TEST_CLIENT_ADDRESS_HEADER]: '192.0.2.77' };
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await client(backend.url, from).from('contact_messages').insert(validRow('contact_messages'))).status,
      ).toBe(201);
    }
    const refused = await client(backend.url, from).from('contact_messages').insert(validRow('contact_messages'));
    expect({ status: refused.status, code: refused.error?.code, message: refused.error?.message }).toEqual({
      status: 429,
      code: 'PT429',
      message: 'Too many submissions, please try again later',
    });
  });

  it.each(LEAD_TABLES)('cannot read %s: 401 with code 42501', async (table) => {
    const { error, status, data } = await client(backend.url).from(table).select('*');
    expect({ status, code: error?.code, data }).toEqual({ status: 401, code: '42501', data: null });
  });

  it('cannot read back its own insert (insert().select())', async () => {
    const { error } = await client(backend.url).from('contact_messages').insert(validRow('contact_messages')).select();
    expect(error?.code).toBe('42501');
  });

  it('gets 409 / 23505 when retrying an insert with the same id', async () => {
    const row = validRow('oem_leads');
    const sb = client(backend.url);
    expect((await sb.from('oem_leads').insert(row)).error).toBeNull();
    const { error, status } = await sb.from('oem_leads').insert(row);
    expect({ status, code: error?.code }).toEqual({ status: 409, code: '23505' });
  });

  it('gets 400 / 23514 for a constraint violation', async () => {
    const { error, status } = await client(backend.url)
      .from('consultation_requests')
      .insert(validRow('consultation_requests', { timeline: 'yesterday' }));
    expect({ status, code: error?.code }).toEqual({ status: 400, code: '23514' });
    expect(error?.message).toContain('consultation_requests_timeline_check');
  });

  it('gets 404 / PGRST205 for an unknown table', async () => {
    const { error, status } = await client(backend.url)
      .from('leads' as 'oem_leads')
      .insert({} as never);
    expect({ status, code: error?.code }).toEqual({ status: 404, code: 'PGRST205' });
  });

  it('gets 400 / PGRST204 for an unknown column', async () => {
    const row = { ...validRow('contact_messages'), is_admin: true };
    const { error, status } = await client(backend.url)
      .from('contact_messages')
      .insert(row as never);
    expect({ status, code: error?.code }).toEqual({ status: 400, code: 'PGRST204' });
  });
});

describe('malformed and unsupported requests', () => {
  const expectPostgrestError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe(code);
  };

  it('answers bad JSON with 400 / PGRST102', async () => {
    const response = await rawFetch(`${backend.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    await expectPostgrestError(response, 400, 'PGRST102');
  });

  it('answers a nested logic tree (or=(and(…))) with 400 / PGRST100 through supabase-js', async () => {
    const { error, status } = await client(backend.url)
      .from('oem_leads')
      .select('*')
      .or('and(country.eq.UK,city.eq.Leeds),country.eq.FR');
    expect({ status, code: error?.code }).toEqual({ status: 400, code: 'PGRST100' });
  });

  it.each([
    ['an unknown operator', 'select=*&country=fts.uk', 400, 'PGRST100'],
    ['an embedded resource', 'select=*,owner(*)', 400, 'PGRST100'],
    ['an unknown column filter', 'password=eq.x', 400, '42703'],
    ['a bad limit', 'limit=-1', 400, 'PGRST100'],
    ['a bad order modifier', 'order=created_at.sideways', 400, 'PGRST100'],
  ])('answers %s with a PostgREST error', async (_name, query, status, code) => {
    await expectPostgrestError(await rawFetch(`${backend.url}/rest/v1/oem_leads?${query}`), status, code);
  });

  it('refuses PATCH and DELETE with 405 / PGRST117', async () => {
    const { error, status } = await client(backend.url).from('oem_leads').delete().eq('country', 'UK');
    expect({ status, code: error?.code }).toEqual({ status: 405, code: 'PGRST117' });
  });

  it('refuses another schema with 406 / PGRST106', async () => {
    const response = await rawFetch(`${backend.url}/rest/v1/users`, { headers: { 'Accept-Profile': 'auth' } });
    await expectPostgrestError(response, 406, 'PGRST106');
  });

  it('answers a request without an API key with 401', async () => {
    const response = await fetch(`${backend.url}/rest/v1/oem_leads`);
    await expectPostgrestError(response, 401, 'PGRST301');
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${backend.url}/rest/v1/oem_leads`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,prefer',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});

describe('a function that sets response.status', () => {
  it('answers with that status and its body, and keeps what it wrote (a bad brief link counts)', async () => {
    const from = { [TEST_CLIENT_ADDRESS_HEADER]: '192.0.2.191' };
    const { data, error, status } = await client(backend.url, from).rpc('open_brief', { p_token: 'x'.repeat(43) });
    expect({ status, data, code: error?.code, message: error?.message }).toEqual({
      status: 404,
      data: null,
      code: 'brief_link_invalid',
      message: 'This link is not valid or has expired. Ask Forgebridge for a new one.',
    });
    const { rows } = await backend.db.query<{ n: number }>(
      "select count(*)::int as n from private.brief_link_failures where address_key = private.sha256_hex('192.0.2.191')",
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('a function taking an array', () => {
  it('gets a JSON array as an array, as PostgREST passes it (send_buyer_options takes uuid[])', async () => {
    // Signed out, the function refuses before it reads anything: what matters is that the array
    // reached it (a JSON text would be refused as a malformed array literal, 22P02).
    const { error, status } = await client(backend.url).rpc('send_buyer_options', {
      p_lead_table: 'oem_leads',
      p_lead_id: '00000000-0000-4000-8000-000000000000',
      p_introduction_ids: ['00000000-0000-4000-8000-000000000001'],
      p_buyer_reasons: {},
    });
    expect({ status, code: error?.code }).toEqual({ status: 401, code: '42501' });
  });
});
