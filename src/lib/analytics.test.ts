// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAnalyticsCookies, denyAnalytics, grantAnalytics, setUpConsentMode, trackPageView } from './analytics';

const ID = 'G-UNIT000000';
const TAG = `https://www.googletagmanager.com/gtag/js?id=${ID}`;

/** The data layer as arrays (gtag pushes `arguments` objects). */
const layer = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const tagScripts = () => document.querySelectorAll(`script[src="${TAG}"]`);

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  Reflect.deleteProperty(window, `ga-disable-${ID}`);
  document.head.innerHTML = '';
});

describe('setUpConsentMode', () => {
  it('denies every consent type first, once, and loads nothing', () => {
    setUpConsentMode();
    setUpConsentMode();
    expect(layer()).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
      ],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('grantAnalytics', () => {
  it('grants analytics storage only, then configures the id and requests gtag.js once', () => {
    grantAnalytics(ID);
    grantAnalytics(ID);
    expect(layer().map((entry) => entry[0])).toEqual(['consent', 'consent', 'js', 'config', 'consent']);
    expect(layer()[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(layer()[3]).toEqual([
      'config',
      ID,
      expect.objectContaining({ send_page_view: false, allow_google_signals: false }),
    ]);
    expect(tagScripts()).toHaveLength(1);
    expect((tagScripts()[0] as HTMLScriptElement).async).toBe(true);
  });
});

describe('denyAnalytics', () => {
  it('withdraws consent on a page where the tag runs and tells gtag.js to stop', () => {
    grantAnalytics(ID);
    denyAnalytics(ID);
    expect(layer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(true);
    grantAnalytics(ID);
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(false);
    expect(tagScripts()).toHaveLength(1);
  });

  it('adds nothing to a page where the tag never ran', () => {
    denyAnalytics(ID);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('clearAnalyticsCookies', () => {
  it('expires the _ga cookies on the host and each parent domain, leaving others', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return '_ga=GA1.1.1; other=1; _ga_UNIT000000=GS1.1; _gat=1';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    } as unknown as Document;
    clearAnalyticsCookies(doc, 'www.forgebridge.co.uk');
    expect(writes).toContain('_ga=; max-age=0; path=/');
    expect(writes).toContain('_ga=; max-age=0; path=/; domain=.forgebridge.co.uk');
    expect(writes).toContain('_ga_UNIT000000=; max-age=0; path=/; domain=.www.forgebridge.co.uk');
    expect(writes.some((w) => w.startsWith('other=') || w.startsWith('_gat='))).toBe(false);
  });
});

describe('trackPageView', () => {
  it('does nothing when gtag is absent', () => {
    expect(trackPageView('/', 'Home', { location: { href: 'x' } } as unknown as Window)).toBe(false);
  });

  it('sends a page_view with path and title when gtag exists', () => {
    const gtag = vi.fn();
    const win = { gtag, location: { href: 'https://www.forgebridge.co.uk/services' } } as unknown as Window;
    expect(trackPageView('/services', 'Services', win)).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_path: '/services',
      page_title: 'Services',
      page_location: 'https://www.forgebridge.co.uk/services',
    });
  });
});
