import { describe, expect, it } from 'vitest';
import { formatUkDueTime, rfqDueAt } from './due-time';

describe('rfqDueAt', () => {
  it('is 72 calendar hours after the RFQ is stored', () => {
    expect(rfqDueAt(new Date('2026-11-27T09:15:30Z')).toISOString()).toBe('2026-11-30T09:15:30.000Z');
  });
  it('counts real hours across the clocks going back: 72 h, not three wall-clock days', () => {
    // Stored Friday 23 October 2026, 10:00 BST (09:00 UTC); the clocks go back on Sunday 25th.
    const due = rfqDueAt(new Date('2026-10-23T09:00:00Z'));
    expect(due.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(formatUkDueTime(due)).toBe('Monday 26 October, 09:00 UK time');
  });
});

describe('formatUkDueTime', () => {
  it('shows winter times as GMT', () => {
    expect(formatUkDueTime('2026-11-30T14:05:00Z')).toBe('Monday 30 November, 14:05 UK time');
  });
  it('shows summer times as BST, an hour ahead of UTC', () => {
    expect(formatUkDueTime('2026-07-01T14:05:00Z')).toBe('Wednesday 1 July, 15:05 UK time');
  });
  it('takes the last minutes before the clocks go forward and the first after', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(formatUkDueTime('2026-03-29T00:59:00Z')).toBe('Sunday 29 March, 00:59 UK time');
    expect(formatUkDueTime('2026-03-29T01:00:00Z')).toBe('Sunday 29 March, 02:00 UK time');
  });
  it('writes midnight as 00, not 24', () => {
    expect(formatUkDueTime('2026-12-01T00:00:00Z')).toBe('Tuesday 1 December, 00:00 UK time');
  });
});
