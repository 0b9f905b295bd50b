import { PageSection } from '@/components/private-link/page-parts';
import { supplierPageContent } from '@/content/pages/supplier';
import { formatLongDate } from '@/shared/format';
import { heldLines, proposedLines, type CapabilityLine } from './capability-lines';
import { ProposalForm } from './proposal-form';
import { ukDayOf, type SupplierPageView } from './supplier-view';

const copy = supplierPageContent;

function Lines({ lines, label }: { lines: CapabilityLine[]; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
      {lines.map((line) => (
        <div key={line.key} className="contents">
          <dt className="font-medium text-slate-700">{line.label}</dt>
          <dd className="text-slate-950">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The capabilities we match the shop on, any changes it proposed that await the team's review,
 * and the form to propose (again). Nothing the shop sends changes what we hold until accepted.
 */
export function CapabilitiesSection({ token, view }: { token: string; view: SupplierPageView }) {
  const proposal = view.proposal;
  return (
    <>
      <PageSection title={copy.capabilities.title} intro={copy.capabilities.intro}>
        <Lines lines={heldLines(view.supplier)} label={copy.capabilities.title} />
      </PageSection>
      {proposal ? (
        <PageSection
          title={copy.proposal.pendingTitle}
          intro={copy.proposal.pendingIntro(formatLongDate(ukDayOf(proposal.created_at)))}
          className="border-amber-300 bg-amber-50"
        >
          <Lines lines={proposedLines(proposal.changes)} label={copy.proposal.pendingTitle} />
        </PageSection>
      ) : null}
      <ProposalForm token={token} view={view} />
    </>
  );
}
