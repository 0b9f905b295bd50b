import { z } from '@/lib/zod';
import { messages } from '@/lib/messages';
import { requiredEmail, requiredText } from '../field-schemas';

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
