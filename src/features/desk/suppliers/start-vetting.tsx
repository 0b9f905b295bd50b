import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { LeadRow } from '@/shared/leads/tables';
import { recognisedCertifications, recognisedIndustries } from '@/lib/suppliers/capabilities';
import { supplierCopy } from './supplier-copy';
import { supplierFromLeadQuery, supplierKeys } from './supplier-queries';
import { startVetting } from './vetting-queries';
import { deskErrorMessage } from '../shared/desk-error';

const copy = supplierCopy.startVetting;

/**
 * On a partner lead: "Start vetting" (a supplier in vetting with everything the lead says, its
 * standards proposed unverified), or the supplier it already became.
 */
export function StartVetting({ lead }: { lead: LeadRow<'partner'> }) {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const { data: supplierId, isPending } = useQuery(supplierFromLeadQuery(lead.id));
  const open = (id: string) => setParams(new URLSearchParams({ view: 'suppliers', supplier: id }));
  const start = useMutation({
    // One call, so a failure leaves no half-made supplier: the database fills in what the lead
    // says and proposes its standards unverified; the free text adds what it names.
    mutationFn: () =>
      startVetting(
        lead.id,
        recognisedCertifications(lead.certifications),
        recognisedIndustries(lead.industries_served),
      ),
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
      toast({ title: copy.started });
      open(id);
    },
    onError: (error) => toast({ title: copy.failed, description: deskErrorMessage(error), variant: 'destructive' }),
  });
  if (isPending) return null;
  return supplierId ? (
    <Button variant="outline" size="sm" onClick={() => open(supplierId)}>
      <ClipboardCheck aria-hidden="true" />
      {copy.open}
    </Button>
  ) : (
    <Button size="sm" onClick={() => start.mutate()} aria-disabled={start.isPending}>
      <ClipboardCheck aria-hidden="true" />
      {copy.action}
    </Button>
  );
}
