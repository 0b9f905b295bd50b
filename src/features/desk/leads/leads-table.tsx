import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatDateTime } from '@/shared/format';
import { leadCopy } from './lead-copy';
import { leadTitle } from '@/shared/leads/fields/roles';
import type { LeadKindId, LeadRow } from '@/shared/leads/tables';
import { TABLE_PAGE_SIZE } from './lead-page-queries';
import type { LeadCell, LeadTab } from './lead-tabs';
import type { DeliveryTrouble } from '../deliveries/delivery-health';
import { DeliveryMark } from '../deliveries/delivery-mark';
import { StatusSelect } from './status-select';
import type { PartnerSupplier } from '../suppliers/partner-lead-suppliers';
import { PartnerStatus } from '../suppliers/partner-status';
import { Pager } from '../shared/pager';
import { ClockBadge } from '../rfqs/clock/clock-badge';
import { clockCopy } from '../rfqs/clock/clock-copy';
import type { ClockColumns } from '@/lib/leads/rfq-clock';

/** An RFQ's row carries its clock's columns; other kinds have none. */
/** An RFQ's clock columns, with its status (a held RFQ's clock is shown as held). */
type RowClock = ClockColumns & { status: string };
const clockOf = (row: object): RowClock | undefined =>
  'clock_due_at' in row && typeof row.clock_due_at === 'string' ? (row as RowClock) : undefined;

/** When the buyer first chose to meet a supplier, on an RFQ's row; null before (and on other kinds). */
const introducedOf = (row: object): string | null =>
  'introduced_at' in row && typeof row.introduced_at === 'string' ? row.introduced_at : null;

function CellContent({ cell }: { cell: LeadCell }) {
  if (cell.badge) return <Badge variant="outline">{cell.text}</Badge>;
  if (cell.muted) return <span className="text-slate-600">{cell.text}</span>;
  if (cell.wrap) return <p className="line-clamp-3 max-w-sm whitespace-pre-line">{cell.text}</p>;
  return <>{cell.text}</>;
}

/** The lead's status select, or once a partner became a supplier, the supplier's status in words. */
function RowStatus<K extends LeadKindId>({
  kind,
  row,
  supplier,
}: {
  kind: K;
  row: LeadRow<K>;
  supplier: PartnerSupplier | undefined;
}) {
  if (supplier) return <PartnerStatus supplier={supplier} />;
  return (
    <StatusSelect
      kind={kind}
      id={row.id}
      status={row.status}
      label={leadCopy.panel.statusOf(leadTitle(kind, row))}
      className="h-9 w-36"
    />
  );
}

function IntroducedAt({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <p className="mt-1 text-xs whitespace-nowrap text-emerald-900" title={leadCopy.introducedTitle}>
      <time dateTime={at}>{leadCopy.introducedAt(formatDateTime(at))}</time>
    </p>
  );
}

export type LeadsTableProps<K extends LeadKindId> = {
  kind: LeadTab<K>;
  /** The rows of the current page, newest first. */
  rows: readonly LeadRow<K>[];
  /** Rows in the whole table. */
  total: number;
  /** Zero-based page number. */
  page: number;
  onPageChange: (page: number) => void;
  onOpenLead: (id: string) => void;
  /** Leads of this page whose notifications failed or are retrying, by id (read on their own). */
  marks?: ReadonlyMap<string, DeliveryTrouble>;
  /** Partner leads of this page that became suppliers, by id: their status is the supplier's. */
  suppliers?: ReadonlyMap<string, PartnerSupplier>;
};

/**
 * One page of a lead table (50 rows; the server holds the rest) with its pager. An empty table
 * shows the kind's empty message instead.
 */
export function LeadsTable<K extends LeadKindId>({
  kind,
  rows,
  total,
  page,
  onPageChange,
  onOpenLead,
  marks,
  suppliers,
}: LeadsTableProps<K>) {
  if (total === 0) {
    return (
      <p
        data-testid="leads-empty"
        className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700"
      >
        {kind.emptyMessage}
      </p>
    );
  }

  const hasClock = rows.some((row) => clockOf(row) !== undefined);

  return (
    <div className="grid gap-3">
      <div
        className="overflow-x-auto rounded-lg border border-slate-200"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users must be able to scroll a table wider than the screen
        tabIndex={0}
        role="region"
        aria-label={kind.caption}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{kind.caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {kind.columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {column.header}
                </th>
              ))}
              {hasClock ? (
                <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {clockCopy.column}
                </th>
              ) : null}
              <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {leadCopy.panel.status}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.id} className="align-top">
                {kind.columns.map((column, index) => {
                  const cell = column.cell(row);
                  const mark = index === 0 ? marks?.get(row.id) : undefined;
                  return (
                    <td
                      key={column.header}
                      className={cn('px-4 py-3 text-slate-900', !cell.wrap && 'whitespace-nowrap')}
                    >
                      {index === 0 ? (
                        // The lead's name opens its panel; the name is the link text, so it reads naturally.
                        // A notification in trouble is marked under it, where a phone shows it unscrolled.
                        <>
                          <button
                            type="button"
                            className="text-brand-800 focus-visible:outline-brand-600 text-left font-medium underline-offset-2 hover:underline focus-visible:outline-2"
                            onClick={() => onOpenLead(row.id)}
                          >
                            {cell.text}
                          </button>
                          {mark ? <DeliveryMark trouble={mark} /> : null}
                        </>
                      ) : (
                        <CellContent cell={cell} />
                      )}
                    </td>
                  );
                })}
                {hasClock ? (
                  <td className="px-4 py-3">
                    {clockOf(row) ? <ClockBadge row={clockOf(row) as RowClock} /> : null}
                    <IntroducedAt at={introducedOf(row)} />
                  </td>
                ) : null}
                <td className="px-4 py-2">
                  <RowStatus kind={kind.id} row={row} supplier={suppliers?.get(row.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        shown={rows.length}
        total={total}
        onPageChange={onPageChange}
        copy={leadCopy.pagination}
        rangeTestId="page-range"
      />
    </div>
  );
}
