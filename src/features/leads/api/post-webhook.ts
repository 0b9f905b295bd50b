export type WebhookResult = 'sent' | 'failed' | 'skipped';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Notifies an automation webhook of a lead whose row is already stored
 * (docs/decisions/0004-no-lead-is-lost.md). The caller does not wait for it. `no-cors` because the
 * webhook hosts send no CORS headers: the response is opaque and never read, so the only failure
 * we can see is the network one (or our timeout). In no-cors mode the browser drops a JSON
 * Content-Type, so the body goes as text/plain; it is still a JSON document the automation
 * parses. `keepalive` lets the request finish if the visitor leaves the page straight away.
 */
export async function postWebhook(url: string | undefined, payload: unknown): Promise<WebhookResult> {
  if (!url) return 'skipped';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WEBHOOK_TIMEOUT_MS);
  try {
    await fetch(url, {
      method: 'POST',
      mode: 'no-cors',
      keepalive: true,
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return 'sent';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
