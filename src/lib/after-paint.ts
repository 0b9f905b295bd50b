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
