import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { leadReference } from '@/shared/leads/reference';
import { rfqKindOf, type RfqKindId } from '@/shared/leads/tables';
import { ClockBadge } from '../rfqs/clock/clock-badge';
import { queueCopy, stageLabel } from './queue-copy';
import type { QueueSort, QueueState } from './queue-params';
import type { QueueRow } from './queue-queries';

const copy = queueCopy;

type Column = keyof typeof copy.columns;

/**
 * The six columns. Kind and Assignee need the room of a wide screen (1280 px and up); below that
 * they are said under the company, in the same cell, and sorted from its header.
 */
const columns: readonly { id: Column; sort?: QueueSort; wide?: boolean }[] = [
  { id: 'reference', sort: 'reference' },
  { id: 'company', sort: 'company' },
  { id: 'kind', sort: 'kind', wide: true },
  { id: 'due', sort: 'due' },
  { id: 'stage', sort: 'stage' },
  { id: 'assignee', sort: 'assignee', wide: true },
];

/*
 * Below 640 px each row is a small card (reference and company, then time left and stage), the
 * headers a row of sort buttons above them: the elements stay a table's, only their boxes change.
 */
const pad = 'sm:px-4 sm:py-3';
const cellBox = `block sm:table-cell ${pad}`;
const wideBox = `hidden xl:table-cell ${pad}`;
/** The columns only a wide screen shows; narrower, the company's header sorts by them. */
const narrowColumns = columns.filter(
  (column): column is (typeof columns)[number] & { sort: QueueSort } =>
    column.wide === true && column.sort !== undefined,
);

/** A header's sort button; its arrow says whether, and which way, the queue is sorted by it. */
function SortButton({
  sort,
  label,
  state,
  onSort,
  sayState = false,
}: {
  sort: QueueSort;
  label: string;
  state: SortState;
  onSort: Sort;
  /** Says in its name that the queue is sorted by it: a button that is not its column's header. */
  sayState?: boolean;
}) {
  const sorted = state.sort === sort;
  const Icon = !sorted ? ArrowUpDown : state.desc ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={() => onSort(sort)}
      aria-label={sayState && sorted ? copy.sortedBy(label, state.desc) : undefined}
      className="focus-visible:outline-brand-600 inline-flex items-center gap-1 rounded-sm px-1 py-1 hover:underline focus-visible:outline-2 sm:px-0"
    >
      {label}
      <Icon aria-hidden="true" className={cn('size-3.5', !sorted && 'text-slate-400')} />
    </button>
  );
}

/**
 * Below 1280 px the company's cell also says the kind and the assignee, so its header sorts by
 * them too. The header then has no `aria-sort` for them (it names the company's column); a
 * button sorting the queue says so in its name.
 */
function NarrowSorts({ state, onSort }: { state: SortState; onSort: Sort }) {
  return (
    <span className="xl:hidden">
      {narrowColumns.map((column) => (
        <span key={column.id}>
          <span aria-hidden="true" className="px-1 text-slate-400">
            ·
          </span>
          <SortButton sort={column.sort} label={copy.columns[column.id]} sayState state={state} onSort={onSort} />
        </span>
      ))}
    </span>
  );
}

function SortHeader({ column, state, onSort }: { column: (typeof columns)[number]; state: SortState; onSort: Sort }) {
  const label = copy.columns[column.id];
  const sorted = column.sort !== undefined && state.sort === column.sort;
  return (
    <th
      scope="col"
      aria-sort={sorted ? (state.desc ? 'descending' : 'ascending') : undefined}
      className={cn('font-semibold whitespace-nowrap', column.wide ? wideBox : cellBox)}
    >
      {column.sort ? <SortButton sort={column.sort} label={label} state={state} onSort={onSort} /> : label}
      {column.id === 'company' && <NarrowSorts state={state} onSort={onSort} />}
    </th>
  );
}

type SortState = Pick<QueueState, 'sort' | 'desc'>;
type Sort = (column: QueueSort) => void;

export type QueueTableProps = {
  rows: readonly QueueRow[];
  sort: SortState;
  onSort: Sort;
  onOpen: (id: string, kind: RfqKindId) => void;
};

/** One page of the queue as a table; each header sorts it, the reference opens the RFQ. */
export function QueueTable({ rows, sort, onSort, onOpen }: QueueTableProps) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users must be able to scroll a table wider than the screen
      tabIndex={0}
      role="region"
      aria-label={copy.caption}
    >
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{copy.caption}</caption>
        <thead className="block bg-slate-50 text-slate-700 sm:table-header-group">
          <tr className="flex flex-wrap gap-x-3 gap-y-1 px-3 py-2 sm:table-row sm:p-0">
            {columns.map((column) => (
              <SortHeader key={column.id} column={column} state={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 sm:table-row-group">
          {rows.map((row) => {
            const kind = copy.kinds[row.lead_table];
            const assignee = row.assignee_email ?? copy.unassigned;
            return (
              <tr
                key={`${row.lead_table}:${row.lead_id}`}
                className="grid grid-cols-2 gap-x-3 gap-y-2 px-3 py-3 align-top sm:table-row sm:p-0"
              >
                <td className={cellBox}>
                  <button
                    type="button"
                    className="text-brand-800 focus-visible:outline-brand-600 font-medium whitespace-nowrap underline-offset-2 hover:underline focus-visible:outline-2"
                    onClick={() => onOpen(row.lead_id, rfqKindOf(row.lead_table))}
                  >
                    {leadReference(row.lead_id)}
                  </button>
                </td>
                <td className={cn(cellBox, 'min-w-0 break-words text-slate-900')}>
                  {row.company_name}
                  <span className="block text-xs text-slate-600 xl:hidden">
                    {kind} · <span className="break-all">{assignee}</span>
                  </span>
                </td>
                <td className={cn(wideBox, 'whitespace-nowrap text-slate-900')}>{kind}</td>
                <td className={cellBox}>
                  <ClockBadge row={row} />
                </td>
                <td className={cn(cellBox, 'text-slate-900')}>{stageLabel(row.stage, row.yes_count)}</td>
                <td className={cn(wideBox, 'break-all text-slate-900')}>
                  {row.assignee_email ?? <span className="text-slate-600">{copy.unassigned}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
