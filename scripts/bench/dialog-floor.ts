/**
 * The browser's own floor for opening a landing page's lead dialog: what the tap costs when none of
 * our JavaScript runs, measured beside the app in the same run (scripts/bench/interaction.ts).
 *
 * Each floor page is a static copy of the built page: its prerendered HTML, the whole stylesheet
 * (as the page has once the app has started), no boot script and no app, and the lead dialog as
 * the app renders it ahead (closed, its later parts hidden), copied from the live page. Its call
 * to action becomes a button that opens the dialog one of these ways:
 * - `page`: as the app's tap does (modal-dialog.tsx): `show()`, the rest of `<body>` hidden from
 *   assistive technology, the page's scroll locked;
 * - `invoker`: the browser's own invoker, `commandfor` with `command="show-modal"`: a native modal,
 *   which makes the rest of the page inert;
 * - `empty-modal`: the same invoker on a modal dialog holding one line of text: what any native
 *   modal costs on this page, whatever is in it;
 * - `one-line`: a button that un-hides one line of text: what any tap that draws costs.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Interaction } from './interactions.ts';

export const floorWays = ['page', 'invoker', 'empty-modal', 'one-line'] as const;
export type FloorWay = (typeof floorWays)[number];

/** A landing page's lead dialog: the page, and the label and fragment of its calls to action. */
export type DialogPage = { path: string; cta: string; fragment: string };

const DIALOG_ID = 'floor-dialog';

/** What the `page` way's button does: the tap's work in modal-dialog.tsx's `showModal`, no more. */
const showThePageWay = `<script>function floorShow(){var d=document.getElementById('${DIALOG_ID}');d.show();document.documentElement.setAttribute('data-modal-open','');for(var c of Array.from(document.body.children)){if(c!==d)c.setAttribute('aria-hidden','true')}}</script>`;

function opener(way: FloorWay, className: string, label: string): string {
  const button = (attributes: string) => `<button type="button" class="${className}" ${attributes}>${label}</button>`;
  switch (way) {
    case 'page':
      return button('onclick="floorShow()"');
    case 'invoker':
    case 'empty-modal':
      return button(`commandfor="${DIALOG_ID}" command="show-modal"`);
    case 'one-line':
      return `${button(`onclick="document.getElementById('${DIALOG_ID}').hidden=false"`)}<p id="${DIALOG_ID}" hidden>Opened.</p>`;
  }
}

function dialogFor(way: FloorWay, rendered: string): string {
  if (way === 'one-line') return '';
  if (way === 'empty-modal') return `<dialog id="${DIALOG_ID}"><p>Opened.</p></dialog>`;
  return rendered.replace('<dialog', `<dialog id="${DIALOG_ID}"`);
}

/** The built page's HTML as a static copy that opens `rendered` (the dialog's HTML) `way`. */
function floorPage(html: string, page: DialogPage, way: FloorWay, rendered: string): string {
  const stylesheet = /data-stylesheet="([^"]+)"/.exec(html)?.[1];
  if (!stylesheet) throw new Error(`bench: ${page.path} names no stylesheet for its boot script`);
  const cta = new RegExp(`<a class="([^"]*)" href="#${page.fragment}">${page.cta}</a>`);
  const className = cta.exec(html)?.[1];
  if (className === undefined) throw new Error(`bench: no call to action "${page.cta}" on ${page.path}`);
  return html
    .replace(/<script data-stylesheet[\s\S]*?<\/script>/, '')
    .replace(/<style data-page-styles[^>]*>[\s\S]*?<\/style>/, `<link rel="stylesheet" href="${stylesheet}">`)
    .replace(cta, opener(way, className, page.cta))
    .replace('</body>', `${dialogFor(way, rendered)}${way === 'page' ? showThePageWay : ''}</body>`);
}

const types: Record<string, string> = { '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

/**
 * Serves the floor pages of `pages` at `/<way><path>`, and `dist/`'s files for the rest, on a port
 * the system picks. The dialog's HTML is copied from the app at `base`, rendered ahead.
 */
export async function serveDialogFloors(browser: Browser, base: string, pages: DialogPage[]) {
  const floors = new Map<string, string>();
  for (const page of pages) {
    const tab = await browser.newPage();
    try {
      await tab.goto(`${base}${page.path}`);
      const dialog = tab.locator('dialog[data-modal-dialog]');
      await dialog.locator('button[type="submit"]').waitFor({ state: 'attached', timeout: 60_000 });
      const rendered = await dialog.evaluate((element) => element.outerHTML);
      const html = readFileSync(join('dist', page.path, 'index.html'), 'utf8');
      for (const way of floorWays) floors.set(`/${way}${page.path}`, floorPage(html, page, way, rendered));
    } finally {
      await tab.close();
    }
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const floor = floors.get(path);
    if (floor) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(floor);
      return;
    }
    try {
      const file = readFileSync(join('dist', normalize(path).replace(/^(\.\.[/\\])+/, '')));
      res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' }).end(file);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${String(port)}`, close: () => server.close() };
}

/** The tap on a floor page's call to action, as an interaction the bench times like the app's. */
export function floorInteraction(page: DialogPage, way: FloorWay, tap: Interaction['act']): Interaction {
  return {
    name: `${page.path} ${way}`,
    path: `/${way}${page.path}`,
    opensDialog: way !== 'one-line',
    act: async (tab) => {
      await tap(tab);
      await tab.locator(way === 'one-line' ? `#${DIALOG_ID}` : `dialog#${DIALOG_ID}[open]`).waitFor();
    },
  };
}
