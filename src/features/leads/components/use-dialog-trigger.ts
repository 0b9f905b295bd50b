import { useState } from 'react';

/**
 * State for a landing page whose every call to action opens the same lead dialog. Spread
 * `trigger` on each button: pointing at or focusing one starts loading the form's code.
 */
export function useDialogTrigger(preloadForm: () => void) {
  const [open, setOpen] = useState(false);
  const trigger = { onClick: () => setOpen(true), onPointerEnter: preloadForm, onFocus: preloadForm };
  return { open, setOpen, trigger };
}
