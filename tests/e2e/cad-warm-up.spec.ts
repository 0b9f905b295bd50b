import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { oemSourcingContent } from '../../src/content/pages/oem-sourcing';

/**
 * The CAD preview's work starts when a visitor reaches for a file: opening the file picker starts
 * the parser worker, OpenCascade's WebAssembly and the viewer's worker (ADR 0026, 0043). A visitor who never
 * opens the picker fetches none of it.
 */
const cadPath = /cad-preview-(?!slot)|cad-worker|viewer-worker|occt|\.wasm$/;
const cube = fileURLToPath(
  new URL('../../node_modules/occt-import-js/test/testfiles/cube-units/cube-mm.step', import.meta.url),
);

function recordCadRequests(page: Page): () => string[] {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  return () => fetched.filter((path) => cadPath.test(path));
}

test('a page whose file picker was never opened fetches nothing of the viewer, the parser or OpenCascade', async ({
  page,
}) => {
  const cad = recordCadRequests(page);
  await page.goto('/quote', { waitUntil: 'networkidle' });
  await page
    .getByLabel(/^Company name/)
    .first()
    .fill('Acme Ltd');
  await page.waitForLoadState('networkidle');
  expect(cad()).toEqual([]);

  // The OEM dialog holds a picker too: opened, filled in, and still nothing.
  await page.goto('/oem-sourcing', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: oemSourcingContent.hero.cta, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('button[type="submit"]')).toBeVisible();
  await dialog
    .getByLabel(/^Company name/)
    .first()
    .fill('Acme Ltd');
  await page.waitForLoadState('networkidle');
  expect(cad()).toEqual([]);
});

test('opening the picker starts the parser, OpenCascade and the viewer before a file is chosen; the file then previews', async ({
  page,
}) => {
  const cad = recordCadRequests(page);
  await page.goto('/quote', { waitUntil: 'networkidle' });
  const wasm = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.wasm'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Drawings, models and photos').click();
  const picker = await chooser;
  // Still in the picker: the worker has asked for OpenCascade, served precompressed (Chromium
  // offers brotli only over HTTPS, so gzip here).
  const response = await wasm;
  expect(['br', 'gzip']).toContain(await response.headerValue('content-encoding'));
  expect(cad().some((path) => path.includes('cad-worker'))).toBe(true);
  expect(cad().some((path) => path.includes('cad-preview'))).toBe(true);
  // The viewer's worker too, loading three.js before there is a part to draw.
  await expect.poll(() => cad().some((path) => path.includes('viewer-worker'))).toBe(true);

  await picker.setFiles(cube);
  const row = page
    .getByRole('list', { name: 'Chosen files' })
    .getByRole('listitem')
    .filter({ hasText: 'cube-mm.step' });
  await expect(row.locator('canvas[data-rendered="true"]')).toBeVisible({ timeout: 30_000 });
  // The warmed workers parsed and drew it: OpenCascade and the viewer were fetched once.
  expect(cad().filter((path) => path.endsWith('.wasm'))).toHaveLength(1);
  expect(cad().filter((path) => path.includes('viewer-worker'))).toHaveLength(1);
});
