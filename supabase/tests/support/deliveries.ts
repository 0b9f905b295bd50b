import { afterEach, expect } from 'vitest';
import { serviceClient, visitorClient, type TestBackend } from './backend.ts';
import { validRow, type LeadTable } from './fixtures.ts';

/**
 * What the lead delivery outbox's tests share on their file's backend
 * (docs/decisions/0015-lead-delivery-outbox.md): a stored lead, its deliveries, and the sender's
 * claim and settle as the service role calls them. The delivery settings a test changes are put
 * back after each test.
 */

type Delivery = { id: string; kind: string; status: string; attempts: number; last_error: string | null };
export type Claimed = {
  id: string;
  lead_table: string;
  lead_id: string;
  kind: string;
  attempt: number;
  lead: Record<string, unknown>;
};

export function useDeliveryOutbox(backend: TestBackend) {
  afterEach(async () => {
    await backend.db.query(
      "update private.delivery_settings set max_attempts = 10, first_backoff = '5 seconds', max_backoff = '1 hour'",
    );
  });

  const service = () => serviceClient(backend.url);

  async function storeLead(table: LeadTable): Promise<string> {
    const row = validRow(table);
    const { error } = await visitorClient(backend.url)
      .from(table as 'contact_messages')
      .insert(row as ReturnType<typeof validRow<'contact_messages'>>);
    expect(error).toBeNull();
    return row.id;
  }

  async function deliveriesOf(leadId: string): Promise<Delivery[]> {
    const { data, error } = await service()
      .from('lead_deliveries')
      .select('id, kind, status, attempts, last_error')
      .eq('lead_id', leadId)
      .order('kind');
    expect(error).toBeNull();
    return data ?? [];
  }

  async function claim(maxRows = 100): Promise<Claimed[]> {
    const { data, error } = await service().rpc('claim_lead_deliveries', { max_rows: maxRows });
    expect(error).toBeNull();
    return (data ?? []) as Claimed[];
  }

  async function settle(claimed: Claimed, result: 'sent' | 'skipped' | 'error', error?: string) {
    const answer = await service().rpc('settle_lead_delivery', {
      delivery_id: claimed.id,
      attempt: claimed.attempt,
      outcome: result,
      ...(error ? { error } : {}),
    });
    expect(answer.error).toBeNull();
    return answer.data;
  }

  /** Makes a lead's pending deliveries due now, as the clock would after their backoff. */
  async function makeDue(leadId: string) {
    const { error } = await service()
      .from('lead_deliveries')
      .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .eq('lead_id', leadId)
      .eq('status', 'pending');
    expect(error).toBeNull();
  }

  return { storeLead, deliveriesOf, claim, settle, makeDue };
}
