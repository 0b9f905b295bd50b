import { isStorableMeasurements, measurementLines } from '@/shared/cad/measure';
import { briefFacts, type BriefFact, type BriefWording } from '@/shared/introductions/brief-facts';
import { formatMegabytes } from '@/shared/format';
import { rfqTables } from '@/shared/leads/tables';

/*
 * The brief view the token functions return (the database's jsonb), read defensively: the page
 * renders only what it understands, and never anything that could name the buyer (the view holds
 * nothing of the kind).
 */

export type LeadTime = 'under-2-weeks' | '2-4-weeks' | '4-8-weeks' | 'over-8-weeks';
export type DeclineReason = 'deadline' | 'not_manufacturable' | 'no_capacity' | 'outside_our_work' | 'other';
export type Currency = 'GBP' | 'EUR';
export type PriceBasis = 'per_part' | 'total';

/**
 * What `answer_brief` takes: one of its two shapes (private.read_brief_answer). The view gives it back with its
 * empty parts left out (the database strips nulls), so those may be missing as well as null.
 */
export type BriefAnswerInput =
  | {
      answer: 'interested';
      lead_time: LeadTime;
      earliest_start: string;
      price?: { amount: number; currency: Currency; basis: PriceBasis } | null;
      minimum_order?: number | null;
      note?: string | null;
    }
  | { answer: 'declined'; reason: DeclineReason; words?: string | null };

export type BriefAnswer = BriefAnswerInput & { answered_at: string; via: 'page' | 'phone' };

export type BriefFile = {
  n: number;
  extension: string;
  size_bytes: number | null;
  measurements: unknown;
  available: boolean;
};

export type BriefQuestion = { asked_at: string; text: string; reply: string | null; replied_at: string | null };

/** Who the buyer is: given only once the buyer chose to meet this supplier (docs/decisions/0037-buyer-options-page.md). */
export type BriefBuyer = {
  name: string;
  company: string | null;
  job_title: string | null;
  email: string;
  phone: string | null;
  chosen_at: string;
};

export type BriefView = {
  reference: string;
  kind: string;
  /** Facts ready to show, or the RFQ's technical columns and the team's wording to build them from. */
  facts?: BriefFact[];
  rfq?: Record<string, unknown>;
  wording?: BriefWording | null;
  answer_by: string | null;
  expires_at: string | null;
  terms: { version: string; accepted_at: string | null; name: string | null };
  files: BriefFile[];
  answer: BriefAnswer | null;
  questions: BriefQuestion[];
  open: boolean;
  /** Null (or missing) until the buyer asks to meet this supplier. */
  buyer?: BriefBuyer | null;
};

/** One drawing as the page shows it. */
export type ModelRow = {
  n: number;
  /** The neutral name the download carries: 'drawing-1.step'. */
  name: string;
  title: string;
  size: string | null;
  measurements: string[] | null;
  available: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A view is what the page can render: the fields it needs, of the right kinds. */
export function isBriefView(value: unknown): value is BriefView {
  if (!isRecord(value)) return false;
  return (
    typeof value.reference === 'string' &&
    isRecord(value.terms) &&
    Array.isArray(value.files) &&
    Array.isArray(value.questions) &&
    typeof value.open === 'boolean' &&
    (value.buyer === null || value.buyer === undefined || isBuyer(value.buyer))
  );
}

const isOptionalText = (value: unknown): boolean => value === null || value === undefined || typeof value === 'string';

function isBuyer(value: unknown): value is BriefBuyer {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    typeof value.chosen_at === 'string' &&
    isOptionalText(value.company) &&
    isOptionalText(value.job_title) &&
    isOptionalText(value.phone)
  );
}

/**
 * The job's technical facts: the ones the view carries, or, when it carries the RFQ's technical
 * columns instead, the brief's own allow-list applied to them.
 */
export function viewFacts(view: BriefView): BriefFact[] {
  if (Array.isArray(view.facts)) {
    return view.facts.filter((f) => typeof f.label === 'string' && typeof f.value === 'string');
  }
  const table = rfqTables.find((t) => t === view.kind);
  if (!table || !isRecord(view.rfq)) return [];
  const wording = isRecord(view.wording) ? (view.wording as BriefWording) : {};
  return briefFacts(table, view.rfq, wording);
}

/** The neutral name of file n: 'drawing-1.step', as the download is named. */
export function drawingName(file: Pick<BriefFile, 'n' | 'extension'>): string {
  const extension = file.extension.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return extension ? `drawing-${file.n}.${extension}` : `drawing-${file.n}`;
}

export function modelRows(view: BriefView, title: (n: number, extension: string) => string): ModelRow[] {
  return view.files.map((file) => ({
    n: file.n,
    name: drawingName(file),
    title: title(file.n, file.extension),
    size: typeof file.size_bytes === 'number' ? formatMegabytes(file.size_bytes) : null,
    measurements: isStorableMeasurements(file.measurements) ? measurementLines(file.measurements) : null,
    available: file.available,
  }));
}

/** The terms are accepted (whatever the version: the database accepts only its current one). */
export const termsAccepted = (view: BriefView): boolean => view.terms.accepted_at !== null;

/** '1250' → '1,250.00': an amount as a person reads it. */
export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
