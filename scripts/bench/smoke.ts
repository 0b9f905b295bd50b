/**
 * A benchmark's smoke mode (BENCH_SMOKE=1, as `npm run bench:smoke` runs every benchmark): tiny
 * sizes and one sample, so that `npm test` proves each benchmark still runs to the end. Its
 * figures mean nothing and are never compared: timings stay out of tests.
 */
export const smoke = process.env.BENCH_SMOKE === '1';

/** `tiny` in smoke mode, else `full`. */
export function smokeOr<T>(tiny: T, full: T): T {
  return smoke ? tiny : full;
}
