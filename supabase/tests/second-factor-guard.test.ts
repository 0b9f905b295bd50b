import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runAs } from '../local/db/run-as.ts';
import { ADMIN_ID, CALLERS, outcome } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * The Postgres half of the second factor's guard, as Supabase Auth calls it on every verify (the
 * MFA verification attempt hook): wrong codes per factor lock it and alert the team; a right code
 * is accepted once per time step; nobody but Auth may call it.
 */

const db = useFreshDatabase();

type Decision = { decision: string; message?: string };

async function attempt(factorId: string, valid: boolean): Promise<Decision> {
  const { rows } = await db.query<{ answer: Decision }>('select public.hook_mfa_verification_attempt($1) as answer', [
    JSON.stringify({ factor_id: factorId, user_id: ADMIN_ID, factor_type: 'totp', valid }),
  ]);
  return rows[0]?.answer as Decision;
}

async function alerts(factorId: string) {
  const { rows } = await db.query<{ kind: string; status: string }>(
    `select kind, status from public.lead_deliveries where lead_table = 'mfa_factors' and lead_id = $1`,
    [factorId],
  );
  return rows;
}

describe('the MFA verification attempt hook', () => {
  it('locks a factor after 5 wrong codes, never rejects during the lock, and alerts the team once', async () => {
    const factor = randomUUID();
    for (let i = 0; i < 5; i += 1) expect(await attempt(factor, false)).toEqual({ decision: 'continue' });
    expect(await alerts(factor)).toEqual([{ kind: 'factor_locked', status: 'pending' }]);
    // A rejection would make Auth sign the user out everywhere; the desk refuses the session instead
    // (supabase/tests/factor-lock.test.ts).
    expect(await attempt(factor, true)).toEqual({ decision: 'continue' });
    expect(await attempt(factor, false)).toEqual({ decision: 'continue' });
    expect(await alerts(factor)).toHaveLength(1);
    await db.query(`update private.factor_state set locked_until = now() - interval '1 second' where factor_id = $1`, [
      factor,
    ]);
    await db.query('update private.factor_state set last_step = last_step - 1 where factor_id = $1', [factor]);
    expect(await attempt(factor, true)).toEqual({ decision: 'continue' });
  });

  it('counts wrong codes in a window: old ones are forgotten, a right code starts the count again', async () => {
    const factor = randomUUID();
    for (let i = 0; i < 4; i += 1) await attempt(factor, false);
    await db.query(`update private.factor_failures set failed_at = failed_at - interval '6 minutes'`);
    for (let i = 0; i < 4; i += 1) await attempt(factor, false);
    expect(await alerts(factor)).toEqual([]);
    expect(await attempt(factor, true)).toEqual({ decision: 'continue' });
  });

  it('accepts a right code once per time step', async () => {
    const factor = randomUUID();
    expect(await attempt(factor, true)).toEqual({ decision: 'continue' });
    expect(await attempt(factor, true)).toMatchObject({ decision: 'reject', message: expect.stringMatching(/used/) });
    await db.query('update private.factor_state set last_step = last_step - 1 where factor_id = $1', [factor]);
    expect(await attempt(factor, true)).toEqual({ decision: 'continue' });
  });

  it('is called by Auth alone', async () => {
    for (const caller of [CALLERS.anon, CALLERS.viewer, CALLERS.admin, CALLERS.service_role]) {
      const call = runAs(db, caller, (tx) =>
        tx.query('select public.hook_mfa_verification_attempt($1)', [JSON.stringify({ factor_id: randomUUID() })]),
      );
      expect(await outcome(call)).toBe('42501');
    }
  });

  it('answers a malformed event with a refusal, not an error', async () => {
    const { rows } = await db.query<{ answer: Decision }>(
      `select public.hook_mfa_verification_attempt('{"factor_id": "nope", "valid": true}') as answer`,
    );
    expect(rows[0]?.answer).toMatchObject({ decision: 'reject' });
  });
});
