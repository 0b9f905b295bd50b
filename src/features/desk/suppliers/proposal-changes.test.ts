import { describe, expect, it } from 'vitest';
import { proposedChanges } from './proposal-changes';
import type { SupplierRow } from './supplier-queries';

const supplier = {
  processes: ['cnc-milling', 'multi-axis'],
  max_axes: 5,
  materials: [],
  lead_time: null,
  envelope_x_mm: 800,
  town: 'Leeds',
} as unknown as SupplierRow;

describe('proposedChanges', () => {
  it('says each proposed field as current → proposed, in the vocabulary’s words and the panel’s order', () => {
    expect(
      proposedChanges(supplier, {
        town: 'Hull',
        lead_time: 'under-2-weeks',
        processes: ['cnc-milling', 'edm'],
        max_axes: null,
        materials: ['nickel-alloys'],
        envelope_x_mm: 1200,
      }),
    ).toEqual([
      {
        key: 'processes',
        label: 'Processes',
        current: 'CNC milling, Multi-axis machining',
        proposed: 'CNC milling, EDM',
      },
      { key: 'max_axes', label: 'Axes (multi-axis)', current: '5', proposed: 'Not set' },
      { key: 'materials', label: 'Materials', current: 'Not set', proposed: 'Nickel alloys (Inconel)' },
      { key: 'lead_time', label: 'Typical lead time', current: 'Not set', proposed: 'Under 2 weeks' },
      { key: 'envelope_x_mm', label: 'X (mm)', current: '800', proposed: '1200' },
      { key: 'town', label: 'Town', current: 'Leeds', proposed: 'Hull' },
    ]);
  });

  it('leaves out keys it does not know and reads nothing from a malformed proposal', () => {
    expect(proposedChanges(supplier, { status: 'vetted', email: 'x@example.test' })).toEqual([]);
    expect(proposedChanges(supplier, null)).toEqual([]);
    expect(proposedChanges(supplier, ['town'])).toEqual([]);
  });
});
