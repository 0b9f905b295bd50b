import { rfqKindIds, type RfqKindId } from '@/shared/leads/tables';

/**
 * The queue's state as its URL holds it (`?sort=company&desc=1&stage=new&due=overdue&mine=1&page=2`,
 * and `lead=<id>&kind=oem` while an RFQ's panel is open), so a view survives a reload and can be
 * shared. Absent means the default: time left ascending, every open stage, any time, everyone's,
 * the first page.
 */
export const queueSorts = ['due', 'reference', 'company', 'kind', 'stage', 'assignee', 'received'] as const;
export type QueueSort = (typeof queueSorts)[number];

/** The stages of an RFQ, in the order the work moves; the database computes a row's own. */
export const queueStages = [
  'new',
  'suggested',
  'briefs_sent',
  'answers_in',
  'options_sent',
  'introduced',
  'closed',
] as const;
export type QueueStage = (typeof queueStages)[number];

export const queueDues = ['overdue', 'due_24h'] as const;
export type QueueDue = (typeof queueDues)[number];

export type QueueFilters = { stage: QueueStage | ''; due: QueueDue | ''; mine: boolean };
export const noQueueFilters: QueueFilters = { stage: '', due: '', mine: false };

export type QueueState = QueueFilters & {
  sort: QueueSort;
  desc: boolean;
  /** Zero-based page. */
  page: number;
  lead: { id: string; kind: RfqKindId } | null;
};

const isUuid = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** Reads the queue's state from search params; anything malformed falls back to the default. */
export function readQueueParams(params: URLSearchParams): QueueState {
  const page = Number(params.get('page'));
  const id = params.get('lead');
  const kind = oneOf(rfqKindIds, params.get('kind'));
  return {
    sort: oneOf(queueSorts, params.get('sort')) ?? 'due',
    desc: params.get('desc') === '1',
    stage: oneOf(queueStages, params.get('stage')) ?? '',
    due: oneOf(queueDues, params.get('due')) ?? '',
    mine: params.get('mine') === '1',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    lead: isUuid(id) && kind ? { id, kind } : null,
  };
}

export const isQueueFiltered = (state: QueueFilters): boolean => state.stage !== '' || state.due !== '' || state.mine;

/**
 * The params a click on a column's header writes: another column sorts ascending, the sorted one
 * flips its direction. Time left ascending is the default and leaves `sort` out.
 */
export function sortParams(state: Pick<QueueState, 'sort' | 'desc'>, column: QueueSort) {
  const desc = state.sort === column ? !state.desc : false;
  return { sort: column === 'due' ? null : column, desc: desc ? '1' : null };
}
