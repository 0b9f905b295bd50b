/**
 * The figures benchmarks print: percentiles of sampled durations, in milliseconds. Percentiles
 * are nearest-rank on the sorted samples, so one sample is its own p50 and p95.
 */
import { performance } from 'node:perf_hooks';

export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);

export const p50 = (values: readonly number[]) => quantile(sortedCopy(values), 0.5);
export const p95 = (values: readonly number[]) => quantile(sortedCopy(values), 0.95);

/** A duration with `digits` decimals: "12.3 ms". */
export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;

/** "p50 … p95 … (n=…)" of sampled durations. */
export function summary(values: readonly number[], digits = 1): string {
  return `p50 ${ms(p50(values), digits)}  p95 ${ms(p95(values), digits)}  (n=${values.length})`;
}

/**
 * Runs `run` `times` times in turn, or, past `budgetMs` of running, stops after the third run;
 * returns each run's duration.
 */
export async function timed(run: () => Promise<void>, times: number, budgetMs = Infinity): Promise<number[]> {
  const durations: number[] = [];
  const started = performance.now();
  for (let i = 0; i < times && (i < 3 || performance.now() - started < budgetMs); i++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations;
}
