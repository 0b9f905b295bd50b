import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { figuresCopy } from '../figures/figures-copy';
import { supplierCopy } from '../suppliers/supplier-copy';
import { LoadingStatus } from '../shared/load-state';
import { queueCopy } from '../queue/queue-copy';

const SuppliersView = lazy(() => import('../suppliers/suppliers-view').then((m) => ({ default: m.SuppliersView })));
const FiguresView = lazy(() => import('../figures/figures-view').then((m) => ({ default: m.FiguresView })));

const copy = supplierCopy.nav;

export type DeskView = 'queue' | 'leads' | 'suppliers' | 'figures';

/**
 * Which part of the desk is open: the RFQ queue by default (`?` or `?view=queue`), the lead tabs
 * (`?view=leads`), `?view=suppliers` or `?view=figures`. A link that names a lead tab (`?tab=`, as
 * the team's alerts carry) opens the lead tabs.
 */
export function readDeskView(params: URLSearchParams): DeskView {
  const view = params.get('view');
  if (view === 'suppliers' || view === 'figures' || view === 'leads') return view;
  return params.has('tab') ? 'leads' : 'queue';
}

export function useDeskView(): DeskView {
  const [params] = useSearchParams();
  return readDeskView(params);
}

/** Links between the desk's parts (in-app navigation, the session stays); each starts unfiltered. */
export function DeskViewNav({ view }: { view: DeskView }) {
  const link = (target: DeskView, label: string) => (
    <Link
      to={target === 'queue' ? '?' : `?view=${target}`}
      aria-current={view === target ? 'page' : undefined}
      className={
        view === target
          ? 'rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white'
          : 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 underline-offset-2 hover:underline'
      }
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={copy.label} className="flex flex-wrap gap-2">
      {link('queue', queueCopy.heading)}
      {link('leads', copy.leads)}
      {link('suppliers', copy.suppliers)}
      {link('figures', figuresCopy.nav)}
    </nav>
  );
}

/** Is the 72-hour promise kept? Loaded when first opened. */
export function FiguresPart() {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <FiguresView />
    </Suspense>
  );
}

/** The supplier register, loaded when first opened. */
export function SuppliersPart() {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <SuppliersView />
    </Suspense>
  );
}
