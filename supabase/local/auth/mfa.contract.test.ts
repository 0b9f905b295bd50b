import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { client } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';

/**
 * The second factor as supabase-js's `auth.mfa` drives it against the embedded GoTrue: enrol a
 * TOTP factor, challenge and verify it (aal2, amr, session_id), list it on the user, refresh
 * without losing aal2, refuse a wrong code or a reused challenge, and unenrol with GoTrue's rules.
 */

const backend = useTestBackend();

/** A new user with no factor, and a client for them on an address of its own. */
async function freshUser() {
  const email = `mfa-${randomUUID().slice(0, 8)}@forgebridge.test`;
  const password = 'correct horse battery';
  await backend.db.query(
    `insert into auth.users (email, encrypted_password) values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)))`,
    [email, password],
  );
  const sb = client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: `203.0.113.${1 + Math.floor(Math.random() * 250)}` });
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('No session');
  return { sb, email, password, session: data.session };
}

async function enrolled() {
  const user = await freshUser();
  const { data, error } = await user.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error) throw error;
  const verified = await user.sb.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: generateSync({ secret: data.totp.secret }),
  });
  if (verified.error) throw verified.error;
  return { ...user, factorId: data.id, secret: data.totp.secret, session: verified.data };
}

describe('auth.mfa against the embedded backend', () => {
  it('signs in at aal1 with a password amr and a stored session', async () => {
    const { sb, session } = await freshUser();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    const { rows } = await backend.db.query('select aal from auth.sessions where id = $1', [claims.session_id]);
    expect(rows).toEqual([{ aal: 'aal1' }]);
    const level = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('enrols a TOTP factor with a locally drawn QR code, secret and otpauth uri', async () => {
    const { sb, email } = await freshUser();
    const { data, error } = await sb.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Laptop',
      issuer: 'Forgebridge',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Laptop' });
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(data?.totp.uri).toBe(
      `otpauth://totp/Forgebridge:${encodeURIComponent(email)}?secret=${data?.totp.secret}&issuer=Forgebridge`,
    );
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const listed = await sb.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([
      expect.objectContaining({ id: data?.id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(listed.data?.totp).toEqual([]);
  });

  it('verifies a code: aal2 with password and totp in amr, the same session, factor verified', async () => {
    const { sb, session, factorId } = await enrolled();
    const claims = decodeJwt(session.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password']);
    const { rows } = await backend.db.query('select aal from auth.sessions where id = $1', [claims.session_id]);
    expect(rows).toEqual([{ aal: 'aal2' }]);
    const level = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await sb.auth.mfa.listFactors();
    expect(listed.data?.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
  });

  it('keeps aal2 across a refresh, and a later sign-in starts at aal1 with aal2 next', async () => {
    const { sb, email, password } = await enrolled();
    const refreshed = await sb.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');

    const later = client(backend.url);
    const { data } = await later.auth.signInWithPassword({ email, password });
    expect(decodeJwt(data.session?.access_token ?? '').aal).toBe('aal1');
    const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('refuses a wrong code, a reused challenge and an unknown factor with GoTrue codes', async () => {
    const { sb, factorId, secret } = await enrolled();
    const challenge = await sb.auth.mfa.challenge({ factorId });
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);
    const challengeId = challenge.data?.id ?? '';
    const wrong = await sb.auth.mfa.verify({
      factorId,
      challengeId,
      code: '000000' === generateSync({ secret }) ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The current code raised the session when the factor was enrolled; a code is accepted once.
    const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const right = await sb.auth.mfa.verify({ factorId, challengeId, code: next });
    expect(right.error).toBeNull();
    const reused = await sb.auth.mfa.verify({ factorId, challengeId, code: next });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
    const unknown = await sb.auth.mfa.challenge({ factorId: randomUUID() });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('needs aal2 to add a second factor or remove a verified one; unenrol lowers the session', async () => {
    const { sb, email, password, factorId } = await enrolled();
    const aal1 = client(backend.url);
    await aal1.auth.signInWithPassword({ email, password });
    const added = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(added.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const removed = await aal1.auth.mfa.unenroll({ factorId });
    expect(removed.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const second = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(second.error).toBeNull();
    const clash = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(clash.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const gone = await sb.auth.mfa.unenroll({ factorId });
    expect(gone).toMatchObject({ data: { id: factorId }, error: null });
    const session = decodeJwt((await sb.auth.getSession()).data.session?.access_token ?? '').session_id;
    const { rows } = await backend.db.query('select aal from auth.sessions where id = $1', [session]);
    expect(rows).toEqual([{ aal: 'aal1' }]);
  });

  it('verifying ends the user’s other aal1 sessions, and sign-out deletes the session', async () => {
    const user = await freshUser();
    const other = client(backend.url);
    await other.auth.signInWithPassword({ email: user.email, password: user.password });
    const { data } = await user.sb.auth.mfa.enroll({ factorType: 'totp' });
    await user.sb.auth.mfa.challengeAndVerify({
      factorId: data?.id ?? '',
      code: generateSync({ secret: data?.totp.secret ?? '' }),
    });
    const otherSession = decodeJwt((await other.auth.getSession()).data.session?.access_token ?? '').session_id;
    const ended = await backend.db.query('select 1 from auth.sessions where id = $1', [otherSession]);
    expect(ended.rows).toEqual([]);
    // supabase-js drops a session the server no longer knows.
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    const token = (await user.sb.auth.getSession()).data.session?.access_token ?? '';
    const sessionId = decodeJwt(token).session_id;
    expect((await user.sb.auth.signOut()).error).toBeNull();
    const { rows } = await backend.db.query('select 1 from auth.sessions where id = $1', [sessionId]);
    expect(rows).toEqual([]);
  });
});
