import { messages, type ToastMessage } from '@/lib/messages';
import type { LeadRowInput } from '../api/insert-lead';
import { fieldMessages, hasMissingRequired } from '../field-rules';
import { invalidFieldsToast } from '../form-feedback';
import type { IcpForm, IcpFormInput } from './icp-schema';

export const icpDefaults: IcpFormInput = {
  firstName: '',
  businessEmail: '',
  jobTitle: '',
  agreeToPolicy: false,
  marketingOptIn: false,
};

type FieldErrors = Partial<Record<keyof IcpFormInput, { message?: string | undefined } | undefined>>;

/**
 * The one toast for an invalid submit, in a fixed order: missing fields first, then consent;
 * when only the email is malformed, the shared "check the highlighted fields" toast.
 */
export function icpErrorToast(errors: FieldErrors): ToastMessage {
  if (hasMissingRequired(errors, fieldMessages.required)) return messages.icp.missingFields;
  if (errors.agreeToPolicy) return messages.icp.noConsent;
  return invalidFieldsToast;
}

/** The `icp_template_leads` columns, with the two consent answers as the visitor gave them. */
export function toIcpRow(values: IcpForm): LeadRowInput<'icp_template_leads'> {
  return {
    first_name: values.firstName,
    business_email: values.businessEmail,
    job_title: values.jobTitle,
    privacy_agreed: values.agreeToPolicy,
    marketing_opt_in: values.marketingOptIn,
  };
}
