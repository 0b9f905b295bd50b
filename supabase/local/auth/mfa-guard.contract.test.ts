import { randomUUID } from 'node:crypto';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ANON_KEY, TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { client } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';

/**
 * A second factor that cannot be guessed or replayed, against the embedded GoTrue: wrong codes
 * are limited per factor whatever the address (then the factor is locked and the team alerted,
 * and a session verified during the lock reads nothing, yet nobody is signed out), a challenge
 * dies after 3 wrong codes, and a code is accepted once.
 */

const backend = useTestBackend();

const PASSWORD = 'correct horse battery';
let nextAddress = 1;
const freshAddress = () => `198.19.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** The code of the time step `steps` away from now. */
const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const wrongCode = (secret: string) => {
  const right = new Set([-1, 0, 1].map((s) => codeAt(secret, s)));
  return ['000000', '111111', '222222', '333333'].find((c) => !right.has(c)) ?? '444444';
};

/** A user with a verified factor (verified with the current code) and the aal2 session that verified it. */
async function enrolledUser({ admin = false } = {}) {
  const email = `guard-${randomUUID().slice(0, 8)}@forgebridge.test`;
  await backend.db.query(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data)
     values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), $3)`,
    [email, PASSWORD, admin ? { role: 'admin' } : {}],
  );
  const sb = client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: freshAddress() });
  await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const { data, error } = await sb.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const usedCode = codeAt(data.totp.secret);
  const verified = await sb.auth.mfa.challengeAndVerify({ factorId: data.id, code: usedCode });
  if (verified.error) throw verified.error;
  const token = (await sb.auth.getSession()).data.session?.access_token ?? '';
  return { email, factorId: data.id, secret: data.totp.secret, usedCode, token };
}

/** What a token reads of the desk: the outbox rows, and whether it was verified during a lock. */
async function desk(token: string) {
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const rows = (await (
    await fetch(`${backend.url}/rest/v1/lead_deliveries?select=id`, { headers })
  ).json()) as unknown[];
  const told = await fetch(`${backend.url}/rest/v1/rpc/second_factor_verified_during_lock`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  return { rows: rows.length, verifiedDuringLock: (await told.json()) as boolean };
}

async function sessionsOf(email: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
    [email],
  );
  return rows[0]?.n ?? 0;
}

async function aal1Token(email: string): Promise<string> {
  const sb = client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: freshAddress() });
  const { data, error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('No session');
  return data.session.access_token;
}

/** Challenge and verify over HTTP from one address, as supabase-js would from that address. */
async function challengeAndVerify(token: string, factorId: string, code: string, address = freshAddress()) {
  const call = (path: string, body: object) =>
    fetch(`${backend.url}/auth/v1/factors/${factorId}/${path}`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        [TEST_CLIENT_ADDRESS_HEADER]: address,
      },
      body: JSON.stringify(body),
    });
  const challenge = (await (await call('challenge', {})).json()) as { id: string };
  const answer = await call('verify', { challenge_id: challenge.id, code });
  return { status: answer.status, body: (await answer.json()) as { error_code?: string; access_token?: string } };
}

describe('the second factor against guessing and replay', () => {
  it('limits wrong codes per factor across addresses: after 5 the factor is locked and the team alerted, and nobody is signed out', async () => {
    const { email, factorId, secret, token: colleague } = await enrolledUser({ admin: true });
    // The lock counts from the start of the second it begins in; the colleague verified before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const token = await aal1Token(email);
    expect(await sessionsOf(email)).toBe(2);
    for (let i = 0; i < 6; i += 1) {
      const wrong = await challengeAndVerify(token, factorId, wrongCode(secret));
      expect(wrong).toMatchObject({ status: 422, body: { error_code: 'mfa_verification_failed' } });
    }
    const { rows } = await backend.db.query(
      `select kind from public.lead_deliveries where lead_table = 'mfa_factors' and lead_id = $1`,
      [factorId],
    );
    expect(rows).toEqual([{ kind: 'factor_locked' }]);
    expect(await sessionsOf(email)).toBe(2);
    const seen = await desk(colleague);
    expect(seen.verifiedDuringLock).toBe(false);
    expect(seen.rows).toBeGreaterThan(0);
  });

  it('raises a session with the right code during a lock, but the desk shows it nothing', async () => {
    const { email, factorId, secret, token: colleague } = await enrolledUser({ admin: true });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const token = await aal1Token(email);
    for (let i = 0; i < 5; i += 1) await challengeAndVerify(token, factorId, wrongCode(secret));
    const right = await challengeAndVerify(token, factorId, codeAt(secret, 1));
    expect(right.status).toBe(200);
    expect(await desk(right.body.access_token ?? '')).toEqual({ rows: 0, verifiedDuringLock: true });
    expect((await desk(colleague)).rows).toBeGreaterThan(0);
  });

  it('ends a challenge after 3 wrong codes', async () => {
    const { email, factorId, secret } = await enrolledUser();
    const token = await aal1Token(email);
    const address = freshAddress();
    const headers = {
      apikey: ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      [TEST_CLIENT_ADDRESS_HEADER]: address,
    };
    const base = `${backend.url}/auth/v1/factors/${factorId}`;
    const challenge = (await (await fetch(`${base}/challenge`, { method: 'POST', headers, body: '{}' })).json()) as {
      id: string;
    };
    const verify = async (code: string) => {
      const answer = await fetch(`${base}/verify`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ challenge_id: challenge.id, code }),
      });
      return { status: answer.status, code: ((await answer.json()) as { error_code?: string }).error_code };
    };
    for (let i = 0; i < 3; i += 1)
      expect(await verify(wrongCode(secret))).toEqual({ status: 422, code: 'mfa_verification_failed' });
    expect((await verify(codeAt(secret, 1))).status).toBe(422);
    // A new challenge takes the right code.
    expect((await challengeAndVerify(token, factorId, codeAt(secret, 1), address)).status).toBe(200);
  });

  it('accepts a code once: a second sign-in with the same code is refused, the next code is accepted', async () => {
    const { email, factorId, secret, usedCode } = await enrolledUser();
    const token = await aal1Token(email);
    const replay = await challengeAndVerify(token, factorId, usedCode);
    expect(replay).toMatchObject({ status: 403, body: { error_code: 'mfa_verification_rejected' } });
    expect(replay.body.access_token).toBeUndefined();
    // As GoTrue does on a rejection, every session of the user was ended: sign in again.
    expect(await sessionsOf(email)).toBe(0);
    const next = await challengeAndVerify(await aal1Token(email), factorId, codeAt(secret, 1));
    expect(next.status).toBe(200);
  });
});
