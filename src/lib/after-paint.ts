/**
 * Runs `callback` in a task of its own after the browser's next paint: a frame callback runs just
 * before the paint, and a task queued from it runs after. Returns a function that cancels it.
 * Without animation frames (a page in a background tab, or jsdom), it runs in the next task.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long after load the page waits before idle work: the app's own start has ended by then. */
export const IDLE_AFTER_LOAD_MS = 1500;

/**
 * Runs `callback` once the page has loaded, the app's own start has had IDLE_AFTER_LOAD_MS to end,
 * and the browser is idle (requestIdleCallback, at most 2 s later). For work a visitor may need
 * next, fetched before they ask for it without competing with the page's own loading.
 * Returns a function that cancels it.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(callback, { timeout: 2000 });
      else callback();
    }, IDLE_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
