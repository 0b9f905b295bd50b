import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A local stand-in for the automation webhooks, served beside the mail capture: point
 * PARTNER_WEBHOOK_URL or OEM_WEBHOOK_URL at `<capture>/webhooks/<name>` to see what the
 * deliver-leads function posts. `GET /webhooks` lists what arrived; `POST /webhooks-fail` with
 * `{"count": n}` makes the next n posts answer 503, to exercise the retries; with
 * `"matching": "<text>"`, only the next n posts whose body contains that text, so a test fails its
 * own webhook and never one that another test sends beside it.
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
  const failMatching = new Map<string, number>();

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
          const match = [...failMatching.keys()].find((m) => text.includes(m));
          if (match !== undefined || failNext > 0) {
            if (match === undefined) failNext -= 1;
            else if ((failMatching.get(match) ?? 0) <= 1) failMatching.delete(match);
            else failMatching.set(match, (failMatching.get(match) ?? 0) - 1);
            res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Failing on purpose');
            return;
          }
          let body: unknown = text;
          try {
            body = JSON.parse(text);
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
        let command: { count?: unknown; matching?: unknown } = {};
        try {
          command = JSON.parse(text) as typeof command;
        } catch {
          // Answered below.
        }
        const { count, matching } = command;
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
          res
            .writeHead(400, { 'Content-Type': 'text/plain' })
            .end('Send {"count": n} or {"count": n, "matching": "<text>"}');
          return;
        }
        if (typeof matching === 'string' && matching.length > 0) failMatching.set(matching, count);
        else failNext = count;
        res.writeHead(204).end();
      });
      return true;
    }
    return false;
  }

  return { handle, received: (): readonly ReceivedWebhook[] => received };
}
