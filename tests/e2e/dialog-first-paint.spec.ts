import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { cncPartnerContent } from '../../src/content/pages/cnc-partner';
import { oemSourcingContent } from '../../src/content/pages/oem-sourcing';

/**
 * A landing page's lead dialog opens at the tap: its frame, title and first questions paint in one
 * short task, and the rest of the form is drawn after, below them (ADR 0026). On a phone, as
 * visitors meet it: 390 px, touch.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const dialogs = [
  {
    path: '/oem-sourcing',
    cta: oemSourcingContent.hero.cta,
    title: oemSourcingContent.dialog.title,
    chunk: /\/assets\/oem-form-[\w-]+\.js$/,
    first: 'Company name',
    second: 'Website',
  },
  {
    path: '/cnc-partner',
    cta: cncPartnerContent.hero.cta,
    title: cncPartnerContent.dialog.title,
    chunk: /\/assets\/partner-form-[\w-]+\.js$/,
    first: 'Email',
    second: 'Company name',
  },
] as const;

/** The field whose label starts with `label` (a required field's label ends with its marker). */
const field = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .getByLabel(new RegExp(`^${label}`), { exact: false })
    .first();

/** Slows the page's CPU as a mid-range phone's, so the form's later parts are drawn while the visitor acts. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

for (const d of dialogs) {
  test(`${d.path}: a tap before the form's code has arrived still opens the dialog, and the form follows`, async ({
    page,
  }) => {
    // The form's chunk is held until after the tap: neither the idle prefetch nor the tap's own
    // pointer-down has delivered it by then.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(d.chunk, async (route: Route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(d.path);
    await page.getByRole('link', { name: d.cta, exact: true }).first().tap();
    const dialog = page.getByRole('dialog', { name: d.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Loading the form…');
    // The request reaches this test's route handler a moment after the browser sends it.
    await expect.poll(() => requested).toBe(true);
    release();
    await expect(dialog.locator('button[type="submit"]')).toBeVisible();
    await expect(field(page, d.first)).toBeFocused();
  });

  test(`${d.path}: what is typed while the rest of the form is drawn is kept, and focus stays`, async ({ page }) => {
    await page.goto(d.path);
    // The idle prefetch has run: the form's code is in memory before the tap.
    await page.waitForResponse(d.chunk);
    await page.waitForLoadState('networkidle');
    await slowCpu(page);
    await page.getByRole('link', { name: d.cta, exact: true }).first().tap();
    const dialog = page.getByRole('dialog', { name: d.title });
    const submit = dialog.locator('button[type="submit"]');
    // The first questions are painted with the dialog, and take the visitor's focus.
    await expect(field(page, d.first)).toBeFocused();
    await page.keyboard.type('acme@example.test');
    await expect(submit).toBeVisible();
    await expect(field(page, d.first)).toHaveValue('acme@example.test');
    await expect(field(page, d.first)).toBeFocused();
  });

  test(`${d.path}: focus moved to a second field while the form is drawn stays there`, async ({ page }) => {
    await page.goto(d.path);
    await page.waitForResponse(d.chunk);
    await page.waitForLoadState('networkidle');
    await slowCpu(page);
    await page.getByRole('link', { name: d.cta, exact: true }).first().tap();
    await expect(field(page, d.first)).toBeFocused();
    await field(page, d.second).tap();
    await page.keyboard.type('Acme');
    await expect(page.getByRole('dialog').locator('button[type="submit"]')).toBeVisible();
    await expect(field(page, d.second)).toBeFocused();
    await expect(field(page, d.second)).toHaveValue('Acme');
  });
}

for (const d of dialogs) {
  test(`${d.path}: rendered ahead while closed, the dialog is out of sight and traps nothing; a tap shows it blank each time, and the page behind is out of reach while it is open`, async ({
    page,
  }) => {
    await page.goto(d.path);
    // When the browser is idle after load, the closed dialog is built ahead, hidden.
    const hidden = page.locator('dialog');
    await expect(hidden).toBeAttached({ timeout: 20_000 });
    await expect(hidden).toBeHidden();
    // Nothing of an open dialog: the page is reachable and scrolls.
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
    await expect(page.getByRole('main')).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const cta = page.getByRole('link', { name: d.cta, exact: true }).first();
    await cta.tap();
    const dialog = page.getByRole('dialog', { name: d.title });
    await expect(field(page, d.first)).toBeFocused();
    await page.keyboard.type('typed@example.test');
    await expect(dialog.locator('button[type="submit"]')).toBeVisible();
    // The page behind is out of reach of the pointer, the keyboard and assistive technology.
    await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('main')).toHaveCount(0);
    await field(page, d.first).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.getElementById('root')?.contains(document.activeElement))).toBe(false);
    await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
    await expect(page.getByRole('main')).toBeVisible();

    await cta.tap();
    await expect(field(page, d.first)).toBeFocused();
    await expect(field(page, d.first)).toHaveValue('');
  });
}
