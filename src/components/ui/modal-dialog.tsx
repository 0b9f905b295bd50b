import { X } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/utils';

/** What the keyboard can reach inside a dialog, in order. */
function tabbables(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(
    dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
    ),
  ).filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
}

/**
 * Opens `dialog` (a `ModalDialog`) as the browser's own modal: drawn over the page in the top
 * layer, the rest of the page inert (neither reachable nor read out), focus on its `autofocus`
 * control, Escape closing it and focus going back where it was. A call to action opens it the same
 * way with no script at all (`commandfor`/`command="show-modal"`). A browser without modal dialogs
 * (jsdom) shows it and focuses its `autofocus` control.
 */
export function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') {
    dialog.showModal();
    return;
  }
  dialog.setAttribute('open', '');
  dialog.querySelector<HTMLElement>('[autofocus]')?.focus();
}

/**
 * What the page adds to an open modal dialog, until it closes (its `close` event):
 * - Tab past the last control comes round to the first, and Shift+Tab before the first to the
 *   last (the browser would move focus out to its own toolbar, then nowhere);
 * - Escape closes it where the browser does not (jsdom). A layer inside the dialog that handles
 *   Escape itself (a toast) marks the event handled, and the dialog leaves it alone.
 */
export function holdFocusIn(dialog: HTMLDialogElement): void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeModal(dialog);
      return;
    }
    if (event.key !== 'Tab') return;
    const inside = tabbables(dialog);
    const edge = event.shiftKey ? inside[0] : inside.at(-1);
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? inside.at(-1) : inside[0])?.focus();
  };
  // On the document, bubbling: a layer inside the dialog sees the key first.
  document.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('close', () => document.removeEventListener('keydown', onKeyDown), {
    once: true,
    capture: true,
  });
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

type ModalDialogProps = ComponentProps<'dialog'> & {
  /** The id a call to action names in `commandfor` to open it. */
  id: string;
  size?: 'default' | 'wide';
};

/**
 * A closed `<dialog>`: a tinted layer over the viewport holding the site's dialog panel, with a
 * Close button. It may sit anywhere in the page (a modal dialog is drawn in the top layer) and is
 * opened by `showModal` or by a call to action's invoker attributes. The panel hangs from near the
 * top of the viewport, so content that grows below never moves what is shown. While it is open the
 * page behind it does not scroll (index.css).
 */
export function ModalDialog({ className, size = 'default', children, onClick, id, ...props }: ModalDialogProps) {
  return (
    // The click handler only closes on a click on the tinted layer, a pointer's way out; the
    // keyboard has Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={id}
      data-modal-dialog=""
      className="fixed inset-0 z-50 m-0 size-full max-h-none max-w-none border-0 bg-slate-950/60 p-0 backdrop:bg-transparent focus:outline-none"
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
        {/* The invoker closes the dialog before the page's script has started; the click handler
            where the browser has no invokers. */}
        <button
          type="button"
          commandfor={id}
          command="close"
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
