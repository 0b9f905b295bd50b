import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET, TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { signJwt } from './jwt.ts';
import { client, passSecondFactor, rawFetch } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';
import { validRow } from '../../tests/support/fixtures.ts';

/**
 * The GoTrue half and the role switch, driven by the real supabase-js client over HTTP: admin
 * sign-in and reads, refresh rotation, sign-out, bad tokens, and no role leaking under load.
 */

const backend = useTestBackend();

/** Signed in as the dashboard signs in: the admin also through the second factor. */
async function signedIn(who: 'admin' | 'viewer') {
  const sb = client(backend.url);
  const { data, error } = await sb.auth.signInWithPassword(backend[who]);
  if (error || !data.session) throw error ?? new Error('No session');
  if (who === 'admin') await passSecondFactor(sb, backend.admin.totpSecret ?? '');
  const { session } = (await sb.auth.getSession()).data;
  return { sb, session: session ?? data.session };
}

/**
 * One admin session for the tests that only read: a code is accepted once, so each further
 * sign-in within 30 seconds needs the next code, and the third waits for the clock.
 */
let reader: ReturnType<typeof signedIn> | undefined;
const readingAdmin = () => (reader ??= signedIn('admin'));

describe('admin session', () => {
  it('signs in with the seeded admin and carries the admin claim', async () => {
    const { session } = await readingAdmin();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: backend.admin.email } });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.user.app_metadata.role).toBe('admin');
  });

  it('reads rows newest first, in the order they were inserted', async () => {
    const anon = client(backend.url);
    const rows = [];
    for (let i = 0; i < 3; i += 1) {
      const row = validRow('icp_template_leads', { first_name: `Order ${i}` });
      expect((await anon.from('icp_template_leads').insert(row)).error).toBeNull();
      rows.push(row);
      await sleep(5); // timestamps have millisecond precision
    }
    const { sb } = await readingAdmin();
    const { data, error } = await sb
      .from('icp_template_leads')
      .select('*')
      .in(
        'id',
        rows.map((r) => r.id),
      )
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((r) => r.first_name)).toEqual(['Order 2', 'Order 1', 'Order 0']);
    expect(data?.[0]).toMatchObject({ ...rows[2], created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('counts with Prefer: count=exact (HEAD)', async () => {
    const { sb } = await readingAdmin();
    const { count, error } = await sb.from('icp_template_leads').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from public.icp_template_leads');
    expect(count).toBe(rows[0]?.n);
  });

  it('refreshes (rotating the refresh token), and signOut ends the session', async () => {
    const { sb, session } = await signedIn('admin');
    const refreshed = await sb.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect((await sb.from('oem_leads').select('id').limit(1)).error).toBeNull();

    const reused = await client(backend.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error?.code).toBe('refresh_token_already_used');

    const { sb: again, session: second } = await signedIn('admin');
    expect((await again.auth.getUser()).data.user?.email).toBe(backend.admin.email);
    expect((await again.auth.signOut()).error).toBeNull();
    const afterSignOut = await client(backend.url).auth.refreshSession({ refresh_token: second.refresh_token });
    expect(afterSignOut.error?.code).toBe('refresh_token_not_found');
  });

  it('reads nothing with the password alone, nor with an aal2 token after sign-out', async () => {
    const row = validRow('contact_messages');
    expect((await client(backend.url).from('contact_messages').insert(row)).error).toBeNull();
    const aal1 = client(backend.url);
    await aal1.auth.signInWithPassword(backend.admin);
    expect((await aal1.from('contact_messages').select('id').eq('id', row.id)).data).toEqual([]);

    const { sb, session } = await signedIn('admin');
    expect((await sb.from('contact_messages').select('id').eq('id', row.id)).data).toEqual([{ id: row.id }]);
    expect((await sb.auth.signOut({ scope: 'local' })).error).toBeNull();
    const after = await rawFetch(`${backend.url}/rest/v1/contact_messages?select=id&id=eq.${row.id}`, {
      token: session.access_token,
    });
    expect({ status: after.status, body: await after.json() }).toEqual({ status: 200, body: [] });
  });

  it('rejects a wrong password with invalid_credentials', async () => {
    const { error } = await client(backend.url).auth.signInWithPassword({ ...backend.admin, password: 'nope' });
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });
});

describe('signed-in user without the admin claim', () => {
  it('reads an empty list (the dashboard shows "not authorised")', async () => {
    const { sb, session } = await signedIn('viewer');
    expect(session.user.app_metadata.role).toBeUndefined();
    const { data, error } = await sb.from('oem_leads').select('*');
    expect({ data, error }).toEqual({ data: [], error: null });
  });
});

describe('bad tokens', () => {
  const claims = {
    role: 'authenticated',
    aud: 'authenticated',
    sub: crypto.randomUUID(),
    app_metadata: { role: 'admin' },
  };
  const now = Math.floor(Date.now() / 1000);

  it('rejects an expired JWT with 401 / PGRST301', async () => {
    const expired = await signJwt({ ...claims, iat: now - 7200, exp: now - 3600 });
    const { error, status } = await client(backend.url, { Authorization: `Bearer ${expired}` })
      .from('oem_leads')
      .select('*');
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 401,
      code: 'PGRST301',
      message: 'JWT expired',
    });
  });

  it('rejects a JWT signed with another secret with 401 / PGRST301', async () => {
    const forged = await signJwt({ ...claims, exp: now + 3600 }, new TextEncoder().encode(`${JWT_SECRET}-forged`));
    const response = await rawFetch(`${backend.url}/rest/v1/oem_leads?select=*`, { token: forged });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/invalid_token/);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('rejects a JWT whose role is not an API role', async () => {
    const superuser = await signJwt({ role: 'postgres', exp: now + 3600 });
    const response = await rawFetch(`${backend.url}/rest/v1/oem_leads?select=*`, { token: superuser });
    expect(response.status).toBe(401);
  });
});

describe('concurrency', () => {
  it('keeps roles apart across 120 parallel mixed requests', async () => {
    const { sb: admin } = await signedIn('admin');
    const { sb: viewer } = await signedIn('viewer');
    const anon = client(backend.url);
    const jobs = Array.from({ length: 120 }, (_, i) => {
      switch (i % 4) {
        case 0:
          // Thirty visitors, each from their own address, as the per-address limit expects.
          return client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: `198.51.100.${i}` })
            .from('contact_messages')
            .insert(validRow('contact_messages'))
            .then((r) => `insert:${r.status}`);
        case 1:
          return anon
            .from('contact_messages')
            .select('id')
            .then((r) => `anon:${r.error?.code}`);
        case 2:
          return admin
            .from('contact_messages')
            .select('id')
            .then((r) => `admin:${r.error ? r.error.code : 'rows'}`);
        default:
          return viewer
            .from('contact_messages')
            .select('id')
            .then((r) => `viewer:${r.data?.length}`);
      }
    });
    const results = await Promise.all(jobs);
    const expected = ['insert:201', 'anon:42501', 'admin:rows', 'viewer:0'];
    expect(results).toEqual(Array.from({ length: 120 }, (_, i) => expected[i % 4]));
  });
});
