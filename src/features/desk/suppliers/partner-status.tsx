import { formatDateTime } from '@/shared/format';
import { optionLabel } from '@/shared/leads/options';
import { supplierStatuses } from '@/lib/suppliers/register';
import { supplierCopy } from './supplier-copy';
import type { PartnerSupplier } from './partner-lead-suppliers';

/** A partner lead's status once it became a supplier: the supplier's, in words, changed in the register. */
export function PartnerStatus({ supplier }: { supplier: PartnerSupplier }) {
  return (
    <span
      data-testid="partner-supplier-status"
      title={supplierCopy.partnerStatus.title(formatDateTime(supplier.since))}
      className="inline-flex h-9 items-center text-sm font-medium whitespace-nowrap text-slate-900"
    >
      {optionLabel(supplierStatuses, supplier.status)}
    </span>
  );
}
