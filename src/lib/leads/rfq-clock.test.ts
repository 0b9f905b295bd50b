import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, rfqClock } from './rfq-clock';

/** The desk's clock words for each state, with a fixed "now". */

const arrived = Date.parse('2026-11-20T10:00:00Z');
const hours = (h: number) => new Date(arrived + h * 3_600_000);
const open = {
  clock_due_at: hours(72).toISOString(),
  clock_paused_at: null,
  options_sent_at: null,
  clock_closed_at: null,
};

describe('rfqClock', () => {
  it('runs, turns due soon with 24 hours left, and is overdue once past', () => {
    expect(rfqClock(open, hours(1))).toEqual({ state: 'running', secondsLeft: 71 * 3600 });
    expect(rfqClock(open, hours(48))).toEqual({ state: 'due_soon', secondsLeft: 24 * 3600 });
    expect(rfqClock(open, hours(72))).toEqual({ state: 'due_soon', secondsLeft: 0 });
    expect(rfqClock(open, hours(77.5))).toEqual({ state: 'overdue', secondsLeft: -5.5 * 3600 });
  });

  it('keeps the time left at a pause and at sending, whenever it is read', () => {
    expect(rfqClock({ ...open, clock_paused_at: hours(30).toISOString() }, hours(200))).toEqual({
      state: 'paused',
      secondsLeft: 42 * 3600,
    });
    expect(rfqClock({ ...open, options_sent_at: hours(70).toISOString() }, hours(200))).toEqual({
      state: 'sent',
      secondsLeft: 2 * 3600,
    });
  });

  it('stops when the RFQ is closed, in time or after the clock ran out; sending outranks closing', () => {
    expect(rfqClock({ ...open, clock_closed_at: hours(10).toISOString() }, hours(200))).toEqual({
      state: 'closed',
      secondsLeft: 62 * 3600,
    });
    expect(rfqClock({ ...open, clock_closed_at: hours(80).toISOString() }, hours(200))).toEqual({
      state: 'closed',
      secondsLeft: -8 * 3600,
    });
    const paused = { ...open, clock_paused_at: hours(20).toISOString() };
    expect(rfqClock({ ...paused, clock_closed_at: hours(30).toISOString() }, hours(200))).toEqual({
      state: 'closed',
      secondsLeft: 52 * 3600,
    });
    expect(
      rfqClock(
        { ...open, options_sent_at: hours(60).toISOString(), clock_closed_at: hours(70).toISOString() },
        hours(90),
      ),
    ).toEqual({ state: 'sent', secondsLeft: 12 * 3600 });
  });
});

describe('hoursAndMinutes', () => {
  it.each([
    [0, '0 min'],
    [59 * 60, '59 min'],
    [5 * 3600, '5 h'],
    [-(5 * 3600 + 7 * 60), '5 h 07 min'],
    [71 * 3600 + 59 * 60 + 59, '71 h 59 min'],
  ])('%i s is %s', (seconds, text) => {
    expect(hoursAndMinutes(seconds)).toBe(text);
  });
});
