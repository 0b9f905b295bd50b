import { X } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { cn } from '@/lib/utils';

/** While a modal dialog is open, the page behind it does not scroll (index.css). */
const SCROLL_LOCK = 'data-modal-open';

/**
 * Opens `dialog` (a `ModalDialog` placed directly in `<body>`) as a modal over the page, in steps
 * that keep the tap that opens it short (ADR 0026):
 * - at once: the dialog shows over the page, its backdrop takes the pointer, the page stops
 *   scrolling, and Escape closes it;
 * - after that first paint: every other child of `<body>` becomes `inert`, out of reach of focus,
 *   the keyboard and assistive technology. Making the page inert restyles all of it, which the
 *   browser's own `showModal()` would do inside the tap.
 * Everything is undone when the dialog closes (its `close` event).
 */
export function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.show === 'function') dialog.show();
  else dialog.setAttribute('open', '');
  document.documentElement.setAttribute(SCROLL_LOCK, '');
  const madeInert: HTMLElement[] = [];
  const cancelInert = afterNextPaint(() => {
    if (!dialog.open) return;
    for (const child of Array.from(document.body.children)) {
      if (child === dialog || !(child instanceof HTMLElement) || child.inert) continue;
      child.inert = true;
      madeInert.push(child);
    }
  });
  // On the document, bubbling: a layer inside the dialog that handles Escape itself (a toast)
  // marks the event handled, and the dialog leaves it alone.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closeModal(dialog);
  };
  document.addEventListener('keydown', onKeyDown);
  // In the capture phase, so the page is no longer inert for the dialog's own close handlers
  // (which give focus back to what opened it).
  dialog.addEventListener(
    'close',
    () => {
      cancelInert();
      for (const element of madeInert) element.inert = false;
      document.removeEventListener('keydown', onKeyDown);
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
 */
export function ModalDialog({ className, size = 'default', children, onClick, ...props }: ModalDialogProps) {
  return (
    // The click handler only closes on a click on the backdrop, a pointer's way out; the keyboard
    // has Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
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
