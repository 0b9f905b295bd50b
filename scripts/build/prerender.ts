import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerModule from '../../src/entry-server';
import { placeholderMessage } from '../../src/config/prelaunch';
import {
  buildHeaders,
  buildRedirects,
  buildRobots,
  buildSitemap,
  deferEntry,
  scriptHashSource,
  fillTemplate,
  firstSegment,
  outputFile,
  shellHead,
  splitHead,
} from './prerender-html.ts';
import { pageStyles } from './page-styles.ts';
import { minifyBootScript } from './boot-script.ts';
import { PAGES, precompressDir } from './vite-precompress.ts';

type ServerEntry = typeof ServerModule;

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const ssrDir = join(root, 'dist-ssr');

async function main() {
  const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  // Routes that are not prerendered (the admin dashboard) are served this shell, titled and noindex.
  const clientOnly = server.routeTable.filter((r) => !r.indexable && !r.privateLink);
  const shellRoute = clientOnly[0];
  const shellMeta = (await shellRoute?.load())?.meta;
  const shellTitle = `${shellMeta?.head.title ?? server.site.name} | ${server.site.name}`;
  await writeFile(join(dist, 'app-shell.html'), fillTemplate(template, shellHead(shellTitle), ''));

  // Written inline, minified (its comments are for us, not for every visitor's first round trip);
  // the CSP allows it by the hash of exactly this text.
  const bootScript = minifyBootScript(await readFile(join(root, 'src', 'boot.js'), 'utf8'));
  const pageTemplate = deferEntry(template, bootScript);
  // Each page carries the rules it uses; the whole stylesheet loads after the first paint.
  const withStyles = pageStyles(dist);
  // A private link's page is prerendered too, as the neutral shell it is before its token is read.
  const pages = server.routeTable.filter((r) => r.indexable || r.privateLink);
  for (const route of pages) {
    const { html, status } = await server.render(route.path);
    if (status !== 200) throw new Error(`${route.path} rendered with status ${status}`);
    const { head, body } = splitHead(html);
    const file = join(dist, outputFile(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await withStyles(fillTemplate(pageTemplate, head, body)));
  }

  const notFound = await server.render('/this-page-does-not-exist');
  const { head, body } = splitHead(notFound.html);
  await writeFile(join(dist, '404.html'), await withStyles(fillTemplate(pageTemplate, head, body)));

  const lastmod = new Date().toISOString().slice(0, 10);
  await writeFile(join(dist, 'sitemap.xml'), buildSitemap(server.site.url, server.routeTable, lastmod));
  const hidden = clientOnly.map((r) => r.path);
  const privatePaths = server.routeTable.filter((r) => r.privateLink).map((r) => r.path);
  await writeFile(join(dist, 'robots.txt'), buildRobots(server.site.url, hidden.map(firstSegment)));
  await writeFile(join(dist, '_redirects'), buildRedirects(hidden));
  await writeFile(
    join(dist, '_headers'),
    buildHeaders({ ...server.headerSources, scriptHashes: [scriptHashSource(bootScript)], privatePaths }),
  );
  await rm(ssrDir, { recursive: true, force: true });
  // Brotli and gzip copies of every page, as of every script and style: a host serves them to a
  // browser that accepts them (README, deploying), and `vite preview` does too.
  const compressed = precompressDir(dist, PAGES);

  const listed = pages.filter((r) => r.indexable).length;
  console.log(
    `prerendered ${pages.length} routes + 404.html, sitemap.xml (${listed} urls), robots.txt; ${compressed} pages precompressed`,
  );
  const placeholders = server.controllerPlaceholders();
  if (placeholders.length > 0) {
    // Not an error: every local and test build has them. A launch must not (README, pre-launch checklist).
    console.log(`pre-launch: ${placeholderMessage(placeholders)} (a production build refuses them).`);
  }
  if (server.isLocalBuild) {
    console.log(
      'local build: VITE_SUPABASE_URL is unset, so forms and the admin dashboard work only under `npm run preview` with the embedded backend.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
