import { describe, expect, it } from 'vitest';
import { exclusionCounts, nearMissFilter, shortfall } from './exclusion-summary';

const passed = (rank: number) => ({ rank, excluded_by: null });
const excluded = (filter: string) => ({ rank: null, excluded_by: filter });

describe('the shortfall', () => {
  it('is nothing to report when 3 or more pass', () => {
    expect(shortfall([passed(1), passed(2), passed(3), excluded('status')])).toBeNull();
  });

  it('says how many pass and names the filters that excluded the most, most first', () => {
    const items = [
      passed(1),
      excluded('capacity'),
      excluded('certification'),
      excluded('certification'),
      excluded('process'),
      excluded('process'),
      excluded('process'),
      excluded('declined'),
    ];
    expect(shortfall(items, 2)).toEqual({
      passed: 1,
      filters: [
        { filter: 'process', count: 3 },
        { filter: 'certification', count: 2 },
      ],
    });
  });

  it('reports an empty register as none passing and no filter to blame', () => {
    expect(shortfall([])).toEqual({ passed: 0, filters: [] });
  });
});

describe('exclusion counts', () => {
  it('break ties in the order the filters apply', () => {
    expect(exclusionCounts([excluded('declined'), excluded('status')]).map((c) => c.filter)).toEqual([
      'status',
      'declined',
    ]);
  });
});

describe('a near miss', () => {
  it('is a supplier that fails exactly one filter, named', () => {
    expect(nearMissFilter({ excluded_by_all: ['capacity'] })).toBe('capacity');
  });

  it('is not one that fails more, passes, or was stored before every filter was kept', () => {
    expect(nearMissFilter({ excluded_by_all: ['uk_first', 'capacity'] })).toBeNull();
    expect(nearMissFilter({ excluded_by_all: null })).toBeNull();
    expect(nearMissFilter({})).toBeNull();
  });
});
