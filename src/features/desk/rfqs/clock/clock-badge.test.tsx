import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockBadge } from './clock-badge';

/** The clock as a row shows it: the words carry the state, the colour repeats it. */

const now = Date.parse('2026-11-27T12:00:00Z');
const due = (hoursFromNow: number) => new Date(now + hoursFromNow * 3_600_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ClockBadge', () => {
  it.each([
    [due(50), null, null, 'running', 'On time: 50 h left', null],
    [due(23.5), null, null, 'due_soon', 'Due within 24 hours: 23 h 30 min left', null],
    [due(-5), null, null, 'overdue', 'Overdue: Overdue by 5 h', null],
    [due(10), due(-2), null, 'paused', 'Paused: Paused, 12 h left', null],
    [due(10), null, due(-1), 'sent', 'Options sent: Options sent', null],
    [due(10), null, null, 'closed', 'Closed (won or lost): Closed', due(-3)],
    [due(-10), null, null, 'closed', 'Closed (won or lost): Closed, overdue by 4 h', due(-6)],
  ])('due %s, paused %s, sent %s: %s', (clockDueAt, pausedAt, sentAt, state, text, closedAt) => {
    const { container } = render(
      <ClockBadge
        row={{
          clock_due_at: clockDueAt,
          clock_paused_at: pausedAt,
          options_sent_at: sentAt,
          clock_closed_at: closedAt,
        }}
      />,
    );
    expect(container.querySelector(`[data-clock-state="${state}"]`)).not.toBeNull();
    expect(screen.getByTitle(/72 calendar hours/).textContent).toBe(text);
  });
});
