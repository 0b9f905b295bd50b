/**
 * Runs async jobs one at a time, in arrival order. PGlite is a single connection, and a request's
 * role lives in its transaction (`set_config(..., true)`), so two requests must never interleave
 * their statements; PGlite serialises its own calls too, but multi-step jobs (sign-in, refresh)
 * need the whole job to be exclusive.
 */
export interface Queue {
  run<T>(job: () => Promise<T>): Promise<T>;
}

export function createQueue(): Queue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      const result = tail.then(job);
      // The next job waits for this one whether it succeeds or fails.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
