import { createServer, type Server } from 'node:http';
import { keepIdleSockets } from '../http/keep-alive.ts';
import type { AddressInfo } from 'node:net';
import { renderInbox } from './inbox-page.ts';
import { startSmtpCapture, type CapturedEmail } from './smtp-server.ts';
import { createWebhookReceiver, type ReceivedWebhook } from './webhook-receiver.ts';

/**
 * A local mail catcher: an SMTP server that keeps every message in memory (smtp-server.ts), a
 * page that shows them (inbox-page.ts), and `GET /email`, which lists them as JSON (as maildev's
 * API does), so a developer reads the alerts the site sends and the browser tests assert them. `POST /smtp` with
 * `{"accepting": false}` takes SMTP down (the port refuses connections) until `{"accepting": true}`,
 * to exercise the outbox's retries. `{"refusing": "<text>"}` refuses only the messages whose
 * subject or text contains that text (SMTP 451, a temporary failure) until `{"accepting": "<text>"}`:
 * an outage for one test's mail that the other tests' mail, sent beside it, never meets.
 * Local and test use only: nothing here is deployed.
 */

export type MailCapture = {
  smtpPort: number;
  webUrl: string;
  messages(): readonly CapturedEmail[];
  webhooks(): readonly ReceivedWebhook[];
  setAccepting(accepting: boolean): Promise<void>;
  close(): Promise<void>;
};

export async function startMailCapture(options: { smtpPort: number; webPort: number }): Promise<MailCapture> {
  const smtp = await startSmtpCapture({ port: options.smtpPort });

  const receiver = createWebhookReceiver();
  const web: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (receiver.handle(req, res, url.pathname)) return;
    if (req.method === 'GET' && url.pathname === '/email') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(smtp.messages()));
      return;
    }
    if (req.method === 'DELETE' && url.pathname === '/email') {
      smtp.clear();
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/smtp') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk.slice(0, 100)));
      req.on('end', () => {
        let command: { accepting?: unknown; refusing?: unknown } = {};
        try {
          command = JSON.parse(body) as typeof command;
        } catch {
          // Answered below.
        }
        const { accepting, refusing } = command;
        if (typeof refusing === 'string' && refusing.length > 0) {
          smtp.refuse(refusing);
          res.writeHead(204).end();
          return;
        }
        if (typeof accepting === 'string') {
          smtp.accept(accepting);
          res.writeHead(204).end();
          return;
        }
        if (typeof accepting !== 'boolean') {
          res
            .writeHead(400, { 'Content-Type': 'text/plain' })
            .end('Send {"accepting": true|false}, {"refusing": "<text>"} or {"accepting": "<text>"}');
          return;
        }
        capture.setAccepting(accepting).then(
          () => res.writeHead(204).end(),
          (error: unknown) => res.writeHead(409, { 'Content-Type': 'text/plain' }).end(String(error)),
        );
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(renderInbox(smtp.messages()));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((done, fail) => {
    web.once('error', fail);
    keepIdleSockets(web);
    web.listen(options.webPort, '127.0.0.1', () => done());
  });

  const capture: MailCapture = {
    get smtpPort() {
      return smtp.port;
    },
    webUrl: `http://127.0.0.1:${(web.address() as AddressInfo).port}`,
    messages: smtp.messages,
    webhooks: receiver.received,
    setAccepting: smtp.setAccepting,
    async close() {
      await smtp.close();
      web.closeAllConnections();
      await new Promise<void>((done) => web.close(() => done()));
    },
  };
  return capture;
}
