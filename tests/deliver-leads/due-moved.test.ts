import { describe, expect, it } from 'vitest';
import { composeDueMoved } from '../../supabase/functions/deliver-leads/due-moved.ts';

/** The buyer's message when a pause moved the time their options are due. */

const id = '3f9ac21b-0d4e-4c1a-9b7e-2f6a1c0d9e88';
const facts = {
  lead_table: 'oem_leads',
  lead_id: id,
  email: 'morag@aquila.example',
  clock_due_at: '2026-10-26T15:00:00+00:00',
  clock_paused_at: null,
  options_sent_at: null,
  clock_closed_at: null,
  status: 'new',
};

describe('composeDueMoved', () => {
  it('tells the buyer the new due time with their reference, and nothing of the team’s reason', () => {
    const composed = composeDueMoved(facts);
    if (!('to' in composed)) throw new Error(composed.skip);
    expect(composed.to).toBe('morag@aquila.example');
    expect(composed.email.subject).toBe('Your RFQ FB-3F9A-C21B: a new time for your supplier options – Forgebridge');
    expect(composed.email.text).toContain('Your supplier options are now due by: Monday 26 October, 15:00 UK time');
    expect(composed.email.text).toContain('Your reference: FB-3F9A-C21B');
    expect(composed.email.html).toContain('Monday 26 October, 15:00 UK time');
  });

  it('says nothing once the options went out, the RFQ closed or was held, or the clock paused again', () => {
    for (const change of [
      { options_sent_at: '2026-10-25T10:00:00+00:00' },
      { clock_closed_at: '2026-10-25T10:00:00+00:00' },
      { status: 'held' },
      { clock_paused_at: '2026-10-25T10:00:00+00:00' },
      { email: ' ' },
    ]) {
      expect(composeDueMoved({ ...facts, ...change }), JSON.stringify(change)).toHaveProperty('skip');
    }
    expect(composeDueMoved(null)).toHaveProperty('skip');
  });
});
