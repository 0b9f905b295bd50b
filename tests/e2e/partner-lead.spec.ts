import { type Page } from '@playwright/test';
import { expectValuesKept, fill, newLead, openDialog } from './support/partner-dialog';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast } from './support/toasts';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, expectLeadPanel, findLeadRow, openLeadsTab } from './support/desk';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { blockCalendly, breakTable, countRestWrites, closeDialog } from './support/lead-dialog';
import { CAPTURE_URL, expectAnswers, offSiteRequests, receivedWebhooks, teamAlert } from './support/deliveries';
import { testDeployment } from './support/config';

const PAGE = '/cnc-partner';
const TABLE = 'cnc_partner_leads';
const BOOKING_URL = testDeployment.bookingUrl;

const bookingHeading = (page: Page) =>
  page.getByRole('dialog').getByRole('heading', { name: 'Thank you! Now book your 30-minute call' });

test.beforeEach(async ({ page }) => {
  await blockCalendly(page);
});

test('every call to action opens the one partner dialog', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByText('Limited time: free marketing package worth £3,000')).toBeVisible();
  await expect(page.getByText('Contact for Pricing')).toBeVisible();
  for (const label of ['Claim My Free Package', 'Get the Free Package', 'Become a Partner']) {
    await openDialog(page, label);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('refuses missing required fields with the exact toast and sends nothing', async ({ page }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  const writes = countRestWrites(page, TABLE);
  await page.goto(PAGE);
  const d = await openDialog(page);
  await expectNoAxeViolations(page);

  await d.companyName.fill('Castleford Precision');
  await d.submit.click();
  await expectToast(page, 'Error', 'Please fill in all required fields');
  await expect(d.email).toHaveAttribute('aria-invalid', 'true');
  await expect(d.contactName).toHaveAttribute('aria-invalid', 'true');
  await expect(d.companyName).toHaveValue('Castleford Precision');
  await expectNoAxeViolations(page);
  expect(writes()).toBe(0);
  expect(problems).toEqual([]);
});

test('stores the lead, alerts the team, posts the webhook from the server once, shows the booking view and lands in the dashboard', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  const offSite = offSiteRequests(page, baseURL ?? '');
  const widgetLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('https://assets.calendly.com/')) widgetLoads.push(r.url());
  });
  const lead = newLead();
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);
  await d.files.setInputFiles({
    name: 'AS9100-cert.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 cert'),
  });
  await expect(d.dialog.getByText('File selected: AS9100-cert.pdf')).toBeVisible();
  // The booking widget is fetched only when the booking view shows, never with the page or form.
  expect(widgetLoads).toEqual([]);

  const before = Date.now();
  await d.submit.click();
  await expectToast(page, 'Success!', 'Your details have been recorded. Please complete your booking below.');
  await expect(bookingHeading(page)).toBeVisible();

  // The widget script was requested and blocked, so the plain booking link must replace it.
  await expect.poll(() => widgetLoads).toEqual(['https://assets.calendly.com/assets/external/widget.js']);
  const fallback = page.getByRole('dialog').getByRole('link', { name: /book your call/i });
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('href', BOOKING_URL);
  await expect(fallback).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // The deliver-leads function posts the partner webhook, once, with the spec's payload.
  const mine = async () => (await receivedWebhooks(request, 'partner')).filter((h) => h.body.email === lead.email);
  await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
  const body = (await mine())[0]?.body ?? {};
  expect(Object.keys(body).sort()).toEqual(
    [
      'email',
      'companyName',
      'contactName',
      'companyWebsite',
      'numberOfEmployees',
      'certifications',
      'industriesServed',
      'hearAboutUs',
      'processes',
      'maxAxes',
      'materials',
      'country',
      'town',
      'heldCertifications',
      'industries',
      'orderSizes',
      'leadTime',
      'envelopeX',
      'envelopeY',
      'envelopeZ',
      'timestamp',
      'source',
      'package',
      'page_url',
    ].sort(),
  );
  expect(body.email).toBe(lead.email);
  expect(body.companyName).toBe(lead.companyName);
  expect(body.contactName).toBe(lead.contactName);
  expect(body.companyWebsite).toBe(lead.companyWebsite);
  expect(body.numberOfEmployees).toBe(lead.numberOfEmployees);
  expect(body.certifications).toBe(lead.certifications);
  expect(body.industriesServed).toBe(lead.industriesServed);
  expect(body.hearAboutUs).toBe(lead.hearAboutUs);
  expect([body.processes, body.maxAxes, body.materials, body.country]).toEqual([
    'cnc-milling, multi-axis',
    '5',
    'titanium',
    'GB',
  ]);
  expect([body.envelopeX, body.envelopeY, body.envelopeZ]).toEqual(lead.envelope);
  expect(body.source).toBe('Manufacturing Partner Landing Page');
  expect(body.package).toBe('Free Marketing Package (worth £3,000)');
  expect(body.page_url).toBe(`${baseURL}${PAGE}`);
  expect(Date.parse(String(body.timestamp))).toBeGreaterThanOrEqual(before - 5000);

  const alert = await teamAlert(request, `New CNC partner sign-up: ${lead.companyName}`);
  expectAnswers(alert, {
    Email: lead.email,
    'Company name': lead.companyName,
    'Contact name': lead.contactName,
    'Company website': lead.companyWebsite,
    'Number of employees': lead.numberOfEmployees,
    'Other certifications': lead.certifications,
    'How did you hear about us?': 'LinkedIn',
    Processes: 'CNC milling, Multi-axis machining',
    'Most axes': '5',
    Country: 'United Kingdom',
    'Certifications held': 'AS9100',
  });
  expect(alert.text).toContain(`Other industries served: ${lead.industriesServed}`);
  expect(offSite.filter((url) => !url.startsWith('https://assets.calendly.com/'))).toEqual([]);

  const rows = await adminRows(request, TABLE, { email: lead.email });
  expect(rows).toHaveLength(1);
  // Every answer is in the row, not only in the webhook.
  expect(rows[0]).toMatchObject({
    email: lead.email,
    company_name: lead.companyName,
    contact_name: lead.contactName,
    phone: null,
    company_website: lead.companyWebsite,
    number_of_employees: lead.numberOfEmployees,
    certifications: lead.certifications,
    industries_served: lead.industriesServed,
    hear_about_us: lead.hearAboutUs,
    processes: ['cnc-milling', 'multi-axis'],
    max_axes: 5,
    materials: ['titanium'],
    held_certifications: ['as9100'],
    country: 'GB',
    town: lead.town,
    envelope_x_mm: 800,
    envelope_y_mm: 500,
    envelope_z_mm: 400,
  });
  // The certificate went to Storage under the lead's folder, listed in the row.
  const attachments = rows[0]?.attachments as { name: string; path: string }[];
  expect(attachments.map((a) => a.name)).toEqual(['AS9100-cert.pdf']);
  expect(attachments[0]?.path).toMatch(new RegExp(`^cnc_partner_leads/${String(rows[0]?.id)}/`));

  // Reopening starts from a blank form again. (Escape would first dismiss the open toast.)
  await closeDialog(page);
  const again = await openDialog(page);
  await expect(again.email).toHaveValue('');

  await closeDialog(page);
  // Console checked here: the dashboard is another feature's page with its own console test.
  expect(problems).toEqual([]);

  await signInAsAdmin(page);
  await openLeadsTab(page, 'CNC');
  const row = await findLeadRow(page, lead.email);
  await expect(row).toContainText(lead.companyName);
  await expect(row).toContainText(lead.contactName);
  await expect(row).toContainText('N/A');
  // Every answer reaches the admin, labelled as the form asked it.
  await expectLeadPanel(row, lead.companyName, [
    ['Email', lead.email],
    ['Company name', lead.companyName],
    ['Contact name', lead.contactName],
    ['Company website', lead.companyWebsite],
    ['Number of employees', lead.numberOfEmployees],
    ['Other certifications', lead.certifications],
    ['Other industries served', lead.industriesServed],
    ['Processes', 'CNC milling, Multi-axis machining'],
    ['How did you hear about us?', 'LinkedIn'],
  ]);
});

