import type { DeliverLeadsFunction } from './deno-function.ts';

/**
 * Asks the function to drain the outbox, as the insert trigger's pg_net call and pg_cron's
 * schedule do on a hosted project. Pokes coalesce: one drain at a time, and one more after it
 * when pokes came in meanwhile.
 */
export type Drain = {
  poke(): Promise<void>;
  /** Waits for the drain under way, if any. */
  settled(): Promise<void>;
};

export function createDrain(fn: DeliverLeadsFunction): Drain {
  let running: Promise<void> | undefined;
  let again = false;
  const drainOnce = async () => {
    const response = await fetch(fn.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fn.secret}` },
      signal: AbortSignal.timeout(60_000),
    });
    await response.body?.cancel();
  };
  const poke = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOnce().catch((error: unknown) => {
          if (!fn.exited()) console.error('[deliver-leads] drain request failed:', (error as Error).message);
        });
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  };
  return { poke, settled: async () => await running?.catch(() => undefined) };
}
