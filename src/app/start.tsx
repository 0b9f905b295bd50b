import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from './router-runtime';
import { nextTask } from '@/lib/next-task';
import { capturePrerenderedForms } from '@/lib/prerendered-forms';
import { capturePrerenderedIslands, resolveFirstPage } from '@/lib/prerendered-islands';
import { routes } from './routes';

/** Loads the lazy modules of the current URL first so hydration matches the prerendered HTML. */
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Hydrates the prerendered page (or renders the app shell) with the data router. */
export async function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  // The boot script of a prerendered page has done this already; the dev server and the app shell
  // start here. `painted`: what waits for the first paint (/quote's form, .after-first-paint in
  // src/before-start.css, which only a prerendered page carries) is shown once the app starts, as
  // the boot script does.
  document.documentElement.classList.add('js', 'painted');
  const prerendered = container.firstElementChild !== null;
  // Also for client-only pages (the app shell): the router then starts initialised, with no
  // fallback render while the first page's chunk loads.
  if (prerendered) capturePrerenderedIslands(container, window.location.pathname);
  await resolveFirstPage(resolveLazyMatches);
  // The page's modules were evaluated in this task; hydration starts in the next.
  await nextTask();

  // A prerendered page is where the browser put it: the visitor may have scrolled while the app
  // was starting, or the browser restored the place on a reload or Back, or went to the URL's
  // #fragment. Hydration data (there are no loaders, so it is empty) tells the router not to
  // scroll the first page it renders; without it, the page jumped to the top as the app started,
  // under the finger of a visitor tapping the form's Submit.
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
  // Creating the router matches the URL against the whole route table and reads session storage;
  // hydration starts in a task of its own after it.
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // React 19 hoists each page's <title>/<meta>/<link> as it renders; drop the build-time copies
  // (a prerendered page's head, or the app shell's title and noindex) so head tags are not
  // duplicated or left stale after the first client navigation.
  document.head.querySelectorAll('[data-prerendered]').forEach((node) => node.remove());
  if (prerendered) {
    // Last thing before hydration: anything typed into the page's form until now is read here,
    // and given back to the form when it mounts.
    capturePrerenderedForms(container);
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task; a click on a part not yet hydrated is replayed once that part is.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
