import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast } from './support/toasts';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { CAPTURE_URL, capturedEmails, expectAnswers, refuseMailAbout, teamAlert } from './support/deliveries';
import { fillRequest, form as quoteForm, newRequest } from './support/quote-form';
import { watchConsole } from './support/console';

/*
 * Lead alerts end to end (docs/decisions/0015-lead-delivery-outbox.md): a lead stored by the real
 * form is alerted to the team by the deliver-leads function, in real Deno, through the preview
 * server's local mail capture; the OEM and partner forms' alerts and webhooks are checked in
 * their own specs.
 */

async function sendContact(page: Page, marker = uniqueMarker('alert')) {
  const m = {
    name: `Nia ${marker}`,
    email: `${marker}@example.test`,
    subject: `Brackets <b>${marker}</b>`,
    message: 'Two hundred brackets & a <script>alert(1)</script> test.',
  };
  await page.goto('/contact');
  const root = page.getByRole('form', { name: 'Contact Form' });
  await root.getByRole('textbox', { name: 'Full Name' }).fill(m.name);
  await root.getByRole('textbox', { name: 'Email Address' }).fill(m.email);
  await root.getByRole('textbox', { name: 'Subject' }).fill(m.subject);
  await root.getByRole('textbox', { name: 'Message' }).fill(m.message);
  await root.getByRole('button', { name: 'Send Message' }).click();
  return m;
}

test('a contact message alerts the team with every answer, escaped, and sends the visitor a fixed receipt', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  const m = await sendContact(page);
  await expectToast(page, 'Message sent', 'Thank you. We reply to every message within 24 hours.');
  const alert = await teamAlert(request, `New contact message: ${m.name}`);
  expectAnswers(alert, { 'Full Name': m.name, 'Email Address': m.email, Subject: m.subject, Message: m.message });
  expect(alert.to).toEqual(['team@forgebridge.local']);
  expect(alert.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(alert.html).not.toContain('<script>');
  expect(alert.text).toMatch(
    /Open this lead in the admin: http:\/\/127\.0\.0\.1:\d+\/[^\s]+\?tab=contact&lead=[0-9a-f-]{36}/,
  );

  let receipts: Awaited<ReturnType<typeof capturedEmails>> = [];
  await expect
    .poll(async () => (receipts = (await capturedEmails(request)).filter((r) => r.to.includes(m.email))).length, {
      timeout: 30_000,
    })
    .toBe(1);
  for (const typed of [m.name, 'Brackets', 'brackets', 'script']) expect(receipts[0]?.text).not.toContain(typed);
  expect(problems).toEqual([]);
});

test('an ICP download alerts the team with every answer', async ({ page, request }) => {
  const marker = uniqueMarker('alert-icp');
  await page.goto('/universal-icp-template');
  const root = page.getByRole('form', { name: 'Get the free template' });
  await root.getByRole('textbox', { name: 'First name' }).fill(`Ana ${marker}`);
  await root.getByRole('textbox', { name: 'Business email' }).fill(`${marker}@example.test`);
  await root.getByRole('textbox', { name: 'Job title' }).fill('Head of Sourcing');
  await root.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  const download = page.waitForEvent('download');
  await root.getByRole('button', { name: 'Download the Template' }).click();
  await download;
  const alert = await teamAlert(request, `New ICP template download: Ana ${marker}`);
  expectAnswers(alert, {
    'First name': `Ana ${marker}`,
    'Business email': `${marker}@example.test`,
    'Job title': 'Head of Sourcing',
  });
  // No receipt for a download: the template itself is the answer.
  expect((await capturedEmails(request)).filter((mail) => mail.to.includes(`${marker}@example.test`))).toEqual([]);
});

test('a /quote request alerts the team with every answer and its files’ names and sizes', async ({ page, request }) => {
  await page.goto('/quote');
  const r = newRequest();
  await fillRequest(page, r);
  await quoteForm(page).submit.click();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');
  const alert = await teamAlert(request, `New quote request: ${r.companyName}`);
  expectAnswers(alert, {
    'Company name': r.companyName,
    'Contact name': r.contactName,
    'Email address': r.email,
    'Type of work': 'CNC milling, EDM (electrical discharge machining)',
    'Project description': r.description,
    Timeline: '1-3 months',
    Budget: '$5,000 - $10,000',
    'Estimated quantity': '51-100',
    Materials: 'Aluminium, Stainless steel',
    'Tolerance requirements': r.tolerance,
    'Open to international suppliers outside the UK': 'Yes',
  });
  // Each file as the admin's CSV describes it: name, size and type.
  expect(alert.text).toMatch(/^Attachments: housing\.pdf \(1\.50 MB[^)]*\), housing\.step \(1 KB[^)]*\)$/m);
});

