import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { routeLoadFailedContent, routerErrorContent } from '@/content/pages/errors';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * A lazy page's code that did not arrive. Browsers word it differently (Chromium: "Failed to fetch
 * dynamically imported module", Firefox: "error loading dynamically imported module", Safari:
 * "Importing a module script failed"); offline, any error is most likely that.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|failed to fetch/i.test(error.message)
  );
}

/**
 * Shown when a route throws or a lazy chunk fails to load. It renders inside the site's layout,
 * so the header and footer stay. A page whose code could not be fetched says so in plain words
 * rather than showing the browser's error; reloading is the only retry, since a browser keeps a
 * failed module import for the life of the page.
 */
export function RouterErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadFailure(error)) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-4 py-24">
        <h1 className="text-3xl font-bold">{routeLoadFailedContent.title}</h1>
        <p className="mt-4 text-slate-700">{routeLoadFailedContent.description}</p>
        <Button className="mt-8 self-start" onClick={() => window.location.reload()}>
          {routeLoadFailedContent.retry}
        </Button>
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center px-4 py-24">
      <h1 className="text-3xl font-bold">{routerErrorContent.title}</h1>
      <p className="mt-4 font-mono text-red-800">{describeRouteError(error)}</p>
      <p className="mt-4 text-slate-600">{routerErrorContent.hint}</p>
      <Button className="mt-8 self-start" onClick={() => window.location.reload()}>
        {routerErrorContent.reload}
      </Button>
    </main>
  );
}
