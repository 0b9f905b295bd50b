import { writeFile } from 'node:fs/promises';
import { sphereStl } from '../../scripts/bench/sphere-stl';
import { measureMeshes, measurementLines } from '../../src/shared/cad/measure';
import { expect, test } from './support/test';
import { form } from './support/quote-form';

/**
 * A heavy model is previewed and measured in full: a 1 M-triangle STL is drawn (the worker
 * draws a simplified copy) and its measurements are the full model's, taken in the worker
 * before simplifying. How long the page's main thread is held meanwhile is a figure that
 * `npm run bench:cad` prints, not a threshold here: a test must not depend on machine speed.
 */

test('a 1 M-triangle STL is drawn and measured in full', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
  const { bytes, position } = sphereStl();
  expect(bytes.length / 50).toBeGreaterThan(990_000);
  const expected = measurementLines(measureMeshes([{ position, index: null }]));
  const path = testInfo.outputPath('sphere-1m.stl');
  await writeFile(path, bytes);

  await page.goto('/quote');
  await form(page).files.setInputFiles(path);

  const lines = form(page).root.getByRole('list', { name: 'Measurements of sphere-1m.stl' }).getByRole('listitem');
  await expect(lines).toHaveText(expected, { timeout: 90_000 });
  const canvas = form(page).root.getByRole('img', { name: /^3D preview of sphere-1m\.stl/ });
  await expect(canvas).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
  await expect(canvas).toBeVisible();
});
