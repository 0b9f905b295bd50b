import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import type { LeadStatus } from '@/shared/leads/options';
import type { LeadKindId } from '@/shared/leads/tables';
import { deskErrorMessage, isDatabaseRefusal } from '../shared/desk-error';
import { leadCopy } from './lead-copy';
import { leadKeys } from './lead-keys';
import { updateLeadDesk } from './lead-update-queries';

/** Saves a change of status or notes, then reloads the lead data so every view agrees. */
export function useLeadDeskUpdate(kind: LeadKindId, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: { status?: LeadStatus; notes?: string | null }) => updateLeadDesk(kind, id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
    // The database's refusal in its words (e.g. only the flood guard holds a lead); otherwise "try again".
    onError: (error) =>
      toast({
        ...leadCopy.updateFailure,
        ...(isDatabaseRefusal(error) ? { description: deskErrorMessage(error) } : {}),
        variant: 'destructive',
      }),
  });
}