test('with SMTP refusing its mail for 30 s the lead is stored at once, the admin shows the alert pending, and it arrives once SMTP is back', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The outage refuses this test's mail only: other tests' alerts go out beside it.
  const marker = uniqueMarker('outage');
  await refuseMailAbout(request, marker);
  let m: Awaited<ReturnType<typeof sendContact>>;
  try {
    m = await sendContact(page, marker);
    await expectToast(page, 'Message sent', 'Thank you. We reply to every message within 24 hours.');
    expect(await adminRows(request, 'contact_messages', { email: m.email })).toHaveLength(1);

    await signInAsAdmin(page);
    await openLeadsTab(page, 'Contact Messages');
    const row = await findLeadRow(page, m.email);
    await row.getByRole('button', { name: m.name, exact: true }).click();
    const panel = page.getByRole('dialog');
    const alertItem = panel.getByRole('listitem', { name: 'Team alert email' });
    await expect(alertItem).toContainText(/Retrying: \d+ failed attempts? so far/, { timeout: 30_000 });
    await expect(alertItem).toContainText(/Next try at \d/);
    await expect(alertItem).toContainText(/Last error: .*451/i);
    await page.getByRole('button', { name: 'Close' }).click();
    // This mail stays refused for 30 s: a wait for the outage, not a timing assertion.
    await page.waitForTimeout(30_000);
    expect((await capturedEmails(request)).filter((mail) => mail.subject === `New contact message: ${m.name}`)).toEqual(
      [],
    );
  } finally {
    await refuseMailAbout(request, marker, false);
  }
  // The next retry comes when its backoff ends: after four or five failed attempts, up to 80 s.
  await teamAlert(request, `New contact message: ${m.name}`, { timeout: 100_000 });

  await page.reload();
  const row = await findLeadRow(page, m.email);
  await row.getByRole('button', { name: m.name, exact: true }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('listitem', { name: 'Team alert email' })).toContainText('Sent');
  await expect(panel.getByRole('listitem', { name: 'Receipt to the visitor' })).toContainText('Sent', {
    timeout: 60_000,
  });
  // Still exactly one alert, whatever drains ran while it was retried.
  expect(
    (await capturedEmails(request)).filter((mail) => mail.subject === `New contact message: ${m.name}`),
  ).toHaveLength(1);
});

test('no webhook URL ships in the built site', () => {
  const files = readdirSync('dist', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(10);
  // The receiver the preview server's function posts to, and any trace of a webhook setting.
  const needles = [CAPTURE_URL, '/webhooks/', 'WEBHOOK_URL', 'webhooks.forgebridge'];
  const found = files.flatMap((entry) => {
    const text = readFileSync(join(entry.parentPath, entry.name), 'latin1');
    return needles.filter((needle) => text.includes(needle)).map((needle) => `${entry.name}: ${needle}`);
  });
  expect(found).toEqual([]);
});

test('a delivery that gave up shows as failed with its last error, and the admin can retry it', async ({
  page,
  request,
}) => {
  const marker = uniqueMarker('failed');
  const name = `Nia ${marker}`;
  const [lead] = await seedLeadsViaRest(request, 'contact_messages', [
    { ...sampleLead('contact_messages', marker), name, subject: `Question ${marker}` },
  ]);
  if (!lead) throw new Error('not seeded');
  const subject = `New contact message: ${name}`;
  await teamAlert(request, subject);
  // As the sender leaves a delivery it gave up on: the attempts used and the last error.
  const deliveries = `/rest/v1/lead_deliveries?lead_id=eq.${lead.id}&kind=eq.team_alert`;
  const failed = await request.patch(deliveries, {
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    data: { status: 'failed', attempts: 10, sent_at: null, last_error: 'SMTP 550 mailbox unavailable' },
  });
  expect(failed.status()).toBe(204);

  await signInAsAdmin(page);
  await openLeadsTab(page, 'Contact Messages');
  const row = await findLeadRow(page, `${marker}@example.test`);
  await row.getByRole('button', { name, exact: true }).click();
  const item = page.getByRole('dialog').getByRole('listitem', { name: 'Team alert email' });
  await expect(item).toContainText('Failed after 10 attempts');
  await expect(item).toContainText('Last error: SMTP 550 mailbox unavailable');
  await item.getByRole('button', { name: /retry/i }).click();
  await expectToast(page, 'Queued again', 'The notification will be sent again shortly.');
  await expect(item).toContainText('Sent', { timeout: 30_000 });
  expect((await capturedEmails(request)).filter((mail) => mail.subject === subject)).toHaveLength(2);
});
