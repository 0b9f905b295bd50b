import { z } from '@/lib/zod';
import { messages, type ToastMessage } from '@/lib/messages';
import type { LeadRowInput } from '../api/insert-lead';
import { fieldMessages, hasMissingRequired, requiredEmail, requiredText } from '../field-schemas';
import { invalidFieldsToast } from '../form-feedback';

/**
 * The ICP template download form. Missing values and the unticked consent box are
 * reported as toasts with the texts of src/lib/messages.ts. The brief bounds the email only by the browser's
 * check; with our own messages (noValidate) the same check is zod's, and the database's.
 */
export const icpSchema = z.object({
  firstName: requiredText(),
  businessEmail: requiredEmail(),
  jobTitle: requiredText(),
  agreeToPolicy: z.boolean().check(z.refine((agreed) => agreed, messages.icp.noConsent.description)),
  // Optional and unticked by default: the download never depends on agreeing to marketing.
  marketingOptIn: z.boolean(),
});

export type IcpFormInput = z.input<typeof icpSchema>;
export type IcpForm = z.output<typeof icpSchema>;

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
