import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export type ScriptLoad = { path: string; bytes: number; gzipBytes: number };

/** Loads `url` and returns every same-origin JavaScript file fetched until the network went idle. */
export async function scriptsLoadedBy(page: Page, url: string): Promise<ScriptLoad[]> {
  const origin = new URL(url).origin;
  const pending: Promise<ScriptLoad>[] = [];
  const onResponse = (response: Response) => {
    const target = new URL(response.url());
    if (target.origin !== origin || !target.pathname.endsWith('.js') || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => ({ path: target.pathname, bytes: body.length, gzipBytes: gzipSync(body).length })),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const loads = await Promise.all(pending);
  return [...new Map(loads.map((l) => [l.path, l])).values()];
}

export const totalBytes = (loads: readonly ScriptLoad[], key: 'bytes' | 'gzipBytes') =>
  loads.reduce((total, l) => total + l[key], 0);
