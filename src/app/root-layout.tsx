import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { RouteHead } from './route-head';
import { usePageViews } from './use-page-views';

export function RootLayout() {
  usePageViews();
  useEffect(() => {
    // Marks the moment prerendered markup became interactive (browser tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <RouteHead />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
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
