import { lazy, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { BookingView } from '../components/booking-view';
import { LazyForm } from '../components/lazy-form';

const loadOemForm = () => import('./oem-form');
const OemForm = lazy(() => loadOemForm().then((m) => ({ default: m.OemForm })));

/** Starts fetching the form's code early, e.g. when a pointer or focus reaches a button that opens it. */
export function preloadOemForm(): void {
  void loadOemForm();
}

const copy = oemSourcingContent.dialog;

type OemDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'OEM Submission Form': the RFQ form, then the booking view. The body mounts only while the
 * dialog is open, so every opening from the page's buttons starts with a blank form (spec §4).
 */
export function OemDialog({ open, onOpenChange }: OemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <OemDialogBody />
      </DialogContent>
    </Dialog>
  );
}

function OemDialogBody() {
  const [view, setView] = useState<'form' | 'booking'>('form');
  if (view === 'booking') {
    return (
      <>
        <DialogTitle>{copy.bookingTitle}</DialogTitle>
        <DialogDescription>{copy.bookingIntro}</DialogDescription>
        <div className="mt-6">
          <BookingView title="Pick a time" />
        </div>
      </>
    );
  }
  return (
    <>
      <DialogTitle>{copy.title}</DialogTitle>
      <DialogDescription>{copy.description}</DialogDescription>
      <div className="mt-6">
        <LazyForm>
          <OemForm onSubmitted={() => setView('booking')} />
        </LazyForm>
      </div>
    </>
  );
}
