import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LoadBoundary } from './load-boundary';
import { useModalHost } from './modal-host';
import { dismissToast, removeToast, TOAST_DURATION_MS, useToasts, type ToastItem } from './use-toast';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Starts loading the toast viewport, e.g. at a form's first edit, so a submit's answer shows at
 * once and does not need the network: a visitor who goes offline after typing still sees it.
 */
export const preloadToaster = () => void loadToaster().catch(() => undefined);

/**
 * Where toasts appear. The viewport's code (Radix Toast) loads with the first toast and stays:
 * most visits never see one, so pages do not carry it up front. If that code cannot load (the
 * visitor is offline, which is often why a toast is shown), the same messages appear in a plain
 * announced list that needs nothing more from the network.
 */
export function ToastOutlet() {
  const items = useToasts();
  const host = useModalHost();
  const [needed, setNeeded] = useState(false);
  if (items.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  const toasts = (
    <LoadBoundary fallback={<PlainToasts items={items} />}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadBoundary>
  );
  // While a modal dialog is open, the page around it is hidden from assistive technology and
  // covered by the dialog's backdrop: toasts then show inside the dialog (modal-host.ts).
  return host ? createPortal(toasts, host) : toasts;
}

/** The toast list without Radix: announced, dismissible, gone after the usual time. */
function PlainToasts({ items }: { items: readonly ToastItem[] }) {
  const open = items.filter((item) => item.open);
  const newest = open[0]?.id;
  useEffect(() => {
    if (newest === undefined) return;
    const timer = window.setTimeout(() => close(newest), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [newest]);
  return (
    <section aria-label="Notifications" className="fixed right-0 bottom-0 z-[100] w-full max-w-sm p-4">
      <ol className="flex flex-col gap-2">
        {open.map((item) => (
          <li
            key={item.id}
            role={item.variant === 'destructive' ? 'alert' : 'status'}
            data-variant={item.variant}
            className={
              item.variant === 'destructive'
                ? 'relative grid gap-1 rounded-lg border border-red-800 bg-red-700 p-4 pr-10 text-white shadow-lg'
                : 'relative grid gap-1 rounded-lg border border-slate-200 bg-white p-4 pr-10 text-slate-900 shadow-lg'
            }
          >
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description ? <p className="text-sm opacity-95">{item.description}</p> : null}
            <button
              type="button"
              onClick={() => close(item.id)}
              aria-label="Dismiss notification"
              className="absolute top-3 right-3 rounded p-1 text-sm leading-none opacity-80 hover:opacity-100 focus-visible:outline-2"
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function close(id: number) {
  dismissToast(id);
  removeToast(id);
}
