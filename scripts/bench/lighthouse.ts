/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on every public route of
 * the built site (`npm run build` first), served by `vite preview` with the production headers
 * over HTTPS and HTTP/2, as visitors reach the site (https-front.ts: brotli pages, compressed
 * headers), and on a static HTML page with no JavaScript (scripts/bench/static-baseline.html, the limit a
 * page can reach here), all in one run. Each route is measured BENCH_RUNS times (default 3) and the
 * median of each figure is printed (and TBT's lowest and highest run), with each route's LCP as a
 * multiple of the baseline's. The routes are measured in turn, one run each per pass; the baseline
 * is measured BENCH_RUNS times first and once after every BENCH_RUNS route runs, and its medians
 * are over all of those runs.
 * A benchmark, not a test: it prints figures and asserts nothing (machines differ).
 *
 * Options: BENCH_RUNS (default 3), BENCH_ROUTES (comma-separated paths; default every route),
 * BENCH_PORT (default 4183), so two checkouts can run it at once.
 */
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { builtRoutes } from '../../tests/e2e/support/routes';
import { smokeOr } from './smoke';
import { launchChromium, serveBaseline } from './baseline';
import { httpsFront } from './https-front';
import { startPreview } from './preview';

/** The preview's port (BENCH_PORT, default 4183). */
const port = Number(process.env.BENCH_PORT ?? 4183);
// Smoke mode (scripts/bench/smoke.ts): one run of the home page.
const runs = Number(process.env.BENCH_RUNS ?? smokeOr(1, 3));
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : smokeOr(['/'], builtRoutes());

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
};

async function measure(url: string, chromePort: number): Promise<Figures> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const jsBytes = (scripts ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKiB: jsBytes / 1024,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The lowest and highest of a figure's runs. TBT is printed with its spread: on these machines the
 * static page alone, with no script, reads anywhere from 0 to about 90 ms, and a route's median
 * means little without it.
 */
const range = (values: number[]) =>
  values.length === 0 ? '–' : `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

function medians(samples: Figures[]): Figures {
  const keys = Object.keys(samples[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])) as Figures;
}

async function main() {
  const preview = await startPreview(port, 'lighthouse');
  const site = await httpsFront(preview.base);
  const base = site.url;
  const baselineServer = await serveBaseline();
  const chrome = await launchChromium();
  try {
    // Smoke mode checks that Lighthouse runs on the site; the baseline adds nothing to that.
    const baselineUrl = smokeOr(undefined, baselineServer.url);
    const baselineSamples: Figures[] = [];
    const measureBaseline = async () => {
      if (baselineUrl) baselineSamples.push(await measure(baselineUrl, chrome.port));
    };
    // The routes are measured in turn, one run of each per pass, BENCH_RUNS passes: a slow spell
    // of the machine (tens of seconds) then lands on one run of a few routes, which the median of
    // each route's runs sets aside, rather than on two or three runs of one route, which it cannot.
    // Lighthouse resets the origin's cache and storage before each run, so the order changes
    // nothing else. The baseline is measured BENCH_RUNS times first and once more after every
    // BENCH_RUNS route runs (as many runs as the routes have), so a slow or quick spell moves the
    // baseline as it moves the routes.
    for (let i = 0; i < runs; i += 1) await measureBaseline();
    const samples = new Map<string, Figures[]>(routes.map((path) => [path, []]));
    let sinceBaseline = 0;
    for (let pass = 1; pass <= runs; pass += 1) {
      for (const path of routes) {
        samples.get(path)?.push(await measure(`${base}${path}`, chrome.port));
        sinceBaseline += 1;
        if (sinceBaseline === runs) {
          sinceBaseline = 0;
          await measureBaseline();
        }
      }
      console.error(`pass ${pass} of ${runs} measured`);
    }
    const rows = routes.map((path) => {
      const all = samples.get(path) ?? [];
      return { label: path, figures: medians(all), tbtRange: range(all.map((s) => s.tbt)) };
    });
    if (baselineSamples.length > 0)
      rows.unshift({
        label: `static baseline (no JS, median of ${baselineSamples.length})`,
        figures: medians(baselineSamples),
        tbtRange: range(baselineSamples.map((s) => s.tbt)),
      });
    const baselineLcp = baselineUrl ? (rows[0]?.figures.lcp ?? Number.NaN) : Number.NaN;
    const header = [
      'route',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'FCP s',
      'LCP s',
      'LCP ×base',
      'TBT ms',
      'TBT runs',
      'CLS',
      'JS KiB',
    ];
    const table = rows.map(({ label, figures: f, tbtRange }) => [
      label,
      String(f.performance),
      String(f.accessibility),
      String(f.bestPractices),
      String(f.seo),
      (f.fcp / 1000).toFixed(2),
      // LCP and its multiple to three decimals: the goal is 1.1, and a route near it must not
      // round onto it. Smoke mode measures no baseline, so no multiple is made up.
      (f.lcp / 1000).toFixed(3),
      Number.isFinite(baselineLcp) ? (f.lcp / baselineLcp).toFixed(3) : '–',
      f.tbt.toFixed(0),
      tbtRange,
      f.cls.toFixed(3),
      f.jsKiB.toFixed(1),
    ]);
    console.log(`Lighthouse ${lighthouseVersion()}, mobile, median of ${runs}`);
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const row of table) console.log(`| ${row.join(' | ')} |`);
  } finally {
    chrome.kill();
    baselineServer.close();
    site.close();
    preview.stop();
  }
  // Lighthouse keeps timers alive for seconds after its last run.
  process.exit(0);
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
