/**
 * `tsx scripts/ops/screenshots-compare.ts <before-dir> <after-dir>`: for each screenshot both folders
 * hold (as written by `npm run screenshots`), the share of pixels that differ, largest first.
 * Pages of different heights are compared over the taller one, so added or removed height counts
 * as changed. Decoding and counting run in Chromium's canvas, so no image library is needed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: tsx scripts/ops/screenshots-compare.ts <before-dir> <after-dir>');

const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;

async function main(before: string, after: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const page = await browser.newPage();
  // tsx keeps function names by wrapping them in `__name(...)`, which the page does not define.
  await page.evaluate('globalThis.__name = (f) => f');
  const rows: { width: string; route: string; changed: number }[] = [];
  try {
    for (const width of readdirSync(after)) {
      for (const file of readdirSync(join(after, width))) {
        const old = join(before, width, file);
        if (!existsSync(old)) continue;
        const changed = await page.evaluate(
          async ([a, b]) => {
            const load = async (src: string) => {
              const image = new Image();
              image.src = src;
              await image.decode();
              return image;
            };
            const [x, y] = await Promise.all([load(a), load(b)]);
            const w = Math.max(x.width, y.width);
            const h = Math.max(x.height, y.height);
            const pixels = (image: HTMLImageElement) => {
              const canvas = new OffscreenCanvas(w, h);
              const context = canvas.getContext('2d');
              if (!context) throw new Error('no 2d context');
              context.drawImage(image, 0, 0);
              return context.getImageData(0, 0, w, h).data;
            };
            const [p, q] = [pixels(x), pixels(y)];
            let differing = 0;
            for (let i = 0; i < p.length; i += 1) {
              // Any channel of a pixel off by more than a little (anti-aliasing noise) marks it changed.
              if (Math.abs((p[i] ?? 0) - (q[i] ?? 0)) > 8) {
                differing += 1;
                i += 3 - (i % 4);
              }
            }
            return differing / (w * h);
          },
          [dataUrl(old), dataUrl(join(after, width, file))] as const,
        );
        rows.push({ width, route: file.replace(/\.png$/, ''), changed });
      }
    }
  } finally {
    await browser.close();
  }
  rows.sort((a, b) => b.changed - a.changed);
  for (const row of rows)
    console.log(`${(row.changed * 100).toFixed(1).padStart(5)}%  ${row.width.padStart(4)}  ${row.route}`);
}

main(beforeDir, afterDir).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
