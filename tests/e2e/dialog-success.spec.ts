import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { uniqueMarker } from './support/seed';
import { blockCalendly } from './support/lead-dialog';
import { completeByKeyboard, leadForms, type LeadFormSpec } from './support/lead-forms';
import { cncPartnerContent } from '../../src/content/pages/cnc-partner';
import { oemSourcingContent } from '../../src/content/pages/oem-sourcing';

/**
 * After a lead dialog's submit, the visitor sees the success view: its heading is inside the
 * window and inside the dialog's visible (scrolled) area, it holds focus, and the view shows the
 * lead's reference (and, for an RFQ, the time its options are due). Checked by geometry, not by
 * presence in the page: a view scrolled out of sight is a blank box to the visitor.
 */

const REFERENCE = /^FB-[0-9A-F]{4}-[0-9A-F]{4}$/;
const DUE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+, \d{2}:\d{2} UK time$/;

const dialogs = [
  { path: '/cnc-partner', heading: cncPartnerContent.dialog.bookingTitle, due: false },
  { path: '/oem-sourcing', heading: oemSourcingContent.dialog.bookingTitle, due: true },
].map((dialog) => {
  const spec = leadForms.find((form) => form.path === dialog.path) as LeadFormSpec;
  return { ...dialog, spec };
});

/** Where the heading is, against the window and the nearest ancestor that scrolls. */
function placement(heading: Locator) {
  return heading.evaluate((element) => {
    let area = element.parentElement;
    while (area && !/(auto|scroll)/.test(getComputedStyle(area).overflowY)) area = area.parentElement;
    const h = element.getBoundingClientRect();
    const a = (area ?? document.documentElement).getBoundingClientRect();
    const round = (n: number) => Math.round(n);
    return {
      heading: { top: round(h.top), bottom: round(h.bottom), left: round(h.left), right: round(h.right) },
      area: { top: round(a.top), bottom: round(a.bottom), left: round(a.left), right: round(a.right) },
      window: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

async function expectOnScreen(heading: Locator) {
  // The view may still be settling (the scroll and the focus follow the render).
  await expect
    .poll(async () => {
      const p = await placement(heading);
      return p.heading.top >= Math.max(0, p.area.top) && p.heading.bottom <= Math.min(p.window.height, p.area.bottom);
    })
    .toBe(true)
    .catch(() => undefined);
  const { heading: h, area, window: w } = await placement(heading);
  expect(h.top, 'heading top below the dialog area top').toBeGreaterThanOrEqual(area.top);
  expect(h.bottom, 'heading bottom above the dialog area bottom').toBeLessThanOrEqual(area.bottom);
  expect(h.top, 'heading top inside the window').toBeGreaterThanOrEqual(0);
  expect(h.bottom, 'heading bottom inside the window').toBeLessThanOrEqual(w.height);
  expect(h.left, 'heading left inside the window').toBeGreaterThanOrEqual(Math.max(0, area.left));
  expect(h.right, 'heading right inside the window').toBeLessThanOrEqual(Math.min(w.width, area.right));
}

async function submitDialog(page: Page, spec: LeadFormSpec, by: 'mouse' | 'keyboard') {
  const marker = uniqueMarker(`done-${by}`);
  const email = `${marker}@example.test`;
  if (by === 'keyboard') {
    const form = await spec.open(page);
    await completeByKeyboard(page, form, spec, email, marker);
    return;
  }
  await page.locator('main button[commandfor]').first().click();
  const form = page.getByRole('dialog').locator('form');
  await expect(form).toBeVisible();
  await completeByKeyboard(page, form, spec, email, marker, { submit: false });
  await form.locator('button[type="submit"]').click();
}

for (const width of [390, 1366]) {
  for (const by of ['mouse', 'keyboard'] as const) {
    for (const { path, heading: title, due, spec } of dialogs) {
      test(`${spec.name} at ${width} px by ${by}: the success view is on screen and focused`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 768 });
        await blockCalendly(page);
        await page.goto(path);
        await submitDialog(page, spec, by);
        const dialog = page.getByRole('dialog');
        const heading = dialog.getByRole('heading', { name: title });
        await expect(heading).toBeVisible();
        await expectOnScreen(heading);
        await expect(heading).toBeFocused();
        await expect(dialog.getByTestId('lead-reference')).toHaveText(REFERENCE);
        if (due) await expect(dialog.getByTestId('lead-due')).toHaveText(DUE);
      });
    }
  }
}
