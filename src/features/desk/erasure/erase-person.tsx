import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/shared/format';
import { leadKindIds, leadTables, type LeadTable } from '@/shared/leads/tables';
import { deskKeys } from '../shared/desk-keys';
import { leadTabs } from '../leads/lead-tabs';
import { eraseLeadsByEmail, findLeadsByEmail, type PersonLead } from './erasure-queries';
import { erasureCopy as copy } from './erasure-copy';

const kindLabel = (table: LeadTable) => {
  const id = leadKindIds.find((kind) => leadTables[kind] === table);
  return id ? (leadTabs[id].card?.title ?? leadTabs[id].tabLabel) : table;
};

/** What the last search found, for the address it was run for. */
type Found = { email: string; leads: PersonLead[] };

/**
 * Finds every lead for one email address and erases them all, files included, after a
 * confirmation. The database decides who may do this (admins only) and logs each erasure.
 */
export function ErasePerson() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [found, setFound] = useState<Found>();
  const [confirming, setConfirming] = useState(false);

  const search = useMutation({
    mutationFn: (address: string) => findLeadsByEmail(address),
    onSuccess: (leads, address) => setFound({ email: address, leads }),
    onError: () => toast({ ...copy.searchFailure, variant: 'destructive' }),
  });
  const erase = useMutation({
    mutationFn: (address: string) => eraseLeadsByEmail(address),
    onSuccess: (result, address) => {
      setConfirming(false);
      setFound({ email: address, leads: [] });
      toast(copy.erased(result.leads, result.attachments));
      if (result.attachmentsLeft > 0) toast(copy.filesLeft(result.attachmentsLeft));
      void queryClient.invalidateQueries({ queryKey: deskKeys.all });
    },
    onError: () => toast({ ...copy.failure, variant: 'destructive' }),
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^@\s]+@[^@\s]+$/.test(address)) {
      setError(copy.emailMissing);
      return;
    }
    setError(undefined);
    search.mutate(address);
  };

  const files = found?.leads.reduce((total, lead) => total + lead.attachmentPaths.length, 0) ?? 0;

  return (
    <Card role="region" aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {copy.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{copy.intro}</p>
      </div>
      <form noValidate onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
        <FormField label={copy.email} error={error} className="w-full max-w-sm">
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFound(undefined);
            }}
          />
        </FormField>
        <Button type="submit" variant="outline" aria-disabled={search.isPending}>
          {search.isPending ? copy.finding : copy.find}
        </Button>
      </form>
      {found ? (
        <div role="status" className="grid gap-3">
          {found.leads.length === 0 ? (
            <p className="text-sm text-slate-700">{copy.none}</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">{copy.found(found.leads.length, files)}</p>
              <ul className="grid gap-1 text-sm text-slate-900">
                {found.leads.map((lead) => (
                  <li key={lead.leadId}>{copy.leadLine(kindLabel(lead.leadTable), formatDateTime(lead.createdAt))}</li>
                ))}
              </ul>
              {/* The trigger takes focus back when the confirmation closes. */}
              <Dialog open={confirming} onOpenChange={(open) => (erase.isPending ? undefined : setConfirming(open))}>
                <DialogTrigger asChild>
                  <Button variant="destructive" className="justify-self-start">
                    {copy.erase}
                  </Button>
                </DialogTrigger>
                <DialogContent role="alertdialog">
                  <DialogTitle>{copy.confirmTitle}</DialogTitle>
                  <DialogDescription>{copy.confirmText(found.email, found.leads.length, files)}</DialogDescription>
                  <div className="mt-6 flex flex-wrap justify-end gap-3">
                    <DialogClose asChild>
                      <Button variant="outline" aria-disabled={erase.isPending}>
                        {copy.cancel}
                      </Button>
                    </DialogClose>
                    <Button
                      variant="destructive"
                      aria-disabled={erase.isPending}
                      onClick={() => erase.mutate(found.email)}
                    >
                      {erase.isPending ? copy.erasing : copy.confirm}
                    </Button>
                  </div>
                </DialogContent>
              </Dialog>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
