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

  it('says a held RFQ is not on the clock, with its true time and without the alarm’s colour', () => {
    const row = { clock_due_at: due(-5), clock_paused_at: null, options_sent_at: null, clock_closed_at: null };
    const { rerender } = render(<ClockBadge row={{ ...row, status: 'held' }} />);
    const badge = screen.getByTitle(/72 calendar hours/);
    expect(badge.textContent).toBe('Held for review, not on the desk’s clock until released: Held · Overdue by 5 h');
    expect(badge.className).not.toMatch(/red/);
    rerender(<ClockBadge row={{ ...row, status: 'new' }} />);
    expect(screen.getByTitle(/72 calendar hours/).textContent).toBe('Overdue: Overdue by 5 h');
    expect(screen.getByTitle(/72 calendar hours/).className).toMatch(/red/);
  });
});
