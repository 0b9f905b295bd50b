import { consultationFields } from '@/lib/leads/fields/consultation-fields';
import { askedFields, formDefaults } from '@/lib/leads/fields/rows';
import type { ProjectRequestInput } from './project-request-schema';

/** The exact validation message of each required field of the project-request form (docs/product.md). */
export const projectRequestMessages = Object.fromEntries(
  askedFields(consultationFields).flatMap((f) => (typeof f.required === 'string' ? [[f.key, f.required]] : [])),
) as Readonly<Record<string, string>>;

/** A blank form: empty strings and lists, international suppliers off. */
export const projectRequestDefaults = formDefaults(consultationFields) as ProjectRequestInput;
