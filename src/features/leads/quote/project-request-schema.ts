import { z } from '@/lib/zod';
import { fieldMessages, limits } from '../field-rules';
import { optionalText, requiredChoice, requiredEmail, requiredText } from '../field-schemas';
import {
  consultationBudgetValues,
  consultationJobTypeValues,
  consultationMaterialValues,
  consultationQuantityValues,
  consultationTimelineValues,
} from '@/lib/leads/options';
import { PROJECT_DESCRIPTION_MIN, projectRequestMessages } from './project-request-values';

const m = projectRequestMessages;

/**
 * The /quote consultation request. Upper bounds mirror the database's checks so
 * the insert never rejects what the form accepted; materials, tolerance and the international
 * preference are optional with empty defaults.
 */
export const projectRequestSchema = z.object({
  companyName: requiredText(limits.shortText, m.companyName),
  contactName: requiredText(limits.shortText, m.contactName),
  // One message whether the address is empty or malformed.
  email: requiredEmail(m.email, m.email),
  jobTypes: z.array(z.enum(consultationJobTypeValues)).check(z.minLength(1, m.jobTypes)),
  projectDescription: z
    .string()
    .check(
      z.trim(),
      z.minLength(PROJECT_DESCRIPTION_MIN, m.projectDescription),
      z.maxLength(limits.longText, fieldMessages.tooLong(limits.longText)),
    ),
  timeline: requiredChoice(consultationTimelineValues, m.timeline),
  budget: requiredChoice(consultationBudgetValues, m.budget),
  materials: z._default(z.array(z.enum(consultationMaterialValues)), []),
  quantity: requiredChoice(consultationQuantityValues, m.quantity),
  tolerance: z._default(optionalText(limits.shortText), ''),
  internationalSuppliers: z._default(z.boolean(), false),
});

/** What the form holds while editing (selects may still be ''). */
export type ProjectRequestInput = z.input<typeof projectRequestSchema>;
/** What a valid submit hands over. */
export type ProjectRequest = z.output<typeof projectRequestSchema>;
