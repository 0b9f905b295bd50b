import { describe, expect, it } from 'vitest';
import { renderClockReminder } from '../../supabase/functions/deliver-leads/clock-reminder.ts';

/** The team's 48-hour reminder: which RFQ, when its clock runs out, and the link to it on the desk. */

const id = '3f9ac21b-0d4e-4c1a-9b7e-2f6a1c0d9e88';
const deskUrl = `https://www.forgebridge.test/ops/leads-test?tab=oem&lead=${id}`;

describe('renderClockReminder', () => {
  it('names the RFQ and the clock’s end (moved by a pause), and links to the lead on the desk', () => {
    const email = renderClockReminder({
      kind: 'oem',
      leadId: id,
      lead: {
        company_name: 'Aquila <Subsea>',
        due_at: '2026-10-26T09:00:00+00:00',
        clock_due_at: '2026-10-26T15:00:00+00:00',
      },
      deskUrl,
    });
    expect(email.subject).toBe('24 hours left: 3 supplier options for FB-3F9A-C21B (Aquila <Subsea>)');
    expect(email.text).toContain('48 of the 72 calendar hours promised for this OEM RFQ have run');
    expect(email.text).toContain('Options due by: Monday 26 October, 15:00 UK time');
    expect(email.text).toContain(`Open this RFQ on the desk: ${deskUrl}`);
    expect(email.html).toContain(`href="${deskUrl.replace(/&/g, '&amp;')}"`);
    expect(email.html).toContain('Aquila &lt;Subsea&gt;');
    expect(email.html).not.toContain('<Subsea>');
  });

  it('keeps a typed line break out of the subject', () => {
    const email = renderClockReminder({
      kind: 'quote',
      leadId: id,
      lead: { company_name: 'Medical\r\nBcc: someone@example.com', due_at: '2026-10-26T09:00:00+00:00' },
      deskUrl,
    });
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.text).toContain('this quote request');
  });
});
