import { messages, type ToastMessage } from '@/lib/messages';
import { icpFields } from '@/shared/leads/fields/icp-fields';
import { formDefaults, toLeadRow } from '@/shared/leads/fields/rows';
import type { LeadRowInput } from '../api/insert-lead';
import { fieldMessages, hasMissingRequired } from '../field-rules';
import { invalidFieldsToast } from '../form-feedback';
import type { IcpForm, IcpFormInput } from './icp-schema';

/** A blank form; marketing email unticked, so the download never depends on agreeing to it. */
export const icpDefaults = formDefaults(icpFields) as IcpFormInput;

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
  return toLeadRow(icpFields, values) as LeadRowInput<'icp_template_leads'>;
}
