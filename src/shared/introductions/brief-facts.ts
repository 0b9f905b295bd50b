import { isStorableRead, readLines } from '../cad/machining-read.ts';
import { isStorableMeasurements, measurementLines } from '../cad/measure.ts';
import { leadFieldLabels } from '../leads/field-labels.ts';
import { joinedColumnOptions } from '../leads/fields/admin-view.ts';
import { leadFields } from '../leads/fields/index.ts';
import type { Option } from '../leads/options.ts';
import { leadColumnOptions, rfqKindOf } from '../leads/tables.ts';
import type { RfqTable } from '../leads/tables.ts';
import { trimVisible, visibleLength } from '../text/visible-text.ts';

/*
 * What a supplier's brief may say about an RFQ: its technical answers, column by column, and its
 * drawings' measurements and machining reads. The list names what may go out, so a column added to a lead table goes
 * nowhere until someone adds it here; nothing that identifies the buyer (name, email, company,
 * phone, website, city, job title) is on it, nor any free text the buyer typed, which could name
 * them: a column puts out only the values its form offers (under their labels), never the "other"
 * text joined into a column nor a free-text answer such as a tolerance. Where the team wrote their
 * own supplier-facing words for a column (the brief's wording), the brief carries those instead.
 * The database's private.supplier_brief_facts returns exactly these columns, and the wording, to
 * the sender; the desk's preview reads the same ones from the RFQ's row. Relative imports with
 * extensions, so Deno imports this module as it is.
 */

export type BriefFact = { label: string; value: string };
/** A drawing as the brief states it: `measurements` holds a model's measurements, then its machining read. */
export type BriefDrawing = { path: string | null; size: number | null; measurements: string[] };

export const briefColumns = {
  oem_leads: [
    'production_requirements',
    'material_types',
    'quality_standards',
    'sourcing_volume',
    'delivery_requirements',
    'industry_sector',
    'delivery_regions',
  ],
  consultation_requests: ['job_types', 'materials', 'quantity', 'timeline', 'tolerance'],
} as const satisfies Record<RfqTable, readonly string[]>;

/** The team's supplier-facing words for some of the brief's columns: {column: words}. */
export type BriefWording = Readonly<Record<string, string>>;

/** A column's answer split into what the form offered (labelled) and what the buyer typed. */
type Answer = { labels: string[]; otherLabel: string | null; typed: string[] };

/** The options a brief column's form offers; none for a free-text column (a tolerance). */
export function briefColumnOptions(table: RfqTable, column: string): readonly Option[] | undefined {
  const options = (leadColumnOptions[table] as Readonly<Record<string, readonly Option[] | undefined>> | undefined)?.[
    column
  ];
  return options ?? joinedColumnOptions(leadFields[rfqKindOf(table)])[column];
}

function answerOf(table: RfqTable, column: string, value: unknown): Answer | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  const list = briefColumnOptions(table, column);
  const parts = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? list
        ? value.split(', ')
        : [value]
      : [JSON.stringify(value)];
  const answer: Answer = { labels: [], otherLabel: null, typed: [] };
  for (const part of parts) {
    const option = list?.find((o) => o.value === part);
    if (!option) {
      if (visibleLength(part) > 0) answer.typed.push(part);
    } else if (option.value === 'other') answer.otherLabel = option.label;
    else answer.labels.push(option.label);
  }
  return answer;
}

function wordingFor(wording: BriefWording, column: string): string | null {
  const words = wording[column];
  if (typeof words !== 'string') return null;
  const trimmed = trimVisible(words);
  return visibleLength(trimmed) > 0 ? trimmed : null;
}

/**
 * What a column says in a brief: the form's options under their labels, and the team's words in
 * place of anything the buyer typed ("AS9100, Other: NADCAP heat treating"); a free-text column
 * says only the team's words. Null when there is nothing to say.
 */
function valueText(table: RfqTable, column: string, value: unknown, words: string | null): string | null {
  const answer = answerOf(table, column, value);
  const labels = answer?.labels ?? [];
  const other = answer?.otherLabel ?? null;
  if (words === null) {
    const said = other ? [...labels, other] : labels;
    return said.length === 0 ? null : said.join(', ');
  }
  if (!briefColumnOptions(table, column)) return words;
  return [...labels, `${other ?? 'Other'}: ${words}`].join(', ');
}

/**
 * The RFQ's technical answers under the labels its form asked them with; unanswered ones left
 * out. Only the form's own options go out; `wording` gives the team's words for a column whose
 * answer the buyer typed.
 */
export function briefFacts(
  table: RfqTable,
  rfq: Readonly<Record<string, unknown>>,
  wording: BriefWording = {},
): BriefFact[] {
  const labels = leadFieldLabels[rfqKindOf(table)] as Readonly<Record<string, string>>;
  return briefColumns[table].flatMap((column) => {
    const value = valueText(table, column, rfq[column], wordingFor(wording, column));
    return value === null ? [] : [{ label: labels[column] ?? column, value }];
  });
}

/** A brief column whose answer holds text the buyer typed, which no brief carries as typed. */
export type TypedAnswer = { column: string; label: string; typed: string };

/** The brief's columns of this RFQ that hold text the buyer typed, with that text (for the team only). */
export function typedAnswers(table: RfqTable, rfq: Readonly<Record<string, unknown>>): TypedAnswer[] {
  const labels = leadFieldLabels[rfqKindOf(table)] as Readonly<Record<string, string>>;
  return briefColumns[table].flatMap((column) => {
    const typed = answerOf(table, column, rfq[column])?.typed ?? [];
    return typed.length === 0 ? [] : [{ column, label: labels[column] ?? column, typed: typed.join(', ') }];
  });
}

/** The RFQ's files: where each is stored (to sign its link), its size and a CAD model's measurements and read. */
export function briefDrawings(rfq: Readonly<Record<string, unknown>>): BriefDrawing[] {
  const files = rfq.attachments;
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is Record<string, unknown> => typeof file === 'object' && file !== null)
    .map((file) => ({
      path: typeof file.path === 'string' ? file.path : null,
      size: typeof file.size === 'number' ? file.size : null,
      measurements: [
        ...(isStorableMeasurements(file.measurements) ? measurementLines(file.measurements) : []),
        ...(isStorableRead(file.read) ? readLines(file.read) : []),
      ],
    }));
}
