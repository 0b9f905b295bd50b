import { describe, expect, it } from 'vitest';
import type { LeadRow } from '@/lib/leads/tables';
import { consentRecord } from '@/testing/consent-record';
import { consentAnswers, displayValue, leadAnswers, NOT_GIVEN, websiteHref, withConsentAsSeen } from './lead-fields';

describe('displayValue', () => {
  it('shows stored option values with the labels the forms showed', () => {
    expect(displayValue('cnc', 'hear_about_us', 'search-engine')).toBe('Search engine');
    expect(displayValue('oem', 'delivery_regions', 'eu')).toBe('UK and EU');
    expect(displayValue('consultation', 'job_types', ['milling', 'edm'])).toBe(
      'CNC milling, EDM (electrical discharge machining)',
    );
    expect(displayValue('oem', 'quality_standards', 'iso9001, other, NORSOK M-650')).toMatch(
      /^ISO 9001, Other, NORSOK M-650$/,
    );
  });

  it('says "Not given" for empty answers and reads booleans, dates and files', () => {
    expect(displayValue('oem', 'city', null)).toBe(NOT_GIVEN);
    expect(displayValue('consultation', 'materials', [])).toBe(NOT_GIVEN);
    expect(displayValue('consultation', 'international_suppliers', true)).toBe('Yes');
    expect(displayValue('consultation', 'attachments', [{ name: 'a.step', size: 1_572_864, type: 'model/step' }])).toBe(
      'a.step (1.50 MB, model/step)',
    );
    expect(displayValue('contact', 'created_at', '2026-11-21T14:05:09Z')).toBe('21/11/2026, 14:05');
  });

  it('renders a value of an unexpected shape as text', () => {
    expect(displayValue('consultation', 'job_types', [['milling']])).toBe('milling');
  });
});

describe('leadAnswers', () => {
  it('lists every answer of a lead, labelled as the form asked for it', () => {
    const row = {
      id: 'c1',
      created_at: '2026-11-21T14:05:09Z',
      email: 'ops@shop.example',
      company_name: 'Northern CNC',
      contact_name: 'Sam',
      phone: null,
      company_website: 'northern.example',
      number_of_employees: '45',
      certifications: 'AS9100',
      industries_served: 'Aerospace',
      hear_about_us: 'linkedin',
      status: 'new',
      notes: null,
      updated_at: null,
      updated_by: null,
      ...consentRecord,
    } satisfies LeadRow<'cnc'>;
    // The partner form asks no phone number: an empty one is left out, not shown as "Not given".
    expect(leadAnswers('cnc', row).map(({ label, value }) => ({ label, value }))).toEqual([
      { label: 'Email', value: 'ops@shop.example' },
      { label: 'Company name', value: 'Northern CNC' },
      { label: 'Contact name', value: 'Sam' },
      { label: 'Company website', value: 'northern.example' },
      { label: 'Number of employees', value: '45' },
      { label: 'Certifications', value: 'AS9100' },
      { label: 'Industries served', value: 'Aerospace' },
      { label: 'How did you hear about us?', value: 'LinkedIn' },
    ]);
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
    const row = {
      id: 'c2',
      created_at: '2026-11-21T14:05:09Z',
      email: 'ops@shop.example',
      company_name: 'Northern CNC',
      contact_name: 'Sam',
      phone: '+44 161 000 0000',
      company_website: 'javascript:alert(1)',
      number_of_employees: null,
      certifications: null,
      industries_served: null,
      hear_about_us: null,
      status: 'new',
      notes: null,
      updated_at: null,
      updated_by: null,
      ...consentRecord,
    } satisfies LeadRow<'cnc'>;
    const answers = leadAnswers('cnc', row);
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
