import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { routerErrorContent } from '@/content/pages/errors';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when a route throws or a lazy chunk fails to load. */
export function RouterErrorScreen() {
  const error = useRouteError();
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
