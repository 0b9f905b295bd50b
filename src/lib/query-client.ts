import { QueryClient } from '@tanstack/react-query';

export const STALE_TIME_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;

/** 1 s, 2 s, 4 s … doubling per attempt, never above 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attemptIndex, RETRY_CAP_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: MAX_RETRIES, retryDelay },
      mutations: { retry: false },
    },
  });
}
