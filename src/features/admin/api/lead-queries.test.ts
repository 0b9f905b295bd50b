import { describe, expect, it } from 'vitest';
import { dashboardLeadsQuery, leadKeys, leadListQuery } from './lead-queries';

describe('leadKeys', () => {
  it('nest every lead query under one root so one call drops them all', () => {
    expect(leadKeys.all).toEqual(['leads']);
    expect(leadKeys.list('oem')).toEqual(['leads', 'list', 'oem']);
    expect(leadKeys.dashboard()).toEqual(['leads', 'dashboard']);
    for (const key of [leadKeys.lists(), leadKeys.list('icp'), leadKeys.dashboard()]) {
      expect(key.slice(0, leadKeys.all.length)).toEqual(leadKeys.all);
    }
  });

  it('give each kind its own key', () => {
    const keys = (['icp', 'oem', 'cnc', 'contact', 'consultation'] as const).map((k) =>
      JSON.stringify(leadKeys.list(k)),
    );
    expect(new Set(keys).size).toBe(5);
  });

  it('are the keys the query options use', () => {
    expect(leadListQuery('cnc').queryKey).toEqual(['leads', 'list', 'cnc']);
    expect(dashboardLeadsQuery().queryKey).toEqual(['leads', 'dashboard']);
  });
});
