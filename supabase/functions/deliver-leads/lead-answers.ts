import { isStorableMeasurements, measurementLines } from '../../../src/lib/cad/measure.ts';
import { teamAlertCopy } from '../../../src/content/email/lead-emails.ts';
import { formatUkDueTime } from '../../../src/lib/leads/due-time.ts';
import { leadReference } from '../../../src/lib/leads/reference.ts';
import { leadFieldLabels } from '../../../src/lib/leads/field-labels.ts';
import { joinedColumnOptions } from '../../../src/lib/leads/fields/admin-view.ts';
import { leadFields } from '../../../src/lib/leads/fields/index.ts';
import { optionLabel, type Option } from '../../../src/lib/leads/options.ts';
import { leadColumnOptions, leadTables, type LeadKindId, type LeadTable } from '../../../src/lib/leads/tables.ts';

/**
 * A stored lead as the team alert shows it: every answer under the label its form asked it with
 * (the labels the admin shows, from one module), the attached files' names and sizes, and a
 * subject naming the lead. Values are returned as typed; the renderer escapes them.
 */

export type Answer = { label: string; value: string };
/** A file's name and size, and for a CAD model the form measured, its measurement lines. */
export type AttachmentFacts = { name: string; size: number | null; measurements?: string[] };
export type LeadRecord = Readonly<Record<string, unknown>>;

export const NOT_GIVEN = 'Not given';

const kindOfTable = Object.fromEntries(Object.entries(leadTables).map(([kind, table]) => [table, kind])) as Record<
  LeadTable,
  LeadKindId
>;

export function leadKindOf(table: string): LeadKindId | undefined {
  return (kindOfTable as Record<string, LeadKindId | undefined>)[table];
}

/** The column that lists uploaded files: shown as names and sizes, never as data. */
const FILE_COLUMN = 'attachments';

function answerText(kind: LeadKindId, column: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return NOT_GIVEN;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const options: Readonly<Record<string, readonly Option[] | undefined>> = leadColumnOptions[leadTables[kind]] ?? {};
  const list = options[column];
  if (list && typeof value === 'string') return optionLabel(list, value);
  if (list && Array.isArray(value)) return value.map((v) => optionLabel(list, String(v))).join(', ');
  // Columns holding option keys joined with ", " (plus any "other" text).
  const joined = joinedColumnOptions(leadFields[kind])[column];
  if (joined && typeof value === 'string')
    return value
      .split(', ')
      .map((part) => optionLabel(joined, part))
      .join(', ');
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Every answer of the lead, in the order its form asked for them. */
export function leadAnswers(kind: LeadKindId, lead: LeadRecord): Answer[] {
  const labels = leadFieldLabels[kind] as Readonly<Record<string, string>>;
  return Object.entries(labels)
    .filter(([column]) => column !== FILE_COLUMN)
    .map(([column, label]) => ({ label, value: answerText(kind, column, lead[column]) }));
}

export function leadAttachments(lead: LeadRecord): AttachmentFacts[] {
  const files = lead[FILE_COLUMN];
  if (!Array.isArray(files)) return [];
  return files
    .filter(
      (file): file is { name: unknown; size?: unknown; measurements?: unknown } =>
        typeof file === 'object' && file !== null,
    )
    .map((file) => ({
      name: String(file.name),
      size: typeof file.size === 'number' ? file.size : null,
      ...(isStorableMeasurements(file.measurements) ? { measurements: measurementLines(file.measurements) } : {}),
    }));
}

const text = (lead: LeadRecord, column: string) => (typeof lead[column] === 'string' ? lead[column] : '');

/**
 * What the team reads first in their inbox: the kind of lead and who it is from, and whether the
 * database held it for review (stored during a flood, see the held-leads intro).
 */
export function alertSubject(kind: LeadKindId, lead: LeadRecord): string {
  const subject = {
    oem: () => `New OEM RFQ: ${text(lead, 'company_name')} (${text(lead, 'country')})`,
    cnc: () => `New CNC partner sign-up: ${text(lead, 'company_name')}`,
    icp: () => `New ICP template download: ${text(lead, 'first_name')}, ${text(lead, 'job_title')}`,
    contact: () => `New contact message: ${text(lead, 'subject')}`,
    consultation: () => `New quote request: ${text(lead, 'company_name')}`,
  }[kind]();
  const held = isHeld(lead) ? teamAlertCopy.heldSubjectPrefix : '';
  // A header is one line: typed line breaks must not start another header.
  return `${held}${subject}`.replace(/[\r\n\t]+/g, ' ').slice(0, 200);
}

/** Stored over a limit someone else could fill: the team reviews it before anything is sent. */
export function isHeld(lead: LeadRecord): boolean {
  return lead.status === 'held';
}

/** The address a lead's receipt goes to; the ICP download sends none. */
export function receiptAddress(kind: LeadKindId, lead: LeadRecord): string | undefined {
  if (kind === 'icp') return undefined;
  const address = text(lead, 'email');
  return address === '' ? undefined : address;
}

/**
 * What the team reads before the answers: the lead's reference and, for an RFQ, when its 3
 * supplier options are due (the row's due_at, fixed by the database at insert).
 */
export function leadFacts(id: string, lead: LeadRecord): Answer[] {
  const facts: Answer[] = [{ label: teamAlertCopy.referenceLabel, value: leadReference(id) }];
  if (typeof lead.due_at === 'string')
    facts.push({ label: teamAlertCopy.dueLabel, value: formatUkDueTime(lead.due_at) });
  return facts;
}
