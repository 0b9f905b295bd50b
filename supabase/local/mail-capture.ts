import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createWebhookReceiver, type ReceivedWebhook } from './webhook-receiver.ts';

/**
 * A local mail catcher: an SMTP server that keeps every message in memory, a page that shows
 * them, and `GET /email`, which lists them as JSON (as maildev's API does), so a developer reads
 * the alerts the site sends and the browser tests assert them. `POST /smtp` with
 * `{"accepting": false}` takes SMTP down (the port refuses connections) until `{"accepting": true}`,
 * to exercise the outbox's retries. `{"refusing": "<text>"}` refuses only the messages whose
 * subject or text contains that text (SMTP 451, a temporary failure) until `{"accepting": "<text>"}`:
 * an outage for one test's mail that the other tests' mail, sent beside it, never meets.
 * Local and test use only: nothing here is deployed.
 */

export type CapturedEmail = {
  id: number;
  receivedAt: string;
  messageId: string | null;
  deliveryId: string | null;
  from: string;
  to: string[];
  /** The Reply-To address, when the mail names one (the team alert names the lead's). */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
};

export type MailCapture = {
  smtpPort: number;
  webUrl: string;
  messages(): readonly CapturedEmail[];
  webhooks(): readonly ReceivedWebhook[];
  setAccepting(accepting: boolean): Promise<void>;
  close(): Promise<void>;
};

const MAX_MESSAGES = 2000;

export async function startMailCapture(options: { smtpPort: number; webPort: number }): Promise<MailCapture> {
  const stored: CapturedEmail[] = [];
  const refused = new Set<string>();
  let nextId = 1;

  const newSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      banner: 'Forgebridge local mail capture',
      onData(stream, session, done) {
        simpleParser(stream)
          .then((mail) => {
            const marker = [...refused].find((m) => (mail.subject ?? '').includes(m) || (mail.text ?? '').includes(m));
            if (marker) {
              const refusal = Object.assign(new Error(`Mailbox unavailable for messages about ${marker}`), {
                responseCode: 451,
              });
              done(refusal);
              return;
            }
            const header = mail.headers.get('x-delivery-id');
            stored.push({
              id: nextId++,
              receivedAt: new Date().toISOString(),
              messageId: mail.messageId ?? null,
              deliveryId: typeof header === 'string' ? header : null,
              from: mail.from?.text ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              replyTo: mail.replyTo?.value[0]?.address ?? null,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            if (stored.length > MAX_MESSAGES) stored.splice(0, stored.length - MAX_MESSAGES);
            done();
          })
          .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
      },
    });

  let smtp: SMTPServer | undefined;
  let smtpPort = options.smtpPort;
  const listenSmtp = async () => {
    const server = newSmtp();
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(smtpPort, '127.0.0.1', () => done());
    });
    smtpPort = (server.server.address() as AddressInfo).port;
    smtp = server;
  };
  const closeSmtp = async () => {
    const server = smtp;
    smtp = undefined;
    if (!server) return;
    // Drop connections at once: "down" means refused, not a graceful goodbye.
    for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) {
      connection.close();
    }
    await new Promise<void>((done) => server.close(() => done()));
  };
  await listenSmtp();

  const receiver = createWebhookReceiver();
  const web: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (receiver.handle(req, res, url.pathname)) return;
    if (req.method === 'GET' && url.pathname === '/email') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(stored));
      return;
    }
    if (req.method === 'DELETE' && url.pathname === '/email') {
      stored.length = 0;
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
          refused.add(refusing);
          res.writeHead(204).end();
          return;
        }
        if (typeof accepting === 'string') {
          refused.delete(accepting);
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
      res.end(renderInbox(stored));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((done, fail) => {
    web.once('error', fail);
    web.listen(options.webPort, '127.0.0.1', () => done());
  });

  const capture: MailCapture = {
    get smtpPort() {
      return smtpPort;
    },
    webUrl: `http://127.0.0.1:${(web.address() as AddressInfo).port}`,
    messages: () => stored,
    webhooks: receiver.received,
    async setAccepting(accepting) {
      if (accepting && !smtp) await listenSmtp();
      if (!accepting && smtp) await closeSmtp();
    },
    async close() {
      await closeSmtp();
      web.closeAllConnections();
      await new Promise<void>((done) => web.close(() => done()));
    },
  };
  return capture;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Newest first; the plain-text part only, so no captured HTML runs in this page. */
function renderInbox(messages: readonly CapturedEmail[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>From ${escapeHtml(m.from)} to ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.receivedAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('<hr>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Local mail (${messages.length})</title><style>body{font-family:sans-serif;max-width:60rem;margin:1rem auto}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}</style></head><body><h1>Local mail capture</h1><p>${messages.length} message(s). JSON: <a href="/email">/email</a></p>${items || '<p>No mail yet.</p>'}</body></html>`;
}
