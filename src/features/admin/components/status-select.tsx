import { Select } from '@/components/ui/input';
import { leadStatusOptions, type LeadStatus } from '@/lib/leads/options';
import type { LeadKindId } from '@/lib/leads/tables';
import { useLeadDeskUpdate } from '../api/use-lead-desk-update';

/** A lead's status as a select that saves on change; `label` names the lead for screen readers. */
export function StatusSelect({
  kind,
  id,
  status,
  label,
  className,
}: {
  kind: LeadKindId;
  id: string;
  status: string;
  label: string;
  className?: string;
}) {
  const update = useLeadDeskUpdate(kind, id);
  const shown = update.isPending ? (update.variables.status ?? status) : status;
  return (
    <Select
      aria-label={label}
      value={shown}
      disabled={update.isPending}
      className={className}
      onChange={(event) => update.mutate({ status: event.target.value as LeadStatus })}
    >
      {leadStatusOptions.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
