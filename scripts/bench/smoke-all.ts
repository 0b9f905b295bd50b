/**
 * `npm run bench:smoke`, part of `npm test`: runs every `npm run bench:*` script in its smoke mode
 * (BENCH_SMOKE=1, scripts/bench/smoke.ts: tiny sizes, one sample) and fails when one fails, so a
 * benchmark cannot rot unnoticed. It prints how long each took and compares no timing: a
 * benchmark that hangs is stopped after HANG_MS, far above any smoke run, and counts as failed.
 * Each gets free ports of its own, so it runs beside a dev server or another checkout's tests.
 * Needs a built site (`npm run build:test`).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../tests/support/free-port';

const HANG_MS = 5 * 60_000;
const SELF = 'bench:smoke';

const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
)
  .filter((name) => name.startsWith('bench:') && name !== SELF)
  .sort();

async function run(name: string): Promise<{ name: string; ok: boolean; ms: number }> {
  const env = {
    ...process.env,
    BENCH_SMOKE: '1',
    BENCH_PORT: String(await freePort()),
    BENCH_SMTP_PORT: String(await freePort()),
    BENCH_MAIL_PORT: String(await freePort()),
    BENCH_FUNCTION_PORT: String(await freePort()),
  };
  const started = performance.now();
  // A group of its own: npm, the benchmark, its preview server, Deno functions and browsers. A
  // hang is stopped by killing the whole group (killing npm alone left the benchmark running and
  // its output open, so the run waited for ever), and whatever a finished benchmark left behind
  // goes with it, so no port or pipe outlives it.
  const child = spawn('npm', ['run', '--silent', name], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killGroup = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has already gone.
    }
  };
  let hung = false;
  const hang = setTimeout(() => {
    hung = true;
    killGroup();
  }, HANG_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(hang);
  killGroup();
  // The last output, once the pipes close (at once: nothing is left to hold them).
  await new Promise((resolve) => {
    if (child.stdout.closed && child.stderr.closed) resolve(undefined);
    else child.once('close', resolve);
    setTimeout(resolve, 5_000).unref();
  });
  if (hung) output += `\n(stopped after ${HANG_MS / 60_000} minutes)`;
  const ok = code === 0;
  if (!ok) process.stdout.write(`\n--- ${name} failed (exit ${String(code)}) ---\n${output}\n`);
  return { name, ok, ms: performance.now() - started };
}

const results = [];
for (const name of scripts) {
  const result = await run(name);
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${name.padEnd(18)} ${(result.ms / 1000).toFixed(1)} s`);
  results.push(result);
}
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  console.error(`bench:smoke: ${failed.map((r) => r.name).join(', ')} failed`);
  process.exit(1);
}
