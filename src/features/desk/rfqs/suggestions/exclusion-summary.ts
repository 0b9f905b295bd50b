import { hardFilters, type HardFilter } from './suggestion-queries';

type Ranked = { rank: number | null; excluded_by: string | null };

/** The promise is 3 options: fewer passing suppliers is said out loud. */
export const OPTIONS_PROMISED = 3;

const isFilter = (value: string | null | undefined): value is HardFilter => hardFilters.includes(value as HardFilter);

/**
 * The one filter an excluded supplier fails, when it fails exactly one (a near miss); null when it
 * passes, fails more, or its list was stored before every filter failed was kept.
 */
export function nearMissFilter(item: { excluded_by_all?: readonly string[] | null }): HardFilter | null {
  const all = item.excluded_by_all ?? [];
  const only = all[0];
  return all.length === 1 && isFilter(only) ? only : null;
}

/** How many suppliers each hard filter excluded, most first (ties in the filters' order); none left out. */
export function exclusionCounts(items: readonly Ranked[]): { filter: HardFilter; count: number }[] {
  const counts = new Map<HardFilter, number>();
  for (const item of items) {
    if (isFilter(item.excluded_by)) counts.set(item.excluded_by, (counts.get(item.excluded_by) ?? 0) + 1);
  }
  return hardFilters
    .filter((filter) => counts.has(filter))
    .map((filter) => ({ filter, count: counts.get(filter) ?? 0 }))
    .sort((a, b) => b.count - a.count);
}

/**
 * When fewer than 3 suppliers pass: how many pass and the filters that excluded the most (up to
 * `top`); null when the promise can be kept.
 */
export function shortfall(items: readonly Ranked[], top = 3) {
  const passed = items.filter((i) => i.rank !== null).length;
  if (passed >= OPTIONS_PROMISED) return null;
  return { passed, filters: exclusionCounts(items).slice(0, top) };
}
