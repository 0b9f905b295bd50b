/**
 * The CAD preview's cost on the built site: serves dist/ (scripts/bench/preview.ts), opens /quote
 * in Chromium and chooses each sample model from occt-import-js's test files through the file
 * picker, each in a fresh browser context (nothing cached). Prints the time, read in the page,
 * from choosing the file to the first frame of its 3D view on screen (or to the "not available"
 * line) and the bytes fetched from opening the picker: the viewer, the parser worker and
 * OpenCascade's WebAssembly (which opening the picker starts, ADR 0026). Two ways of choosing
 * (BENCH_CAD_MODES, default `instant,person`): `instant`, the file set the moment the picker opens;
 * `person`, set 2 s after it opens, as a person finds the file, while the page gets ready for it.
 * Each sample is chosen BENCH_CAD_RUNS times (default 3) in each way; the median and every run are
 * printed. Goal for as1-oc-214.stp (median): 2 s or less chosen instantly, 1.5 s or less by a person.
 * Beside it, the time from the first frame to the machining read on screen (ADR 0041; goal 1 s for
 * as1-oc-214.stp), and the longest main-thread task from the choice until then (goal 200 ms), and
 * from the first frame until then (the read's share of the page's time: it runs in the worker).
 *
 * Then a STEP file of about 50 MB (copies of as1-oc-214.stp, scripts/bench/large-step.ts): the
 * time to its outcome (the parser's time limit, if it is reached, ends in "not available"), the
 * longest gap between the page's animation frames meanwhile (the page must not freeze), and, on
 * removing the file after 3 s, the time until its row is gone and until its parser worker is.
 * Then an STL of about 1 M triangles (scripts/bench/heavy-model.ts): the time to its first frame
 * and the longest main-thread task while it is drawn and turned, against a 200 ms goal.
 * Run `npm run build` (or `build:test`) first.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { HEAVY_GOAL_MS, heavyModelTrial, type HeavyTrial } from './heavy-model.ts';
import { largeTrial, type LargeTrial } from './large-trial.ts';
import { startPreview } from './preview.ts';
import { smoke, smokeOr } from './smoke.ts';
import { cadCopy } from '../../src/features/cad/cad-copy.ts';

const port = Number(process.env.BENCH_PORT || 4791);
const samplesDir = fileURLToPath(new URL('../../node_modules/occt-import-js/test/testfiles/', import.meta.url));
// Smoke mode (scripts/bench/smoke.ts): one STEP file, and no 50 MB trial.
const samples = smokeOr(
  ['cube-units/cube-mm.step'],
  [
    'cube-10x10mm/Cube 10x10.stl',
    'cube-10x10mm/Cube 10x10.igs',
    'cube-units/cube-in.step',
    'cube-units/cube-m.step',
    'cube-units/cube-mm.step',
    'cax-if/as1-oc-214.stp',
  ],
);
/** BENCH_CAD_ONLY: only the samples whose path contains this text, and no 50 MB or 1 M-triangle trial. */
const only = process.env.BENCH_CAD_ONLY ?? '';

type Mode = 'instant' | 'person';
const modes = (process.env.BENCH_CAD_MODES ?? 'instant,person')
  .split(',')
  .filter((mode): mode is Mode => mode === 'instant' || mode === 'person');
const runs = smokeOr(1, Number(process.env.BENCH_CAD_RUNS || 3));
/** How long a person takes in the picker before the file is chosen. */
const PERSON_CHOOSES_AFTER_MS = 2000;
/** as1-oc-214.stp's first frame, from the choice, by way of choosing. */
const GOAL_MS: Record<Mode, number> = { instant: 2000, person: 1500 };
const UNAVAILABLE = cadCopy.unavailable;

type Row = {
  sample: string;
  outcome: string;
  ms: number;
  /** From the first frame to the machining read on screen (NaN: no read shown). */
  readMs: number;
  /** The longest main-thread task from the choice until the read was on screen. */
  longestTaskMs: number;
  /**
   * The longest from the first frame on screen until the read was: what the read's time on the
   * page costs, apart from the part's first drawing (which software WebGL finishes in a GPU readback).
   */
  longestAfterFrameMs: number;
  kilobytes: number;
  lines: string;
};

