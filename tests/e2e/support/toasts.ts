import { expect, type Page } from '@playwright/test';

/** Loads we fail on purpose (blocked widget, simulated outage, dead webhook) are not app errors. */
export const EXPECTED_NOISE = [/Failed to load resource/, /net::ERR_FAILED/, /ERR_BLOCKED_BY_CLIENT/];

/**
 * The toast list. Located by CSS, not by role: while a modal dialog is open Radix hides the rest
 * of the page (the toaster included) from the accessibility tree.
 */
export const toastList = (page: Page) => page.locator('[aria-label^="Notifications"] ol');

export async function expectToast(page: Page, title: string, description: string) {
  const list = toastList(page);
  await expect(list.getByText(title, { exact: true })).toBeVisible();
  await expect(list.getByText(description, { exact: true })).toBeVisible();
}
