import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';

import { partnerOffer } from '../../../src/shared/leads/partner-offer.ts';
import { renderReceipt } from './receipt.ts';
import { readSettings } from './settings.ts';

/*
 * The partner's receipt, as the function renders it: the package with its terms, the 30-minute
 * call and the site's booking link, what vetting involves, and the reference; nothing the shop typed.
 */

const id = '3f9ac21b-0d4e-4c1a-9b7e-2f6a1c0d9e88';
const lead = {
  id,
  company_name: 'Castleford <Precision>',
  contact_name: 'Helen Marsh',
  email: 'helen@castleford.example',
};
const site = { bookingUrl: 'https://booking.forgebridge.test/30min' };

Deno.test('a partner receipt names the package with its terms, the call and its booking link, and vetting', () => {
  const { subject, text, html } = renderReceipt('partner', lead, site);
  assertEquals(subject, 'Your partner application FB-3F9A-C21B – Forgebridge');
  for (const part of [
    'Free Marketing Package (worth £3,000): 3 written case studies, 1 shop showcase video and a website refresh.',
    partnerOffer.terms,
    'a 30-minute call',
    'https://booking.forgebridge.test/30min',
    'we visit your shop in person and check your certifications, sample parts, QA procedures and capacity',
    'a member of our team emails you to arrange the visit',
    'Your reference: FB-3F9A-C21B',
  ])
    assert(text.includes(part), part);
  assert(html.includes('https://booking.forgebridge.test/30min'));
  for (const typed of ['Castleford', 'Helen', 'castleford.example']) assert(!text.includes(typed), typed);
});

Deno.test('the booking link is the BOOKING_URL secret, else the site’s default booking page', () => {
  const base = {
    SUPABASE_URL: 'https://x.supabase.test',
    SUPABASE_SERVICE_ROLE_KEY: 'k',
    DELIVERY_DRAIN_SECRET: 's',
    EMAIL_FROM: 'a@b.test',
    TEAM_ALERT_TO: 't@b.test',
    SITE_URL: 'https://www.forgebridge.test',
    SMTP_HOST: 'smtp.test',
  };
  const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
  assertEquals(readSettings(env(base)).bookingUrl, 'https://calendly.com/forgebridge/30min');
  assertEquals(
    readSettings(env({ ...base, BOOKING_URL: 'https://cal.example/x' })).bookingUrl,
    'https://cal.example/x',
  );
});
