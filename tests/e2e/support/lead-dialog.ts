import { expect, type Page, type Request } from '@playwright/test';

/** Loads we fail on purpose (blocked widget, simulated outage, dead webhook) are not app errors. */
export const EXPECTED_NOISE = [/Failed to load resource/, /net::ERR_FAILED/, /ERR_BLOCKED_BY_CLIENT/];

export const WEBHOOK_HOSTS = 'https://webhooks.forgebridge.test/**';
export const CALENDLY_SCRIPTS = 'https://assets.calendly.com/**';

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

/** The machine has no internet and the tests must not depend on Calendly: its script always fails. */
export async function blockCalendly(page: Page) {
  await page.route(CALENDLY_SCRIPTS, (route) => route.abort('blockedbyclient'));
}

export type WebhookControl = {
  requests: Request[];
  /** Answers held back until `release()`, so the submitting state can be observed. */
  hold: () => void;
  release: () => void;
  /** Every further webhook call fails at the network level until `recover()`. */
  fail: () => void;
  recover: () => void;
};

/** Intercepts the automation webhooks of the test build (.env.test): never sent anywhere. */
export async function interceptWebhooks(page: Page): Promise<WebhookControl> {
  const requests: Request[] = [];
  let failing = false;
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  await page.route(WEBHOOK_HOSTS, async (route) => {
    requests.push(route.request());
    if (gate) await gate;
    if (failing) return route.abort('failed');
    return route.fulfill({ status: 200, body: '' });
  });
  return {
    requests,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => {
      open();
      gate = null;
    },
    fail: () => {
      failing = true;
    },
    recover: () => {
      failing = false;
    },
  };
}

/** Counts insert requests the page sends to one REST table (to prove "nothing was sent"). */
export function countRestWrites(page: Page, table: string): () => number {
  let count = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/rest/v1/${table}`) count += 1;
  });
  return () => count;
}

/** Simulates a backend outage for one table: its requests never reach the server. */
export async function breakTable(page: Page, table: string) {
  await page.route(`**/rest/v1/${table}*`, (route) => route.abort('failed'));
  return () => page.unroute(`**/rest/v1/${table}*`);
}

/** Closes the open dialog with its Close button (Escape would first dismiss an open toast). */
export async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * Opens a prerendered page and waits until React has taken over its root. Before that a click on a
 * dialog button is lost (the markup is static HTML); from then on React replays early clicks.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
