import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { adminCopy } from '../admin-copy';
import { exportLeadsCsv } from '../csv-export';
import type { LeadKindId, LeadRow } from '@/lib/leads/tables';
import type { LeadKind } from '../lead-kinds';
import { LeadsTable } from './leads-table';

export type LeadsTabProps<K extends LeadKindId> = {
  kind: LeadKind<K>;
  rows: readonly LeadRow<K>[];
  /** Changes when the data is reloaded, to send the table back to its first page. */
  version: number;
};

/** One tab's body: its row count, its Export CSV button and its table. */
export function LeadsTab<K extends LeadKindId>({ kind, rows, version }: LeadsTabProps<K>) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          {kind.caption}{' '}
          <span className="text-sm font-normal text-slate-600">({adminCopy.dashboard.rowCount(rows.length)})</span>
        </h2>
        {/* An empty list exports nothing; the button stays so every tab looks the same. */}
        <Button variant="outline" size="sm" onClick={() => exportLeadsCsv(rows, kind.csvPrefix)}>
          <Download aria-hidden="true" />
          {adminCopy.dashboard.exportCsv}
        </Button>
      </div>
      <LeadsTable key={version} kind={kind} rows={rows} />
    </div>
  );
}
