export type WebhookResult = 'sent' | 'failed' | 'skipped';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Sends a lead to an automation webhook, after the row is stored (docs/decisions/0004-no-lead-is-lost.md). `no-cors` because the webhook hosts send no
 * CORS headers: the response is opaque and never read, so the only failure we can see is the
 * network one (or our timeout). In no-cors mode the browser drops a JSON Content-Type, so the
 * body goes as text/plain; it is still a JSON document the automation parses.
 */
export async function postWebhook(url: string | undefined, payload: unknown): Promise<WebhookResult> {
  if (!url) return 'skipped';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WEBHOOK_TIMEOUT_MS);
  try {
    await fetch(url, {
      method: 'POST',
      mode: 'no-cors',
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
