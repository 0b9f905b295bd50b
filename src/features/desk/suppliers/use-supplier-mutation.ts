import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { supplierCopy } from './supplier-copy';
import { supplierKeys } from './supplier-queries';
import { deskErrorMessage } from '../shared/desk-error';

/**
 * A change to the register: on success the register reloads (list, panel, history); on failure
 * the database's own reason is shown, e.g. why `vetted` was refused.
 */
export function useSupplierMutation<A>(fn: (args: A) => Promise<void>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      toast({ title: supplierCopy.panel.saved });
      onDone?.();
    },
    onError: (error: unknown) => {
      toast({ title: supplierCopy.panel.failed, description: deskErrorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
