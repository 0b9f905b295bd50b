import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE } from './throttle.ts';
import { TEST_CLIENT_ADDRESS_HEADER } from '../config.ts';
import { client } from '../../tests/support/backend.ts';
import { useTestBackend } from '../../tests/support/fresh.ts';

/**
 * Someone who knows the admin's email cannot keep the team out: wrong passwords from other
 * addresses never make the right one refused from a new address. Past the per-email count they
 * are slowed instead, and an address over the count for that email is refused on its own.
 */

// Far above what a sign-in takes on a loaded 2-core machine (600 ms seen), so only the delay can reach it.
const SLOW_MS = 2_000;
const backend = useTestBackend({ signInLimits: { slowWrongPasswordMs: SLOW_MS } });

async function signIn(email: string, password: string, address: string) {
  const started = performance.now();
  const { data, error } = await client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: address }).auth.signInWithPassword({
    email,
    password,
  });
  return { session: data.session, status: error?.status, ms: performance.now() - started };
}

describe('wrong passwords for one email', () => {
  it('never refuse the right password from a new address; past the count they are slowed', async () => {
    const { email, password } = backend.admin;
    for (let i = 0; i < DEFAULT_THROTTLE.emailFailures + 2; i += 1) {
      expect((await signIn(email, `wrong-${i}`, `198.51.100.${i % 3}`)).status).toBe(400);
    }
    const owner = await signIn(email, password, '203.0.113.99');
    expect(owner.status).toBeUndefined();
    expect(owner.session?.user.email).toBe(email);
    expect(owner.ms).toBeLessThan(SLOW_MS);
    const slowed = await signIn(email, 'wrong-again', '203.0.113.100');
    expect(slowed.status).toBe(400);
    expect(slowed.ms).toBeGreaterThanOrEqual(SLOW_MS - 20);
  });

  it('refuse an address that made too many wrong tries for that email, and only that address', async () => {
    const { email, password } = backend.viewer;
    for (let i = 0; i < DEFAULT_THROTTLE.emailFailures; i += 1) {
      expect((await signIn(email, `wrong-${i}`, '192.0.2.77')).status).toBe(400);
    }
    expect((await signIn(email, password, '192.0.2.77')).status).toBe(429);
    expect((await signIn(email, password, '192.0.2.78')).session?.user.email).toBe(email);
  });
});
