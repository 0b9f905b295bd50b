import { describe, expect, it } from 'vitest';
import { leadFields } from '../leads/fields/index';
import { roleColumn } from '../leads/fields/roles';
import { briefColumns } from './brief-facts';

describe('what a supplier brief may carry', () => {
  it('names no column whose field has an identity role (email, person, company, phone)', () => {
    for (const [table, kind] of [
      ['oem_leads', 'oem'],
      ['consultation_requests', 'quote'],
    ] as const) {
      const identity = (['email', 'person', 'company', 'phone'] as const)
        .map((role) => roleColumn(leadFields[kind], role))
        .filter((column): column is string => column !== undefined);
      expect(identity.length, kind).toBeGreaterThanOrEqual(3);
      for (const column of identity) expect(briefColumns[table] as readonly string[]).not.toContain(column);
    }
  });
});