async function measure(page: Page, base: string, sample: string, mode: Mode): Promise<Row> {
  await page.goto(`${base}/quote`, { waitUntil: 'networkidle' });
  let bytes = 0;
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize),
      () => undefined,
    );
  });
  const name = sample.split('/').at(-1) ?? sample;
  const row = page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem').filter({ hasText: name });
  // Through the picker, as a visitor chooses: opening it starts the parser worker, OpenCascade's
  // compile and the viewer's download. The file is chosen at once, or after a person's 2 s in the
  // picker, and the time runs from the choice.
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Drawings, models and photos').click();
  const picker = await chooser;
  // Timed in the page, from the input's change to the first frame (or the "not available" line)
  // as the page's own observer sees it: Playwright polls a locator at up to 500 ms intervals.
  await page.evaluate(`{
    const cad = (window.__cad = { chosen: 0, outcome: 0, read: 0, longestTask: 0, longestAfterFrame: 0 });
    document.addEventListener('change', () => { cad.chosen ||= performance.now(); }, true);
    let seen = false;
    new MutationObserver(() => {
      if (!cad.chosen) return;
      // Drawn, then on screen: the frame after the one that shows it has begun (software WebGL
      // hands its first frame to the screen in a readback that can take hundreds of ms).
      if (!seen && (document.querySelector('canvas[data-rendered="true"]') || document.body.textContent.includes(${JSON.stringify(UNAVAILABLE)}))) {
        seen = true;
        requestAnimationFrame(() => requestAnimationFrame(() => (cad.outcome = performance.now())));
      }
      if (!cad.read && document.querySelector('[aria-label^="Machining read of"]')) cad.read = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        if (cad.chosen && !cad.read && task.startTime >= cad.chosen) cad.longestTask = Math.max(cad.longestTask, task.duration);
        if (cad.outcome && !cad.read && task.startTime >= cad.outcome) cad.longestAfterFrame = Math.max(cad.longestAfterFrame, task.duration);
      }
    }).observe({ type: 'longtask' });
  }`);
  if (mode === 'person') await page.waitForTimeout(smokeOr(200, PERSON_CHOOSES_AFTER_MS));
  await picker.setFiles(`${samplesDir}${sample}`);
  const drawn = row.locator('canvas[data-rendered="true"]');
  const unavailable = row.getByText(UNAVAILABLE);
  await drawn.or(unavailable).first().waitFor({ timeout: 30_000 });
  const outcome = (await drawn.count()) > 0 ? 'first frame' : 'not available';
  // The machining read follows the first frame.
  if (outcome === 'first frame')
    await row.getByRole('list', { name: /^Machining read of/ }).waitFor({ timeout: 30_000 });
  // A function, not a string: Playwright evaluates a string predicate again on each animation
  // frame with eval, which the site's Content-Security-Policy refuses once the first check fails.
  await page.waitForFunction(() => (window as unknown as { __cad: { outcome: number } }).__cad.outcome > 0, undefined, {
    timeout: 30_000,
  });
  const cad = (await page.evaluate('window.__cad')) as {
    chosen: number;
    outcome: number;
    read: number;
    longestTask: number;
    longestAfterFrame: number;
  };
  const ms = cad.outcome - cad.chosen;
  // A read that came before the first frame reached the screen counts as at once.
  const readMs = cad.read ? Math.max(0, cad.read - cad.outcome) : NaN;
  await page.waitForLoadState('networkidle');
  const lines = outcome === 'first frame' ? (await row.getByRole('listitem').allInnerTexts()).join(' | ') : '';
  return {
    sample,
    outcome,
    ms,
    readMs,
    longestTaskMs: cad.longestTask,
    longestAfterFrameMs: cad.longestAfterFrame,
    kilobytes: bytes / 1024,
    lines,
  };
}

