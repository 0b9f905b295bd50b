import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { builtRoutes } from './support/routes';

/**
 * Layout that holds at a phone, a tablet and a laptop width on every public route:
 * - every icon (lucide's `svg.lucide` and the site's own, marked `data-icon`) renders square, so a
 *   flex row cannot squash one beside a long label;
 * - no CSS grid leaves an empty cell in its last row, so a set of cards never ends in a gap;
 * - every figure (`data-figure`: the values of metric tiles and stat strips, such as "20-30%" or
 *   "£180K") stays on one line inside its tile.
 * 1024 px is checked as well: it is where three-column card rows are narrowest.
 */
const WIDTHS = [390, 768, 1024, 1366] as const;

type Problem = string;

/** Runs in the page: the visible icons whose box is not square. */
function unevenIcons(): Problem[] {
  const describe = (el: Element) => {
    const label = el.closest('li, a, button, article, section')?.textContent?.trim().slice(0, 40) ?? '';
    return `${el.getAttribute('class') ?? el.tagName} near "${label}"`;
  };
  return [...document.querySelectorAll('svg.lucide, [data-icon]')]
    .filter((el) => el.checkVisibility())
    .flatMap((el) => {
      const { width, height } = el.getBoundingClientRect();
      return Math.abs(width - height) > 0.5
        ? [`icon ${width.toFixed(1)}×${height.toFixed(1)} px: ${describe(el)}`]
        : [];
    });
}

/**
 * Runs in the page: the visible grids whose auto-placed items do not fill their last row.
 *
 * The number of columns is the length of the computed `grid-template-columns` (the browser
 * resolves `repeat()` into one length per track), and the items are the grid's in-flow children,
 * looking through `display: contents` wrappers (the static islands' own `div`) as the browser
 * does. A grid in which any item sets where it is placed or spans tracks is skipped: its shape is
 * chosen by hand, and counting items no longer tells how the rows fill. One-column grids (stacked
 * cards, form fields) cannot leave a gap.
 */
function gappedGrids(): Problem[] {
  const items = (parent: Element): Element[] =>
    [...parent.children].flatMap((child) => {
      const style = getComputedStyle(child);
      if (style.display === 'contents') return items(child);
      if (style.display === 'none' || style.position === 'absolute' || style.position === 'fixed') return [];
      return [child];
    });
  const placedByHand = (el: Element) => {
    const style = getComputedStyle(el);
    return [style.gridColumnStart, style.gridColumnEnd, style.gridRowStart, style.gridRowEnd].some(
      (value) => value !== 'auto',
    );
  };
  const problems: Problem[] = [];
  for (const grid of document.querySelectorAll('body *')) {
    const style = getComputedStyle(grid);
    if (!['grid', 'inline-grid'].includes(style.display) || !grid.checkVisibility()) continue;
    if (style.gridAutoFlow.startsWith('column')) continue;
    const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
    const children = items(grid);
    if (columns < 2 || children.length === 0 || children.some(placedByHand)) continue;
    const empty = (columns - (children.length % columns)) % columns;
    if (empty > 0) {
      const heading = grid.closest('section')?.querySelector('h1, h2')?.textContent?.trim() ?? '';
      problems.push(
        `grid of ${children.length} items in ${columns} columns leaves ${empty} empty: ` +
          `<${grid.tagName.toLowerCase()} class="${grid.getAttribute('class') ?? ''}"> in "${heading}"`,
      );
    }
  }
  return problems;
}

/** Runs in the page: the visible figures that wrap or overflow their box. */
function brokenFigures(): Problem[] {
  return [...document.querySelectorAll('[data-figure]')]
    .filter((el) => el.checkVisibility())
    .flatMap((el) => {
      const lines = el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight);
      const overflows = el.scrollWidth > el.clientWidth + 1;
      return lines > 1.5 || overflows
        ? [`figure "${el.textContent ?? ''}" ${overflows ? 'overflows its tile' : 'breaks over lines'}`]
        : [];
    });
}

async function problemsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // One frame for the new layout to apply.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const found = [
    ...(await page.evaluate(unevenIcons)),
    ...(await page.evaluate(gappedGrids)),
    ...(await page.evaluate(brokenFigures)),
  ];
  return found.map((problem) => `${width}px ${problem}`);
}

for (const path of builtRoutes()) {
  test(`${path}: icons stay square, grids leave no empty cell and figures hold at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    await page.goto(path);
    const problems: Problem[] = [];
    for (const width of WIDTHS) problems.push(...(await problemsAt(page, width)));
    expect(problems).toEqual([]);
  });
}
