type Gtag = (command: 'event' | 'config' | 'js', target: string | Date, params?: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

/** Sends a page view only when the analytics tag is present (docs/decisions/0006-external-widgets.md). */
export function trackPageView(path: string, title: string, win: Window | undefined = globalThis.window): boolean {
  if (!win || typeof win.gtag !== 'function') return false;
  win.gtag('event', 'page_view', { page_path: path, page_title: title, page_location: win.location.href });
  return true;
}

/** Loads the Google tag after first render, only when a measurement id is configured. */
export function loadAnalytics(measurementId: string | undefined): void {
  if (!measurementId || typeof document === 'undefined' || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the arguments object itself on the data layer.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
