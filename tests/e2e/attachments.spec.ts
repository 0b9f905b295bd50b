import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast, toastList } from './support/toasts';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
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

/** Downloads the named file from the open lead panel. */
async function downloaded(page: Page, name: string): Promise<Buffer> {
  const panel = page.getByRole('dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  return readFile(await download.path());
}

/** Downloads the named file from the open lead panel and returns its SHA-256. */
async function downloadedHash(page: Page, name: string): Promise<string> {
  return sha256(await downloaded(page, name));
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
  // Every body sent to the resumable endpoint after the network returns (a fresh upload would
  // POST its first chunk again), and what the server answered the client's offset probe.
  const resumed: { method: string; offset: string; bytes: number }[] = [];
  const probes: { status: number; offset: string | null; type: string }[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/storage/v1/upload/resumable') && ['PATCH', 'POST'].includes(req.method())) {
      resumed.push({
        method: req.method(),
        offset: req.headers()['upload-offset'] ?? '',
        bytes: req.postDataBuffer()?.length ?? 0,
      });
    }
  });
  page.on('response', (res) => {
    if (res.url().includes('/storage/v1/upload/resumable/') && res.request().method() === 'HEAD') {
      const headers = res.headers();
      probes.push({
        status: res.status(),
        offset: headers['upload-offset'] ?? null,
        type: headers['content-type'] ?? '',
      });
    }
  });
  await f.submit.click();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');
  // The HEAD reached Storage (not the site's 404 page) and learnt the stored 6 MB; the retry sent
  // only what was missing, from there on.
  expect(probes).toEqual([{ status: 200, offset: String(6 * MB), type: '' }]);
  expect(resumed).toEqual([{ method: 'PATCH', offset: String(6 * MB), bytes: scan.buffer.length - 6 * MB }]);
  expect(resumed.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThan(scan.buffer.length);
  expect(problems).toEqual([]);

  const rows = await adminRows(request, 'consultation_requests', { email: r.email });
  expect(rows).toHaveLength(1);
  expect(rows[0]?.attachments).toHaveLength(2);
  await openRequestInAdmin(page, r.email, r.companyName);
  // The stored object is the whole file, byte for byte, not the resumed half.
  const stored = await downloaded(page, scan.name);
  expect(stored.length).toBe(scan.buffer.length);
  expect(sha256(stored)).toBe(sha256(scan.buffer));
  expect(await downloadedHash(page, pdf.name)).toBe(sha256(pdf.buffer));
});
