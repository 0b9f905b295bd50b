import { describe, expect, it } from 'vitest';
import { canRetry, deliveryTrouble, leadTrouble } from './delivery-health';

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
});
