import { useState, type MouseEvent } from 'react';

/**
 * State for a landing page whose every call to action opens the same lead dialog. Each call to
 * action is a real link to `#<fragment>`: clicked before the app has started, it only sets the
 * URL's fragment, and the dialog opens as soon as the app hydrates; afterwards a click opens it
 * at once. Spread `trigger` on each link: pointing at or focusing one starts loading the form.
 */
export function useDialogTrigger(fragment: string, preloadForm: () => void) {
  const href = `#${fragment}`;
  // Read on the first client render only; the server renders it closed, and the dialog's portal
  // mounts after hydration, so the markup still matches.
  const [open, setOpenState] = useState(() => typeof window !== 'undefined' && window.location.hash === href);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    // Closing leaves no fragment behind that would reopen the dialog on reload.
    if (!next && window.location.hash === href) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  };

  const trigger = {
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setOpenState(true);
    },
    onPointerEnter: preloadForm,
    onFocus: preloadForm,
  };
  return { open, setOpen, trigger };
}
