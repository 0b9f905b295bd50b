import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast, toastList } from './support/toasts';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, expectLeadPanel, findLeadRow, leadsPanel, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { loseAnswers } from './support/lost-answer';

const PAGE = '/universal-icp-template';
const FILE_NAME = 'Universal-ICP-Template-B2B.pdf';

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Get the free template' });
  return {
    root,
    firstName: root.getByRole('textbox', { name: 'First name' }),
    email: root.getByRole('textbox', { name: 'Business email' }),
    jobTitle: root.getByRole('textbox', { name: 'Job title' }),
    consent: root.getByRole('checkbox', { name: 'I agree to the privacy policy' }),
    marketing: root.getByRole('checkbox', { name: 'Email me occasional resources' }),
    submit: root.getByRole('button', { name: 'Download the Template' }),
  };
}

type Lead = { firstName: string; email: string; jobTitle: string };

function newLead(): Lead {
  const marker = uniqueMarker('icp');
  return { firstName: `Ida ${marker}`, email: `${marker}@example.test`, jobTitle: 'Head of Sales' };
}

async function fill(page: Page, lead: Lead) {
  const f = form(page);
  await f.firstName.fill(lead.firstName);
  await f.email.fill(lead.email);
  await f.jobTitle.fill(lead.jobTitle);
  await f.consent.check();
}

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
});

test('asks for missing fields, then for consent, with the exact toasts and nothing stored', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const f = form(page);
  await expectNoAxeViolations(page);

  await f.submit.click();
  await expectToast(page, 'Error', 'Please fill in all required fields');
  await expectNoAxeViolations(page);

  const lead = newLead();
  await f.firstName.fill(lead.firstName);
  await f.email.fill(lead.email);
  await f.jobTitle.fill(lead.jobTitle);
  await f.submit.click();
  await expectToast(page, 'Error', 'Please agree to the privacy policy');
  await expect(f.firstName).toHaveValue(lead.firstName);
  // The consent's error is under its box and read with it, and stays there once the toast has gone.
  const consentError = f.root.getByText('Please agree to the privacy policy');
  await expect(consentError).toBeVisible();
  await expect(f.consent).toHaveAttribute('aria-invalid', 'true');
  await expect(f.consent).toHaveAccessibleDescription('Please agree to the privacy policy');
  await expectNoAxeViolations(page, 'form');
  // A toast closes by itself after 5 s.
  await expect(toastList(page).getByText('Please agree to the privacy policy')).toBeHidden({ timeout: 20_000 });
  await expect(consentError).toBeVisible();

  await expect(f.consent).not.toBeChecked();
  expect(await adminRows(request, 'icp_template_leads', { business_email: lead.email })).toEqual([]);
  expect(problems).toEqual([]);
});

test('the consent links to the privacy policy page', async ({ page }) => {
  await page.goto(PAGE);
  await form(page).root.getByRole('link', { name: 'privacy policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('with only the required box ticked: stores the lead without marketing consent, resets the form and downloads the PDF one second later', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const lead = newLead();
  await fill(page, lead);
  const f = form(page);
  // Marketing email is optional and starts unticked; the download never depends on it.
  await expect(f.marketing).not.toBeChecked();

  const download = page.waitForEvent('download');
  const clickedAt = Date.now();
  await f.submit.click();
  await expectToast(page, 'Success!', 'Your template download will begin shortly.');
  await expect(page.getByRole('status').filter({ hasText: 'Your template is on its way' })).toBeVisible();
  await expect(f.firstName).toHaveValue('');
  await expect(f.email).toHaveValue('');
  await expect(f.jobTitle).toHaveValue('');
  await expect(f.consent).not.toBeChecked();
  await expectNoAxeViolations(page);

  const file = await download;
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
  expect(file.suggestedFilename()).toBe(FILE_NAME);
  const body = await readFile(await file.path());
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const rows = await adminRows(request, 'icp_template_leads', { business_email: lead.email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    first_name: lead.firstName,
    business_email: lead.email,
    job_title: lead.jobTitle,
    privacy_agreed: true,
    marketing_opt_in: false,
  });
  expect(rows[0]?.consent_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(rows[0]?.consent_at).toBe(rows[0]?.created_at);

  // The dashboard is another feature's page: console checks cover this form's page only.
  expect(problems).toEqual([]);
  await signInAsAdmin(page);
  await openLeadsTab(page, 'ICP');
  const row = await findLeadRow(page, lead.email);
  await expect(row).toContainText(lead.firstName);
  await expect(row).toContainText(lead.jobTitle);
  await expectLeadPanel(row, lead.firstName, [
    ['Privacy policy', 'Agreed (ticked the box)'],
    ['Marketing emails', 'No'],
    ['Notice version', String(rows[0]?.consent_version)],
  ]);

  const downloading = page.waitForEvent('download');
  await leadsPanel(page).getByRole('button', { name: 'Export CSV' }).click();
  const csv = Papa.parse<Record<string, string>>(await readFile(await (await downloading).path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  const exported = csv.data.find((r) => r.business_email === lead.email);
  expect(exported).toMatchObject({ privacy_agreed: 'agreed (ticked)', marketing_opt_in: 'not opted in' });
  expect(exported?.consent_version).toBe(rows[0]?.consent_version);
});

test('a visitor who ticks "Email me occasional resources" is stored as opted in', async ({ page, request }) => {
  await page.goto(PAGE);
  const lead = newLead();
  await fill(page, lead);
  await form(page).marketing.check();
  await form(page).submit.click();
  await expectToast(page, 'Success!', 'Your template download will begin shortly.');
  const rows = await adminRows(request, 'icp_template_leads', { business_email: lead.email });
  expect(rows).toMatchObject([{ privacy_agreed: true, marketing_opt_in: true }]);
});

test('a lost answer keeps every value; the retry stores exactly one row', async ({ page, request }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  await page.goto(PAGE);
  const lead = newLead();
  await fill(page, lead);
  const f = form(page);

  // The insert reaches the database but the visitor never hears back: the worst case for duplicates.
  const answerAgain = await loseAnswers(page, 'icp_template_leads');
  await f.submit.click();
  await expectToast(page, 'Error', 'Failed to submit form. Please try again.');
  await expect(f.firstName).toHaveValue(lead.firstName);
  await expect(f.email).toHaveValue(lead.email);
  await expect(f.jobTitle).toHaveValue(lead.jobTitle);
  await expect(f.consent).toBeChecked();
  await expect(f.submit).toBeEnabled();
  await expectNoAxeViolations(page);

  await answerAgain();
  const download = page.waitForEvent('download');
  await f.submit.click();
  await expectToast(page, 'Success!', 'Your template download will begin shortly.');
  expect((await download).suggestedFilename()).toBe(FILE_NAME);
  expect(await adminRows(request, 'icp_template_leads', { business_email: lead.email })).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('shows Processing... and disables the button while sending', async ({ page, request }) => {
  await page.goto(PAGE);
  const lead = newLead();
  await fill(page, lead);
  const f = form(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const table = '**/rest/v1/icp_template_leads*';
  // Holds the real request back (it still reaches our backend) so the pending state can be seen.
  await page.route(table, async (route) => {
    await held;
    await route.continue();
  });
  await f.submit.click();
  const pending = f.root.getByRole('button', { name: 'Processing...' });
  await expect(pending).toBeDisabled();
  release();
  await expect(f.submit).toBeEnabled();
  await page.unroute(table);
  expect(await adminRows(request, 'icp_template_leads', { business_email: lead.email })).toHaveLength(1);
});
