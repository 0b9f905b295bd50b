import { fitFileName } from '@/lib/files';
import type { LeadAttachment } from '@/lib/leads/attachments';
import { acceptAttribute } from '@/lib/leads/file-endings';
import { fileRules } from '@/shared/leads/fields/files';
import { oemFields } from '@/shared/leads/fields/oem-fields';
import { formDefaults, toLeadRow } from '@/shared/leads/fields/rows';
import type { LeadRowInput } from '../api/insert-lead';
import type { OemFormInput, OemFormValues } from './oem-schema';

/*
 * An OEM RFQ as data, from its field table (src/shared/leads/fields/oem-fields.ts): the blank form,
 * the file picker's endings and the oem_leads row. The server rebuilds the automation sheet's
 * webhook body from this row (supabase/functions/deliver-leads).
 */

/**
 * The kinds of drawing the OEM form offers; its picker also lists each one's other endings
 * (`.stp`, `.igs`, `.jpeg`). The drawing is uploaded to Storage before the RFQ is stored.
 */
export const oemFileAccept = acceptAttribute(fileRules.oem.extensions);

export const emptyOemForm = formDefaults(oemFields) as OemFormInput;

/** A chosen file's name as stored: whole when it fits the column, else shortened keeping its extension. */
export function storedFileName(file: Pick<File, 'name'> | null | undefined): string {
  return file ? fitFileName(file.name) : '';
}

/**
 * The oem_leads row: materials and certifications joined with their "other" text (dropped when
 * "other" is no longer chosen; certifications in list order, not click order), the drawing's
 * stored name and entry, and null for every column the form does not ask.
 */
export function toOemRow(input: OemFormValues, attachments: readonly LeadAttachment[] = []): LeadRowInput<'oem_leads'> {
  return toLeadRow(oemFields, input, attachments) as LeadRowInput<'oem_leads'>;
}
