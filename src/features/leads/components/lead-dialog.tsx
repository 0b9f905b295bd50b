import { createPortal } from 'react-dom';
import { startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { closeModal, ModalDialog, showModal } from '@/components/ui/modal-dialog';
import { releaseModalHost, setModalHost } from '@/components/ui/modal-host';
import { whenIdleAfterLoad } from '@/lib/after-paint';
import type { SubmittedLead } from '../submitted-lead';
import { BookingView } from './booking-view';
import { drawLaterParts, RenderedAhead } from './later-part';
import { LazyForm } from './lazy-form';
import { LeadDone, type LeadDoneCopy } from './lead-done';
import type { DialogState } from './use-dialog-trigger';

export type LeadDialogCopy = {
  title: string;
  description: string;
  bookingTitle: string;
  bookingIntro: string;
  bookingWidgetTitle: string;
  done: LeadDoneCopy;
};

type LeadDialogProps = {
  /** Open or closed (use-dialog-trigger.ts). */
  state: DialogState;
  copy: LeadDialogCopy;
  size?: 'default' | 'wide';
  /** Renders the (lazy) form; it calls `onSubmitted` with the lead once it is stored. */
  renderForm: (onSubmitted: (lead: SubmittedLead) => void) => ReactNode;
  /** Loads the form's code (and its checks); resolves once the form can render without waiting. */
  preload: () => Promise<void>;
};

/**
 * A landing page's one lead dialog: the form, then the success view (the lead's reference, what
 * happens next, the booking). Every opening starts on a blank form.
 *
 * A tap must paint at once. So when the browser is idle after load, the form's code is fetched and
 * the closed dialog is rendered ahead, blank and hidden (a closed `<dialog>` is not drawn, and
 * nothing in it can be reached). A tap then only opens it (modal-dialog.tsx), with no React
 * render: the tap's work is drawing what is on screen (ADR 0032). Each closing renders a new blank
 * body for the next opening, in the background. Before all that (a tap during load, a dialog the
 * URL names), the opening renders the dialog first, with its loading line until the form arrives.
 */
export function LeadDialog({ state, copy, size, renderForm, preload }: LeadDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // What had focus when the dialog opened (or, opened from the URL, the first link to that
  // fragment): it gets focus back at the closing.
  const opener = useRef<HTMLElement | null>(null);
  const [rendered, setRendered] = useState(false);
  // Rendered ahead (closed) or at an opening: its later parts wait for the first paint or not.
  const [ahead, setAhead] = useState(true);
  const stopDrawing = useRef<() => void>(() => undefined);
  // The body's key: a new one after each closing, so each opening starts blank.
  const [opening, setOpening] = useState(0);
  const nextOpening = useRef(0);
  /** The body in the DOM is the blank one for the next opening. */
  const ready = useRef(false);
  /** An opening waits for the body's render. */
  const pending = useRef(false);

  const reveal = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    const active = document.activeElement;
    const byFragment = window.location.hash
      ? document.querySelector<HTMLElement>(`a[href="${CSS.escape(window.location.hash)}"]`)
      : null;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : byFragment;
    showModal(dialog);
    setModalHost(dialog);
    ready.current = false;
    // Opening focused the first question (its `autofocus`); before the form has arrived, the
    // dialog itself takes focus until it does.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    stopDrawing.current = drawLaterParts(dialog);
  };

  useEffect(
    () =>
      state.connect(() => {
        if (ready.current) {
          reveal();
          return;
        }
        pending.current = true;
        setRendered(true);
        setAhead(false);
        setOpening(nextOpening.current);
      }),
    [state],
  );

  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        preload().then(
          () => startTransition(() => setRendered(true)),
          // The opening says the form could not load (lazy-form.tsx).
          () => undefined,
        );
      }),
    [preload],
  );

  // The body for this opening is in the DOM.
  useLayoutEffect(() => {
    if (!rendered || opening !== nextOpening.current) return;
    // The browser focuses a dialog's `autofocus` element as it opens: the first question then has
    // focus without a second focus (and restyle) in the tap. React does not write `autoFocus`
    // as the attribute, hence the form's `data-autofocus` mark.
    dialogRef.current?.querySelector('[data-autofocus]')?.setAttribute('autofocus', '');
    ready.current = true;
    if (pending.current) {
      pending.current = false;
      reveal();
    }
  }, [rendered, opening]);

  const onClose = () => {
    const dialog = dialogRef.current;
    stopDrawing.current();
    if (dialog) releaseModalHost(dialog);
    state.closed();
    opener.current?.focus();
    ready.current = false;
    nextOpening.current += 1;
    const next = nextOpening.current;
    startTransition(() => {
      setAhead(true);
      setOpening(next);
    });
  };

  // Leaving the page with the dialog open must not leave the page locked.
  useEffect(
    () => () => {
      const dialog = dialogRef.current;
      if (dialog?.open) closeModal(dialog);
    },
    [],
  );

  if (!rendered) return null;
  return createPortal(
    <ModalDialog
      ref={dialogRef}
      size={size}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      onClose={onClose}
    >
      <RenderedAhead value={ahead}>
        <LeadDialogBody
          key={opening}
          copy={copy}
          renderForm={renderForm}
          titleId={titleId}
          descriptionId={descriptionId}
        />
      </RenderedAhead>
    </ModalDialog>,
    document.body,
  );
}

function LeadDialogBody({
  copy,
  renderForm,
  titleId,
  descriptionId,
}: Pick<LeadDialogProps, 'copy' | 'renderForm'> & { titleId: string; descriptionId: string }) {
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
      <h2
        id={titleId}
        ref={heading}
        tabIndex={submitted ? -1 : undefined}
        className="pr-8 text-xl font-bold text-slate-900 focus:outline-none"
      >
        {submitted ? copy.bookingTitle : copy.title}
      </h2>
      <p id={descriptionId} className="mt-1 text-sm text-slate-600">
        {submitted ? copy.bookingIntro : copy.description}
      </p>
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