const preview = await startPreview(port, 'bench-cad');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows = new Map<Mode, Row[][]>(modes.map((mode) => [mode, []]));
let large: LargeTrial | undefined;
let heavy: HeavyTrial | undefined;
try {
  for (const sample of samples.filter((path) => path.includes(only))) {
    for (const mode of modes) {
      const sampleRuns: Row[] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext();
        try {
          sampleRuns.push(await measure(await context.newPage(), preview.base, sample, mode));
        } finally {
          await context.close();
        }
      }
      rows.get(mode)?.push(sampleRuns);
    }
  }
  if (!only) heavy = await heavyModelTrial(browser, preview.base, smoke);
  if (!smoke && !only) large = await largeTrial(browser, preview.base, `${samplesDir}cax-if/as1-oc-214.stp`);
} finally {
  await browser.close();
  preview.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(
  `first frame from the choice, median of ${runs} run(s); instant: chosen as the picker opens, person: 2 s later`,
);
console.log(
  'sample                          chosen    outcome        median   runs (ms)            read after  longest task  after frame   fetched   measurements and read',
);
const verdicts: string[] = [];
let met = true;
for (const mode of modes) {
  for (const sampleRuns of rows.get(mode) ?? []) {
    const first = sampleRuns[0];
    if (!first) continue;
    const outcome = sampleRuns.every((row) => row.outcome === first.outcome) ? first.outcome : 'mixed';
    const ms = median(sampleRuns.map((row) => row.ms));
    console.log(
      `${first.sample.padEnd(32)}${mode.padEnd(10)}${outcome.padEnd(15)}${`${ms.toFixed(0)} ms`.padStart(8)}   ${sampleRuns
        .map((row) => row.ms.toFixed(0))
        .join(', ')
        .padEnd(
          21,
        )}${`${median(sampleRuns.map((row) => row.readMs)).toFixed(0)} ms`.padStart(11)}${`${Math.max(...sampleRuns.map((row) => row.longestTaskMs)).toFixed(0)} ms`.padStart(15)}${`${Math.max(...sampleRuns.map((row) => row.longestAfterFrameMs)).toFixed(0)} ms`.padStart(13)}${`${first.kilobytes.toFixed(0)} KB`.padStart(10)}   ${first.lines}`,
    );
    if (first.sample.endsWith('as1-oc-214.stp')) {
      const within = outcome === 'first frame' && ms <= GOAL_MS[mode];
      met &&= within;
      verdicts.push(
        `as1-oc-214.stp chosen ${mode === 'person' ? 'by a person' : 'instantly'}: ${within ? 'within' : 'NOT within'} the ${GOAL_MS[mode]} ms goal`,
      );
    }
  }
}
// Smoke mode measures no timing goal: it only proves the benchmark runs to the end.
if (!smoke) for (const verdict of verdicts) console.log(verdict);
if (heavy) {
  // Smoke mode draws a small sphere and gives no verdict.
  const verdict = heavy.longestTaskMs <= HEAVY_GOAL_MS ? 'within' : 'NOT within';
  console.log(
    `STL of ${heavy.triangles.toLocaleString('en-GB')} triangles: first frame after ${heavy.firstFrameMs.toFixed(0)} ms; ` +
      `longest main-thread task while drawing and turning it ${heavy.longestTaskMs.toFixed(0)} ms` +
      (smoke ? '' : ` (${verdict} the ${HEAVY_GOAL_MS} ms goal)`),
  );
}
if (large) {
  console.log(
    `large STEP (${large.megabytes.toFixed(1)} MB): ${large.outcome} after ${large.ms.toFixed(0)} ms; ` +
      `longest gap between frames meanwhile ${large.longestFrameGapMs.toFixed(0)} ms; ` +
      `removed after 3 s, its row and preview gone ${large.removedRowGoneMs.toFixed(0)} ms later and its worker ` +
      `${large.removedWorkerGoneMs.toFixed(0)} ms later (Chromium lets a busy worker run up to 2 s after terminate(), ` +
      `Blink's forcible-termination delay)`,
  );
}
process.exitCode = met || smoke ? 0 : 1;
