// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { CONSENT_STORAGE_KEY, readConsent, storedConsentValue } from './consent-store';

const banner = vi.hoisted(() => ({ showBanner: vi.fn(), hideBanner: vi.fn(), focusBanner: vi.fn() }));
vi.mock('./cookie-banner', () => banner);

const ID = site.gaMeasurementId ?? '';
const home = { kind: 'page', path: '/', name: 'Home' } as const;
const terms = { kind: 'page', path: '/terms', name: 'Terms of Service' } as const;

/** A fresh controller, as on a new page load, reading whatever is stored. */
async function load() {
  vi.resetModules();
  return import('./consent-controller');
}

const tagRequested = () => document.querySelector('script[src*="googletagmanager.com/gtag/js"]') !== null;
const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[1] === 'page_view')
    .map((entry) => (entry[2] as { page_path: string }).page_path);
/** Lets the lazily imported chunks (banner, Google tag code) resolve. */
async function flush() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  localStorage.clear();
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = '';
});

describe('consent controller', () => {
  it('the test build has a measurement id', () => {
    expect(ID).toMatch(/^G-/);
  });

  it('shows the banner on a first visit and loads nothing before a choice', async () => {
    const consent = await load();
    consent.showPage(home);
    await flush();
    expect(banner.showBanner).toHaveBeenCalledTimes(1);
    expect(banner.showBanner.mock.calls[0]?.[0]).toMatchObject({ focus: false, onDismiss: undefined });
    expect(tagRequested()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('after Accept: remembers it, loads the tag and sends a page view per page', async () => {
    const consent = await load();
    consent.showPage(home);
    consent.choose('accepted');
    await flush();
    expect(readConsent()).toBe('accepted');
    expect(banner.hideBanner).toHaveBeenCalled();
    expect(tagRequested()).toBe(true);
    consent.showPage(terms);
    consent.showPage(terms);
    await flush();
    expect(pageViews()).toEqual(['/', '/terms']);
  });

  it('after Reject: remembers it and never loads the tag', async () => {
    const consent = await load();
    consent.showPage(home);
    consent.choose('rejected');
    consent.showPage(terms);
    await flush();
    expect(readConsent()).toBe('rejected');
    expect(tagRequested()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('with a stored Accept: no banner, a page view at once; a 404 sends none', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, storedConsentValue('accepted'));
    const consent = await load();
    consent.showPage({ kind: 'not-found' });
    await flush();
    expect(banner.showBanner).not.toHaveBeenCalled();
    expect(tagRequested()).toBe(false);
    consent.showPage(home);
    await flush();
    expect(pageViews()).toEqual(['/']);
  });

  it('never loads the tag into a page that showed the admin dashboard, and shows it no banner', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, storedConsentValue('accepted'));
    const consent = await load();
    consent.showPage({ kind: 'private' });
    consent.openSettings();
    await flush();
    expect(window.dataLayer).toBeUndefined();
    expect(banner.showBanner).not.toHaveBeenCalled();
    consent.showPage(home);
    await flush();
    expect(tagRequested()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('Cookie settings reopens the banner with focus; Reject after Accept withdraws consent and stops page views', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, storedConsentValue('accepted'));
    const consent = await load();
    consent.showPage(home);
    consent.openSettings();
    await flush();
    expect(pageViews()).toEqual(['/']);
    expect(banner.showBanner.mock.calls[0]?.[0]).toMatchObject({ focus: true, onDismiss: expect.any(Function) });
    consent.choose('rejected');
    await flush();
    expect(window.dataLayer?.at(-1)).toEqual(expect.objectContaining({ 0: 'consent', 1: 'update' }));
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(true);
    consent.showPage(terms);
    await flush();
    expect(pageViews()).toEqual(['/']);
    expect(readConsent()).toBe('rejected');
  });
});
