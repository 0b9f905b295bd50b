/**
 * The pure rules of the one lead-submit path, kept apart from React and the network so each
 * rule is unit-tested on its own; the browser tests prove them against the real backend.
 */

export type InsertError = { code?: string | undefined; message?: string | undefined };

export type InsertResult =
  | { kind: 'stored' }
  /** The row with this attempt's id already exists: an earlier try got through. */
  | { kind: 'duplicate' }
  | { kind: 'failed'; reason: 'network' | 'rejected' | 'rate-limited'; error: InsertError };

export const UNIQUE_VIOLATION = '23505';
/** The database's answer to a visitor over a submission limit (raised as SQLSTATE PT429). */
export const RATE_LIMITED = 'PT429';
export const HTTP_TOO_MANY_REQUESTS = 429;

/**
 * A lead table's only unique key is its primary key, the id the client chose for this attempt:
 * Postgres names it `<table>_pkey` in the violation's message.
 */
const OWN_ID = /"[a-z_]+_pkey"/;

/**
 * Reads a supabase-js insert answer. Only a unique violation on our own id counts as stored (an
 * earlier try of this attempt got through). Any other conflict, such as a foreign key the row
 * names that the database does not have (HTTP 409 as well), stored nothing and is a failure.
 */
export function classifyInsertResult({ error, status }: { error: InsertError | null; status: number }): InsertResult {
  if (!error) return { kind: 'stored' };
  if (error.code === UNIQUE_VIOLATION && OWN_ID.test(error.message ?? '')) return { kind: 'duplicate' };
  if (error.code === RATE_LIMITED || status === HTTP_TOO_MANY_REQUESTS) {
    return { kind: 'failed', reason: 'rate-limited', error };
  }
  // supabase-js reports a fetch that never got an answer as status 0.
  return { kind: 'failed', reason: status === 0 ? 'network' : 'rejected', error };
}

export const isStored = (result: InsertResult) => result.kind === 'stored' || result.kind === 'duplicate';

/** A bot filled the hidden honeypot field: pretend success, store nothing, so the bot learns nothing. */
export function isBotSubmission(honeypot: string | null | undefined): boolean {
  return (honeypot ?? '').trim() !== '';
}

export type SubmitOutcome = 'success' | 'failure';

/**
 * The visitor's outcome depends on the row alone. Every answer is in the row, so a webhook is a
 * notification to the team: whether it arrives, fails or is slow never changes what the visitor sees.
 */
export function decideOutcome(insert: InsertResult): SubmitOutcome {
  return isStored(insert) ? 'success' : 'failure';
}

/** A v4 UUID; falls back to getRandomValues where randomUUID is missing (non-secure origins). */
export function makeUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the current submission attempt: the same id until an attempt succeeds, so a retry
 * after a failure is the same row to the database; a fresh id after success.
 */
export function createAttemptIds(makeId: () => string = makeUuid) {
  let current: string | null = null;
  return {
    current(): string {
      current ??= makeId();
      return current;
    },
    settle(outcome: SubmitOutcome): void {
      if (outcome !== 'failure') current = null;
    },
    /** Ends the attempt without a success: the next `current()` is a fresh id. */
    renew(): void {
      current = null;
    },
  };
}

type ChosenFile = Pick<File, 'name' | 'size' | 'lastModified'>;

/** Which files an attempt sends, in order: each file's name, size and time. */
export const filesSignature = (files: readonly ChosenFile[]): string =>
  JSON.stringify(files.map((file) => [file.name, file.size, file.lastModified]));

/**
 * What the last failed attempt left under its id: the answers and files it carried, and whether
 * its row may be stored (a send whose answer never came back, under this id).
 */
export type FailedAttempt = { content: string; files: string; rowMayBeStored: boolean };

/** What a submit carries: its row's answers and its files, each as comparable text. */
export type AttemptContent = { content: string; files: string };

/**
 * Whether a submit is a new attempt, not a retry of the last one.
 * - A row that may be stored (its answer was lost) keeps its id only for the same answers and
 *   files: the database then says the row exists, which is true of what the visitor sees. Changed
 *   answers are a new lead, or the success shown would be of the old ones (a corrected email that
 *   never reached us).
 * - An attempt that stopped in its uploads stored no row (the row is sent only once every file is
 *   stored), so a submit with other files starts afresh: the database counts a lead's files by its
 *   id, and the files left behind would otherwise count against the new ones, until a form that
 *   takes five files refused a sixth. Other answers with the same files keep the id, and the files
 *   already stored.
 * - Any other retry keeps its id, so a row whose answer was lost is never stored twice.
 */
export function startsNewAttempt(last: FailedAttempt | null, now: AttemptContent): boolean {
  if (last === null) return false;
  if (last.rowMayBeStored) return last.content !== now.content || last.files !== now.files;
  return last.files !== now.files;
}

/** The trace a failed attempt leaves: its row may be stored once any send under its id lost its answer. */
export function failedAttempt(previous: FailedAttempt | null, now: AttemptContent, lostAnswer: boolean): FailedAttempt {
  return { ...now, rowMayBeStored: lostAnswer || (previous?.rowMayBeStored ?? false) };
}
