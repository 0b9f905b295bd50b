/**
 * Google Analytics 4 through gtag.js, under Google Consent Mode v2. A chunk of its own: the consent
 * feature (src/features/consent) imports it after an Accept, or to withdraw one, and decides when
 * (docs/decisions/0012-cookie-consent.md). Each function takes the window so tests can pass a fake.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

const TAG_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * Creates the data layer and records every consent type as denied, before any other command:
 * gtag.js (loaded only after Accept) reads the queue in order, so it never runs a moment with
 * storage granted by default. Idempotent.
 */
export function setUpConsentMode(win: Window = window): Gtag {
  if (win.gtag) return win.gtag;
  const dataLayer = (win.dataLayer ??= []);
  const gtag: Gtag = function () {
    // gtag.js expects the arguments object itself on the data layer, not an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  return gtag;
}

/**
 * After Accept: grants analytics storage only (never the advertising types) and, the first time,
 * configures the measurement id and requests gtag.js. Page views are sent by `trackPageView`.
 */
export function grantAnalytics(measurementId: string, win: Window = window): void {
  const gtag = setUpConsentMode(win);
  // Google's documented switch, turned on by `denyAnalytics` when an Accept is withdrawn.
  (win as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = false;
  gtag('consent', 'update', { analytics_storage: 'granted' });
  const src = `${TAG_URL}?id=${encodeURIComponent(measurementId)}`;
  if (win.document.querySelector(`script[src="${src}"]`)) return;
  gtag('js', new Date());
  // Signals and ad personalisation would reach advertising hosts the visitor never agreed to.
  gtag('config', measurementId, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = src;
  win.document.head.appendChild(script);
}

/**
 * After Reject, when the tag may already run on this page: consent goes back to denied, gtag.js
 * is told to send nothing more for this id, and the Analytics cookies it may have set are removed.
 */
export function denyAnalytics(measurementId: string, win: Window = window): void {
  if (win.gtag) {
    win.gtag('consent', 'update', { analytics_storage: 'denied' });
    (win as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = true;
  }
  clearAnalyticsCookies(win.document, win.location.hostname);
}

/**
 * Expires Google Analytics' first-party cookies (`_ga`, `_ga_<id>`). gtag.js sets them on the
 * widest domain it may (`.forgebridge.co.uk` for www.forgebridge.co.uk), so each parent domain of
 * the host is tried; browsers ignore the ones that do not apply.
 */
export function clearAnalyticsCookies(doc: Document, hostname: string): void {
  const names = doc.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => /^_ga(_|$)/.test(name));
  const labels = hostname.split('.');
  const domains = ['', ...labels.map((_, i) => `; domain=.${labels.slice(i).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}

/** Sends one page view (when the tag is set up: the caller checks consent). */
export function trackPageView(path: string, title: string, win: Window = window): boolean {
  if (typeof win.gtag !== 'function') return false;
  win.gtag('event', 'page_view', { page_path: path, page_title: title, page_location: win.location.href });
  return true;
}
