import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../local/db/run-as.ts';
import type { MatrixDatabase } from './policy-matrix.ts';

/**
 * A locked second factor signs nobody out and opens nothing (docs/decisions/0019-admin-second-factor.md):
 * while a factor is locked the MFA verification attempt hook never answers "reject" (on which Auth
 * would delete every session of the user), and a session verified during the lock is not admin.
 * Slow guessing is locked too: every 10 wrong codes in a row. The same cells run on PGlite
 * (supabase/tests/factor-lock.test.ts) and on a real PostgreSQL server (tests/pg/factor-lock.test.ts).
 */

type Decision = { decision: string; message?: string };

export function describeFactorLock(open: () => Promise<MatrixDatabase>): void {
  let db: MatrixDatabase;

  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const now = () => Math.floor(Date.now() / 1000);

  /** An admin account with one factor, as Auth keeps it. */
  async function adminWithFactor() {
    const userId = randomUUID();
    const factorId = randomUUID();
    await db.query(
      `insert into auth.users (id, email, encrypted_password, raw_app_meta_data)
       values ($1, $2, '', '{"role":"admin"}')`,
      [userId, `lock-${userId.slice(0, 8)}@forgebridge.test`],
    );
    return { userId, factorId };
  }

  /** An aal2 session raised by `factorId` whose code was verified at `verifiedAt` (Unix seconds). */
  async function session(userId: string, factorId: string, verifiedAt: number) {
    const sessionId = randomUUID();
    await db.query(`insert into auth.sessions (id, user_id, aal, factor_id) values ($1, $2, 'aal2', $3)`, [
      sessionId,
      userId,
      factorId,
    ]);
    return {
      role: 'authenticated' as const,
      sub: userId,
      aud: 'authenticated',
      app_metadata: { role: 'admin' },
      aal: 'aal2',
      session_id: sessionId,
      amr: [
        { method: 'totp', timestamp: verifiedAt },
        { method: 'password', timestamp: verifiedAt - 20 },
      ],
    };
  }

  async function attempt(userId: string, factorId: string, valid: boolean, timeStep?: number): Promise<Decision> {
    const event = { factor_id: factorId, user_id: userId, factor_type: 'totp', valid, time_step: timeStep };
    const { rows } = await db.query<{ answer: Decision }>('select public.hook_mfa_verification_attempt($1) as answer', [
      JSON.stringify(event),
    ]);
    return rows[0]?.answer as Decision;
  }

  /** What a session sees of the desk: the gate's answer and the outbox rows it may read. */
  async function desk(claims: Awaited<ReturnType<typeof session>>) {
    return runAs(db, claims, async (tx) => {
      const admin = await tx.query<{ admin: boolean }>('select private.is_admin() as admin');
      const rows = await tx.query<{ id: string }>('select id from public.lead_deliveries');
      const told = await tx.query<{ locked: boolean }>('select public.second_factor_verified_during_lock() as locked');
      return { admin: admin.rows[0]?.admin, rows: rows.rows.length, toldLocked: told.rows[0]?.locked };
    });
  }

  async function alerts(factorId: string) {
    const { rows } = await db.query<{ status: string }>(
      `select status from public.lead_deliveries where lead_table = 'mfa_factors' and lead_id = $1 and kind = 'factor_locked'`,
      [factorId],
    );
    return rows;
  }

  async function lockedNow(factorId: string): Promise<boolean> {
    const { rows } = await db.query<{ locked: boolean }>(
      'select coalesce(locked_until > now(), false) as locked from private.factor_state where factor_id = $1',
      [factorId],
    );
    return rows[0]?.locked ?? false;
  }

  /** Moves everything the guard stored about `factorId` `minutes` into the past, as time passing would. */
  async function later(factorId: string, minutes: number) {
    const by = `${minutes} minutes`;
    await db.query('update private.factor_failures set failed_at = failed_at - $2::interval where factor_id = $1', [
      factorId,
      by,
    ]);
    await db.query('update private.factor_state set locked_until = locked_until - $2::interval where factor_id = $1', [
      factorId,
      by,
    ]);
    await db.query(
      `update private.factor_locks set locked_from = locked_from - $2::interval, locked_until = locked_until - $2::interval
        where factor_id = $1`,
      [factorId, by],
    );
  }

  describe('a locked second factor', () => {
    it('signs nobody out: every verify during the lock is answered "continue", and a colleague verified before it keeps the desk', async () => {
      const { userId, factorId } = await adminWithFactor();
      const colleague = await session(userId, factorId, now() - 60);
      expect(await desk(colleague)).toMatchObject({ admin: true, toldLocked: false });
      for (let i = 0; i < 5; i += 1) expect(await attempt(userId, factorId, false)).toEqual({ decision: 'continue' });
      expect(await lockedNow(factorId)).toBe(true);
      expect(await alerts(factorId)).toEqual([{ status: 'pending' }]);
      // The attacker's 6th, 7th… code, wrong or right, is never a rejection (Auth would sign everyone out).
      expect(await attempt(userId, factorId, false)).toEqual({ decision: 'continue' });
      expect(await attempt(userId, factorId, true)).toEqual({ decision: 'continue' });
      const seen = await desk(colleague);
      expect(seen).toMatchObject({ admin: true, toldLocked: false });
      expect(seen.rows).toBeGreaterThan(0);
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from auth.sessions where user_id = $1',
        [userId],
      );
      expect(rows[0]?.n).toBe(1);
    });

    it('opens nothing to a session verified with the right code during the lock, and the desk to one verified after it', async () => {
      const { userId, factorId } = await adminWithFactor();
      for (let i = 0; i < 5; i += 1) await attempt(userId, factorId, false);
      const step = Math.floor(now() / 30);
      expect(await attempt(userId, factorId, true, step)).toEqual({ decision: 'continue' });
      const during = await session(userId, factorId, now());
      expect(await desk(during)).toEqual({ admin: false, rows: 0, toldLocked: true });

      // Twenty minutes on: the lock is over, and the session verified during it is still refused.
      await later(factorId, 20);
      const duringThen = { ...during, amr: during.amr.map((e) => ({ ...e, timestamp: e.timestamp - 20 * 60 })) };
      expect(await desk(duringThen)).toEqual({ admin: false, rows: 0, toldLocked: true });
      expect(await attempt(userId, factorId, true, step + 1)).toEqual({ decision: 'continue' });
      const after = await session(userId, factorId, now());
      const seen = await desk(after);
      expect(seen).toMatchObject({ admin: true, toldLocked: false });
      expect(seen.rows).toBeGreaterThan(0);
    });

    it('keeps a lock of one factor from refusing a session raised by another factor of the user', async () => {
      const { userId, factorId } = await adminWithFactor();
      for (let i = 0; i < 5; i += 1) await attempt(userId, factorId, false);
      const other = await session(userId, randomUUID(), now());
      expect(await desk(other)).toMatchObject({ admin: true, toldLocked: false });
    });
  });

  describe('slow guessing', () => {
    it('locks the factor and alerts the team on 40 wrong codes spread as 4 every 5 minutes', async () => {
      const { userId, factorId } = await adminWithFactor();
      let firstLockAt = 0;
      for (let code = 1; code <= 40; code += 1) {
        expect(await attempt(userId, factorId, false)).toEqual({ decision: 'continue' });
        if (!firstLockAt && (await lockedNow(factorId))) firstLockAt = code;
        if (code % 4 === 0 && code < 40) await later(factorId, 5);
      }
      expect(firstLockAt).toBe(10);
      expect(await alerts(factorId)).toEqual([{ status: 'pending' }]);
      // The alert's facts name both limits, for its email.
      const facts = await db.query<{ f: object }>('select private.locked_factor_facts($1) as f', [factorId]);
      expect(facts.rows[0]?.f).toMatchObject({
        max_failures: 5,
        failures_per: '00:05:00',
        max_consecutive_failures: 10,
      });
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from private.factor_locks where factor_id = $1',
        [factorId],
      );
      // Codes 10 and 30 start locks; code 20 falls in the first one, which is not lengthened.
      expect(rows[0]?.n).toBe(2);
      expect(await lockedNow(factorId)).toBe(true);
    });

    it('counts wrong codes in a row until a right code outside a lock', async () => {
      const { userId, factorId } = await adminWithFactor();
      const spread = async (count: number) => {
        for (let code = 1; code <= count; code += 1) {
          await attempt(userId, factorId, false);
          if (code % 4 === 0) await later(factorId, 5);
        }
      };
      await spread(9);
      expect(await attempt(userId, factorId, true, Math.floor(now() / 30))).toEqual({ decision: 'continue' });
      await spread(9);
      expect(await lockedNow(factorId)).toBe(false);
      expect(await alerts(factorId)).toEqual([]);
      await spread(1);
      expect(await lockedNow(factorId)).toBe(true);
    });
  });
}
