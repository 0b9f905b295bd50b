/**
 * bench:cad's large-file trial: a STEP file of about 50 MB (copies of a sample, ./large-step.ts)
 * chosen on /quote. The time to its outcome (the parser's time limit, if it is reached, ends in
 * "not available"), the longest gap between the page's animation frames meanwhile (the page must
 * not freeze), and, on removing the file after 3 s, the time until its row is gone and until its
 * parser worker is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { writeLargeStep } from './large-step.ts';
import { MAX_ATTACHMENT_BYTES } from '../../src/shared/leads/fields/files.ts';
import { cadCopy } from '../../src/features/cad/cad-copy.ts';

const UNAVAILABLE = cadCopy.unavailable;

export type LargeTrial = {
  megabytes: number;
  outcome: string;
  ms: number;
  longestFrameGapMs: number;
  removedRowGoneMs: number;
  removedWorkerGoneMs: number;
};

/**
 * The longest time between two animation frames since the call: a frozen page shows no frames.
 * A string, because tsx's helpers for named functions do not exist in the page.
 */
const watchFrames = (page: Page) =>
  page.evaluate(`{
    const state = { last: performance.now(), longest: 0 };
    window.frameGaps = state;
    requestAnimationFrame(function tick(now) {
      state.longest = Math.max(state.longest, now - state.last);
      state.last = now;
      requestAnimationFrame(tick);
    });
  }`);
const longestFrameGap = (page: Page) =>
  page.evaluate(() => (window as unknown as { frameGaps: { longest: number } }).frameGaps.longest);

export async function largeTrial(browser: Browser, base: string, sample: string): Promise<LargeTrial> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cad-'));
  try {
    const file = join(dir, 'large-assembly.stp');
    const bytes = writeLargeStep(sample, file, MAX_ATTACHMENT_BYTES);
    const input = (page: Page) => page.getByLabel('Drawings, models and photos');
    const row = (page: Page) =>
      page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem').filter({ hasText: 'large-assembly.stp' });

    const first = await browser.newContext();
    let outcome: string, ms: number, gap: number;
    try {
      const page = await first.newPage();
      await page.goto(`${base}/quote`, { waitUntil: 'networkidle' });
      await watchFrames(page);
      const started = performance.now();
      await input(page).setInputFiles(file);
      const drawn = row(page).locator('canvas[data-rendered="true"]');
      const unavailable = row(page).getByText(UNAVAILABLE);
      await drawn.or(unavailable).first().waitFor({ timeout: 60_000 });
      ms = performance.now() - started;
      outcome = (await drawn.count()) > 0 ? 'first frame' : 'not available';
      gap = await longestFrameGap(page);
    } finally {
      await first.close();
    }

    const second = await browser.newContext();
    let gone: number, rowGone: number;
    try {
      const page = await second.newPage();
      await page.goto(`${base}/quote`, { waitUntil: 'networkidle' });
      const closed = new Promise<number>((resolve) =>
        page.on('worker', (worker) => worker.on('close', () => resolve(performance.now()))),
      );
      await input(page).setInputFiles(file);
      await page.waitForTimeout(3000);
      const removedAt = performance.now();
      await page.getByRole('button', { name: 'Remove large-assembly.stp' }).click();
      await row(page).waitFor({ state: 'detached' });
      rowGone = performance.now() - removedAt;
      gone = (await closed) - removedAt;
    } finally {
      await second.close();
    }
    return {
      megabytes: bytes / 1024 / 1024,
      outcome,
      ms,
      longestFrameGapMs: gap,
      removedRowGoneMs: rowGone,
      removedWorkerGoneMs: gone,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
