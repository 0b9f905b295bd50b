import { afterEach, describe, expect, it, vi } from 'vitest';
import { postWebhook } from './post-webhook';

// The webhook is an external automation host: stubbing fetch here is the allowed kind of fake.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postWebhook', () => {
  it('skips the call when no webhook URL is configured', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(postWebhook(undefined, { a: 1 })).resolves.toBe('skipped');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('POSTs the payload as JSON in no-cors mode and never reads the answer', async () => {
    const opaque = {
      get status(): number {
        throw new Error('the response must not be read');
      },
    };
    const fetchSpy = vi.fn().mockResolvedValue(opaque);
    vi.stubGlobal('fetch', fetchSpy);
    await expect(postWebhook('https://hooks.example.test/x', { companyName: 'Acme', n: 2 })).resolves.toBe('sent');
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://hooks.example.test/x');
    expect(init.method).toBe('POST');
    expect(init.mode).toBe('no-cors');
    expect(JSON.parse(String(init.body))).toEqual({ companyName: 'Acme', n: 2 });
  });

  it('reports a network failure as failed instead of throwing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(postWebhook('https://hooks.example.test/x', {})).resolves.toBe('failed');
  });
});
