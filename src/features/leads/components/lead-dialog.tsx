import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { SubmittedLead } from '../submitted-lead';
import { BookingView } from './booking-view';
import { LazyForm } from './lazy-form';
import { LeadDone, type LeadDoneCopy } from './lead-done';

export type LeadDialogCopy = {
  title: string;
  description: string;
  bookingTitle: string;
  bookingIntro: string;
  bookingWidgetTitle: string;
  done: LeadDoneCopy;
};

type LeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: LeadDialogCopy;
  size?: 'default' | 'wide';
  /** Renders the (lazy) form; it calls `onSubmitted` with the lead once it is stored. */
  renderForm: (onSubmitted: (lead: SubmittedLead) => void) => ReactNode;
};

/**
 * A landing page's one lead dialog: the form, then the success view (the lead's reference, what
 * happens next, the booking). The body mounts only while the dialog is open, so every opening
 * starts on a blank form.
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
  const [submitted, setSubmitted] = useState<SubmittedLead | null>(null);
  const [minHeight, setMinHeight] = useState<number | undefined>(undefined);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const showDone = (lead: SubmittedLead) => {
    // The success view keeps the form's height: a second click on the submit button (a double
    // click, or an impatient one) then lands inside the dialog, not on the overlay a shrunken
    // view would uncover, which would close the dialog and lose the booking step.
    setMinHeight(body?.offsetHeight);
    setSubmitted(lead);
  };

  // The form was long and scrolled to its submit button; the success view starts at the top of
  // the dialog, or the visitor would see the empty space below it. Focus moves to its heading,
  // since the control that had it is gone.
  useEffect(() => {
    if (!submitted) return;
    const scroller = body?.closest<HTMLElement>('[data-slot="dialog-content"]');
    if (scroller) scroller.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
  }, [submitted, body]);

  return (
    <div ref={setBody} style={minHeight ? { minHeight } : undefined}>
      <DialogTitle ref={heading} tabIndex={submitted ? -1 : undefined} className="focus:outline-none">
        {submitted ? copy.bookingTitle : copy.title}
      </DialogTitle>
      <DialogDescription>{submitted ? copy.bookingIntro : copy.description}</DialogDescription>
      <div className="mt-6 grid gap-6">
        {submitted ? (
          <>
            <LeadDone lead={submitted} copy={copy.done} />
            <BookingView title={copy.bookingWidgetTitle} />
          </>
        ) : (
          <LazyForm>{renderForm(showDone)}</LazyForm>
        )}
      </div>
    </div>
  );
}
