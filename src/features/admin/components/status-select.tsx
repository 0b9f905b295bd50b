import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Select } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { messages } from '@/lib/messages';
import { leadStatusOptions, type LeadStatus } from '@/lib/leads/options';
import type { LeadKindId } from '@/lib/leads/tables';
import { leadKeys, updateLeadDesk } from '../api/lead-queries';

/** Saves a change of status or notes, then reloads the lead data so every view agrees. */
export function useLeadDeskUpdate(kind: LeadKindId, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: { status?: LeadStatus; notes?: string | null }) => updateLeadDesk(kind, id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
    onError: () => toast({ ...messages.admin.updateFailure, variant: 'destructive' }),
  });
}

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
