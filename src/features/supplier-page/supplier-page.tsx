import { PrivateLinkPage } from '@/components/private-link/private-link-page';
import { supplierPageContent as copy } from '@/content/pages/supplier';
import { formatUkDueTime } from '@/shared/leads/due-time';
import { AnswersSection } from './answers-section';
import { CapabilitiesSection } from './capabilities-section';
import { CapacitySection } from './capacity-section';
import { CertificatesSection } from './certificates-section';
import { StatusSection } from './status-section';
import { useSupplierPage } from './use-supplier-page';
import { PageTitle } from '@/components/ui/page-title';

/** A shop's own page, opened by its private link (PrivateLinkPage). */
export function SupplierPage() {
  return (
    <PrivateLinkPage copy={copy} className="mx-auto max-w-3xl" useView={useSupplierPage}>
      {({ view, token, heading }) => (
        <div className="grid gap-6">
          <div className="grid gap-1">
            <PageTitle ref={heading}>{view.supplier.company_name}</PageTitle>
            <p className="text-sm text-slate-600">{copy.linkUntil(formatUkDueTime(view.expires_at))}</p>
          </div>
          <StatusSection view={view} />
          <CapacitySection token={token} view={view} />
          <CapabilitiesSection token={token} view={view} />
          <CertificatesSection view={view} />
          <AnswersSection view={view} />
        </div>
      )}
    </PrivateLinkPage>
  );
}
