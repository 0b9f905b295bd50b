import { useEffect } from 'react';

/**
 * Starts the visitor at a dialog form's first question when the form mounts into a dialog that
 * is already open and holds focus itself (its code arrived after the tap, over the loading
 * line). A form hydrated while the visitor was already in it (typing before the app started)
 * leaves their focus where it is, and one mounted in a closed dialog takes none.
 */
export function useFirstQuestionFocus(focusFirst: () => void): void {
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLDialogElement && active.open) focusFirst();
    // Once, as the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
