/** Pure helpers for the prerender step, kept apart from file I/O so they can be unit tested. */
import { createHash } from 'node:crypto';
import { privatePageHeaders } from '../../src/config/private-pages.ts';

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/**
 * React 19 renders a page's <title>, <meta> and <link> first in renderToString output. Split them
 * off so they go in <head>, marked so the client can drop them before it hoists its own.
 */
export function splitHead(rendered: string): { head: string; body: string } {
  const match = HOISTED.exec(rendered);
  const head = match?.[0] ?? '';
  const marked = head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');
  return { head: marked, body: rendered.slice(head.length) };
}

export function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html is missing the <!--app-head--> or <!--app-html--> marker');
  }
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
}

/**
 * The static head of the shell served for client-only routes (the admin dashboard): a title and
 * noindex before any script runs, so a crawler or a slow connection never sees an untitled,
 * indexable page. Marked like a prerendered head, so the client replaces it.
 */
export function shellHead(title: string): string {
  const text = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<title data-prerendered="">${text}</title><meta data-prerendered="" name="robots" content="noindex, nofollow"/>`;
}

/**
 * The template for prerendered pages: the entry module is started by the boot script (src/boot.js,
 * written inline so that nothing is requested before the first paint) after the page has painted,
 * instead of being fetched with its modulepreloads before it. The page is complete without it;
 * the app hydrates it a moment later. Client-only pages keep the plain template.
 */
export function deferEntry(template: string, bootScript: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no entry module script to defer');
  if (/<\/script/i.test(bootScript)) throw new Error('the boot script must not contain </script');
  return template
    .replace(entry[0], () => `<script data-entry="${entry[1]}">${bootScript}</script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/** The CSP source that allows one inline script: `'sha256-…'` of its exact text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** '/' → 'index.html', '/about' → 'about/index.html'. */
export function outputFile(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/** Only indexable routes are listed. */
export type SitemapEntry = { path: string; indexable: boolean };

export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[], lastmod: string): string {
  const urls = entries
    .filter((e) => e.indexable)
    .map((e) => `  <url><loc>${siteUrl}${e.path === '/' ? '/' : e.path}</loc><lastmod>${lastmod}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string, disallow: readonly string[]): string {
  const rules = disallow.map((p) => `Disallow: ${p}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** '/ops/leads-9c4f2e' → '/ops/': robots.txt must not spell out the hidden admin path. */
export function firstSegment(path: string): string {
  const segment = path.split('/').filter(Boolean)[0];
  return segment ? `/${segment}/` : '/';
}

/**
 * Static-host routing (Netlify / Cloudflare Pages `_redirects` syntax): prerendered files are served
 * as they are, client-only routes get the empty app shell, everything else the 404 page.
 */
export function buildRedirects(clientOnlyPaths: readonly string[]): string {
  const rules = clientOnlyPaths.flatMap((p) => [`${p} /app-shell.html 200`, `${p}/* /app-shell.html 200`]);
  return [...rules, '/* /404.html 404', ''].join('\n');
}

export type RedirectRule = { from: string; to: string; status: number };

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/** First rule whose pattern matches the path; a trailing '/*' matches any deeper path. */
export function matchRedirect(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((rule) => {
    if (rule.from.endsWith('/*')) return path.startsWith(rule.from.slice(0, -1)) || path === rule.from.slice(0, -2);
    return rule.from === path;
  });
}

/** One block of `_headers`: a path pattern and the headers every matching response carries. */
export type HeaderRule = { pattern: string; headers: [name: string, value: string][] };

/** Parses `_headers` (Netlify / Cloudflare Pages format): a pattern line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Every header of every rule whose pattern matches the path (`/*` matches any deeper path). */
export function headersFor(rules: readonly HeaderRule[], path: string): [string, string][] {
  return rules
    .filter(({ pattern }) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path))
    .flatMap((rule) => rule.headers);
}

export type HeaderSources = {
  supabaseUrl?: string | undefined;
  /** The booking page; the inline widget frames its origin. */
  bookingUrl: string;
  /** Hash sources of the inline scripts the pages carry (the boot script). */
  scriptHashes?: readonly string[];
  /** Google Analytics' hosts are allowed only when the build has a measurement id. */
  gaMeasurementId?: string | undefined;
  /** Pages reached through a private link: no referrer, never stored by a cache. */
  privatePaths?: readonly string[];
};

const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/** Calendly's inline widget loads its script and stylesheet from assets.calendly.com. */
const isCalendly = (url: string) => /(^|\.)calendly\.com$/.test(new URL(url).hostname);

/**
 * `_headers` for Netlify / Cloudflare Pages (docs/decisions/0003-security-model.md): a Content-Security-Policy that allows
 * only this origin, the Supabase project, the booking provider and analytics (automation
 * webhooks leave from the deliver-leads Edge Function, never from the browser), plus the usual hardening headers. Built from the same env the bundle was built with.
 */
export function buildHeaders({
  supabaseUrl,
  bookingUrl,
  scriptHashes = [],
  gaMeasurementId,
  privatePaths = [],
}: HeaderSources): string {
  const connect = ["'self'", ...origin(supabaseUrl)];
  // Google's published GA4 sources (regional collection hosts included); gtag.js loads only after
  // a visitor accepts analytics cookies, and a build without a measurement id names none of them.
  const analytics = Boolean(gaMeasurementId);
  if (analytics) {
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
  }
  const widget = isCalendly(bookingUrl) ? ' https://assets.calendly.com' : '';
  const gtag = analytics ? ' https://www.googletagmanager.com' : '';
  const pixels = analytics ? ' https://*.google-analytics.com https://*.googletagmanager.com' : '';
  const csp = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the CAD preview compile OpenCascade's WebAssembly (served from this
    // origin); it allows no eval of JavaScript. Workers come from this origin only.
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.map((hash) => ` ${hash}`).join('')}${widget}${gtag}`,
    `style-src 'self' 'unsafe-inline'${widget}`,
    `img-src 'self' data:${pixels}`,
    "font-src 'self'",
    "worker-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src ${origin(bookingUrl).join(' ')}`,
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '  X-Frame-Options: DENY',
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    ...privatePaths.flatMap((path) => privatePageRules(path)),
  ].join('\n');
}

/**
 * A private page's rules, for the path and anything below it ('/brief/' too). They come after
 * '/*', whose Referrer-Policy they override: `vite preview` keeps the last value, and a host that
 * joins both into one list ("strict-origin-when-cross-origin, no-referrer") leaves browsers the
 * last policy they understand, which is this one.
 */
function privatePageRules(path: string): string[] {
  const headers = privatePageHeaders.map(([name, value]) => `  ${name}: ${value}`);
  return [path, ...headers, '', `${path}/*`, ...headers, ''];
}
