import './index.css';
import { stampHistoryIndex } from '@/app/history-index';
import { nextTask } from '@/lib/next-task';

/**
 * The entry module stays tiny and starts the app in steps, each compiled and evaluated in a task
 * of its own so that none blocks the main thread for long (Lighthouse counts every task over
 * 50 ms at a 4× CPU slowdown): React DOM first (the largest module), then React Router, then the
 * app, which loads the page and hydrates it (src/app/start.tsx).
 */
async function boot() {
  // The history entry's index, written here so the router's own start stays short.
  stampHistoryIndex();
  await import('react-dom/client');
  await nextTask();
  await import('@/app/router-runtime');
  await nextTask();
  const { startApp } = await import('@/app/start');
  // Analytics and the cookie banner are not started here: the layout loads the consent chunk with
  // the first page, only when the build has a measurement id (src/app/use-page-views.ts).
  await startApp();
}

void boot();
