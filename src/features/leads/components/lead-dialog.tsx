import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { BookingView } from './booking-view';
import { LazyForm } from './lazy-form';

export type LeadDialogCopy = {
  title: string;
  description: string;
  bookingTitle: string;
  bookingIntro: string;
  bookingWidgetTitle: string;
};

type LeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: LeadDialogCopy;
  size?: 'default' | 'wide';
  /** Renders the (lazy) form; it calls `onSubmitted` once the lead is stored. */
  renderForm: (onSubmitted: () => void) => ReactNode;
};

/**
 * A landing page's one lead dialog: the form, then the booking view. The body mounts only while
 * the dialog is open, so every opening starts on a blank form.
 */
export function LeadDialog({ open, onOpenChange, copy, size, renderForm }: LeadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size}>
        <LeadDialogBody copy={copy} renderForm={renderForm} />
      </DialogContent>
    </Dialog>
  );
}

function LeadDialogBody({ copy, renderForm }: Pick<LeadDialogProps, 'copy' | 'renderForm'>) {
  const [view, setView] = useState<'form' | 'booking'>('form');
  const booking = view === 'booking';
  return (
    <>
      <DialogTitle>{booking ? copy.bookingTitle : copy.title}</DialogTitle>
      <DialogDescription>{booking ? copy.bookingIntro : copy.description}</DialogDescription>
      <div className="mt-6">
        {booking ? (
          <BookingView title={copy.bookingWidgetTitle} />
        ) : (
          <LazyForm>{renderForm(() => setView('booking'))}</LazyForm>
        )}
      </div>
    </>
  );
}
