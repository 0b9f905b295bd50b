import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast, toastList } from './support/toasts';
import { ADMIN_PATH, ANON_REST_KEY, signInAsAdmin } from './support/sign-in';
import { capturedEmails, capturedMatching, type CapturedEmail } from './support/deliveries';
import { leadReference } from '../../src/shared/leads/reference';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { sampleConsent, uniqueMarker } from './support/seed';
import { contactContent } from '../../src/content/pages/contact';
import { messages } from '../../src/lib/messages';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { brand, testDeployment } from './support/config';

const PAGE = '/contact';

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Contact Form' });
  return {
    root,
    name: root.getByRole('textbox', { name: 'Full Name' }),
    email: root.getByRole('textbox', { name: 'Email Address' }),
    subject: root.getByRole('textbox', { name: 'Subject' }),
    message: root.getByRole('textbox', { name: 'Message' }),
    submit: root.getByRole('button', { name: 'Send Message' }),
  };
}

function newMessage() {
  const marker = uniqueMarker('contact');
  return {
    name: `Nia ${marker}`,
    email: `${marker}@example.test`,
    subject: `Titanium brackets ${marker}`,
    message: 'We need 200 titanium brackets machined to AS9100. Can you help?',
  };
}

async function fill(page: Page, m: ReturnType<typeof newMessage>) {
  const f = form(page);
  await f.name.fill(m.name);
  await f.email.fill(m.email);
  await f.subject.fill(m.subject);
  await f.message.fill(m.message);
}

/** Every value the visitor typed is still in the form. */
async function expectKept(page: Page, m: ReturnType<typeof newMessage>) {
  const f = form(page);
  await expect(f.name).toHaveValue(m.name);
  await expect(f.email).toHaveValue(m.email);
  await expect(f.subject).toHaveValue(m.subject);
  await expect(f.message).toHaveValue(m.message);
}

test('shows the booking, email, hours and supplier network cards', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const cards = page.getByRole('region', { name: 'Ways to reach us' });
  const booking = cards.getByRole('link', { name: /Book a Call/ });
  await expect(booking).toHaveAttribute('href', testDeployment.bookingUrl);
  await expect(booking).toHaveAttribute('target', '_blank');
  await expect(cards.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
  await expect(cards).toContainText(brand.supportHours);
  await expect(cards).toContainText(brand.replyPromise);
  await expect(cards.getByRole('heading', { name: 'Our supplier network' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('says what each field needs and sends nothing until it is right', async ({ page, request }) => {
  await page.goto(PAGE);
  const f = form(page);
  await f.submit.click();
  await expect(f.root.getByRole('alert')).toHaveText([
    'Please enter your full name',
    'Please enter your email address',
    'Please enter a subject',
    'Please write your message',
  ]);
  await expect(f.name).toBeFocused();
  await expectNoAxeViolations(page);

  const m = newMessage();
  await fill(page, { ...m, email: 'nia-at-example' });
  await expect(f.root.getByRole('alert')).toHaveText(['Enter a valid email address']);
  await f.submit.click();
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  expect(await adminRows(request, 'contact_messages', { name: m.name })).toEqual([]);
});

test('stores the message and confirms it in a panel that stays; "Send Another Message" opens a blank form', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const m = newMessage();
  await fill(page, m);
  const f = form(page);
  await f.submit.click();
  await expectToast(page, 'Message sent', 'Thank you. We reply to every message within 24 hours.');
  const sent = page.getByRole('heading', { name: contactContent.sent.title });
  await expect(sent).toBeFocused();
  await expect(page.getByText(contactContent.sent.text)).toBeVisible();
  await expect(f.root).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Still there once the toast has gone.
  await expect(toastList(page).getByText(messages.contact.success.description)).toHaveCount(0);
  await expect(sent).toBeVisible();
  await page.getByRole('button', { name: contactContent.sent.again }).click();
  await expect(f.name).toBeFocused();
  for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveValue('');

  const rows = await adminRows(request, 'contact_messages', { email: m.email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: m.name, email: m.email, subject: m.subject, message: m.message });

  // The dashboard is another feature's page: console checks cover this form's page only.
  expect(problems).toEqual([]);
  await signInAsAdmin(page);
  await openLeadsTab(page, 'Contact Messages');
  const row = await findLeadRow(page, m.email);
  await expect(row).toContainText(m.name);
  await expect(row).toContainText(m.subject);
  await expect(row).toContainText(m.message);
});

test('a backend outage keeps every value; the retry stores exactly one row', async ({ page, request }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  await page.goto(PAGE);
  const m = newMessage();
  await fill(page, m);
  const f = form(page);

  const table = '**/rest/v1/contact_messages*';
  await page.route(table, (route) => route.abort());
  await f.submit.click();
  await expectToast(page, 'Error', 'Your message could not be sent. Please try again.');
  await expectKept(page, m);
  await expectNoAxeViolations(page);

  await page.unroute(table);
  await f.submit.click();
  await expectToast(page, 'Message sent', 'Thank you. We reply to every message within 24 hours.');
  expect(await adminRows(request, 'contact_messages', { email: m.email })).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("the form's checks load at the first edit, not with the page", async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/contact-schema-/.test(r.url())) checks.push(r.url());
  });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(checks).toEqual([]);
  await form(page).name.fill('Nia');
  await expect.poll(() => checks.length).toBe(1);
});

test('checks that cannot load stop the submit with the failure toast, every value kept and nothing sent', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  // The visitor went offline before the form's checks could load.
  await page.route('**/assets/contact-schema-*.js', (route) => route.abort());
  await page.goto(PAGE);
  const m = newMessage();
  await fill(page, m);
  const f = form(page);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await f.submit.click();
    await expectToast(page, 'Error', 'Your message could not be sent. Please try again.');
    await expectKept(page, m);
    await expect(f.submit).toBeEnabled();
  }
  expect(await adminRows(request, 'contact_messages', { email: m.email })).toEqual([]);
  expect(problems).toEqual([]);
});

