import { expect, type Page } from '@playwright/test';

/** Loads we fail on purpose (blocked widget, simulated outage, dead webhook) are not app errors. */
export const EXPECTED_NOISE = [/Failed to load resource/, /net::ERR_FAILED/, /ERR_BLOCKED_BY_CLIENT/];

/**
 * The toast list. Located by CSS, not by role: while a modal dialog is open Radix hides the rest
 * of the page (the toaster included) from the accessibility tree.
 */
export const toastList = (page: Page) => page.locator('[aria-label^="Notifications"] ol');

/**
 * A toast answers a request to the one embedded backend every test worker shares, and a long
 * query of the other worker's can hold that backend, and the static files it serves, for a
 * while: the answer gets a page load's budget, not an assertion's 10 s. (CI once waited over
 * 10 s for a contact message's "Message sent"; alone it shows in under 1 s.)
 */
const ANSWER_TIMEOUT_MS = 30_000;

export async function expectToast(page: Page, title: string, description: string) {
  const list = toastList(page);
  await expect(list.getByText(title, { exact: true })).toBeVisible({ timeout: ANSWER_TIMEOUT_MS });
  await expect(list.getByText(description, { exact: true })).toBeVisible();
}
