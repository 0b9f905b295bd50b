import { describe, expect, it } from 'vitest';
import { createQueryClient, MAX_RETRIES, retryDelay, STALE_TIME_MS } from './query-client';

describe('retryDelay', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('createQueryClient', () => {
  it('applies the data-fetching defaults: 5-minute stale time, 3 retries', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBe(300_000);
    expect(defaults?.retry).toBe(MAX_RETRIES);
    expect(MAX_RETRIES).toBe(3);
    expect(defaults?.retryDelay).toBe(retryDelay);
  });
});

describe('a request while the browser reports itself offline', () => {
  it('is made at once and fails, rather than waiting unsent to go by itself later', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      let calls = 0;
      const sent = client
        .getMutationCache()
        .build(client, {
          mutationFn: () => {
            calls += 1;
            return Promise.reject(new TypeError('Failed to fetch'));
          },
        })
        .execute(undefined);
      await expect(sent).rejects.toThrow('Failed to fetch');
      expect(calls).toBe(1);
      const read = client.fetchQuery({
        queryKey: ['offline'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        retry: false,
      });
      await expect(read).rejects.toThrow('Failed to fetch');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
