import { useRef, useState, type ReactNode } from 'react';
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
  // The dialogs open from links and from the URL's fragment, not from a Radix trigger, so Radix
  // has nowhere to return focus when they close: remember what had it when the dialog opened
  // (or, opened from the URL, the first link to that fragment) and give it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size={size}
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          const byFragment = window.location.hash
            ? document.querySelector<HTMLElement>(`a[href="${CSS.escape(window.location.hash)}"]`)
            : null;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : byFragment;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <LeadDialogBody copy={copy} renderForm={renderForm} />
      </DialogContent>
    </Dialog>
  );
}

function LeadDialogBody({ copy, renderForm }: Pick<LeadDialogProps, 'copy' | 'renderForm'>) {
  const [view, setView] = useState<'form' | 'booking'>('form');
  const [minHeight, setMinHeight] = useState<number | undefined>(undefined);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const booking = view === 'booking';
  const showBooking = () => {
    // The booking view keeps the form's height: a second click on the submit button (a double
    // click, or an impatient one) then lands inside the dialog, not on the overlay a shrunken
    // view would uncover, which would close the dialog and lose the booking step.
    setMinHeight(body?.offsetHeight);
    setView('booking');
  };
  return (
    <div ref={setBody} style={minHeight ? { minHeight } : undefined}>
      <DialogTitle>{booking ? copy.bookingTitle : copy.title}</DialogTitle>
      <DialogDescription>{booking ? copy.bookingIntro : copy.description}</DialogDescription>
      <div className="mt-6">
        {booking ? <BookingView title={copy.bookingWidgetTitle} /> : <LazyForm>{renderForm(showBooking)}</LazyForm>}
      </div>
    </div>
  );
}
