import { PageSection } from '@/components/private-link/page-parts';
import { supplierPageContent, supplierStatusMeaning, supplierStatusWords } from '@/content/pages/supplier';
import { formatLongDate } from '@/shared/format';
import { ukDayOf, type SupplierPageView } from './supplier-view';

const copy = supplierPageContent.status;

/** Where the shop stands: its status in plain words with its date, and the vetting visit if booked. */
export function StatusSection({ view }: { view: SupplierPageView }) {
  const { status, status_changed_at: since, visit_booked_on: visitOn } = view.supplier;
  return (
    <PageSection title={copy.title}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        <dt className="font-medium text-slate-700">{copy.label}</dt>
        <dd className="text-slate-950">
          <span className="font-semibold">{supplierStatusWords[status]}</span>
          {since ? ` ${copy.since(formatLongDate(ukDayOf(since)))}` : null}
          <span className="block text-slate-700">{supplierStatusMeaning[status]}</span>
        </dd>
        {status === 'rejected' && view.supplier.status_reason ? (
          <>
            <dt className="font-medium text-slate-700">{copy.reason}</dt>
            <dd className="text-slate-950">{view.supplier.status_reason}</dd>
          </>
        ) : null}
        {visitOn ? (
          <>
            <dt className="font-medium text-slate-700">{copy.visit}</dt>
            <dd className="font-semibold text-slate-950">{copy.visitOn(formatLongDate(visitOn))}</dd>
          </>
        ) : null}
      </dl>
    </PageSection>
  );
}
