import { memo, startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { closeModal, holdFocusIn, ModalDialog, showModal } from '@/components/ui/modal-dialog';
import { releaseModalHost, setModalHost } from '@/components/ui/modal-host';
import { afterNextPaint } from '@/lib/after-paint';
import type { SubmittedLead } from '../submitted-lead';
import { BookingView } from './booking-view';
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
  /** Its id, and whether the URL opens it (use-dialog-trigger.ts). */
  state: DialogState;
  copy: LeadDialogCopy;
  size?: 'default' | 'wide';
  /** Renders the (lazy) form; it calls `onSubmitted` with the lead once it is stored. */
  renderForm: (onSubmitted: (lead: SubmittedLead) => void) => ReactNode;
  /** The visitor wants the form: its code loads, and it hydrates or renders (preloadable-form.tsx). */
  want: () => Promise<void>;
};

/**
 * Just before an opening: the first question of a body the app rendered (after a closing) is
 * marked `data-autofocus`, made `autofocus` here for the browser to focus as the dialog opens
 * (React does not write `autoFocus` as the attribute). The prerendered page has it in its HTML.
 */
function markFirstQuestion(dialog: HTMLDialogElement) {
  dialog.querySelector('[data-autofocus]')?.setAttribute('autofocus', '');
}

/** What the browser emits on a dialog about to open or close (`beforetoggle`). */
type ToggleLike = Event & { newState?: string };

/**
 * A landing page's one lead dialog: the form, then the success view (the lead's reference, what
 * happens next, the booking).
 *
 * It is in the page's HTML, closed, with its whole form: a call to action opens it by the
 * browser's own invoker, so the tap runs no script of ours, and its fields take typing before the
 * app has started (ADR 0045). The form hydrates when it is wanted (the dialog opening, a field
 * used); what was typed until then is kept (src/lib/prerendered-forms.ts). After each closing a
 * new blank body is rendered for the next opening, in the background.
 */
export function LeadDialog({ state, copy, size, renderForm, want }: LeadDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // What had focus when the dialog opened (or, opened from the URL, its first call to action):
  // it gets focus back at the closing.
  const opener = useRef<HTMLElement | null>(null);
  /** This opening's page-side work (focus held inside, the toasts' host) is in place. */
  const watching = useRef(false);
  // The body's key: a new one after each closing, so each opening starts blank.
  const [opening, setOpening] = useState(0);

  // Opened by a call to action (the browser's invoker fires `beforetoggle` first, with focus still
  // on the button), by the URL, or before the app started (already open at hydration).
  const opened = (dialog: HTMLDialogElement) => {
    if (watching.current) return;
    watching.current = true;
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body && !dialog.contains(active)
        ? active
        : document.querySelector<HTMLElement>(`[commandfor="${CSS.escape(dialog.id)}"]`);
    holdFocusIn(dialog);
    // The rest waits for the opening's paint, so the tap draws the dialog and nothing else: the
    // toasts' host (a render) and the form's code (evaluated, then hydrated in slices).
    afterNextPaint(() => {
      if (dialog.open) setModalHost(dialog);
      void want().catch(() => undefined);
    });
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onBeforeToggle = (event: ToggleLike) => {
      if (event.newState !== 'open') return;
      markFirstQuestion(dialog);
      opened(dialog);
    };
    // Any use of the form before it has hydrated (a field focused, a press, a submit) wants it,
    // after that use's paint: the opening itself focuses the first question.
    const onUse = () => void afterNextPaint(() => void want().catch(() => undefined));
    dialog.addEventListener('beforetoggle', onBeforeToggle);
    dialog.addEventListener('focusin', onUse);
    dialog.addEventListener('pointerdown', onUse);
    dialog.addEventListener('submit', onUse, true);
    if (dialog.open) opened(dialog);
    const disconnect = state.connect(() => {
      markFirstQuestion(dialog);
      showModal(dialog);
      opened(dialog);
      // The form not yet in (its loading line shows): the dialog holds focus until it is.
      if (!dialog.contains(document.activeElement)) dialog.focus();
    });
    return () => {
      disconnect();
      dialog.removeEventListener('beforetoggle', onBeforeToggle);
      dialog.removeEventListener('focusin', onUse);
      dialog.removeEventListener('pointerdown', onUse);
      dialog.removeEventListener('submit', onUse, true);
    };
    // `opened` and `want` only read refs and the form's module; the dialog mounts once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const onClose = () => {
    const dialog = dialogRef.current;
    watching.current = false;
    if (dialog) releaseModalHost(dialog);
    state.closed();
    opener.current?.focus();
    startTransition(() => setOpening((n) => n + 1));
  };

  // Leaving the page with the dialog open must not leave the page locked.
  useEffect(
    () => () => {
      const dialog = dialogRef.current;
      if (dialog?.open) closeModal(dialog);
    },
    [],
  );

  return (
    <ModalDialog
      ref={dialogRef}
      id={state.id}
      size={size}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      onClose={onClose}
    >
      <LeadDialogBody
        key={opening}
        copy={copy}
        renderForm={renderForm}
        titleId={titleId}
        descriptionId={descriptionId}
      />
    </ModalDialog>
  );
}

/** Memoised: a render of the dialog around it passes the same props and leaves the body as it is. */
const LeadDialogBody = memo(function LeadDialogBody({
  copy,
  renderForm,
  titleId,
  descriptionId,
}: Pick<LeadDialogProps, 'copy' | 'renderForm'> & { titleId: string; descriptionId: string }) {
  const [submitted, setSubmitted] = useState<SubmittedLead | null>(null);
  const [minHeight, setMinHeight] = useState<number | undefined>(undefined);
  // The body's element is found by its heading's id, not kept in state: a state update here while
  // the form's part is still unhydrated (HTML only) would make React throw that HTML away and
  // render the form blank.
  const bodyElement = () => document.getElementById(titleId)?.parentElement;
  const heading = useRef<HTMLHeadingElement>(null);
  const showDone = (lead: SubmittedLead) => {
    // The success view keeps the form's height: a second click on the submit button (a double
    // click, or an impatient one) then lands inside the dialog, not on the overlay a shrunken
    // view would uncover, which would close the dialog and lose the booking step.
    setMinHeight(bodyElement()?.offsetHeight);
    setSubmitted(lead);
  };

  // The form was long and scrolled to its submit button; the success view starts at the top of
  // the dialog, or the visitor would see the empty space below it. Focus moves to its heading,
  // since the control that had it is gone.
  useEffect(() => {
    if (!submitted) return;
    const scroller = bodyElement()?.closest<HTMLElement>('[data-slot="dialog-content"]');
    if (scroller) scroller.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
    // Once per success; the body's element is found at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted]);

  return (
    <div style={minHeight ? { minHeight } : undefined}>
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
});
