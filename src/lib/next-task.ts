/**
 * Resolves in a new task, so the work after `await nextTask()` runs after the browser has had a
 * chance to paint and handle input. A resolved promise would not do: its callback runs in the
 * same task, as a microtask.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
