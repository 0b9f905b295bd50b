import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The preview server's local mail capture and webhook receiver (playwright.config.ts starts them
 * with the embedded backend), read over HTTP as a developer reads them: what the deliver-leads
 * function actually sent.
 */
export const CAPTURE_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT || 5245}`;

export type CapturedEmail = { subject: string; to: string[]; text: string; html: string; deliveryId: string | null };
export type ReceivedWebhook = { name: string; idempotencyKey: string | null; body: Record<string, unknown> };

export async function capturedEmails(request: APIRequestContext): Promise<CapturedEmail[]> {
  return (await (await request.get(`${CAPTURE_URL}/email`)).json()) as CapturedEmail[];
}

export async function receivedWebhooks(
  request: APIRequestContext,
  name: 'oem' | 'partner',
): Promise<ReceivedWebhook[]> {
  const all = (await (await request.get(`${CAPTURE_URL}/webhooks`)).json()) as ReceivedWebhook[];
  return all.filter((hook) => hook.name === name);
}

/**
 * Waits for the one team alert whose subject is given, and returns it. `timeout` is longer where
 * the alert waits out a retry's backoff.
 */
export async function teamAlert(
  request: APIRequestContext,
  subject: string,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<CapturedEmail> {
  let found: CapturedEmail[] = [];
  await expect
    .poll(
      async () => {
        found = (await capturedEmails(request)).filter((m) => m.subject === subject);
        return found.length;
      },
      { timeout },
    )
    .toBe(1);
  return found[0] as CapturedEmail;
}

/** Every answer appears in the alert's text as "Label: value". */
export function expectAnswers(alert: CapturedEmail, answers: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(answers)) expect(alert.text).toContain(`${label}: ${value}`);
}

/**
 * An SMTP outage for the messages that mention `marker` only (the capture answers 451 to them):
 * the other tests' mail, sent beside this one, is never refused. `accepting` ends it.
 */
export async function refuseMailAbout(request: APIRequestContext, marker: string, refusing = true) {
  const data = refusing ? { refusing: marker } : { accepting: marker };
  const response = await request.post(`${CAPTURE_URL}/smtp`, { data });
  expect(response.status()).toBe(204);
}

/** Records every request the page makes that leaves the site's own origin. */
export function offSiteRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin && url.protocol.startsWith('http')) seen.push(r.url());
  });
  return seen;
}

/** Waits until the capture holds `count` emails that `match`, and returns them. */
export async function capturedMatching(
  request: APIRequestContext,
  match: (mail: CapturedEmail) => boolean,
  count = 1,
): Promise<CapturedEmail[]> {
  let found: CapturedEmail[] = [];
  await expect
    .poll(
      async () => {
        found = (await capturedEmails(request)).filter(match);
        return found.length;
      },
      { timeout: 60_000 },
    )
    .toBe(count);
  return found;
}

/** A brief's subject line says this; a supplier's other emails (its vetting notices) do not. */
export const BRIEF_SUBJECT = 'would you quote for this job?';

/** Whether a captured email is a brief to one of these suppliers. */
export const briefTo =
  (suppliers: readonly { email: string }[]) =>
  (mail: CapturedEmail): boolean =>
    mail.subject.includes(BRIEF_SUBJECT) && suppliers.some((s) => mail.to.includes(s.email));

/**
 * The token of the page link in the brief emailed to `supplierEmail` (the `count`-th brief to
 * that address: a brief sent again carries a new link). The sender made it and stored only its
 * hash, so the captured email is the one place a test can read it, as the supplier does.
 */
export async function briefTokenFor(request: APIRequestContext, supplierEmail: string, count = 1): Promise<string> {
  const briefs = await capturedMatching(
    request,
    (m) => m.to.includes(supplierEmail) && m.subject.includes(BRIEF_SUBJECT),
    count,
  );
  const token = /\/brief#([A-Za-z0-9_-]{43})/.exec(briefs[count - 1]?.text ?? '')?.[1];
  if (!token) throw new Error(`no brief link in the email to ${supplierEmail}`);
  return token;
}
