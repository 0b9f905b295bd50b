import { useState, type MouseEvent } from 'react';

/** How a mounted dialog opens itself (lead-dialog.tsx). */
type DialogOpener = () => void;

/**
 * Whether a landing page's lead dialog is open, held outside React: a tap hands the opening to the
 * dialog directly, so neither the page around the calls to action nor the dialog re-renders for it.
 */
export type DialogState = {
  /** Opens the dialog: at once when it is mounted, else as soon as it mounts. */
  open: () => void;
  /** Called by the dialog once it has closed; removes the URL's fragment. */
  closed: () => void;
  /** The dialog registers how it opens; returns the unregistering. */
  connect: (opener: DialogOpener) => () => void;
};

/** A dialog opened by the links to `href` (`#<fragment>`); open at start when the URL names it. */
export function createDialogState(href: string): DialogState {
  let open = typeof window !== 'undefined' && window.location.hash === href;
  let opener: DialogOpener | null = null;
  return {
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

/**
 * State for a landing page whose every call to action opens the same lead dialog. Each call to
 * action is a real link to `#<fragment>`: clicked before the app has started, it only sets the
 * URL's fragment, and the dialog opens as soon as the app hydrates; afterwards a click opens it
 * at once. Spread `trigger` on each link and give `dialog` to the dialog.
 *
 * The form's code is fetched and evaluated before the tap: when the browser is idle after load
 * (the dialog does that, lead-dialog.tsx), and at the latest when a pointer goes down on, hovers
 * or focuses a call to action. A tap before then still opens the dialog, with its loading line.
 */
export function useDialogTrigger(fragment: string, preloadForm: () => Promise<void>) {
  const href = `#${fragment}`;
  const [dialog] = useState(() => createDialogState(href));
  const preload = () => void preloadForm().catch(() => undefined);
  const trigger = {
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      dialog.open();
    },
    onPointerDown: preload,
    onPointerEnter: preload,
    onFocus: preload,
  };
  return { dialog, trigger };
}
