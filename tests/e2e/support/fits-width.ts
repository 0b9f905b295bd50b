import { expect, type Page } from '@playwright/test';

/**
 * Fails, naming the offenders, when the page is wider than its viewport: the document scrolls
 * sideways, or an element's right edge lies beyond the viewport without a scroll box of its own
 * (an ancestor that scrolls or clips sideways and itself fits) to hold it. Invisible elements are
 * left out; the document's own width still counts them.
 */
export async function expectFitsViewport(page: Page, view: string) {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width) found.push(`the document is ${scrollWidth} px wide`);
    const held = (element: Element): boolean => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        return box.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 0.5) continue;
      // A closed menu's links, or an off-canvas panel, are not content beyond the screen.
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (held(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
      found.push(`${name} "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(rect.right)} px`);
    }
    return found.slice(0, 10);
  });
  expect(overflow, `${view} at ${page.viewportSize()?.width ?? 0} px`).toEqual([]);
}
