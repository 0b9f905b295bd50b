import { site } from '@/config/site';
import type * as Analytics from '@/lib/analytics';
import { readConsent, rememberConsent, type ConsentChoice } from './consent-store';
import type * as Banner from './cookie-banner';

/**
 * The consent feature, loaded by the app shell (src/app/use-page-views.ts) only when the build has
 * a measurement id: it remembers the visitor's choice, shows the banner when there is none (or when
 * the footer's "Cookie settings" asks), and lets Google Analytics run only after Accept and only on
 * indexable pages (docs/decisions/0012-cookie-consent.md). The banner and the Google tag code are
 * chunks of their own, so a returning visitor who rejected loads neither.
 */

/** What the page on screen allows, as the app shell classifies its path from the route table. */
export type AnalyticsPage =
  /** An indexable page: page views after Accept, under the route's own path and name. */
  | { kind: 'page'; path: string; name: string }
  /** A URL the site does not have: the banner may show, but nothing is sent to Google. */
  | { kind: 'not-found' }
  /** The admin dashboard: no banner, no tag, no page view. */
  | { kind: 'private' };

const state: {
  choice: ConsentChoice | null;
  page: AnalyticsPage | undefined;
  /** A private page has been shown in this document: gtag.js must never load into it afterwards. */
  tainted: boolean;
  bannerOpen: boolean;
  /** Where focus was when "Cookie settings" opened the banner, to return it there on close. */
  opener: HTMLElement | null;
} = { choice: readConsent(), page: undefined, tainted: false, bannerOpen: false, opener: null };

let banner: Promise<typeof Banner> | undefined;
const loadBanner = () => (banner ??= import('./cookie-banner'));
let analytics: Promise<typeof Analytics> | undefined;
const loadAnalytics = () => (analytics ??= import('@/lib/analytics'));

const mayTrack = () => state.choice === 'accepted' && !state.tainted;

/** A page view for the page on screen, when the visitor accepted and the page is indexable. */
function track(): void {
  const id = site.gaMeasurementId;
  const page = state.page;
  if (!id || !mayTrack() || page?.kind !== 'page') return;
  void loadAnalytics().then(({ grantAnalytics, trackPageView }) => {
    // The visitor may have rejected, or a private page shown, while the chunk loaded.
    if (!mayTrack()) return;
    grantAnalytics(id);
    trackPageView(page.path, page.name);
  });
}

function openBanner(focus: boolean): void {
  state.bannerOpen = true;
  void loadBanner().then(({ showBanner }) => {
    // A choice or a private page may have closed it while the chunk loaded.
    if (!state.bannerOpen) return;
    showBanner({ onChoice: choose, onDismiss: state.choice ? closeBanner : undefined, focus });
  });
}

function closeBanner(): void {
  if (!state.bannerOpen) return;
  state.bannerOpen = false;
  void loadBanner().then(({ hideBanner }) => hideBanner());
  const opener = state.opener;
  state.opener = null;
  if (opener?.isConnected) opener.focus();
}

/** Accept or Reject, from the banner. */
export function choose(choice: ConsentChoice): void {
  const previous = state.choice;
  state.choice = choice;
  rememberConsent(choice);
  closeBanner();
  const id = site.gaMeasurementId;
  if (choice === 'accepted') {
    track();
  } else if (id && (previous === 'accepted' || document.cookie.includes('_ga'))) {
    // Withdrawn: the tag may run on this page, or have left its cookies on an earlier one.
    void loadAnalytics().then(({ denyAnalytics }) => denyAnalytics(id));
  }
}

/** Each page the router shows, in order (deduplicated: a re-render of the same page is not a view). */
export function showPage(page: AnalyticsPage): void {
  const previous = state.page;
  state.page = page;
  if (page.kind === 'private') {
    state.tainted = true;
    closeBanner();
    return;
  }
  if (state.choice === null && !state.bannerOpen) openBanner(false);
  const samePage = previous?.kind === 'page' && page.kind === 'page' && previous.path === page.path;
  if (!samePage) track();
}

/** The footer's "Cookie settings": shows the banner again (not on private pages), with focus in it. */
export function openSettings(): void {
  if (state.page?.kind === 'private') return;
  const active = document.activeElement;
  state.opener = active instanceof HTMLElement && active !== document.body ? active : null;
  if (state.bannerOpen) {
    void loadBanner().then(({ focusBanner }) => focusBanner());
    return;
  }
  openBanner(true);
}
