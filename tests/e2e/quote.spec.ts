import { CONSENT_VERSION } from '../../src/shared/legal/consent';
import { fileConfidentiality } from '../../src/content/legal/file-confidentiality';
import { leadReference } from '../../src/shared/leads/reference';
import { closeSync, openSync, ftruncateSync } from 'node:fs';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast } from './support/toasts';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { readCanonical, readJsonLd } from './support/html';
import { SITE_URL } from './support/routes';
import { testDeployment } from './support/config';
import { drawing, fillRequest, form, newRequest } from './support/quote-form';
import { loseAnswers } from './support/lost-answer';

const PAGE = '/quote';
const MAX_BYTES = 50 * 1024 * 1024;

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
});

test('the prerendered page: canonical /quote, ContactPage data, policy, FAQ and booking link', async ({
  page,
  request,
}) => {
  const html = await (await request.get(PAGE)).text();
  expect(readCanonical(html)).toBe(`${SITE_URL}/quote`);
  const types = readJsonLd(html).map((block) => (block as { '@type'?: string })['@type']);
  expect(types).toContain('ContactPage');

  const problems = watchConsole(page);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Call' })).toBeVisible();
  await expect(page.getByText(/vetted UK suppliers first/)).toBeVisible();
  for (const group of [
    'Company Information',
    'Project Details',
    'Material & Technical Specifications',
    'Supplier Location Preferences',
    'File Uploads',
  ]) {
    await expect(form(page).root.getByRole('group', { name: group })).toBeVisible();
  }
  // Beside the file picker: who opens the files, and the NDA on request.
  await expect(
    form(page).root.getByRole('group', { name: 'File Uploads' }).getByText(fileConfidentiality.line),
  ).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(3);
  const booking = page.getByRole('link', { name: /Book a Call/ }).first();
  await expect(booking).toHaveAttribute('href', testDeployment.bookingUrl);
  await expect(booking).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('a refused submit takes the visitor to the first question with an error, a group of boxes included', async ({
  page,
}) => {
  await page.goto(PAGE);
  const f = form(page);
  await f.companyName.fill('Acme Ltd');
  await f.contactName.fill('Ada Lovelace');
  await f.email.fill('ada@acme.test');
  await f.submit.click();
  // The job types come first of what is missing: focus lands on their first box, which is on
  // screen and read with the group's error.
  const firstBox = f.jobType('CNC milling');
  await expect(firstBox).toBeFocused();
  await expect(firstBox).toBeInViewport();
  await expect(firstBox).toHaveAccessibleDescription('Select at least one job type');
  await expect(f.root.getByRole('alert')).toHaveText([
    'Select at least one job type',
    'Please provide more details about your project',
    'Please select a timeline',
    'Please select a budget range',
    'Please select an estimated quantity',
  ]);
});

test('shows the exact message under each required field, then re-validates on change', async ({ page }) => {
  await page.goto(PAGE);
  const f = form(page);
  await f.submit.click();
  await expect(f.root.getByRole('alert')).toHaveText([
    'Company name is required',
    'Contact name is required',
    'Invalid email address',
    'Select at least one job type',
    'Please provide more details about your project',
    'Please select a timeline',
    'Please select a budget range',
    'Please select an estimated quantity',
  ]);
  await expect(f.companyName).toBeFocused();
  await expectNoAxeViolations(page);
  // The job types are one required question: the group says so, and each box is read with its error.
  await expect(f.root.getByRole('group', { name: 'Type of work (required)', exact: true })).toBeVisible();
  await expect(f.jobType('CNC milling')).toHaveAttribute('aria-invalid', 'true');
  await expect(f.jobType('CNC milling')).toHaveAccessibleDescription('Select at least one job type');
  await f.jobType('CNC milling').check();
  await expect(f.root.getByText('Select at least one job type')).toHaveCount(0);
  await expect(f.jobType(/EDM/)).not.toHaveAttribute('aria-invalid');

  await f.companyName.fill('A');
  await expect(f.root.getByText('Company name is required')).toHaveCount(0);
  await f.description.fill('too short');
  await expect(f.root.getByText('Please provide more details about your project')).toBeVisible();
  await f.description.fill('long enough now');
  await expect(f.root.getByText('Please provide more details about your project')).toHaveCount(0);
  await f.timeline.selectOption('6+ months');
  await expect(f.root.getByText('Please select a timeline')).toHaveCount(0);
});

test('rejects a bad file type and a file over 50 MB with the exact notices', async ({ page }, testInfo) => {
  await page.goto(PAGE);
  const f = form(page);

  await f.files.setInputFiles([
    drawing,
    { name: 'notes.docx', mimeType: 'application/msword', buffer: Buffer.from('x') },
  ]);
  await expectToast(page, 'Invalid file type', 'The file "notes.docx" has an unsupported file type.');
  await expect(f.fileList).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Playwright refuses in-memory buffers over 50 MB, so the big files are sparse files on disk.
  const sparse = (name: string, size: number) => {
    const path = testInfo.outputPath(name);
    const fd = openSync(path, 'w');
    ftruncateSync(fd, size);
    closeSync(fd);
    return path;
  };
  await f.files.setInputFiles(sparse('too-big.step', MAX_BYTES + 1));
  await expectToast(page, 'File size too large', 'The file "too-big.step" exceeds the maximum size of 50MB.');
  await expect(f.fileList).toHaveCount(0);

  await f.files.setInputFiles(sparse('exactly-50.stl', MAX_BYTES));
  await expect(f.fileList.getByRole('listitem')).toHaveText([/exactly-50\.stl\s*50\.00 MB\s*Remove/]);
  await f.fileList.getByRole('button', { name: 'Remove exactly-50.stl' }).click();
  await expect(f.fileList).toHaveCount(0);
});

test('stores the request with its file metadata, then thanks and starts again', async ({ page, request }) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const r = newRequest();
  await fillRequest(page, r);
  const f = form(page);
  await expect(f.fileList.getByRole('listitem')).toHaveText([
    /housing\.pdf\s*1\.50 MB\s*Remove/,
    /housing\.step\s*1 KB/,
  ]);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const table = '**/rest/v1/consultation_requests*';
  // Holds the real insert back for a moment so the submitting state can be seen.
  await page.route(table, async (route) => {
    await held;
    await route.continue();
  });
  await f.submit.click();
  await expect(f.root.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();

  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');
  const thanks = page.getByRole('heading', { name: 'Thank You!' });
  await expect(thanks).toBeFocused();
  await expect(f.root).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.unroute(table);

  const rows = await adminRows(request, 'consultation_requests', { email: r.email });
  expect(rows).toHaveLength(1);
  const { id, created_at, due_at, clock_due_at, ...stored } = rows[0] ?? { id: '', created_at: '', due_at: '' };
  expect(id).toEqual(expect.any(String));
  expect(created_at).toEqual(expect.any(String));
  // The thank-you panel names the reference its receipt carries, derived from the stored id.
  await expect(page.getByTestId('lead-reference')).toHaveText(leadReference(String(id)));
  // A request for suppliers: the database fixed its options' due time 72 hours after it arrived.
  expect(Date.parse(String(due_at)) - Date.parse(String(created_at))).toBe(72 * 60 * 60 * 1000);
  // Its 72-hour clock runs from then: not paused, no options sent yet.
  expect(clock_due_at).toBe(due_at);
  expect(stored).toEqual({
    // Shown the notice by the button (no box on this form), and never asked about marketing.
    consent_version: CONSENT_VERSION,
    consent_at: created_at,
    privacy_agreed: false,
    marketing_opt_in: false,
    company_name: r.companyName,
    contact_name: r.contactName,
    email: r.email,
    job_types: ['milling', 'edm'],
    project_description: r.description,
    timeline: '1-3 months',
    budget: '$5,000 - $10,000',
    materials: ['aluminum', 'stainlessSteel'],
    quantity: '51-100',
    tolerance: r.tolerance,
    international_suppliers: true,
    // Each file uploaded under the request's own folder, in the order chosen.
    attachments: [
      {
        name: 'housing.pdf',
        size: 1_572_864,
        type: 'application/pdf',
        path: `consultation_requests/${id}/01-housing.pdf`,
      },
      {
        name: 'housing.step',
        size: 13,
        type: 'application/octet-stream',
        path: `consultation_requests/${id}/02-housing.step`,
      },
    ],
    // A new lead, untouched on the admin's desk.
    status: 'new',
    notes: null,
    updated_at: null,
    updated_by: null,
    options_sent_at: null,
    clock_paused_at: null,
    clock_closed_at: null,
    introduced_at: null,
    assigned_to: null,
    assigned_at: null,
  });

  await page.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(f.companyName).toBeFocused();
  await expect(f.companyName).toHaveValue('');
  await expect(f.jobType('CNC milling')).not.toBeChecked();
  await expect(f.timeline).toHaveValue('');
  await expect(f.fileList).toHaveCount(0);

  // The dashboard is another feature's page: console checks cover this form's page only.
  expect(problems).toEqual([]);
  await signInAsAdmin(page);
  await openLeadsTab(page, 'Consultation Requests');
  const row = await findLeadRow(page, r.email);
  for (const text of [r.companyName, r.contactName, '51-100', '$5,000 - $10,000', '1-3 months']) {
    await expect(row).toContainText(text);
  }
  // Job types read as the form labelled them.
  await expect(row).toContainText('CNC milling, EDM (electrical discharge machining)');
});

test('a lost answer keeps every value and file; the retry stores exactly one row', async ({ page, request }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  await page.goto(PAGE);
  const r = newRequest();
  await fillRequest(page, r);
  const f = form(page);

  const answerAgain = await loseAnswers(page, 'consultation_requests');
  await f.submit.click();
  await expectToast(page, 'Error', 'We could not submit your request. Please try again.');
  await expect(f.companyName).toHaveValue(r.companyName);
  await expect(f.contactName).toHaveValue(r.contactName);
  await expect(f.email).toHaveValue(r.email);
  await expect(f.jobType('CNC milling')).toBeChecked();
  await expect(f.jobType(/EDM/)).toBeChecked();
  await expect(f.description).toHaveValue(r.description);
  await expect(f.timeline).toHaveValue('1-3 months');
  await expect(f.budget).toHaveValue('$5,000 - $10,000');
  await expect(f.quantity).toHaveValue('51-100');
  await expect(f.material('Aluminium')).toBeChecked();
  await expect(f.material('Stainless steel')).toBeChecked();
  await expect(f.tolerance).toHaveValue(r.tolerance);
  await expect(f.international).toBeChecked();
  await expect(f.fileList.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await answerAgain();
  await f.submit.click();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');
  const rows = await adminRows(request, 'consultation_requests', { email: r.email });
  expect(rows).toHaveLength(1);
  expect(rows[0]?.attachments).toHaveLength(2);
  expect(problems).toEqual([]);
});

test('after a lost answer, a corrected email and file are what the success stands for', async ({ page, request }) => {
  await page.goto(PAGE);
  const r = newRequest();
  await fillRequest(page, r);
  const f = form(page);

  // The first send is stored, but the visitor never hears back.
  const answerAgain = await loseAnswers(page, 'consultation_requests');
  await f.submit.click();
  await expectToast(page, 'Error', 'We could not submit your request. Please try again.');
  await answerAgain();

  // They notice a typo in their email and a wrong model, correct both, and send again.
  const corrected = `fixed-${r.email}`;
  await f.email.fill(corrected);
  await f.fileList.getByRole('button', { name: 'Remove housing.step' }).click();
  await f.files.setInputFiles({
    name: 'bracket.step',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('ISO-10303-21;'),
  });
  await f.submit.click();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');
  const rows = await adminRows(request, 'consultation_requests', { email: corrected });
  expect(rows).toHaveLength(1);
  expect((rows[0]?.attachments as { name: string }[]).map((file) => file.name)).toEqual([
    'housing.pdf',
    'bracket.step',
  ]);
});
