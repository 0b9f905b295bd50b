import { useQuery } from '@tanstack/react-query';
import { Download, Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { exportLeadsCsv } from '../shared/csv-export';
import { LoadFailed, LoadingStatus } from '../shared/load-state';
import { NewSupplierForm } from './new-supplier-form';
import { deskCopy } from '../shared/desk-copy';
import { supplierCopy } from './supplier-copy';
import { supplierCsvRow } from './supplier-csv';
import { SupplierFiltersForm } from './supplier-filters';
import { SupplierPanel } from './supplier-panel';
import { fetchAllSuppliers, supplierPageQuery, type SupplierFilters } from './supplier-queries';
import { SuppliersTable } from './suppliers-table';
import { useSupplierParams } from './use-supplier-params';

const copy = supplierCopy.view;

function ExportButton({ filters }: { filters: SupplierFilters }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      exportLeadsCsv((await fetchAllSuppliers(filters)).map(supplierCsvRow), copy.csvPrefix);
    } catch {
      toast({ ...deskCopy.exportFailure, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void exportCsv()} aria-disabled={exporting}>
      {exporting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {copy.exportCsv}
    </Button>
  );
}

/**
 * The supplier register on the desk: filters held in the URL, one server page of suppliers,
 * Export CSV of the filtered view, a supplier added by hand, and the open supplier's panel.
 */
export function SuppliersView() {
  const desk = useSupplierParams();
  const { data, isError, refetch } = useQuery(supplierPageQuery(desk.filters, desk.page));
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="suppliers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="suppliers-heading" className="text-lg font-semibold text-slate-900">
          {copy.title}{' '}
          {data ? <span className="text-sm font-normal text-slate-600">({copy.rowCount(data.total)})</span> : null}
        </h2>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
            <Plus aria-hidden="true" />
            {copy.add}
          </Button>
          <ExportButton filters={desk.filters} />
        </div>
      </div>
      {adding ? (
        <NewSupplierForm
          onCreated={(id) => {
            setAdding(false);
            desk.openSupplier(id);
          }}
        />
      ) : null}
      <SupplierFiltersForm
        key={desk.filters.q}
        filters={desk.filters}
        onChange={desk.setFilters}
        onClear={desk.clearFilters}
      />
      {data ? (
        data.total === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {copy.empty}
          </p>
        ) : (
          <SuppliersTable
            rows={data.rows}
            total={data.total}
            page={desk.page}
            onPageChange={desk.setPage}
            onOpen={desk.openSupplier}
          />
        )
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : (
        <LoadingStatus />
      )}
      {desk.supplier ? <SupplierPanel id={desk.supplier} onClose={desk.closeSupplier} /> : null}
    </section>
  );
}
