import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { cncPartnerContent } from '../../src/content/pages/cnc-partner';
import { oemSourcingContent } from '../../src/content/pages/oem-sourcing';

/**
 * A landing page's lead dialog is in the page's HTML, closed, with its whole form: a call to
 * action opens it by the browser's own invoker, and its fields take typing at once. The form's
 * code loads when the visitor wants it, and the form hydrates around what was typed (ADR 0045).
 * On a phone, as visitors meet it: 390 px, touch.
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

/** The dialog's form, once the app has taken it over. */
const hydratedForm = (page: Page) => page.getByRole('dialog').locator('form[data-ready="true"]');

/** Slows the page's CPU as a mid-range phone's, so the form hydrates while the visitor acts. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

for (const d of dialogs) {
  test(`${d.path}: the form's code is not loaded before it is wanted; with it held, a tap opens the whole form, which takes typing and hydrates around it`, async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(d.chunk, async (route: Route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(d.path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // Nothing has asked for the form yet: its code stays on the server.
    expect(requested).toBe(false);
    await page.getByRole('button', { name: d.cta, exact: true }).first().tap();
    const dialog = page.getByRole('dialog', { name: d.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('button[type="submit"]')).toBeAttached();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(field(page, d.first)).toBeFocused();
    await page.keyboard.type('acme@example.test');
    await expect.poll(() => requested).toBe(true);
    await expect(hydratedForm(page)).toHaveCount(0);
    release();
    await expect(hydratedForm(page)).toHaveCount(1);
    await expect(field(page, d.first)).toHaveValue('acme@example.test');
    await expect(field(page, d.first)).toBeFocused();
  });

  test(`${d.path}: what is typed while the form hydrates is kept, and focus stays where the visitor put it`, async ({
    page,
  }) => {
    await page.goto(d.path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await slowCpu(page);
    await page.getByRole('button', { name: d.cta, exact: true }).first().tap();
    await expect(field(page, d.first)).toBeFocused();
    await page.keyboard.type('acme@example.test');
    await field(page, d.second).tap();
    await page.keyboard.type('Acme');
    await expect(hydratedForm(page)).toHaveCount(1);
    await expect(field(page, d.first)).toHaveValue('acme@example.test');
    await expect(field(page, d.second)).toHaveValue('Acme');
    await expect(field(page, d.second)).toBeFocused();
  });
}

test('/oem-sourcing: an answer given in a later part of the form before the app took it over is kept, and reveals the question it leads to', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(dialogs[0].chunk, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/oem-sourcing');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: dialogs[0].cta, exact: true }).first().tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Materials/ }).selectOption({ label: 'Other' });
  await dialog.getByRole('textbox', { name: /^Notes/ }).fill('Anodised, batch of 40');
  // "Other materials" is asked only once the form knows the answer: not in the page's HTML.
  await expect(dialog.getByRole('textbox', { name: 'Other materials', exact: true })).toHaveCount(0);
  release();
  await expect(hydratedForm(page)).toHaveCount(1);
  await expect(dialog.getByRole('textbox', { name: 'Other materials', exact: true })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^Materials/ })).toHaveValue('other');
  await expect(dialog.getByRole('textbox', { name: /^Notes/ })).toHaveValue('Anodised, batch of 40');
});

for (const d of dialogs) {
  test(`${d.path}: closed, the dialog is out of sight and traps nothing; open, the page behind is out of reach and axe finds nothing; each opening after a closing is blank`, async ({
    page,
  }) => {
    await page.goto(d.path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('dialog')).toBeAttached();
    await expect(page.locator('dialog')).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const cta = page.getByRole('button', { name: d.cta, exact: true }).first();
    await cta.tap();
    const dialog = page.getByRole('dialog', { name: d.title });
    await expect(field(page, d.first)).toBeFocused();
    await page.keyboard.type('typed@example.test');
    await expect(hydratedForm(page)).toHaveCount(1);
    await expectNoAxeViolations(page, 'dialog');
    // The keyboard goes round inside it, and the page behind does not scroll.
    await field(page, d.first).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.querySelector('dialog')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await expect(field(page, d.first)).toBeFocused();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await cta.tap();
    await expect(field(page, d.first)).toBeFocused();
    await expect(field(page, d.first)).toHaveValue('');
  });
}
