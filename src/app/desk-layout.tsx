import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { RouteHead } from './route-head';
import { SkipLink } from './skip-link';
import { useHydratedMark } from './use-hydrated-mark';
import { usePageViews } from './use-page-views';

/**
 * The frame of the team's own pages (the lead desk): none of the marketing header, menu and
 * footer, which would only push the desk down and out of a phone's width. The page brings its
 * own heading and navigation.
 */
export function DeskLayout() {
  usePageViews();
  useHydratedMark();
  return (
    <div className="min-h-screen bg-white">
      <RouteHead />
      <SkipLink />
      <main id="main">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <ToastOutlet />
      <ScrollRestoration />
    </div>
  );
}
