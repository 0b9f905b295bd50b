import { Suspense, type ReactNode } from 'react';
import { BookingLink } from '@/components/layout/booking-link';
import { LoadBoundary } from '@/components/ui/load-boundary';

/** If the form's code cannot load (offline, a deploy replaced the chunk), say so and offer the call. */
const formLoadFailed = (
  <div role="alert" className="grid justify-items-start gap-3 text-sm text-slate-700">
    <p>The form could not load. Please check your connection and reload the page, or book a call instead.</p>
    <BookingLink>Book a Call</BookingLink>
  </div>
);

/**
 * Wraps a form loaded on demand (React.lazy): a dialog form's code — validation, form state and the
 * data client — loads when the dialog opens, not with the landing page, which stays light.
 */
export function LazyForm({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary fallback={formLoadFailed}>
      <Suspense
        fallback={
          <p role="status" className="py-8 text-center text-sm text-slate-600">
            Loading the form…
          </p>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}
