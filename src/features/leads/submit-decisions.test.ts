import { describe, expect, it } from 'vitest';
import {
  classifyInsertResult,
  createAttemptIds,
  decideOutcome,
  failedAttempt,
  filesSignature,
  isBotSubmission,
  isStored,
  makeUuid,
  startsNewAttempt,
} from './submit-decisions';

describe('classifyInsertResult', () => {
  it('reads no error as stored', () => {
    expect(classifyInsertResult({ error: null, status: 201 })).toEqual({ kind: 'stored' });
  });

  it('counts a unique violation on our own id, the primary key, as already stored', () => {
    const ours = classifyInsertResult({
      error: { code: '23505', message: 'duplicate key value violates unique constraint "oem_leads_pkey"' },
      status: 409,
    });
    expect(ours).toEqual({ kind: 'duplicate' });
    expect(isStored(ours)).toBe(true);
  });

  it('reads any other conflict (HTTP 409) as a failure: nothing was stored', () => {
    // A notice version the database does not know yet (a site deployed before its migration).
    const unknownNotice = classifyInsertResult({
      error: {
        code: '23503',
        message:
          'insert or update on table "oem_leads" violates foreign key constraint "oem_leads_consent_version_fkey"',
      },
      status: 409,
    });
    const otherKey = classifyInsertResult({
      error: { code: '23505', message: 'duplicate key value violates unique constraint "submission_log_key"' },
      status: 409,
    });
    const bare = classifyInsertResult({ error: { code: '', message: 'Conflict' }, status: 409 });
    for (const result of [unknownNotice, otherKey, bare]) {
      expect(result).toMatchObject({ kind: 'failed', reason: 'rejected' });
      expect(isStored(result)).toBe(false);
    }
  });

  it('reads the database’s abuse-limit refusal (PT429 or HTTP 429) as rate-limited, not stored', () => {
    const byCode = classifyInsertResult({ error: { code: 'PT429', message: 'Too many submissions' }, status: 429 });
    const byStatus = classifyInsertResult({ error: { code: '', message: 'Too Many Requests' }, status: 429 });
    expect(byCode).toMatchObject({ kind: 'failed', reason: 'rate-limited' });
    expect(byStatus).toMatchObject({ kind: 'failed', reason: 'rate-limited' });
    expect(isStored(byCode)).toBe(false);
  });

  it('separates a network failure (status 0) from a rejection', () => {
    const network = classifyInsertResult({ error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 });
    const rejected = classifyInsertResult({ error: { code: '23514', message: 'check violation' }, status: 400 });
    expect(network).toMatchObject({ kind: 'failed', reason: 'network' });
    expect(rejected).toMatchObject({ kind: 'failed', reason: 'rejected' });
    expect(isStored(network)).toBe(false);
    expect(isStored(rejected)).toBe(false);
  });
});

describe('decideOutcome', () => {
  const stored = { kind: 'stored' } as const;
  const failed = { kind: 'failed', reason: 'network', error: {} } as const;

  it('fails when the insert failed', () => {
    expect(decideOutcome(failed)).toBe('failure');
    expect(decideOutcome({ kind: 'failed', reason: 'rejected', error: { code: '23514' } })).toBe('failure');
  });

  it('succeeds when the row is stored, including by an earlier attempt', () => {
    expect(decideOutcome(stored)).toBe('success');
    expect(decideOutcome({ kind: 'duplicate' })).toBe('success');
  });
});

describe('createAttemptIds', () => {
  it('keeps one id across failed attempts and starts a new one after a success', () => {
    let n = 0;
    const ids = createAttemptIds(() => `id-${++n}`);
    const first = ids.current();
    expect(ids.current()).toBe(first);
    ids.settle('failure');
    expect(ids.current()).toBe(first);
    ids.settle('success');
    const second = ids.current();
    expect(second).not.toBe(first);
    ids.settle('success');
    expect(ids.current()).not.toBe(second);
  });

  it('makes v4 uuids', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(makeUuid()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(makeUuid()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('isBotSubmission', () => {
  it('is true only when the honeypot holds text', () => {
    expect(isBotSubmission('')).toBe(false);
    expect(isBotSubmission('   ')).toBe(false);
    expect(isBotSubmission(null)).toBe(false);
    expect(isBotSubmission('+44 20 7946 0000')).toBe(true);
  });
});

describe('startsNewAttempt', () => {
  const file = (name: string, size = 10, lastModified = 1) => ({ name, size, lastModified });
  const chosen = filesSignature([file('a.pdf'), file('b.pdf')]);
  const answers = JSON.stringify({ email: 'ada@example.com' });
  const carried = { content: answers, files: chosen };
  const stoppedInUploads = failedAttempt(null, carried, false);
  const answerLost = failedAttempt(null, carried, true);

  it('keeps the attempt after a success, or a retry of the same answers and files', () => {
    expect(startsNewAttempt(null, carried)).toBe(false);
    expect(startsNewAttempt(stoppedInUploads, { ...carried })).toBe(false);
    expect(startsNewAttempt(answerLost, { ...carried })).toBe(false);
  });

  it('starts a new one when an attempt stopped in its uploads and the files changed', () => {
    for (const files of [[file('a.pdf'), file('c.pdf')], [file('a.pdf')], [file('a.pdf'), file('b.pdf', 11)]]) {
      expect(startsNewAttempt(stoppedInUploads, { content: answers, files: filesSignature(files) })).toBe(true);
    }
  });

  it('keeps the files stored when only the answers changed after an attempt stopped in its uploads', () => {
    expect(startsNewAttempt(stoppedInUploads, { content: '{"email":"ada@example.org"}', files: chosen })).toBe(false);
  });

  it('starts a new one when the row may be stored and the answers or the files changed', () => {
    expect(startsNewAttempt(answerLost, { content: '{"email":"ada@example.org"}', files: chosen })).toBe(true);
    expect(startsNewAttempt(answerLost, { content: answers, files: filesSignature([file('a.pdf')]) })).toBe(true);
  });

  it('remembers a lost answer under the same id until the attempt ends', () => {
    // A lost answer, then a retry refused for the hour: the first send may still be the stored row.
    const thenLimited = failedAttempt(answerLost, carried, false);
    expect(thenLimited.rowMayBeStored).toBe(true);
    expect(startsNewAttempt(thenLimited, { content: '{"email":"ada@example.org"}', files: chosen })).toBe(true);
    expect(failedAttempt(null, carried, false).rowMayBeStored).toBe(false);
  });

  it('gives a fresh id after renew, as after a success', () => {
    let n = 0;
    const ids = createAttemptIds(() => `id-${++n}`);
    expect(ids.current()).toBe('id-1');
    ids.settle('failure');
    expect(ids.current()).toBe('id-1');
    ids.renew();
    expect(ids.current()).toBe('id-2');
  });
});
