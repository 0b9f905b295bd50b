import { describe, expect, it } from 'vitest';
import { leadTrouble } from './delivery-health';
import { introductionDeliveriesByRfq } from './delivery-queries';

const introductions = [
  { id: 'intro-1', lead_id: 'rfq-a' },
  { id: 'intro-2', lead_id: 'rfq-a' },
  { id: 'intro-3', lead_id: 'rfq-b' },
];
const delivery = (lead_id: string, status: string, last_error: string | null) => ({ lead_id, status, last_error });
const troubleOf = (rfq: string, deliveries: ReturnType<typeof delivery>[]) =>
  leadTrouble(introductionDeliveriesByRfq(introductions, deliveries).filter((d) => d.lead_id === rfq));

describe('an RFQ’s mark from its introductions’ emails', () => {
  it('is failed when one introduction’s email gave up, and only on its own RFQ', () => {
    const deliveries = [delivery('intro-2', 'failed', 'Every attempt was spent'), delivery('intro-3', 'sent', null)];
    expect(troubleOf('rfq-a', deliveries)).toBe('failed');
    expect(troubleOf('rfq-b', deliveries)).toBeUndefined();
  });

  it('is retrying while one is retried, failed once another gave up', () => {
    expect(troubleOf('rfq-a', [delivery('intro-1', 'pending', 'Timed out')])).toBe('retrying');
    expect(
      troubleOf('rfq-a', [delivery('intro-1', 'pending', 'Timed out'), delivery('intro-2', 'failed', 'Bounced')]),
    ).toBe('failed');
  });

  it('leaves out deliveries of an introduction not on the page', () => {
    const mapped = introductionDeliveriesByRfq(introductions, [
      delivery('intro-9', 'failed', 'Every attempt was spent'),
      delivery('intro-3', 'pending', 'Timed out'),
    ]);
    expect(mapped).toEqual([{ lead_id: 'rfq-b', status: 'pending', last_error: 'Timed out' }]);
  });
});
