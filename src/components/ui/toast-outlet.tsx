import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Starts loading the toast viewport, e.g. when a form begins to submit, so its answer shows at once. */
export const preloadToaster = () => void import('./toaster');

/**
 * Where toasts appear. The viewport's code (Radix Toast) loads with the first toast and stays:
 * most visits never see one, so pages do not carry it up front.
 */
export function ToastOutlet() {
  const items = useToasts();
  const [needed, setNeeded] = useState(false);
  if (items.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