test('a filled honeypot looks like success but stores nothing', async ({ page, request }) => {
  await page.goto(PAGE);
  const m = newMessage();
  await fill(page, m);
  // Only a bot fills this field: it is off-screen, out of the tab order and hidden from assistive tech.
  await form(page).root.locator('input[name="referral_code"]').fill('+44 20 0000 0000');
  await form(page).submit.click();
  await expectToast(page, 'Message sent', 'Thank you. We reply to every message within 24 hours.');
  await expect(page.getByRole('heading', { name: contactContent.sent.title })).toBeVisible();
  expect(await adminRows(request, 'contact_messages', { email: m.email })).toEqual([]);
});

/** Sends a contact message straight to the API, as a script would, from this test's address. */
async function postMessage(request: APIRequestContext, m: ReturnType<typeof newMessage>, subject: string) {
  const response = await request.post('/rest/v1/contact_messages', {
    headers: { apikey: ANON_REST_KEY, Authorization: `Bearer ${ANON_REST_KEY}`, 'Content-Type': 'application/json' },
    data: { name: m.name, email: m.email, subject, message: m.message, ...sampleConsent('contact_messages') },
  });
  expect(response.status()).toBe(201);
}

test('over the database’s limit for one client address: says so and keeps every value', async ({ page, request }) => {
  const m = newMessage();
  // Twenty earlier messages from this visitor's address, each with another email.
  for (let i = 0; i < 20; i += 1) await postMessage(request, { ...m, email: `${i}.${m.email}` }, `${m.subject} ${i}`);

  await page.goto(PAGE);
  await fill(page, m);
  await form(page).submit.click();
  await expectToast(page, messages.rateLimited.title, messages.rateLimited.description);
  await expectKept(page, m);
  await expectNoAxeViolations(page);
  expect(await adminRows(request, 'contact_messages', { email: m.email })).toHaveLength(0);
});

test('over the limit for one email, which anyone could fill: the message is still stored, held for review', async ({
  page,
  request,
}) => {
  const m = newMessage();
  // Five earlier messages with this visitor's email, sent by someone else's script.
  for (let i = 0; i < 5; i += 1) await postMessage(request, m, `${m.subject} ${i}`);

  await page.goto(PAGE);
  await fill(page, m);
  await form(page).submit.click();
  await expectToast(page, 'Message sent', 'Thank you. We reply to every message within 24 hours.');
  const rows = await adminRows(request, 'contact_messages', { email: m.email, subject: m.subject });
  expect(rows.map((row) => row.status)).toEqual(['held']);

  // Held, it owes the visitor no receipt; the team releases it on the desk, and the receipt goes then.
  const reference = leadReference(String(rows[0]?.id));
  const itsReceipt = (mail: CapturedEmail) => mail.to.includes(m.email) && mail.subject.includes(reference);
  expect((await capturedEmails(request)).filter(itsReceipt)).toEqual([]);
  await signInAsAdmin(page);
  await page.goto(`${ADMIN_PATH}?tab=contact&lead=${rows[0]?.id}`);
  await page.getByRole('dialog').getByRole('combobox', { name: 'Status', exact: true }).selectOption('new');
  const [receipt] = await capturedMatching(request, itsReceipt);
  expect(receipt?.text).toContain('a member of our team will reply to this address within 24 hours');
});
