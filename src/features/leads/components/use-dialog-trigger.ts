import { useState, type FocusEvent, type PointerEvent } from 'react';

/** How a mounted dialog opens itself (lead-dialog.tsx). */
type DialogOpener = () => void;

/**
 * A landing page's lead dialog, held outside React: the page around the calls to action never
 * re-renders for an opening.
 */
export type DialogState = {
  /** The `<dialog>`'s id, which each call to action names in `commandfor`. */
  id: string;
  /** Opens the dialog: at once when it is mounted, else as soon as it mounts. */
  open: () => void;
  /** Called by the dialog once it has closed; removes the URL's fragment. */
  closed: () => void;
  /** The dialog registers how it opens; returns the unregistering. */
  connect: (opener: DialogOpener) => () => void;
};

/** A dialog named by the URL fragment `#<fragment>`: open at start when the URL names it. */
export function createDialogState(fragment: string): DialogState {
  const href = `#${fragment}`;
  let open = typeof window !== 'undefined' && window.location.hash === href;
  let opener: DialogOpener | null = null;
  return {
    id: `${fragment}-dialog`,
    open: () => {
      open = true;
      opener?.();
    },
    closed: () => {
      open = false;
      // Closing leaves no fragment behind that would reopen the dialog on reload.
      if (window.location.hash === href) {
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      }
    },
    connect: (next) => {
      opener = next;
      if (open) next();
      return () => {
        if (opener === next) opener = null;
      };
    },
  };
}

/** Whether the browser opens a dialog from a button's `commandfor` by itself (Chromium 135 on). */
const hasInvokers = () =>
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

/**
 * State for a landing page whose every call to action opens the same lead dialog. Each call to
 * action is a button that opens the dialog by the browser's own invoker (`commandfor`,
 * `command="show-modal"`): the dialog and its form are in the page's HTML, so it opens at the tap
 * with no script of ours, before the app has started or without it. Where the browser has no
 * invokers, the boot script (src/boot.js) and then the click handler open it. Spread `trigger` on
 * each button and give `dialog` to the dialog; `fragment` names the band the calls to action
 * lead to, and a URL ending in it opens the dialog at start.
 *
 * The form's code is fetched and the form hydrated when the visitor shows they want it: a mouse
 * over a call to action, the keyboard's focus on one, or the dialog opening.
 */
export function useDialogTrigger(fragment: string, wantForm: () => Promise<void>) {
  const [dialog] = useState(() => createDialogState(fragment));
  const want = () => void wantForm().catch(() => undefined);
  const trigger = {
    type: 'button' as const,
    commandfor: dialog.id,
    command: 'show-modal' as const,
    onClick: () => {
      if (!hasInvokers()) dialog.open();
    },
    // A mouse resting on a call to action, or the keyboard's focus on one, comes well before the
    // press. A finger's tap brings its pointer and focus only just before the click, and the
    // form's code must not be evaluated inside the tap: the dialog wants it once it has opened.
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.pointerType === 'mouse') want();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      if (event.currentTarget.matches(':focus-visible')) want();
    },
  };
  return { dialog, trigger, fragment };
}
