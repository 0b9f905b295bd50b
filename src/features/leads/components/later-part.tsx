import type { ReactNode } from 'react';

/**
 * A part of a dialog's form below its first questions. While it is off screen the browser skips
 * its layout and paint (`[data-later-part]` in index.css), so the tap that opens the dialog draws
 * its first screen only; the part is drawn as the visitor scrolls or tabs near it. It needs no
 * script: the dialog and its form are in the page's HTML and open before the app has started.
 */
export function LaterPart({ children, className = 'grid gap-6' }: { children: ReactNode; className?: string }) {
  return (
    <div data-later-part="" className={className}>
      {children}
    </div>
  );
}
