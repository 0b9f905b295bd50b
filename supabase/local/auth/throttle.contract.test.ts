import { performance } from 'node:perf_hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE } from './throttle.ts';
import { client } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';

/**
 * Password sign-in throttling and timing, driven by supabase-js: GoTrue's per-address limit on
 * /token, a per-email cap on failed passwords, and unknown emails answered in the time known ones
 * take. The limits run on an injected clock, so "until the window passes" is a jump, not a wait.
 */

let clock = Date.parse('2026-11-24T12:00:00Z');
const backend = useTestBackend({ trustTestAddress: false, signInLimits: { now: () => clock } });
// Each test starts with full buckets and no recent failures.
beforeEach(() => {
  clock += DEFAULT_THROTTLE.emailWindowMs + 60 * 60 * 1000;
});

/** A sign-in as a visitor claiming its own X-Forwarded-For, which the throttle must ignore. */
async function signIn(email: string, password: string, forwardedFor = '203.0.113.7') {
  const { data, error } = await client(backend.url, { 'x-forwarded-for': forwardedFor }).auth.signInWithPassword({
    email,
    password,
  });
  return { session: data.session, status: error?.status, code: error?.code };
}

describe('password sign-in throttling', () => {
  it('refuses the right password with 429 after too many wrong ones for that email, until the window passes', async () => {
    const { email, password } = backend.admin;
    for (let i = 0; i < DEFAULT_THROTTLE.emailFailures; i += 1) {
      expect(await signIn(email, `wrong-${i}`, `198.51.100.${i}`)).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
      });
    }
    expect(await signIn(email, password)).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(await signIn(email.toUpperCase(), password)).toMatchObject({ status: 429 });
    // Another account is not affected.
    expect((await signIn(backend.viewer.email, backend.viewer.password)).session?.user.email).toBe(
      backend.viewer.email,
    );

    clock += DEFAULT_THROTTLE.emailWindowMs - 1000;
    expect(await signIn(email, password)).toMatchObject({ status: 429 });
    clock += 2000;
    expect((await signIn(email, password)).session?.user.email).toBe(email);
  });

  it('limits /token per client address as GoTrue does (burst 30), whatever X-Forwarded-For says', async () => {
    const answers: (number | undefined)[] = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push((await signIn(`nobody-${i}@example.com`, 'guess', `192.0.2.${i}`)).status);
    }
    expect(answers.slice(0, DEFAULT_THROTTLE.addressBurst)).toEqual(Array(DEFAULT_THROTTLE.addressBurst).fill(400));
    expect(new Set(answers.slice(DEFAULT_THROTTLE.addressBurst))).toEqual(new Set([429]));

    const { email, password } = backend.admin;
    expect(await signIn(email, password)).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const refresh = await client(backend.url).auth.refreshSession({ refresh_token: 'x' });
    expect(refresh.error?.status).toBe(429);
    // One request is earned back every 1 / 0.5 s.
    clock += 2000;
    expect((await signIn(email, password)).session?.user.email).toBe(email);
    expect(await signIn(email, password)).toMatchObject({ status: 429 });
  });

  it('counts failed passwords for unknown emails too, so a 429 does not tell which emails exist', async () => {
    for (let i = 0; i < DEFAULT_THROTTLE.emailFailures; i += 1) await signIn('ghost@example.com', `wrong-${i}`);
    expect(await signIn('ghost@example.com', 'another')).toMatchObject({ status: 429 });
  });
});

describe('password sign-in timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  it('answers an unknown email in about the time a known email with a wrong password takes', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (email: string) => {
      const start = performance.now();
      const { status } = await signIn(email, 'not-the-password');
      expect(status).toBe(400);
      return performance.now() - start;
    };
    // Interleaved, under the per-email cap, after one warm-up each.
    await timed(backend.viewer.email);
    await timed('warm-up@example.com');
    for (let i = 0; i < DEFAULT_THROTTLE.emailFailures - 2; i += 1) {
      known.push(await timed(backend.admin.email));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    const ratio = median(known) / median(unknown);
    // Without the dummy compare an unknown email answered about 15 times faster.
    expect(ratio, `known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`).toBeLessThan(2);
    expect(ratio).toBeGreaterThan(0.5);
  });
});
