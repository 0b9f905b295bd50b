import { lazy, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cncPartnerContent } from '@/content/pages/cnc-partner';
import { BookingView } from '../components/booking-view';
import { LazyForm } from '../components/lazy-form';

const loadPartnerForm = () => import('./partner-form');
const PartnerForm = lazy(() => loadPartnerForm().then((m) => ({ default: m.PartnerForm })));

/** Starts fetching the form's code early, e.g. when a pointer or focus reaches a button that opens it. */
export function preloadPartnerForm(): void {
  void loadPartnerForm();
}

const copy = cncPartnerContent.dialog;

type PartnerDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The one partner dialog every call to action on /cnc-partner opens: the form, then booking. */
export function PartnerDialog({ open, onOpenChange }: PartnerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so each opening starts on the form. */}
        <PartnerDialogBody />
      </DialogContent>
    </Dialog>
  );
}

function PartnerDialogBody() {
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
          <PartnerForm onSubmitted={() => setView('booking')} />
        </LazyForm>
      </div>
    </>
  );
}
