import { describe, expect, it } from 'vitest';
import { partnerFields } from '@/shared/leads/fields/partner-fields';
import { askedFields } from '@/shared/leads/fields/rows';
import { storedLead } from '@/testing/lead-row';
import { consentAnswers, leadAnswers, websiteHref, withConsentAsSeen } from './lead-fields';

describe('leadAnswers', () => {
  it("lists every answer of a lead in its form's order, labelled as the form asked for it (or its short admin label)", () => {
    const row = storedLead('partner', { company_name: 'Northern CNC', hear_about_us: 'linkedin', phone: null });
    const answers = leadAnswers('partner', row);
    // The partner form asks no phone number: an empty one is left out, not shown as "Not given".
    expect(answers.map((a) => a.label)).toEqual(
      askedFields(partnerFields).map((f) => ('adminLabel' in f && f.adminLabel) || f.label),
    );
    expect(answers.find((a) => a.column === 'company_name')?.value).toBe('Northern CNC');
    expect(answers.find((a) => a.column === 'hear_about_us')?.value).toBe('LinkedIn');
  });
});

describe('answer links', () => {
  it('links an email with mailto: and a website over http(s) only', () => {
    expect(websiteHref('https://acme.example/parts')).toBe('https://acme.example/parts');
    expect(websiteHref(' acme.co.uk ')).toBe('https://acme.co.uk');
    for (const unsafe of [
      'javascript:alert(1)',
      'ftp://acme.example',
      'data:text/html,x',
      'see our site',
      'http://a b',
    ])
      expect(websiteHref(unsafe)).toBeUndefined();
  });

  it('gives the panel the links, keeps a stored phone number, and lists the OEM drawing once', () => {
    const row = storedLead('partner', {
      email: 'ops@shop.example',
      phone: '+44 161 000 0000',
      company_website: 'javascript:alert(1)',
    });
    const answers = leadAnswers('partner', row);
    expect(answers.find((a) => a.column === 'email')?.href).toBe('mailto:ops@shop.example');
    expect(answers.find((a) => a.column === 'company_website')?.href).toBeUndefined();
    expect(answers.find((a) => a.column === 'phone')?.value).toBe('+44 161 000 0000');
  });
});

describe('consentAnswers', () => {
  const base = { consent_version: '2026-11-23', consent_at: '2026-11-23T09:30:00Z' };

  it('says what an ICP visitor ticked', () => {
    expect(consentAnswers({ ...base, privacy_agreed: true, marketing_opt_in: false })).toEqual([
      { label: 'Privacy policy', value: 'Agreed (ticked the box)' },
      { label: 'Marketing emails', value: 'No' },
      { label: 'Notice version', value: '2026-11-23' },
      { label: 'Consent recorded', value: '23/11/2026, 09:30' },
    ]);
  });

  it('says a form without a box showed the notice, not that consent was refused', () => {
    const [privacy] = consentAnswers({ ...base, privacy_agreed: false, marketing_opt_in: false });
    expect(privacy?.value).toBe('Shown the privacy notice (this form has no box)');
  });
});

describe('withConsentAsSeen', () => {
  it('writes consent for the CSV as the visitor saw it, leaving every other column alone', () => {
    const oem = { email: 'a@b.test', privacy_agreed: false, marketing_opt_in: false, consent_version: '2026-11-23' };
    expect(withConsentAsSeen(oem)).toEqual({
      email: 'a@b.test',
      privacy_agreed: 'notice shown',
      marketing_opt_in: 'not opted in',
      consent_version: '2026-11-23',
    });
    expect(withConsentAsSeen({ privacy_agreed: true, marketing_opt_in: true })).toEqual({
      privacy_agreed: 'agreed (ticked)',
      marketing_opt_in: 'opted in',
    });
  });
});
