/**
 * The browser's own floor for opening a landing page's lead dialog: what the tap costs when none of
 * our JavaScript runs, measured beside the app in the same run (scripts/bench/interaction.ts).
 *
 * Each floor page is a static copy of the built page: its prerendered HTML with its dialog and
 * form, the whole stylesheet (as the page has once the app has started), no boot script and no
 * app. Its call to action opens one of these:
 * - `no-app`: the page's own dialog, by the browser's invoker as on the live page: what the tap
 *   costs the browser alone, the app's share taken out;
 * - `empty-modal`: the same invoker on a modal dialog holding one line of text: what any native
 *   modal costs on this page, whatever is in it;
 * - `one-line`: a button that un-hides one line of text: what any tap that draws costs.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { shownInPage, type Interaction } from './interactions.ts';

export const floorWays = ['no-app', 'empty-modal', 'one-line'] as const;
export type FloorWay = (typeof floorWays)[number];

/** A landing page's lead dialog: the page, and the label and fragment of its calls to action. */
export type DialogPage = { path: string; cta: string; fragment: string };

/** The dialog's id, which its calls to action name (use-dialog-trigger.ts). */
const dialogId = (page: DialogPage) => `${page.fragment}-dialog`;

/** The built page's HTML as a static copy whose call to action opens what `way` names. */
function floorPage(html: string, page: DialogPage, way: FloorWay): string {
  const stylesheet = /data-stylesheet="([^"]+)"/.exec(html)?.[1];
  if (!stylesheet) throw new Error(`bench: ${page.path} names no stylesheet for its boot script`);
  const id = dialogId(page);
  const invoker = `commandfor="${id}" command="show-modal"`;
  const dialog = new RegExp(`<dialog id="${id}"[\\s\\S]*?</dialog>`);
  if (!html.includes(invoker) || !dialog.test(html)) throw new Error(`bench: no dialog "${id}" on ${page.path}`);
  const copy = html
    .replace(/<script data-stylesheet[\s\S]*?<\/script>/, '')
    .replace(/<style data-page-styles[^>]*>[\s\S]*?<\/style>/, `<link rel="stylesheet" href="${stylesheet}">`);
  switch (way) {
    case 'no-app':
      return copy;
    case 'empty-modal':
      return copy.replace(dialog, `<dialog id="${id}"><p>Opened.</p></dialog>`);
    case 'one-line':
      return copy
        .replace(dialog, `<p id="${id}" hidden>Opened.</p>`)
        .replaceAll(invoker, `onclick="document.getElementById('${id}').hidden=false"`);
  }
}

const types: Record<string, string> = { '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** Serves the floor pages of `pages` at `/<way><path>`, and `dist/`'s files for the rest, on a port the system picks. */
export async function serveDialogFloors(pages: DialogPage[]) {
  const floors = new Map<string, string>();
  for (const page of pages) {
    const html = readFileSync(join('dist', page.path, 'index.html'), 'utf8');
    for (const way of floorWays) floors.set(`/${way}${page.path}`, floorPage(html, page, way));
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
      await shownInPage(tab, way === 'one-line' ? `#${dialogId(page)}` : `dialog#${dialogId(page)}[open]`);
    },
  };
}
