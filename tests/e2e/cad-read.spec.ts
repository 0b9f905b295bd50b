import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { form } from './support/quote-form';
import { plateWithWall, stlOf, tSlotBlock } from '../../src/lib/cad/read/test-parts';

/**
 * The machining read (ADR 0041) on /quote: a model with a thin wall, chosen as a buyer chooses it,
 * shows the advisory under its measurements, and "show me" draws the wall in the highlight colour
 * on the 3D view, read from the pixels on screen. A model with an undercut says it needs 4/5-axis
 * work, and shows the undercut through the block. Nothing of the read is sent: no request leaves
 * the page while it is read.
 */

const stl = (name: string, text: string) => ({ name, mimeType: 'model/stl', buffer: Buffer.from(text) });

/**
 * How many of the canvas's pixels on screen are the highlight's orange (#ea580c, drawn unlit),
 * decoded from a screenshot in a blank page of its own, where no site policy applies.
 */
async function orangePixels(page: Page, canvas: Locator): Promise<number> {
  const png = await canvas.screenshot();
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const surface = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = surface.getContext('2d');
      if (!context) return -1;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (r > 200 && g > 60 && g < 120 && b < 60) count += 1;
      }
      return count;
    }, png.toString('base64'));
  } finally {
    await scratch.close();
  }
}

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
});

test('a thin wall chosen on /quote is flagged under the measurements, and "show me" draws it on the part', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/quote');
  const f = form(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') sent.push(r.url());
  });
  await f.files.setInputFiles(stl('thin-wall.stl', stlOf(plateWithWall(0.3), 'thin-wall')));
  const row = f.fileList.getByRole('listitem').filter({ hasText: 'thin-wall.stl' });
  const canvas = row.locator('canvas[data-rendered="true"]');
  await expect(canvas).toBeVisible({ timeout: 30_000 });

  const read = row.getByRole('list', { name: 'Machining read of thin-wall.stl' });
  await expect(read).toContainText('1 thin wall under 0.5 mm (min 0.30 mm)', { timeout: 30_000 });
  await expect(read).not.toContainText('4/5-axis');
  await expect(read).toContainText('radii, threads and tolerances need the drawing');
  expect(await orangePixels(page, canvas)).toBe(0);

  const showMe = read.getByRole('button', { name: 'Show me the thin walls' });
  await expect(showMe).toHaveAttribute('aria-pressed', 'false');
  await showMe.click();
  await expect(showMe).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => orangePixels(page, canvas), { timeout: 10_000 }).toBeGreaterThan(200);
  await showMe.click();
  await expect.poll(() => orangePixels(page, canvas), { timeout: 10_000 }).toBe(0);

  await expectNoAxeViolations(page, 'form');
  // Read in the browser: nothing was posted anywhere while the model was read.
  expect(sent).toEqual([]);
});

test('a block with a T-slot undercut says some faces need 4/5-axis or EDM, and shows them', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/quote');
  const f = form(page);
  await f.files.setInputFiles(stl('t-slot.stl', stlOf(tSlotBlock(), 't-slot')));
  const row = f.fileList.getByRole('listitem').filter({ hasText: 't-slot.stl' });
  const read = row.getByRole('list', { name: 'Machining read of t-slot.stl' });
  await expect(read).toContainText(
    /Needs 4\/5-axis or EDM: the model has faces no 3-axis approach reaches \(\d+% of the surface\)/,
    { timeout: 30_000 },
  );
  await expect(read).not.toContainText('thin wall');
  // The undercut is inside the block: the highlight shows through it.
  const canvas = row.locator('canvas[data-rendered="true"]');
  expect(await orangePixels(page, canvas)).toBe(0);
  await read.getByRole('button', { name: 'Show me the faces out of reach' }).click();
  await expect.poll(() => orangePixels(page, canvas), { timeout: 10_000 }).toBeGreaterThan(200);
});

test('the part is drawn in a worker of its own, or on the page where a canvas cannot be handed to one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const drawOnePart = async (name: string) => {
    await page.goto('/quote');
    const f = form(page);
    await f.files.setInputFiles(stl(name, stlOf(tSlotBlock(), 't-slot')));
    const row = f.fileList.getByRole('listitem').filter({ hasText: name });
    const canvas = row.locator('canvas[data-rendered="true"]');
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Show me the faces out of reach' }).click({ timeout: 30_000 });
    await expect.poll(() => orangePixels(page, canvas), { timeout: 10_000 }).toBeGreaterThan(200);
  };

  await drawOnePart('in-a-worker.stl');
  expect(workers.filter((url) => url.includes('viewer-worker'))).toHaveLength(1);

  workers.length = 0;
  await page.addInitScript(() => {
    // As a browser without OffscreenCanvas handing-over (before Safari 16.4).
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });
  await drawOnePart('on-the-page.stl');
  expect(workers.filter((url) => url.includes('viewer-worker'))).toEqual([]);
  expect(workers.filter((url) => url.includes('cad-worker'))).toHaveLength(1);
});
