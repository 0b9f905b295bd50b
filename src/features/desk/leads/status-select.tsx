import { Select } from '@/components/ui/input';
import { leadStatusOptions, type LeadStatus } from '@/shared/leads/options';
import type { LeadKindId } from '@/shared/leads/tables';
import { useLeadDeskUpdate } from './use-lead-desk-update';

/**
 * A lead's status as a select that saves on change; `label` names the lead for screen readers.
 * "Held for review" is the flood guard's, set only as a lead arrives: it is offered only while the
 * lead is held, as its current value, so the team can release it.
 */
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
      {leadStatusOptions
        .filter((o) => o.value !== 'held' || status === 'held')
        .map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
    </Select>
  );
}
