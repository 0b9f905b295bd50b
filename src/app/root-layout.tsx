import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { RouteHead } from './route-head';
import { SkipLink } from './skip-link';
import { useHydratedMark } from './use-hydrated-mark';
import { usePageViews } from './use-page-views';

/** The frame of every public page: the site's header, the page, the footer. */
export function RootLayout() {
  usePageViews();
  useHydratedMark();
  return (
    <div className="flex min-h-screen flex-col">
      <RouteHead />
      <SkipLink />
      <SiteHeader />
      {/* Boundaries cut hydration into short tasks: the header first, then the page, then the footer. */}
      <main id="main" className="flex-1">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ToastOutlet />
      <ScrollRestoration />
    </div>
  );
}
