import { isStorableMeasurements, measurementLines } from '../cad/measure.ts';
import { leadFieldLabels } from '../leads/field-labels.ts';
import { joinedColumnOptions } from '../leads/fields/admin-view.ts';
import { leadFields } from '../leads/fields/index.ts';
import { optionLabel, type Option } from '../leads/options.ts';
import { leadColumnOptions } from '../leads/tables.ts';

/*
 * What a supplier's brief may say about an RFQ: its technical answers, column by column, and its
 * drawings' measurements. The list names what may go out, so a column added to a lead table goes
 * nowhere until someone adds it here; nothing that identifies the buyer (name, email, company,
 * phone, website, city, job title) is on it, nor any free text the buyer typed, which could name
 * them. The database's private.supplier_brief_facts returns exactly these columns to the sender;
 * the desk's preview reads the same ones from the RFQ's row. Relative imports with extensions, so
 * Deno imports this module as it is.
 */

export type RfqTable = 'oem_leads' | 'consultation_requests';
export type BriefFact = { label: string; value: string };
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

const kindOf = { oem_leads: 'oem', consultation_requests: 'quote' } as const;

export const isRfqTable = (value: string): value is RfqTable => value in briefColumns;

function valueText(table: RfqTable, column: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  const options = (leadColumnOptions[table] as Readonly<Record<string, readonly Option[] | undefined>> | undefined)?.[
    column
  ];
  const joined = joinedColumnOptions(leadFields[kindOf[table]])[column];
  const list = options ?? joined;
  const parts = Array.isArray(value)
    ? value.map(String)
    : joined && typeof value === 'string'
      ? value.split(', ')
      : [typeof value === 'string' ? value : JSON.stringify(value)];
  return parts.map((part) => (list ? optionLabel(list, part) : part)).join(', ');
}

/** The RFQ's technical answers under the labels its form asked them with; unanswered ones left out. */
export function briefFacts(table: RfqTable, rfq: Readonly<Record<string, unknown>>): BriefFact[] {
  const labels = leadFieldLabels[kindOf[table]] as Readonly<Record<string, string>>;
  return briefColumns[table].flatMap((column) => {
    const value = valueText(table, column, rfq[column]);
    return value === null ? [] : [{ label: labels[column] ?? column, value }];
  });
}

/** The RFQ's files: where each is stored (to sign its link), its size and a CAD model's measurements. */
export function briefDrawings(rfq: Readonly<Record<string, unknown>>): BriefDrawing[] {
  const files = rfq.attachments;
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is Record<string, unknown> => typeof file === 'object' && file !== null)
    .map((file) => ({
      path: typeof file.path === 'string' ? file.path : null,
      size: typeof file.size === 'number' ? file.size : null,
      measurements: isStorableMeasurements(file.measurements) ? measurementLines(file.measurements) : [],
    }));
}
