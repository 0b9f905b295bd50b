/**
 * Pages reached only through a private link (a token in the URL's fragment): prerendered as a
 * neutral shell, marked noindex, never in the sitemap, never reported to analytics, and served
 * with `Referrer-Policy: no-referrer` and `Cache-Control: no-store` (scripts/build/prerender-html.ts).
 * No imports, so the build and the dev server read it as it is.
 */
export const privatePagePaths = {
  /** The supplier's page for one introduction (`/brief#<token>`). */
  brief: '/brief',
  /** The buyer's page for one RFQ's options (`/options#<token>`), ADR 0037. */
  options: '/options',
  /** A shop's own page: its status, capabilities, certificates and capacity (`/supplier#<token>`). */
  supplier: '/supplier',
} as const;

/** The headers every response of a private page carries, on the static host and in dev and preview. */
export const privatePageHeaders: readonly (readonly [name: string, value: string])[] = [
  ['Referrer-Policy', 'no-referrer'],
  ['Cache-Control', 'no-store'],
];
