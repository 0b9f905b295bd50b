import { useSyncExternalStore } from 'react';

/**
 * The modal `<dialog>` that is open, if any. It is drawn over the page and the rest of the page is
 * inert meanwhile (modal-dialog.tsx), so a toast shown while it is open renders inside it, to be
 * seen, read out and dismissed (toast-outlet.tsx).
 */
let host: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setModalHost(element: HTMLElement | null): void {
  if (host === element) return;
  host = element;
  for (const listener of listeners) listener();
}

/** Clears the host only if it is still `element` (another dialog may have opened since). */
export function releaseModalHost(element: HTMLElement): void {
  if (host === element) setModalHost(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useModalHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => host,
    () => null,
  );
}
