import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { supplierStatuses } from '@/lib/suppliers/register';
import { supplierCopy } from './supplier-copy';
import { updateSupplier, type SupplierUpdate } from './supplier-queries';
import { useSupplierMutation } from './use-supplier-mutation';

const copy = supplierCopy.notVetted;
/** The status that records a supplier as not vetted; the database refuses it without a reason. */
const NOT_VETTED = 'rejected';
const REASON_MAX = 1000;

/** Asks why the supplier is not vetted, in place, and records the status with the reason at once. */
function NotVettedForm({ supplierId, onDone }: { supplierId: string; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // Focused as it appears: choosing "Rejected" asked for it.
  useEffect(() => field.current?.focus(), []);
  const [tried, setTried] = useState(false);
  const record = useSupplierMutation(
    () => updateSupplier(supplierId, { status: NOT_VETTED, status_reason: reason.trim() }),
    onDone,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim() !== '') record.mutate(undefined);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={copy.record} className="grid basis-full gap-2">
      <FormField
        label={copy.reason}
        hint={copy.reasonHint}
        error={tried && reason.trim() === '' ? copy.reasonRequired : undefined}
        required
      >
        <Textarea
          ref={field}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="destructive" aria-disabled={record.isPending}>
          {copy.record}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The supplier's status. Any status but "Rejected" is saved as chosen (the database refuses
 * `vetted` without a complete visit); "Rejected" first asks for the reason the shop is told.
 */
export function SupplierStatus({
  supplierId,
  status,
  reason,
}: {
  supplierId: string;
  status: string;
  reason: string | null;
}) {
  const [askingReason, setAskingReason] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  // The form that had focus goes away: focus returns to the status it came from.
  const closeReason = () => {
    setAskingReason(false);
    select.current?.focus();
  };
  const setStatus = useSupplierMutation((patch: SupplierUpdate) => updateSupplier(supplierId, patch));
  const choose = (next: string) => {
    if (next === NOT_VETTED) setAskingReason(true);
    else {
      setAskingReason(false);
      setStatus.mutate({ status: next });
    }
  };
  return (
    <>
      <FormField label={supplierCopy.panel.status} className="w-48">
        <Select
          ref={select}
          value={askingReason ? NOT_VETTED : status}
          onChange={(event) => choose(event.target.value)}
        >
          {supplierStatuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </FormField>
      {status === NOT_VETTED && reason && !askingReason ? (
        <p className="basis-full text-sm whitespace-pre-line text-slate-800">{copy.recorded(reason)}</p>
      ) : null}
      {askingReason ? <NotVettedForm supplierId={supplierId} onDone={closeReason} /> : null}
    </>
  );
}
