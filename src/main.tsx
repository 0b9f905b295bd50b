import './index.css';

/**
 * The entry module stays tiny and starts the app in two steps, each evaluated in a task of its
 * own: React DOM first (the largest module: about 100 ms of evaluation at Lighthouse’s 4× CPU slowdown),
 * then the router, the app and the page. One combined evaluation was the longest task of a page
 * view; two shorter ones keep the page responsive while it hydrates.
 */
async function boot() {
  await import('react-dom/client');
  const { startApp } = await import('@/app/start');
  // Analytics and the cookie banner are not started here: the layout loads the consent chunk with
  // the first page, only when the build has a measurement id (src/app/use-page-views.ts).
  await startApp();
}

void boot();
