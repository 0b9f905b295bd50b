import type { ReactNode } from 'react';

/**
 * A part of a dialog's form below its first questions. It is drawn a moment after the dialog
 * opens, each part after the one before (`[data-later-part]` in index.css), so the tap that opens
 * the dialog draws its first questions only. It needs no script: the dialog and its form are in
 * the page's HTML and open before the app has started.
 */
export function LaterPart({ children, className = 'grid gap-6' }: { children: ReactNode; className?: string }) {
  return (
    <div data-later-part="" className={className}>
      {children}
    </div>
  );
}