test('a backend outage keeps every value; the retry stores exactly one row', async ({ page, request }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  const lead = newLead();
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);

  const restore = await breakTable(page, TABLE);
  await d.submit.click();
  await expectToast(page, 'Error', 'Something went wrong. Please try again.');
  await expect(d.submit).toBeEnabled();
  await expectValuesKept(page, lead);
  expect(await adminRows(request, TABLE, { email: lead.email })).toHaveLength(0);

  await restore();
  await d.submit.click();
  await expectToast(page, 'Success!', 'Your details have been recorded. Please complete your booking below.');
  await expect(bookingHeading(page)).toBeVisible();
  expect(await adminRows(request, TABLE, { email: lead.email })).toHaveLength(1);
  const mine = async () => (await receivedWebhooks(request, 'partner')).filter((h) => h.body.email === lead.email);
  await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
  expect(problems).toEqual([]);
});

test('a failing webhook still shows the booking view, with every field stored, and arrives once when it recovers', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page, EXPECTED_NOISE);
  const lead = newLead();
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);

  // The receiver answers 503 to this lead's first post only (other tests post beside it).
  expect(
    (await request.post(`${CAPTURE_URL}/webhooks-fail`, { data: { count: 1, matching: lead.email } })).status(),
  ).toBe(204);
  await d.submit.click();
  await expectToast(page, 'Success!', 'Your details have been recorded. Please complete your booking below.');
  await expect(bookingHeading(page)).toBeVisible();
  const mine = async () => (await receivedWebhooks(request, 'partner')).filter((h) => h.body.email === lead.email);
  await expect.poll(async () => (await mine()).length, { timeout: 60_000 }).toBe(1);
  const rows = await adminRows(request, TABLE, { email: lead.email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    company_website: lead.companyWebsite,
    number_of_employees: lead.numberOfEmployees,
    certifications: lead.certifications,
    industries_served: lead.industriesServed,
    hear_about_us: lead.hearAboutUs,
  });
  expect(problems).toEqual([]);
});

test('a filled honeypot looks like success but stores and sends nothing', async ({ page, request }) => {
  const writes = countRestWrites(page, TABLE);
  const lead = newLead();
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);
  await d.dialog.locator('input[name="referral_code"]').fill('+44 20 7946 0000', { force: true });
  await d.submit.click();
  await expectToast(page, 'Success!', 'Your details have been recorded. Please complete your booking below.');
  await expect(bookingHeading(page)).toBeVisible();
  expect(writes()).toBe(0);
  expect(await adminRows(request, TABLE, { email: lead.email })).toHaveLength(0);
});
