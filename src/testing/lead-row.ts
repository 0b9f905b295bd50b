import { sampleRow } from '@/shared/leads/fields/sample-row';
import type { LeadKindId, LeadRow } from '@/shared/leads/tables';
import { consentRecord } from './consent-record';

/**
 * A lead as the admin reads it back, for unit tests: the kind's sample answers (built from its
 * field table, so a new question needs no edit here), the desk's columns and `overrides`.
 */
export function storedLead<K extends LeadKindId>(
  kind: K,
  overrides: Partial<LeadRow<K>> = {},
  marker = 'sample',
): LeadRow<K> {
  return {
    id: `${kind}-${marker}`,
    created_at: '2026-11-21T14:05:09Z',
    status: 'new',
    notes: null,
    updated_at: null,
    updated_by: null,
    ...(kind === 'oem' || kind === 'quote' ? { due_at: '2026-11-24T14:05:09Z' } : {}),
    ...sampleRow(kind, { marker }),
    ...consentRecord,
    ...overrides,
  } as LeadRow<K>;
}
