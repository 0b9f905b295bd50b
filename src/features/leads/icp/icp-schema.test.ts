import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import { invalidFieldsToast } from '../form-feedback';
import { loadIcpSchema } from './icp-schema';
import { icpDefaults, icpErrorToast, toIcpRow } from './icp-row';

/** The schema the form loads, built as the form builds it. */
const icpSchema = await loadIcpSchema();

const valid = {
  firstName: 'Ida',
  businessEmail: 'ida@shop.test',
  jobTitle: 'Sales Director',
  agreeToPolicy: true,
  marketingOptIn: false,
};

function errorsOf(input: unknown) {
  const result = icpSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), { message: i.message }]));
}

describe('ICP form rules', () => {
  it('asks for the missing fields first', () => {
    expect(icpErrorToast(errorsOf(icpDefaults))).toEqual({
      title: 'Error',
      description: 'Please fill in all required fields',
    });
    expect(icpErrorToast(errorsOf({ ...valid, jobTitle: '  ', agreeToPolicy: false }))).toBe(
      messages.icp.missingFields,
    );
  });

  it('then for the privacy consent', () => {
    expect(icpErrorToast(errorsOf({ ...valid, agreeToPolicy: false }))).toEqual({
      title: 'Error',
      description: 'Please agree to the privacy policy',
    });
  });

  it('points at the field when only the email is malformed', () => {
    const errors = errorsOf({ ...valid, businessEmail: 'ida-at-shop' });
    expect(errors).toEqual({ businessEmail: { message: 'Enter a valid email address' } });
    expect(icpErrorToast(errors)).toBe(invalidFieldsToast);
  });

  it('maps to the icp_template_leads columns, trimmed, with both consent answers', () => {
    const values = icpSchema.parse({ ...valid, firstName: ' Ida ' });
    expect(toIcpRow(values)).toStrictEqual({
      first_name: 'Ida',
      business_email: 'ida@shop.test',
      job_title: 'Sales Director',
      privacy_agreed: true,
      marketing_opt_in: false,
    });
    expect(toIcpRow(icpSchema.parse({ ...valid, marketingOptIn: true })).marketing_opt_in).toBe(true);
  });

  it('never makes marketing email a condition of the download', () => {
    expect(icpSchema.safeParse({ ...valid, marketingOptIn: false }).success).toBe(true);
    expect(icpDefaults.marketingOptIn).toBe(false);
  });
});
