import { X } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/utils';

/** While a modal dialog is open, the page behind it does not scroll (index.css). */
const SCROLL_LOCK = 'data-modal-open';

/** What the keyboard can reach inside a dialog, in order. */
function tabbables(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(
    dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
    ),
  ).filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
}

/**
 * Opens `dialog` (a `ModalDialog` placed directly in `<body>`) as a modal over the page, with work
 * that keeps the tap that opens it short (ADR 0032): no element of the page is restyled.
 * - The dialog shows over the page, and its backdrop takes every pointer event.
 * - The rest of `<body>` is hidden from assistive technology (`aria-hidden`).
 * - Focus stays inside: moving out of it (Tab past the last control, Shift+Tab before the first)
 *   brings it back round to the other end.
 * - Escape closes it, and the page stops scrolling until then.
 * The browser's own `showModal()` would make the page `inert` instead, which restyles all of it
 * inside the tap. Everything is undone when the dialog closes (its `close` event).
 */
export function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.show === 'function') dialog.show();
  else dialog.setAttribute('open', '');
  document.documentElement.setAttribute(SCROLL_LOCK, '');
  const hidden: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child === dialog || !(child instanceof HTMLElement) || child.getAttribute('aria-hidden') === 'true') continue;
    child.setAttribute('aria-hidden', 'true');
    hidden.push(child);
  }
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Node) || dialog.contains(event.target)) return;
    const inside = tabbables(dialog);
    const backwards = event.relatedTarget === inside[0];
    (backwards ? inside.at(-1) : inside[0])?.focus();
  };
  // On the document, bubbling: a layer inside the dialog that handles Escape itself (a toast)
  // marks the event handled, and the dialog leaves it alone.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closeModal(dialog);
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('keydown', onKeyDown);
  // In the capture phase, so the page is whole again for the dialog's own close handlers (which
  // give focus back to what opened it).
  dialog.addEventListener(
    'close',
    () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      for (const element of hidden) element.removeAttribute('aria-hidden');
      document.documentElement.removeAttribute(SCROLL_LOCK);
    },
    { once: true, capture: true },
  );
}

/** Closes `dialog`; its `close` event follows, as the browser's own close does. */
export function closeModal(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') {
    dialog.close();
  } else {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}

/** Closes the dialog `element` is in, e.g. from a form's Cancel button. */
export function closeEnclosingDialog(element: Element): void {
  const dialog = element.closest('dialog');
  if (dialog) closeModal(dialog);
}

/** The dialog itself is the backdrop around its panel: a click that lands on it closes it. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) closeModal(event.currentTarget);
}

type ModalDialogProps = ComponentProps<'dialog'> & { size?: 'default' | 'wide' };

/**
 * A closed `<dialog>`: a backdrop over the viewport holding the site's dialog panel, with a Close
 * button. Render it in `<body>` (a portal) and open it with `showModal`. The panel hangs from near
 * the top of the viewport, so content that grows below never moves what is shown.
 *
 * Closed, it stays laid out but invisible (`data-modal-dialog`, index.css) rather than `display:
 * none`: its content keeps its styles and layout, so opening it only makes it visible.
 */
export function ModalDialog({ className, size = 'default', children, onClick, ...props }: ModalDialogProps) {
  return (
    // The click handler only closes on a click on the backdrop, a pointer's way out; the keyboard
    // has Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      data-modal-dialog=""
      aria-modal="true"
      className="fixed inset-0 z-50 m-0 size-full max-h-none max-w-none border-0 bg-slate-950/60 p-0 focus:outline-none"
      onClick={(event) => {
        onClick?.(event);
        closeOnBackdrop(event);
      }}
      {...props}
    >
      <div
        data-slot="dialog-content"
        className={cn(
          'relative mx-auto mt-[4vh] max-h-[92vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-6 text-slate-800 shadow-xl',
          size === 'wide' ? 'max-w-3xl' : 'max-w-2xl',
          className,
        )}
      >
        {children}
        <button
          type="button"
          data-slot="dialog-close"
          className="focus-visible:outline-brand-600 absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2"
          onClick={(event) => closeEnclosingDialog(event.currentTarget)}
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </button>
      </div>
    </dialog>
  );
}
