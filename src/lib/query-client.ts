import { QueryClient } from '@tanstack/react-query';

export const STALE_TIME_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;

/** 1 s, 2 s, 4 s … doubling per attempt, never above 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attemptIndex, RETRY_CAP_MS);
}

/**
 * Every request is made when asked, whatever the browser says of its connection. By default a
 * query or a change waits, unsent, while the browser reports itself offline, and is sent by itself
 * once it reports a connection again: the button stays on "Sending…", nobody is told that nothing
 * went, and what was typed leaves later without being asked. Made at once, a request that cannot
 * leave fails, and the page says so from the failure itself (each API tells "offline" from a
 * server's fault), with what was typed kept to send again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: MAX_RETRIES, retryDelay, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
