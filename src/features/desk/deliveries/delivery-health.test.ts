import { describe, expect, it } from 'vitest';
import { canRetry, deliveryTrouble, failedAttempts, isBeingSent, leadTrouble } from './delivery-health';

describe('delivery trouble', () => {
  it('flags a pending delivery only once an attempt has failed, and a failed one always', () => {
    expect(deliveryTrouble({ status: 'pending', last_error: null })).toBeUndefined();
    expect(deliveryTrouble({ status: 'pending', last_error: 'HTTP 503' })).toBe('retrying');
    expect(deliveryTrouble({ status: 'failed', last_error: 'HTTP 503' })).toBe('failed');
    expect(deliveryTrouble({ status: 'skipped', last_error: 'no webhook URL is set' })).toBeUndefined();
    expect(deliveryTrouble({ status: 'sent', last_error: null })).toBeUndefined();
  });

  it('marks a lead by its worst delivery', () => {
    const sent = { status: 'sent', last_error: null };
    const retrying = { status: 'pending', last_error: 'timeout' };
    const failed = { status: 'failed', last_error: 'SMTP 550' };
    expect(leadTrouble([sent, sent])).toBeUndefined();
    expect(leadTrouble([sent, retrying])).toBe('retrying');
    expect(leadTrouble([retrying, failed, sent])).toBe('failed');
  });

  it('offers Retry for every delivery that is not sent', () => {
    expect(['pending', 'failed', 'skipped'].map((status) => canRetry({ status }))).toEqual([true, true, true]);
    expect(canRetry({ status: 'sent' })).toBe(false);
  });

  it('does not count the attempt being sent right now as failed', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const sending = { attempts: 3, claimed_until: '2026-11-27T10:01:30Z' };
    const waiting = { attempts: 3, claimed_until: null };
    const leaseOver = { attempts: 3, claimed_until: '2026-11-27T09:59:00Z' };
    expect([sending, waiting, leaseOver].map((d) => isBeingSent(d, now))).toEqual([true, false, false]);
    expect([sending, waiting, leaseOver].map((d) => failedAttempts(d, now))).toEqual([2, 3, 3]);
  });
});
