import { describe, expect, it } from 'vitest';
import type { VisitRow } from './supplier-queries';
import { vettingBlockers } from './vetting-blockers';

const visit = (fields: Partial<VisitRow>): VisitRow => ({
  id: crypto.randomUUID(),
  supplier_id: 's',
  created_at: '2026-11-01T10:00:00Z',
  visited_on: '2026-11-01',
  visited_by: 'Sam',
  certifications_checked: true,
  sample_parts_approved: true,
  qa_procedures_reviewed: true,
  capacity_confirmed: true,
  outcome: 'passed',
  notes: null,
  next_revisit_due: '2027-11-01',
  updated_at: null,
  updated_by: null,
  ...fields,
});

describe('what stands between a supplier and vetted', () => {
  it('is nothing once a passed visit ticked every check and its revisit is still to come', () => {
    expect(vettingBlockers([visit({})], '2026-11-27')).toEqual([]);
  });

  it('is a visit when none passed, or the passed one is overdue for its revisit', () => {
    expect(vettingBlockers([], '2026-11-27')).toEqual(['No passed visit with a revisit date still to come.']);
    expect(vettingBlockers([visit({ outcome: 'failed' })], '2026-11-27')).toHaveLength(1);
    expect(vettingBlockers([visit({ next_revisit_due: '2026-11-26' })], '2026-11-27')).toEqual([
      'No passed visit with a revisit date still to come.',
    ]);
  });

  it('names each check the nearest passed visit left unticked', () => {
    const blockers = vettingBlockers(
      [
        visit({ sample_parts_approved: false, capacity_confirmed: false }),
        visit({ certifications_checked: false, sample_parts_approved: false, capacity_confirmed: false }),
      ],
      '2026-11-27',
    );
    expect(blockers).toEqual([
      'Sample parts approved: not ticked on a passed visit.',
      'Capacity confirmed: not ticked on a passed visit.',
    ]);
  });
});
