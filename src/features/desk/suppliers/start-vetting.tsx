import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { LeadRow } from '@/shared/leads/tables';
import { recognisedCertifications, recognisedIndustries } from '@/lib/suppliers/capabilities';
import { supplierCopy } from './supplier-copy';
import { addCertificate, createSupplier, supplierFromLeadQuery, supplierKeys } from './supplier-queries';
import { deskErrorMessage } from '../shared/desk-error';

const copy = supplierCopy.startVetting;

/**
 * A partner sign-up becomes a supplier in vetting: what the lead says is prefilled (the partner
 * form asks no country, and the network is UK-first, so GB), the standards recognised in its
 * free-text certifications are proposed unverified, and the supplier links back to the lead.
 */
async function startVetting(lead: LeadRow<'partner'>): Promise<string> {
  const id = await createSupplier({
    company_name: lead.company_name,
    contact_name: lead.contact_name,
    email: lead.email,
    phone: lead.phone,
    website: lead.company_website,
    country: 'GB',
    partner_lead_id: lead.id,
    industries: recognisedIndustries(lead.industries_served),
    status: 'vetting',
  });
  for (const standard of recognisedCertifications(lead.certifications)) {
    await addCertificate({ supplier_id: id, standard });
  }
  return id;
}

/** On a partner lead: "Start vetting", or the supplier it already became. */
export function StartVetting({ lead }: { lead: LeadRow<'partner'> }) {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const { data: supplierId, isPending } = useQuery(supplierFromLeadQuery(lead.id));
  const open = (id: string) => setParams(new URLSearchParams({ view: 'suppliers', supplier: id }));
  const start = useMutation({
    mutationFn: () => startVetting(lead),
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
    <Button size="sm" onClick={() => start.mutate()} disabled={start.isPending}>
      <ClipboardCheck aria-hidden="true" />
      {copy.action}
    </Button>
  );
}
