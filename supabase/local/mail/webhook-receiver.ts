import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonText } from '../http/json-text.ts';

/**
 * A local stand-in for the automation webhooks, served beside the mail capture: point
 * PARTNER_WEBHOOK_URL or OEM_WEBHOOK_URL at `<capture>/webhooks/<name>` to see what the
 * deliver-leads function posts. `GET /webhooks` lists what arrived; `POST /webhooks-fail` with
 * `{"count": n}` makes the next n posts answer 503, to exercise the retries. With
 * `{"count": n, "matching": "text"}` only posts whose body contains the text fail (n of them), so
 * a test can fail its own lead's webhook without delaying another test's.
 */

export type ReceivedWebhook = {
  name: string;
  receivedAt: string;
  idempotencyKey: string | null;
  contentType: string | null;
  body: unknown;
};

const MAX_BODY = 100_000;

export function createWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let failNext = 0;
  /** Failures still owed to posts whose body contains the key. */
  const failMatching = new Map<string, number>();

  /** Whether this post is one to fail, counting it against the rule that picks it. */
  function shouldFail(text: string): boolean {
    for (const [needle, left] of failMatching) {
      if (!text.includes(needle)) continue;
      if (left <= 1) failMatching.delete(needle);
      else failMatching.set(needle, left - 1);
      return true;
    }
    if (failNext === 0) return false;
    failNext -= 1;
    return true;
  }

  function readBody(req: IncomingMessage): Promise<string> {
    return new Promise((done, fail) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > MAX_BODY) req.destroy(new Error('Body too large'));
      });
      req.on('end', () => done(body));
      req.on('error', fail);
    });
  }

  /** Answers the request and returns true when it is one of the receiver's paths. */
  function handle(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const hook = /^\/webhooks\/([a-z0-9-]+)$/.exec(path);
    if (req.method === 'POST' && hook?.[1]) {
      const name = hook[1];
      void readBody(req).then(
        (text) => {
          if (shouldFail(text)) {
            res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Failing on purpose');
            return;
          }
          let body: unknown = text;
          try {
            body = parseJsonText(text);
          } catch {
            // Kept as text: the list shows what arrived, parsed or not.
          }
          received.push({
            name,
            receivedAt: new Date().toISOString(),
            idempotencyKey: req.headers['idempotency-key']?.toString() ?? null,
            contentType: req.headers['content-type'] ?? null,
            body,
          });
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
        },
        () => res.writeHead(413).end(),
      );
      return true;
    }
    if (req.method === 'GET' && path === '/webhooks') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(received));
      return true;
    }
    if (req.method === 'DELETE' && path === '/webhooks') {
      received.length = 0;
      res.writeHead(204).end();
      return true;
    }
    if (req.method === 'POST' && path === '/webhooks-fail') {
      void readBody(req).then((text) => {
        let rule: { count?: unknown; matching?: unknown } = {};
        try {
          rule = JSON.parse(text) as typeof rule;
        } catch {
          // Answered below as a request without a count.
        }
        const { count, matching } = rule;
        if (
          typeof count !== 'number' ||
          !Number.isInteger(count) ||
          count < 0 ||
          (matching !== undefined && (typeof matching !== 'string' || matching === ''))
        ) {
          res
            .writeHead(400, { 'Content-Type': 'text/plain' })
            .end('Send {"count": n} or {"count": n, "matching": "text"}');
          return;
        }
        if (typeof matching === 'string') {
          if (count === 0) failMatching.delete(matching);
          else failMatching.set(matching, count);
        } else {
          failNext = count;
        }
        res.writeHead(204).end();
      });
      return true;
    }
    return false;
  }

  return { handle, received: (): readonly ReceivedWebhook[] => received };
}
