/** The item at `index` (negative counts from the end), or a failure naming what was missing. */
export function at<T>(items: readonly T[], index: number, what = 'item'): T {
  const item = items.at(index);
  if (item === undefined) throw new Error(`no ${what} at ${index} (of ${items.length})`);
  return item;
}
