import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectToast } from './support/toasts';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, leadsPanel, openLeadsTab } from './support/desk';
import { fillRequest, form, newRequest, type FilePayload } from './support/quote-form';

/**
 * A CAD file chosen on /quote shows a 3D preview and its measurements, which are stored with the
 * file and read again in the admin panel and its CSV. A file that cannot be read still uploads.
 */

const samples = new URL('../../node_modules/occt-import-js/test/testfiles/', import.meta.url);
const sample = async (path: string, mimeType: string): Promise<FilePayload> => ({
  name: path.split('/').at(-1) ?? path,
  mimeType,
  buffer: await readFile(new URL(path, samples)),
});

const cubeLines = ['Size: 10.0 × 10.0 × 10.0 mm', 'Volume: 1.00 cm³', 'Surface area: 6.00 cm²'];

const measurements = (page: Page, name: string) =>
  form(page)
    .root.getByRole('list', { name: `Measurements of ${name}` })
    .getByRole('listitem');

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
});

const stepCubeLines = ['Size: 1000.0 × 1000.0 × 1000.0 mm', 'Volume: 1000000.00 cm³', 'Surface area: 60000.00 cm²'];

// The STEP file runs OpenCascade's glue under the production CSP, which allows WebAssembly to
// compile and no JavaScript eval (scripts/build/occt-without-eval.ts).
test('an STL and a STEP file are previewed, measured, stored with their measurements and shown to the admin', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const wasm: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) wasm.push(r.url());
  });
  const stl = await sample('cube-10x10mm/Cube 10x10.stl', 'model/stl');
  const step = await sample('cube-units/cube-mm.step', 'application/octet-stream');
  await page.goto('/quote');
  const r = newRequest();
  await fillRequest(page, r, [stl, step]);

  await expect(measurements(page, stl.name)).toHaveText(cubeLines, { timeout: 30_000 });
  // A one-metre cube written in millimetres.
  await expect(measurements(page, step.name)).toHaveText(stepCubeLines, { timeout: 30_000 });
  await expect(form(page).fileList.getByText('Preview not available for this file')).toHaveCount(0);
  // Only from this site.
  expect(wasm.length).toBeGreaterThan(0);
  expect(wasm.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);

  // The canvas says what it shows, and turns, zooms and fits by keyboard.
  const canvas = form(page).root.getByRole('img', { name: `3D preview of ${stl.name}. ${cubeLines.join('. ')}.` });
  await expect(canvas).toBeVisible();
  await canvas.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('+');
  await form(page).root.getByRole('button', { name: 'Fit to view' }).first().click();
  await expectNoAxeViolations(page);

  await form(page).submit.click();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');

  const rows = await adminRows(request, 'consultation_requests', { email: r.email });
  const stored = rows[0]?.attachments as { name: string; measurements?: unknown }[];
  expect(stored.map((file) => file.measurements)).toEqual([
    { sizeMm: [10, 10, 10], volumeCm3: expect.closeTo(1, 6), areaCm2: expect.closeTo(6, 6) },
    { sizeMm: [1000, 1000, 1000], volumeCm3: expect.closeTo(1e6, 3), areaCm2: expect.closeTo(6e4, 3) },
  ]);

  await signInAsAdmin(page);
  await openLeadsTab(page, 'Consultation Requests');
  const row = await findLeadRow(page, r.email);
  await row.getByRole('button', { name: r.companyName, exact: true }).click();
  const panel = page.getByRole('dialog', { name: r.companyName });
  await expect(panel.getByRole('list', { name: `Measurements of ${stl.name}` }).getByRole('listitem')).toHaveText(
    cubeLines,
  );
  await expect(panel.getByRole('list', { name: `Measurements of ${step.name}` }).getByRole('listitem')).toHaveText(
    stepCubeLines,
  );
  // The admin's own 3D view, fetched on demand.
  await panel.getByRole('button', { name: `Show a 3D preview of ${stl.name}` }).click();
  await expect(panel.getByRole('img', { name: `3D preview of ${stl.name}. ${cubeLines.join('. ')}.` })).toBeVisible({
    timeout: 30_000,
  });
  await panel.getByRole('button', { name: `Show a 3D preview of ${step.name}` }).click();
  await expect(
    panel.getByRole('img', { name: `3D preview of ${step.name}. ${stepCubeLines.join('. ')}.` }),
  ).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  const downloading = page.waitForEvent('download');
  await leadsPanel(page).getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  const line = csv.split('\r\n').find((l) => l.includes(r.email)) ?? '';
  expect(line).toContain(`${stl.name} (`);
  expect(line).toContain(`${step.name} (`);
  for (const text of [...cubeLines, ...stepCubeLines]) expect(line).toContain(text);
});

test('a STEP file that cannot be read says so and still submits', async ({ page, request }) => {
  test.setTimeout(90_000);
  const broken: FilePayload = {
    name: 'scrambled.step',
    mimeType: 'application/octet-stream',
    buffer: randomBytes(64 * 1024),
  };
  await page.goto('/quote');
  const r = newRequest();
  await fillRequest(page, r, [broken]);
  await expect(form(page).fileList.getByText('Preview not available for this file', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await form(page).submit.click();
  await expectToast(page, 'Success!', 'Your consultation request has been submitted.');
  const rows = await adminRows(request, 'consultation_requests', { email: r.email });
  const stored = rows[0]?.attachments as { name: string; measurements?: unknown }[];
  expect(stored).toHaveLength(1);
  expect(stored[0]?.name).toBe(broken.name);
  expect(stored[0]?.measurements).toBeUndefined();
});

test('nothing of the viewer, the parser or OpenCascade is fetched until a model is chosen', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  // The forms' own slot (1.4 KB: the file-kind test and the lazy import) loads with them.
  const cad = () => fetched.filter((path) => /cad-preview-(?!slot)|cad-worker|occt|\.wasm$/.test(path));
  await page.goto('/quote', { waitUntil: 'networkidle' });
  const r = newRequest();
  await fillRequest(page, r, [{ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await page.waitForLoadState('networkidle');
  expect(cad()).toEqual([]);
  await form(page).files.setInputFiles([await sample('cube-10x10mm/Cube 10x10.stl', 'model/stl')]);
  await expect(measurements(page, 'Cube 10x10.stl')).toHaveText(cubeLines, { timeout: 30_000 });
  // An STL needs the viewer and the worker, never OpenCascade's WebAssembly.
  expect(cad().some((path) => path.includes('cad-preview'))).toBe(true);
  expect(cad().some((path) => path.includes('cad-worker'))).toBe(true);
  expect(cad().filter((path) => path.endsWith('.wasm'))).toEqual([]);
});
