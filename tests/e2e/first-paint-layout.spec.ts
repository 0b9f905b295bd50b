import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { holdSheet } from './support/hold-assets';

/**
 * What the first paint lays out: the parts of the page near the screen, the rest once the whole
 * stylesheet is in; the consultation form's near parts together in one pass; and, with JavaScript
 * off, a page opened at a fragment still lands on the part it names.
 */

/**
 * Whether each `.defer-layout` part of the page is drawn now, by the name `recordPartChanges`
 * gives it (the page must have been opened after that). A closed dialog's parts (a landing page's
 * form) are not drawn until it opens, and are left out.
 */
async function drawnParts(page: Page) {
  return page.locator('.defer-layout:not(dialog .defer-layout)').evaluateAll((parts) =>
    parts.map((part) => ({
      name: (window as unknown as PartNaming).partName(part),
      drawn: part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
      contentVisibility: getComputedStyle(part).contentVisibility,
    })),
  );
}

type PartChange = { change: 'drawn' | 'skipped'; name: string; tag: string; frame: number; painted: boolean };
type PartNaming = { partName: (part: Element) => string };
/** A part the boot script released for layout once the whole stylesheet was in, and in which frame. */
type LaidOut = { name: string; frame: number };
type Recorded = { partChanges: PartChange[]; laidOut: LaidOut[]; rootHeldParts: boolean };

/**
 * Records, from the page's start, each time the browser starts or stops drawing a deferred part,
 * named by its id, `footer` or its heading, with the number of the frame it happened in and
 * whether the page was marked painted by then; each part the boot script releases for layout
 * (`data-laid-out`), and in which frame; and whether `<html>` was ever marked `.laying-out`. The
 * page gets `partName`, the one namer `drawnParts` uses too.
 */
