import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatMegabytes } from './format';

describe('formatLongDate', () => {
  it.each([
    ['2024-10-06', '6 October 2024'],
    ['2025-01-31', '31 January 2025'],
    ['2026-12-01T23:30:00Z', '1 December 2026'],
  ])('writes %s as %s', (iso, expected) => {
    expect(formatLongDate(iso)).toBe(expected);
  });

  it('agrees with Intl en-GB for every day of a year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('refuses a value that is not an ISO date', () => {
    expect(() => formatLongDate('6 October 2024')).toThrow(RangeError);
    expect(() => formatLongDate('2024-13-01')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('shows UK time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T13:05:00Z')).toBe('01/07/2026, 14:05');
    expect(formatDateTime(new Date('2026-11-21T14:05:00Z'))).toBe('21/11/2026, 14:05');
  });
});

describe('formatMegabytes', () => {
  it('uses two decimals', () => {
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.50 MB');
    expect(formatMegabytes(0.1 * 1024 * 1024)).toBe('0.10 MB');
    // Under 0.1 MB a size reads in whole kilobytes, rounded up: never "0.00 MB".
    expect(formatMegabytes(45)).toBe('1 KB');
    expect(formatMegabytes(0)).toBe('1 KB');
    expect(formatMegabytes(20 * 1024)).toBe('20 KB');
    expect(formatMegabytes(20 * 1024 + 1)).toBe('21 KB');
  });
});
