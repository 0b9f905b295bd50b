import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';

/**
 * The static no-JavaScript page the Lighthouse benchmarks compare a route with
 * (scripts/bench/static-baseline.html), served on `port` as a host serves a site: its page, a
 * robots.txt, and 404 for the rest, so Lighthouse's SEO audits judge the page and not the server.
 */
export async function serveBaseline(port: number): Promise<{ url: string; close: () => void }> {
  const html = readFileSync(new URL('./static-baseline.html', import.meta.url));
  const server = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else if (req.url === '/robots.txt')
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, for Lighthouse. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
