import { describe, expect, it } from 'vitest';
import {
  composeIntroduction,
  composeUnsentIntroduction,
} from '../../supabase/functions/deliver-leads/options-messages.ts';

/**
 * An introduction whose supplier we may no longer introduce is skipped with the database's reason,
 * and the team's alert of an introduction that did not go says why, unless it went after all.
 */

const claim = {
  introduction_id: '3f9ac21b-0d4e-4c1a-9b7e-2f6a1c0d9e88',
  lead_table: 'oem_leads',
  lead_id: '9d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  chosen_at: '2026-11-30T10:00:00+00:00',
  buyer: { name: 'Jane Doe', company: 'ACME Aero', job_title: null, email: 'j.doe@acme.example', phone: null },
  supplier: {
    company_name: 'Shortlisted Shop 1 Ltd',
    contact_name: 'Sam',
    email: 'sam@shop.example',
    phone: null,
    website: null,
    town: 'Leeds',
    country: 'GB',
  },
  stated: {},
};

describe('composeIntroduction', () => {
  it('goes to both sides while the supplier may be introduced', () => {
    const composed = composeIntroduction({ ...claim, withheld: null });
    expect('to' in composed && composed.to).toEqual(['j.doe@acme.example', 'sam@shop.example']);
  });

  it('is skipped with the reason once the supplier is no longer one we may introduce', () => {
    const reason = 'The supplier is no longer one we may introduce: Not vetted (lapsed)';
    expect(composeIntroduction({ ...claim, buyer: null, withheld: reason })).toEqual({ skip: reason });
  });
});

describe('composeUnsentIntroduction', () => {
  const unsent = {
    lead_table: 'oem_leads',
    lead_id: claim.lead_id,
    supplier: 'Shortlisted Shop 1 Ltd',
    introduction: { status: 'skipped', reason: 'The supplier has no email address' },
    lead: { id: claim.lead_id, company_name: 'ACME Aero', contact_person: 'Jane Doe' },
  };
  const deskUrl = (kind: string, id: string) => `https://desk.example/admin?tab=${kind}&lead=${id}`;

  it('tells the team which supplier, for which buyer, why, and where on the desk', () => {
    const email = composeUnsentIntroduction(unsent, deskUrl);
    if ('skip' in email) throw new Error(email.skip);
    expect(email.subject).toMatch(/^FB-[0-9A-Z-]+: the introduction to Shortlisted Shop 1 Ltd was not sent$/);
    expect(email.text).toContain('Buyer: ACME Aero');
    expect(email.text).toContain('Why it did not go: The supplier has no email address');
    expect(email.text).toContain(`https://desk.example/admin?tab=oem&lead=${claim.lead_id}`);
  });

  it('is skipped when the introduction went after all, or is being sent again', () => {
    for (const status of ['sent', 'pending'])
      expect(composeUnsentIntroduction({ ...unsent, introduction: { status, reason: null } }, deskUrl)).toEqual({
        skip: 'The introduction was sent, or is being sent again',
      });
    expect(composeUnsentIntroduction(null, deskUrl)).toEqual({ skip: 'The introduction no longer exists' });
  });
});
