/**
 * bench:cad's heavy-model trial: a UV sphere STL of about 1 M triangles (./sphere-stl.ts) chosen
 * on /quote. Prints the time to the first frame of its preview and the longest main-thread task
 * (Long Tasks API) from choosing it to a turn of the part being drawn. Goal: no task over 200 ms,
 * because the parser worker draws a simplified copy of a heavy part. Smoke mode uses a small
 * sphere and gives no verdict.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { sphereStl } from './sphere-stl.ts';

export const HEAVY_GOAL_MS = 200;

export type HeavyTrial = { triangles: number; firstFrameMs: number; longestTaskMs: number };

export async function heavyModelTrial(browser: Browser, base: string, small: boolean): Promise<HeavyTrial> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cad-heavy-'));
  const context = await browser.newContext();
  try {
    const { bytes } = small ? sphereStl(50, 100) : sphereStl();
    const file = join(dir, 'sphere.stl');
    writeFileSync(file, bytes);
    const page = await context.newPage();
    await page.goto(`${base}/quote`, { waitUntil: 'networkidle' });
    await page.evaluate(`{
      window.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    }`);
    const started = performance.now();
    await page.getByLabel('Drawings, models and photos').setInputFiles(file);
    const canvas = page.getByRole('img', { name: /^3D preview of sphere\.stl/ });
    await canvas.and(page.locator('[data-rendered="true"]')).waitFor({ timeout: 120_000 });
    const firstFrameMs = performance.now() - started;
    // Turning the part draws it again; two animation frames and one more task let the observer
    // report any long task of that drawing.
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
        ),
    );
    const longestTaskMs = await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask);
    return { triangles: bytes.readUInt32LE(80), firstFrameMs, longestTaskMs };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
