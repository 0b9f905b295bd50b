import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The capture's SMTP side: keeps every message in memory (the newest 2,000), and can go down
 * (the port refuses connections) or refuse only the messages about one text (SMTP 451, a
 * temporary failure), so the outbox's retries can be exercised. Local and test use only.
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

export type SmtpCapture = {
  readonly port: number;
  /** The stored messages, oldest first; `clear()` empties them. */
  messages(): CapturedEmail[];
  clear(): void;
  /** Refuse (451) the messages whose subject or text contains `marker`, until `accept(marker)`. */
  refuse(marker: string): void;
  accept(marker: string): void;
  setAccepting(accepting: boolean): Promise<void>;
  close(): Promise<void>;
};

const MAX_MESSAGES = 2000;

export async function startSmtpCapture(options: { port: number }): Promise<SmtpCapture> {
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
  let smtpPort = options.port;
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

  return {
    get port() {
      return smtpPort;
    },
    messages: () => stored,
    clear: () => {
      stored.length = 0;
    },
    refuse: (marker) => {
      refused.add(marker);
    },
    accept: (marker) => {
      refused.delete(marker);
    },
    async setAccepting(accepting) {
      if (accepting && !smtp) await listenSmtp();
      if (!accepting && smtp) await closeSmtp();
    },
    close: closeSmtp,
  };
}
