import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../../src/features/consent/consent-store';

/** The cookie banner, the footer's "Cookie settings" that reopens it, and the choice it stores. */

export const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
export const cookieSettings = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });

/** The choice stored in this browser, or null before there is one. */
export const storedChoice = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { choice: string } | null,
    CONSENT_STORAGE_KEY,
  );
