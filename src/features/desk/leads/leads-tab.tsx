import { useQuery } from '@tanstack/react-query';
import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isRfqKind, type LeadKindId } from '@/shared/leads/tables';
import { deskCopy } from '../shared/desk-copy';
import { leadCopy } from './lead-copy';
import { isFiltered, isReversedRange, noFilters, type LeadFilters } from './filtered-rows';
import { fetchAllLeadRows } from './lead-export-queries';
import { leadPageQuery } from './lead-page-queries';
import { deliveryMarksQuery } from '../deliveries/delivery-queries';
import { partnerLeadSuppliersQuery } from '../suppliers/partner-lead-suppliers';
import { exportLeadsCsv } from '../shared/csv-export';
import { csvRow } from './lead-fields';
import type { LeadTab } from './lead-tabs';
import { LeadFiltersForm } from './lead-filters';
import { LoadFailed, LoadingStatus } from '../shared/load-state';
import { LeadsTable } from './leads-table';

const copy = leadCopy;

/** Fetches every row of the filtered view when asked (not before) and downloads it as CSV. */
function ExportButton<K extends LeadKindId>({ kind, filters }: { kind: LeadTab<K>; filters: LeadFilters }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllLeadRows(kind.id, filters);
      exportLeadsCsv(
        rows.map((row) => csvRow(kind.id, row)),
        kind.csvPrefix,
      );
    } catch {
      toast({ ...deskCopy.exportFailure, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  // An empty table exports nothing; the button stays so every tab looks the same.
  return (
    <Button variant="outline" size="sm" onClick={() => void exportCsv()} aria-disabled={exporting}>
      {exporting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {exporting ? copy.exporting : copy.exportCsv}
    </Button>
  );
}

/** A narrowed view with no rows: the filters found nothing, which is not "no leads yet". */
function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
      <p>{leadCopy.filters.noMatch}</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        {leadCopy.filters.clear}
      </Button>
    </div>
  );
}

export type LeadsTabProps<K extends LeadKindId> = {
  kind: LeadTab<K>;
  filters: LeadFilters;
  page: number;
  onFiltersChange: (filters: LeadFilters) => void;
  onPageChange: (page: number) => void;
  onOpenLead: (id: string) => void;
};

/**
 * One tab's body: filters, the matching row count, Export CSV (of the filtered view) and one
 * page of the table, read from the server.
 */
export function LeadsTab<K extends LeadKindId>({
  kind,
  filters,
  page,
  onFiltersChange,
  onPageChange,
  onOpenLead,
}: LeadsTabProps<K>) {
  const reversed = isReversedRange(filters);
  // A reversed range matches nothing; the filters say why instead of a query saying "no leads".
  const { data, isError, refetch } = useQuery({ ...leadPageQuery(kind.id, filters, page), enabled: !reversed });
  // The marks load after the rows they belong to and never hold them back.
  const ids = data?.rows.map((row) => row.id) ?? [];
  const marks = useQuery({ ...deliveryMarksQuery(kind.id, ids), enabled: ids.length > 0 });
  // A partner lead that became a supplier shows the supplier's status: one call for the page.
  const partner = kind.id === 'partner' && ids.length > 0;
  const suppliers = useQuery({ ...partnerLeadSuppliersQuery(partner ? ids : []), enabled: partner });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          {kind.caption}{' '}
          {data ? <span className="text-sm font-normal text-slate-600">({copy.rowCount(data.total)})</span> : null}
        </h2>
        <ExportButton kind={kind} filters={filters} />
      </div>
      <LeadFiltersForm key={filters.q} filters={filters} onChange={onFiltersChange} rfq={isRfqKind(kind.id)} />
      {reversed ? null : data && data.total === 0 && isFiltered(filters) ? (
        <NoMatch onClear={() => onFiltersChange(noFilters)} />
      ) : data ? (
        <LeadsTable
          kind={kind}
          rows={data.rows}
          total={data.total}
          page={page}
          onPageChange={onPageChange}
          onOpenLead={onOpenLead}
          marks={marks.data}
          suppliers={partner ? suppliers.data : undefined}
        />
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : (
        <LoadingStatus />
      )}
    </div>
  );
}
