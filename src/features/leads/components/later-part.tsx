import { createContext, useContext, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/** True while a dialog's body is rendered ahead, closed, for the next opening (lead-dialog.tsx). */
export const RenderedAhead = createContext(false);

/**
 * A part of a dialog's form below its first questions. Rendered ahead, it stays out of the layout
 * (`hidden`) when the dialog opens, so the tap draws only what is on screen first; the dialog
 * then shows its later parts one per task after that paint (`drawLaterParts`). Rendered at the
 * opening (the form arrived after the tap), it shows at once.
 */
export function LaterPart({ children, className = 'grid gap-6' }: { children: ReactNode; className?: string }) {
  const ahead = useContext(RenderedAhead);
  return (
    <div data-later-part="" hidden={ahead} className={className}>
      {children}
    </div>
  );
}

/**
 * Shows the hidden later parts inside `container`, one per task, each after the paint of the one
 * before: parts are only added below, so nothing shown moves, and nothing is re-rendered, so what
 * the visitor typed and where their focus is stay. Returns a function that stops it.
 */
export function drawLaterParts(container: HTMLElement): () => void {
  let cancel: () => void = () => undefined;
  const next = () => {
    const part = container.querySelector<HTMLElement>('[data-later-part][hidden]');
    if (!part) return;
    part.hidden = false;
    cancel = afterNextPaint(next);
  };
  cancel = afterNextPaint(next);
  return () => cancel();
}