async function recordPartChanges(page: Page) {
  await page.addInitScript(() => {
    const partName = (part: Element) =>
      part.id || (part.localName === 'footer' ? 'footer' : (part.querySelector('legend, h2')?.textContent ?? ''));
    const changes: PartChange[] = [];
    let frame = 0;
    const tick = () => {
      frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const recorded: Recorded = { partChanges: changes, laidOut: [], rootHeldParts: false };
    Object.assign(window, { recorded, partName });
    new MutationObserver((records) => {
      for (const record of records) recorded.laidOut.push({ name: partName(record.target as Element), frame });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-laid-out'] });
    // The page's <html> may not be there yet: classes are watched from the document down.
    new MutationObserver(() => {
      if (document.documentElement.classList.contains('laying-out')) recorded.rootHeldParts = true;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    document.addEventListener(
      'contentvisibilityautostatechange',
      // A ContentVisibilityAutoStateChangeEvent, which TypeScript's DOM types do not name yet.
      (event: Event & { skipped?: boolean }) => {
        const part = event.target as Element;
        const painted = document.documentElement.classList.contains('painted');
        changes.push({
          change: event.skipped ? 'skipped' : 'drawn',
          name: partName(part),
          tag: part.localName,
          frame,
          painted,
        });
      },
      true,
    );
  });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
const partChanges = async (page: Page) => (await recorded(page)).partChanges;

/**
 * A phone's screen (412 × 823 px), the parts' changes recorded from the page's start, and the
 * whole stylesheet held back until `releaseSheet()`, so the page stays as its first paint left it.
 */
async function watchPartsOnAPhone(page: Page) {
  await page.setViewportSize({ width: 412, height: 823 });
  await recordPartChanges(page);
  return holdSheet(page);
}

test('the first paint lays out the parts of the page near the screen; once the stylesheet is in, all of it is laid out', async ({
  page,
}) => {
  const releaseSheet = await watchPartsOnAPhone(page);
  for (const [path, near, far] of [
    ['/quote', 'quote-request', 'faq'],
    ['/cnc-partner', 'what-you-get', 'stats'],
  ] as const) {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await expect(page.locator('html.sheet-loaded')).toHaveCount(0);
    const before = await drawnParts(page);
    // A part on the first screen is drawn in the first paint; one far down the page is not yet,
    // though its words are in the page for search and assistive technology.
    expect(
      before.find((part) => part.name === near),
      path,
    ).toMatchObject({ drawn: true, contentVisibility: 'auto' });
    expect(
      before.find((part) => part.name === far),
      path,
    ).toMatchObject({ drawn: false, contentVisibility: 'auto' });
    await expect(page.locator(`#${far}`).getByRole('heading', { level: 2 })).toHaveCount(1);
    // Nor was it laid out for a frame and dropped: a part not yet drawn keeps those after it out
    // of range, so the far part and the footer were never drawn at all.
    const changes = async () => (await partChanges(page)).map(({ change, name }) => `${change} ${name}`);
    await expect.poll(changes, { message: path }).toContain(`drawn ${near}`);
    expect(
      (await changes()).filter((change) => change === `drawn ${far}` || change === 'drawn footer'),
      path,
    ).toEqual([]);
  }
  releaseSheet();
  await expect(page.locator('html.sheet-loaded')).toHaveCount(1);
  // The parts held back are then laid out one in each frame, top to bottom, so that no frame lays
  // out the whole page at once; after the last, nothing is held back.
  await expect(page.locator('html.laying-out')).toHaveCount(0);
  const after = await drawnParts(page);
  expect(after.length).toBeGreaterThan(1);
  expect(after.filter((part) => !part.drawn || part.contentVisibility !== 'visible')).toEqual([]);
  const { laidOut, rootHeldParts } = await recorded(page);
  expect(rootHeldParts).toBe(true);
  expect(laidOut.map((part) => part.name)).toEqual(after.map((part) => part.name));
  expect(new Set(laidOut.map((part) => part.frame)).size, JSON.stringify(laidOut)).toBe(laidOut.length);
});

test('a page opened at a fragment, laid out whole from the start, holds no part back when the stylesheet comes in', async ({
  page,
}) => {
  const releaseSheet = await watchPartsOnAPhone(page);
  await page.goto('/about#faqs', { waitUntil: 'commit' });
  await expect(page.locator('html.painted')).toHaveCount(1);
  releaseSheet();
  await expect(page.locator('html.sheet-loaded')).toHaveCount(1);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const { laidOut, rootHeldParts } = await recorded(page);
  expect({ laidOut, rootHeldParts }).toEqual({ laidOut: [], rootHeldParts: false });
  expect((await drawnParts(page)).filter((part) => part.contentVisibility !== 'visible')).toEqual([]);
});

test('the consultation form parts near the screen are laid out together, in one pass after the first paint', async ({
  page,
}) => {
  const releaseSheet = await watchPartsOnAPhone(page);
  await page.goto('/quote', { waitUntil: 'commit' });
  await expect(page.locator('html.painted')).toHaveCount(1);
  // A few frames more, for any part that a shrinking placeholder would bring into range.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  await expect(page.locator('html.sheet-loaded')).toHaveCount(0);
  // The form starts just below the first screen: its first parts are near enough to be drawn,
  // and the rest are not.
  const drawn = await page
    .locator('form fieldset.defer-layout')
    .evaluateAll((parts) =>
      parts.map((part) => part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false),
    );
  expect(drawn.filter(Boolean).length, JSON.stringify(drawn)).toBeGreaterThan(1);
  expect(drawn.filter((part) => !part).length, JSON.stringify(drawn)).toBeGreaterThan(0);
  // Chromium reports each part's first state as soon as it renders the part, before it has
  // measured where the part is: every part starts as drawn, and one out of range is marked
  // skipped a frame later. That first report comes while the form is still hidden, or after the
  // first paint when the page's HTML arrives in pieces, so it is not what is checked. From then
  // on, the parts near the screen are drawn together: none is brought into range a frame later,
  // as a placeholder shrinking to its part's height would, and none is drawn and then dropped.
  const changes = (await partChanges(page)).filter((change) => change.tag === 'fieldset');
  const settled = changes.filter((change, at) => changes.findIndex((first) => first.name === change.name) < at);
  const drawnLater = settled.filter((change) => change.change === 'drawn');
  expect(new Set(drawnLater.map((change) => change.frame)).size, JSON.stringify(changes)).toBeLessThanOrEqual(1);
  const dropped = settled.filter(
    (change) =>
      change.change === 'skipped' &&
      drawnLater.some((earlier) => earlier.name === change.name && earlier.frame < change.frame),
  );
  expect(dropped, JSON.stringify(changes)).toEqual([]);
  releaseSheet();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('a page opened at a fragment lands on the part it names, though parts above it are laid out only near the screen', async ({
    page,
  }) => {
    for (const [path, id] of [
      ['/', 'success-stories'],
      ['/about', 'faqs'],
      ['/ai-cnc', 'skills'],
    ] as const) {
      await page.goto(`${path}#${id}`, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((part) => Math.round(part.getBoundingClientRect().top)), {
          message: `${path}#${id} is at the top of the screen`,
        })
        .toBe(0);
    }
  });
});
