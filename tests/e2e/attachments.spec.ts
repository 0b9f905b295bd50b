import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast, toastList } from './support/toasts';
import { adminRows, findLeadRow, openLeadsTab, signInAsAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { fillRequest, form, newRequest, type FilePayload } from './support/quote-form';

/**
 * Drawings reach Storage before their request is stored: progress per file, resumable uploads for
 * large files, and the admin downloads exactly the bytes the visitor chose.
 */

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const pdf: FilePayload = { name: 'bracket.pdf', mimeType: 'application/pdf', buffer: randomBytes(200 * 1024) };
const photo: FilePayload = { name: 'fixture photo.png', mimeType: 'image/png', buffer: randomBytes(90 * 1024) };
const scan: FilePayload = { name: 'housing-scan.stl', mimeType: 'model/stl', buffer: randomBytes(12 * MB) };

/** Downloads each named file from the open lead panel and returns its SHA-256. */
async function downloadedHash(page: Page, name: string): Promise<string> {
  const panel = page.getByRole('dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  return sha256(await readFile(await download.path()));
}

async function openRequestInAdmin(page: Page, email: string, company: string) {
  await signInAsAdmin(page);
  await openLeadsTab(page, 'Consultation Requests');
  const row = await findLeadRow(page, email);
  await row.getByRole('button', { name: company, exact: true }).click();
  await expect(page.getByRole('dialog', { name: company })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
});

test('three files, one of 12 MB, upload with progress and download from the admin byte for byte', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page, EXPECTED_NOISE);
  await page.goto('/quote');
  const r = newRequest();
  await fillRequest(page, r, [pdf, photo, scan]);
  const f = form(page);

  await f.submit.click();
  // Each file has its own bar while the request is sent.
  await expect(f.root.getByRole('progressbar', { name: `Uploading ${scan.name}` })).toBeVisible();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');

  const rows = await adminRows(request, 'consultation_requests', { email: r.email });
  expect(rows).toHaveLength(1);
  const id = rows[0]?.id ?? '';
  expect(rows[0]?.attachments).toEqual([
    {
      name: pdf.name,
      size: pdf.buffer.length,
      type: 'application/pdf',
      path: `consultation_requests/${id}/01-bracket.pdf`,
    },
    {
      name: photo.name,
      size: photo.buffer.length,
      type: 'image/png',
      path: `consultation_requests/${id}/02-fixture_photo.png`,
    },
    {
      name: scan.name,
      size: scan.buffer.length,
      type: 'model/stl',
      path: `consultation_requests/${id}/03-housing-scan.stl`,
    },
  ]);
  expect(problems).toEqual([]);

  await openRequestInAdmin(page, r.email, r.companyName);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('listitem').filter({ hasText: scan.name })).toContainText('12.00 MB');
  await expectNoAxeViolations(page);
  for (const file of [pdf, photo, scan]) {
    expect(await downloadedHash(page, file.name), file.name).toBe(sha256(file.buffer));
  }
});

test('an upload cut off half-way keeps the form; the retry resumes and stores one row and one intact file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page, [
    ...EXPECTED_NOISE,
    // The browser reports the aborted chunks itself.
    /Failed to load resource|net::ERR_FAILED/,
  ]);
  await page.goto('/quote');
  const r = newRequest();
  await fillRequest(page, r, [pdf, scan]);
  const f = form(page);

  // The first 6 MB chunk goes through; every later one is cut off until the network "returns".
  let chunks = 0;
  let online = false;
  const tus = '**/storage/v1/upload/resumable/**';
  await page.route(tus, async (route) => {
    if (route.request().method() === 'PATCH' && !online) {
      chunks += 1;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  await f.submit.click();
  // tus-js-client retries a failed chunk three times (0, 1 and 3 s apart) before giving up.
  await expect(toastList(page).getByText('Upload interrupted', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectToast(
    page,
    'Upload interrupted',
    'Your files could not all be uploaded, so nothing was sent yet. Your answers are kept: submit again to continue from where the upload stopped.',
  );
  expect(chunks).toBeGreaterThan(0);
  const bar = f.root.getByRole('progressbar', { name: `Uploading ${scan.name}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '50');
  await expect(f.companyName).toHaveValue(r.companyName);
  await expect(f.fileList.getByRole('listitem')).toHaveCount(2);
  expect(await adminRows(request, 'consultation_requests', { email: r.email })).toHaveLength(0);

  online = true;
  const resumedAt: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/storage/v1/upload/resumable') && req.method() === 'PATCH') {
      resumedAt.push(req.headers()['upload-offset'] ?? '');
    }
  });
  await f.submit.click();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');
  // The retry sent only what was missing: from the stored 6 MB on, not from zero.
  expect(resumedAt).toEqual([String(6 * MB)]);
  expect(problems).toEqual([]);

  const rows = await adminRows(request, 'consultation_requests', { email: r.email });
  expect(rows).toHaveLength(1);
  expect(rows[0]?.attachments).toHaveLength(2);
  await openRequestInAdmin(page, r.email, r.companyName);
  expect(await downloadedHash(page, scan.name)).toBe(sha256(scan.buffer));
  expect(await downloadedHash(page, pdf.name)).toBe(sha256(pdf.buffer));
});
