import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/shared/format';
import { supplierCopy } from './supplier-copy';
import type { SupplierRow } from './supplier-queries';
import { proposedChanges } from './proposal-changes';
import { useSupplierMutation } from './use-supplier-mutation';
import { decideProposal, type ProposalRow } from './vetting-queries';

const copy = supplierCopy.proposal;

/**
 * The shop's pending proposal from its own page: each change as "current → proposed". Nothing
 * on the supplier changes until the team accepts; the register's checks then apply.
 */
export function ProposalSection({ supplier, proposal }: { supplier: SupplierRow; proposal: ProposalRow | null }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The buttons go with the decided proposal: focus stays in the section, on its heading.
  const decide = useSupplierMutation(
    (accept: boolean) => decideProposal(proposal?.id ?? '', accept),
    () => heading.current?.focus(),
  );
  const changes = proposal ? proposedChanges(supplier, proposal.changes) : [];
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {copy.title}
      </h3>
      {proposal ? (
        <>
          <p className="text-slate-600">{copy.sent(formatDateTime(proposal.created_at))}</p>
          <ul className="grid gap-1 text-slate-800">
            {changes.map((c) => (
              <li key={c.key}>{copy.change(c.label, c.current, c.proposed)}</li>
            ))}
          </ul>
          <div className="flex gap-2">
            <Button size="sm" aria-disabled={decide.isPending} onClick={() => decide.mutate(true)}>
              {copy.accept}
            </Button>
            <Button size="sm" variant="outline" aria-disabled={decide.isPending} onClick={() => decide.mutate(false)}>
              {copy.decline}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-slate-600">{copy.none}</p>
      )}
    </section>
  );
}
