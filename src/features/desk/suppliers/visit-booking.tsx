import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatLongDate } from '@/shared/format';
import { supplierCopy } from './supplier-copy';
import { updateSupplier } from './supplier-queries';
import { useSupplierMutation } from './use-supplier-mutation';

const copy = supplierCopy.visits;

/**
 * The date the team will visit the shop. Booking or moving it tells the shop (the database
 * queues the message), so a date is required.
 */
export function VisitBooking({ supplierId, bookedOn }: { supplierId: string; bookedOn: string | null }) {
  const [date, setDate] = useState(bookedOn ?? '');
  const [tried, setTried] = useState(false);
  const book = useSupplierMutation(() => updateSupplier(supplierId, { visit_booked_on: date }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (date !== '') book.mutate(undefined);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={copy.booking}
      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
    >
      <p role="status" className="font-medium text-slate-900 sm:col-span-2">
        {bookedOn ? copy.booked(formatLongDate(bookedOn)) : copy.notBooked}
      </p>
      <FormField
        label={copy.bookOn}
        hint={copy.bookingHint}
        error={tried && date === '' ? copy.bookRequired : undefined}
        required
      >
        <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </FormField>
      <div className="flex items-end">
        <Button type="submit" size="sm" aria-disabled={book.isPending || date === bookedOn}>
          {copy.book}
        </Button>
      </div>
    </form>
  );
}
