import nodemailer from 'npm:nodemailer@10.6.0';
import type { MailSettings } from './settings.ts';
import type { RenderedEmail } from '../../../src/shared/email/html.ts';

/**
 * Sending, each keyed by the delivery's id so a repeat of the same delivery is recognisable:
 * Resend's Idempotency-Key (Resend answers a repeat within 24 hours with the first result and
 * sends nothing), the webhook's Idempotency-Key header, and the email's Message-ID, which stays
 * the same on every attempt so a mailbox can drop the duplicate SMTP cannot prevent.
 */

/** `to`: one address, or several that all read the same message (an introduction's two sides). */
export type Email = RenderedEmail & { from: string; to: string | string[]; deliveryId: string };

export type Transports = {
  sendEmail(email: Email): Promise<void>;
  postWebhook(url: string, body: unknown, deliveryId: string): Promise<void>;
};

const TIMEOUT_MS = 10_000;

export function messageId(deliveryId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'forgebridge.local';
  return `<${deliveryId}@${domain}>`;
}

export function createTransports(mail: MailSettings): Transports {
  return { sendEmail: mail.transport === 'smtp' ? smtpSender(mail) : resendSender(mail), postWebhook };
}

function smtpSender(mail: Extract<MailSettings, { transport: 'smtp' }>) {
  const transport = nodemailer.createTransport({
    host: mail.host,
    port: mail.port,
    secure: mail.secure,
    ...(mail.user ? { auth: { user: mail.user, pass: mail.password ?? '' } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return async (email: Email) => {
    await transport.sendMail({
      from: email.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      messageId: messageId(email.deliveryId, email.from),
      headers: { 'X-Delivery-Id': email.deliveryId },
    });
  };
}

function resendSender(mail: Extract<MailSettings, { transport: 'resend' }>) {
  return async (email: Email) => {
    const response = await fetch(`${mail.apiUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${mail.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': email.deliveryId,
      },
      body: JSON.stringify({
        from: email.from,
        to: Array.isArray(email.to) ? email.to : [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        headers: { 'Message-ID': messageId(email.deliveryId, email.from), 'X-Delivery-Id': email.deliveryId },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    await response.body?.cancel();
  };
}

async function postWebhook(url: string, body: unknown, deliveryId: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': deliveryId },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
}
