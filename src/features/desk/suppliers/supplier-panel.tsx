import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { formatDateTime } from '@/shared/format';
import { supplierStatuses } from '@/lib/suppliers/register';
import { LoadingStatus } from '../shared/load-state';
import { CapabilitiesForm } from './capabilities-form';
import { CertificateSection } from './certificate-section';
import { supplierCopy } from './supplier-copy';
import { supplierQuery, updateSupplier, type SupplierDetails, type SupplierHistoryRow } from './supplier-queries';
import { useSupplierMutation } from './use-supplier-mutation';
import { vettingBlockers } from './vetting-blockers';
import { VisitSection } from './visit-section';
import { ResponsivenessSection } from './responsiveness-section';

const copy = supplierCopy.panel;

function Blockers({ details }: { details: SupplierDetails }) {
  const headingId = useId();
  const blockers = vettingBlockers(details.visits, new Date().toISOString().slice(0, 10));
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.blockersTitle}
      </h3>
      {blockers.length === 0 ? (
        <p className="text-slate-800">{copy.readyToVet}</p>
      ) : (
        <ul className="list-disc pl-5 text-slate-800">
          {blockers.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function History({ entries }: { entries: SupplierHistoryRow[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.history}
      </h3>
      <ol className="grid gap-1 text-sm text-slate-700">
        {entries.map((e) => (
          <li key={e.id}>
            {formatDateTime(e.changed_at)} · {e.changed_by ?? ''} · {e.subject}{' '}
            {e.action === 'created' ? copy.created : copy.changed(e.changed_fields.join(', '))}
            {e.status ? ` → ${e.status}` : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Details({ details }: { details: SupplierDetails }) {
  const supplier = details.supplier;
  const setStatus = useSupplierMutation((status: string) => updateSupplier(supplier?.id ?? '', { status }));
  if (!supplier?.id) return <p className="text-slate-700">{copy.notFound}</p>;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <FormField label={copy.status} className="w-48">
          <Select value={supplier.status ?? ''} onChange={(event) => setStatus.mutate(event.target.value)}>
            {supplierStatuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </FormField>
        {supplier.partner_lead_id ? (
          <Link
            to={`?tab=partner&lead=${supplier.partner_lead_id}`}
            className="text-brand-700 text-sm underline underline-offset-2"
          >
            {copy.fromLead}
          </Link>
        ) : null}
      </div>
      <Blockers details={details} />
      <CapabilitiesForm key={supplier.updated_at ?? supplier.id} supplier={supplier} />
      <CertificateSection supplierId={supplier.id} certificates={details.certificates} />
      <VisitSection supplierId={supplier.id} visits={details.visits} />
      <ResponsivenessSection figures={details.responsiveness} />
      <History entries={details.history} />
    </div>
  );
}

/**
 * One supplier in a dialog over the Suppliers view (`?supplier=<id>`): status, what stands
 * between it and vetted, capabilities, certificates, visits and the history of every change.
 */
export function SupplierPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, isPending } = useQuery(supplierQuery(id));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="wide">
        <DialogTitle>{data?.supplier?.company_name ?? copy.title}</DialogTitle>
        <DialogDescription>{supplierCopy.view.title}</DialogDescription>
        <div className="mt-6">
          {isPending ? <LoadingStatus text={copy.loading} /> : data ? <Details details={data} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
