import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '@/app/routes';
import { routeTable } from '@/app/route-table';
import { deployment } from '@/config/build-env';
import { loadFormsForPrerender } from '@/features/leads/components/preloadable-form';
import { site } from '@/config/site';

export { routeTable, site };
export { controllerPlaceholders } from '@/config/constants';

/** Built without a hosted Supabase project: forms need the embedded backend of `vite preview`. */
export const isLocalBuild = deployment.supabase === undefined;

/** Origins the Content-Security-Policy must allow, from the env this bundle was built with. */
export const headerSources = {
  supabaseUrl: deployment.supabase?.url,
  bookingUrl: deployment.bookingUrl,
  gaMeasurementId: deployment.gaMeasurementId,
};

/** Renders one URL to HTML at build time (see docs/decisions/0001-prerender-with-react-router-static-handler.md). */
export async function render(path: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(path, 'http://prerender.local'));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${path}`);
  // A landing page's dialog form is in its HTML: its code, loaded on demand in the browser, is
  // loaded here before rendering.
  await loadFormsForPrerender();
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* No inline hydration script: the production CSP allows none, and with no loaders there
            is no data to hand over; the client resolves the same lazy routes before hydrating. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}
