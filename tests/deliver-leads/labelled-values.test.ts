import { describe, expect, it } from 'vitest';
import { factsEmail, labelledRowsHtml } from '@/shared/email/html';
import { renderSupplierBrief } from '@/shared/introductions/supplier-brief';
import { renderTeamAlert } from '../../supabase/functions/deliver-leads/team-alert.ts';

const typed = { label: 'Notes <first>', value: 'Line one & more\nLine two' };
const row = labelledRowsHtml([typed]);

describe('labelled values in an email', () => {
  it('escape every label and value and keep the line breaks a value was typed with', () => {
    expect(row).toContain('Notes &lt;first&gt;');
    expect(row).toContain('Line one &amp; more\nLine two');
    expect(row).toContain('white-space:pre-wrap');
  });

  it('read the same in the team alert, a supplier brief and a team notice', () => {
    const alert = renderTeamAlert({ subject: 's', answers: [typed], attachments: [], adminUrl: 'https://x.test' });
    const brief = renderSupplierBrief({
      reference: 'FB-1',
      supplier: { company_name: 'Shop', contact_name: null },
      facts: [typed],
      drawings: [],
    });
    const notice = factsEmail({ intro: 'i', lines: [[typed.label, typed.value]], advice: 'a' });
    for (const email of [alert, brief, notice]) {
      expect(email.html).toContain(row);
      expect(email.text).toContain('Notes <first>: Line one & more\nLine two');
    }
  });
});
