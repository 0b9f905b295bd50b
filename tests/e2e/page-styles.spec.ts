import { expect, test, type Page } from '@playwright/test';
import { builtRoutes } from './support/routes';

/**
 * Each prerendered page paints with only the rules it carries inline; the whole stylesheet comes
 * after the first paint (scripts/build/page-styles.ts). If a rule the page needs were left out, the page
 * would look different until the stylesheet arrived, and for ever without JavaScript. So, on every
 * route at a phone's and a laptop's width, every element's computed style (and its ::before,
 * ::after, ::marker, ::placeholder and ::file-selector-button) with the inlined rules alone must equal its computed style once the whole stylesheet
 * is added. `<details>` are opened first so that the FAQ answers and the menu are compared too.
 * Custom properties are not compared: they draw nothing themselves, and the inlined rules leave
 * out those nothing on the page reads (scripts/build/css-custom-properties.ts); every property that
 * reads one is compared.
 */

// Plain Playwright: the app must not start, so the page stays as served.
// Every computed value of every element is thousands of strings a page: they stay in the page
// (window.__styles), and only a count and the differences cross to the test.
const signature = `(() => {
  // Parts of the page drawn only near the screen (.defer-layout) are drawn, as a visitor scrolling
  // to them sees them: a transition in a part not drawn does not run. Their placeholder height is a
  // rule for before the start (src/before-start.css), which leaves with the page's own rules by
  // design: it is not compared.
  for (const part of document.querySelectorAll('.defer-layout')) {
    part.style.contentVisibility = 'visible';
    part.style.containIntrinsicSize = 'none';
  }
  for (const details of document.querySelectorAll('details')) details.open = true;
  // Opening a FAQ item turns its chevron with a transition: compare where it ends.
  getComputedStyle(document.body).color;
  for (const animation of document.getAnimations()) animation.finish();
  const styles = {};
  let n = 0;
  for (const element of document.querySelectorAll('body, body *')) {
    const key = (n++) + ' ' + element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') +
      (typeof element.className === 'string' && element.className ? '.' + element.className.trim().split(/\\s+/).slice(0, 3).join('.') : '');
    const tag = element.tagName.toLowerCase();
    const pseudos = ['', '::before', '::after'];
    if (tag === 'input' || tag === 'textarea') pseudos.push('::placeholder', '::file-selector-button');
    if (tag === 'li' || tag === 'summary') pseudos.push('::marker');
    for (const pseudo of pseudos) {
      const computed = getComputedStyle(element, pseudo || null);
      if ((pseudo === '::before' || pseudo === '::after') && computed.content === 'none') continue;
      const values = {};
      for (let i = 0; i < computed.length; i++) {
        if (!computed[i].startsWith('--')) values[computed[i]] = computed.getPropertyValue(computed[i]);
      }
      styles[key + pseudo] = values;
    }
  }
  return styles;
})`;
/** Takes the page's styles as they are now, kept in the page; returns how many were taken. */
const takeStyles = `(() => { window.__styles = (${signature})(); return Object.keys(window.__styles).length; })()`;
/** The first ten differences between the styles taken and the page's styles now. */
const changedStyles = `(() => {
  const before = window.__styles;
  const after = (${signature})();
  const found = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key] ?? {};
    const b = after[key] ?? {};
    for (const property of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[property] !== b[property]) found.push(key + ' ' + property + ': ' + a[property] + ' → ' + b[property]);
      if (found.length === 10) return found;
    }
  }
  return found;
})()`;

async function servedPageOnly(page: Page, path: string): Promise<string> {
  let stylesheet = '';
  // The whole stylesheet and the app's scripts never arrive, as for a visitor still waiting for them.
  await page.route(/\/assets\/.+\.(css|js)$/, (route) => {
    if (route.request().url().endsWith('.css')) stylesheet = new URL(route.request().url()).pathname;
    return route.abort();
  });
  await page.goto(path, { waitUntil: 'load' });
  await expect
    .poll(() => stylesheet, { message: `${path} asks for the whole stylesheet after it paints` })
    .not.toBe('');
  return stylesheet;
}

// One test per page and width, so each has the whole timeout however many pages the site has.
for (const width of [390, 1366]) {
  for (const path of [...builtRoutes(), '/no-such-page']) {
    test(`at ${width} px, ${path} looks the same with its inlined rules as with the whole stylesheet`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const stylesheet = await servedPageOnly(page, path);
      expect(await page.evaluate<number>(takeStyles), path).toBeGreaterThan(50);

      await page.unrouteAll();
      await page.addStyleTag({ url: stylesheet });
      // Once the whole sheet has loaded, the boot script removes the page's own rules and marks
      // <html> with .sheet-loaded.
      await page.locator('style[data-page-styles]').evaluate((own) => {
        own.remove();
        document.documentElement.classList.add('sheet-loaded');
      });
      expect(await page.evaluate<string[]>(changedStyles), path).toEqual([]);
    });
  }
}
