import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { httpsFront } from './https-front';

/**
 * The static no-JavaScript page the Lighthouse benchmarks compare a route with
 * (scripts/bench/static-baseline.html), served as a host serves a site: its page, a robots.txt,
 * and 404 for the rest, so Lighthouse's SEO audits judge the page and not the server. It listens
 * over HTTPS (https-front.ts), on a port the system picks: a fixed one (the preview's plus one, as it was) can be a port a
 * neighbour was handed, and the benchmark then dies on EADDRINUSE.
 */
export async function serveBaseline(): Promise<{ url: string; close: () => void }> {
  const html = readFileSync(new URL('./static-baseline.html', import.meta.url));
  const server = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else if (req.url === '/robots.txt')
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  // Over HTTPS, as the site is measured (https-front.ts).
  const front = await httpsFront(`http://127.0.0.1:${port}`);
  return {
    url: `${front.url}/`,
    close: () => {
      front.close();
      server.close();
    },
  };
}

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, for Lighthouse. It accepts the self-signed
 * certificate of the local HTTPS servers it measures (https-front.ts).
 */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--ignore-certificate-errors',
    ],
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Lighthouse's LCP of `url` (mobile, simulated throttling): a first visit, or a return after one load. */
async function lcp(url: string, chromePort: number, returning: boolean): Promise<number> {
  if (returning) await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: returning,
  });
  const error = result?.lhr.runtimeError;
  if (error) console.log(`  ${url}: Lighthouse could not measure it (${error.code})`);
  return result?.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
}

/**
 * LCP of `page` beside the static page's, as a first visit (cache and storage reset) and as a
 * return (kept), each the median of `runs`; prints both and the ratio (goal ≤ 1.2x) and returns the ratios.
 */
export async function compareLcp(
  label: string,
  page: string,
  baseline: string,
  chromePort: number,
  runs: number,
): Promise<{ first: number; returning: number }> {
  console.log('\nLighthouse (mobile), LCP median of', runs, runs === 1 ? 'run' : 'runs');
  const ratios: number[] = [];
  for (const returning of [false, true]) {
    const pageRuns: number[] = [];
    const baselineRuns: number[] = [];
    // In turn, so a slow spell of the machine moves both.
    for (let i = 0; i < runs; i += 1) {
      baselineRuns.push(await lcp(baseline, chromePort, returning));
      pageRuns.push(await lcp(page, chromePort, returning));
    }
    const [p, b] = [median(pageRuns), median(baselineRuns)];
    ratios.push(p / b);
    console.log(
      `  ${(returning ? 'return visit' : 'first visit').padEnd(13)} ${label} ${(p / 1000).toFixed(3)} s  ·  static page ${(b / 1000).toFixed(3)} s  ·  ${(p / b).toFixed(3)}x (goal ≤ 1.2x)`,
    );
  }
  return { first: ratios[0] ?? NaN, returning: ratios[1] ?? NaN };
}
