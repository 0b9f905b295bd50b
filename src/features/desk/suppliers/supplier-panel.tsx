import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/shared/format';
import { LoadingStatus } from '../shared/load-state';
import { CapabilitiesForm } from './capabilities-form';
import { CertificateSection } from './certificate-section';
import { supplierCopy } from './supplier-copy';
import { supplierQuery, type SupplierDetails, type SupplierHistoryRow } from './supplier-queries';
import { vettingBlockers } from './vetting-blockers';
import { VisitSection } from './visit-section';
import { ResponsivenessSection } from './responsiveness-section';
import { ProposalSection } from './proposal-section';
import { ShopPageSection } from './shop-page-section';
import { SupplierStatus } from './supplier-status';
import { supplierVettingQuery } from './vetting-queries';

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
  const { data: vetting } = useQuery({ ...supplierVettingQuery(supplier?.id ?? ''), enabled: Boolean(supplier?.id) });
  if (!supplier?.id) return <p className="text-slate-700">{copy.notFound}</p>;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <SupplierStatus
          key={`${supplier.status ?? ''}-${vetting?.statusReason ?? ''}`}
          supplierId={supplier.id}
          status={supplier.status ?? ''}
          reason={vetting?.statusReason ?? null}
        />
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
      {vetting ? <ProposalSection supplier={supplier} proposal={vetting.proposal} /> : null}
      <CapabilitiesForm key={supplier.updated_at ?? supplier.id} supplier={supplier} />
      <CertificateSection supplierId={supplier.id} certificates={details.certificates} files={vetting?.files} />
      <VisitSection supplierId={supplier.id} visits={details.visits} visitBookedOn={vetting?.visitBookedOn ?? null} />
      {vetting ? <ShopPageSection supplierId={supplier.id} links={vetting.links} notices={vetting.notices} /> : null}
      <ResponsivenessSection figures={details.responsiveness} />
      <History entries={details.history} />
    </div>
  );
}

/**
 * One supplier in a dialog over the Suppliers view (`?supplier=<id>`): status, what stands
 * between it and vetted, the shop's proposed changes, capabilities, certificates, the booked and
 * made visits, the shop's page and emails, and the history of every change.
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
