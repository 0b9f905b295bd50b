import { describe, expect, it } from 'vitest';
import {
  buildHeaders,
  buildRedirects,
  buildRobots,
  buildSitemap,
  deferEntry,
  fillTemplate,
  scriptHashSource,
  firstSegment,
  headersFor,
  matchRedirect,
  outputFile,
  parseHeaders,
  parseRedirects,
  shellHead,
  splitHead,
} from './prerender-html';

describe('splitHead', () => {
  it('moves the leading hoisted tags to the head and marks them', () => {
    const { head, body } = splitHead(
      '<title>T</title><meta name="description" content="d"/><link rel="canonical" href="c"/><div><h1>H</h1></div>',
    );
    expect(head).toBe(
      '<title data-prerendered="">T</title><meta data-prerendered="" name="description" content="d"/><link data-prerendered="" rel="canonical" href="c"/>',
    );
    expect(body).toBe('<div><h1>H</h1></div>');
  });

  it('leaves body markup alone when there are no hoisted tags', () => {
    expect(splitHead('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});

describe('fillTemplate', () => {
  it('fills both markers and refuses a template without them', () => {
    expect(fillTemplate('<head><!--app-head--></head><div><!--app-html--></div>', '<title>a</title>', '<p/>')).toBe(
      '<head><title>a</title></head><div><p/></div>',
    );
    expect(() => fillTemplate('<html></html>', '', '')).toThrow(/marker/);
  });
});

describe('outputFile', () => {
  it('maps paths to index files, preserving case', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/OEM-buyers-guide')).toBe('OEM-buyers-guide/index.html');
    expect(outputFile('/about/')).toBe('about/index.html');
  });
});

describe('sitemap and robots', () => {
  it('lists only sitemap routes with absolute URLs', () => {
    const xml = buildSitemap(
      'https://x.test',
      [
        { path: '/', indexable: true },
        { path: '/ops/secret', indexable: false },
      ],
      '2026-11-22',
    );
    expect(xml).toContain('<loc>https://x.test/</loc><lastmod>2026-11-22</lastmod>');
    expect(xml).not.toContain('secret');
  });

  it('disallows only the first segment of hidden paths and names the sitemap', () => {
    expect(firstSegment('/ops/leads-9c4f2e')).toBe('/ops/');
    const robots = buildRobots('https://x.test', ['/ops/']);
    expect(robots).toContain('Disallow: /ops/');
    expect(robots).toContain('Sitemap: https://x.test/sitemap.xml');
  });
});

describe('redirects', () => {
  const rules = parseRedirects(buildRedirects(['/ops/leads-9c4f2e']));

  it('serves the app shell for client-only routes and 404.html elsewhere', () => {
    expect(matchRedirect(rules, '/ops/leads-9c4f2e')).toEqual({
      from: '/ops/leads-9c4f2e',
      to: '/app-shell.html',
      status: 200,
    });
    expect(matchRedirect(rules, '/no-such-page')).toEqual({ from: '/*', to: '/404.html', status: 404 });
  });
});

describe('buildHeaders', () => {
  it('allows only this origin and the configured Supabase project to be contacted (no webhook host) and forbids framing', () => {
    const headers = buildHeaders({
      supabaseUrl: 'https://abcd.supabase.co',
      bookingUrl: 'https://calendly.com/forgebridge/30min',
    });
    const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src')) ?? '';
    expect(connect).toMatch(/^connect-src 'self' https:\/\/abcd\.supabase\.co( https:\/\/\S*google\S*)*$/);
    expect(csp).toContain("frame-ancestors 'none'");
    // WebAssembly (the CAD preview) may compile, JavaScript may not be eval'd, workers are ours.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'[ ;]/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("worker-src 'self';");
    expect(headers).toContain('X-Content-Type-Options: nosniff');
    expect(headers).toContain('Strict-Transport-Security');
  });

  it('derives the booking widget’s frame and script sources from the booking URL', () => {
    const csp = (bookingUrl: string) => /Content-Security-Policy: (.*)/.exec(buildHeaders({ bookingUrl }))?.[1] ?? '';
    const calendly = csp('https://calendly.com/forgebridge/30min');
    expect(calendly).toContain('frame-src https://calendly.com;');
    expect(calendly).toContain("script-src 'self' 'wasm-unsafe-eval' https://assets.calendly.com;");
    const other = csp('https://book.example.com/forgebridge');
    expect(other).toContain('frame-src https://book.example.com;');
    expect(other).not.toContain('calendly');
  });

  it('names Google Analytics’ hosts only when the build has a measurement id', () => {
    const csp = (gaMeasurementId?: string) =>
      /Content-Security-Policy: (.*)/.exec(
        buildHeaders({ bookingUrl: 'https://calendly.com/x', gaMeasurementId }),
      )?.[1] ?? '';
    const without = csp(undefined);
    expect(without).not.toMatch(/google/);
    expect(without).toContain("img-src 'self' data:;");
    expect(csp('')).not.toMatch(/google/);
    const withId = csp('G-TEST000000');
    expect(withId).toMatch(/script-src 'self'[^;]* https:\/\/www\.googletagmanager\.com;/);
    expect(withId).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(withId).toMatch(/img-src 'self' data: https:\/\/\*\.google-analytics\.com/);
  });
});

describe('parseHeaders and headersFor', () => {
  it('read back what buildHeaders writes: every path gets the CSP, assets also their cache rule', () => {
    const rules = parseHeaders(
      buildHeaders({ supabaseUrl: 'https://abc.supabase.co', bookingUrl: 'https://calendly.com/x' }),
    );
    const page = Object.fromEntries(headersFor(rules, '/about'));
    expect(page['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' /);
    expect(page['Content-Security-Policy']).toContain("connect-src 'self' https://abc.supabase.co");
    expect(page['Cache-Control']).toBeUndefined();
    const asset = Object.fromEntries(headersFor(rules, '/assets/index-abc.js'));
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['X-Content-Type-Options']).toBe('nosniff');
  });

  it('gives a private page no referrer and no caching, under the same CSP, and only that page', () => {
    const rules = parseHeaders(
      buildHeaders({ bookingUrl: 'https://calendly.com/x', privatePaths: ['/brief', '/options', '/supplier'] }),
    );
    for (const path of ['/brief', '/brief/', '/options', '/options/', '/supplier', '/supplier/']) {
      // Applied in order, the last value of a name wins, as `vite preview` sets them.
      const page = Object.fromEntries(headersFor(rules, path));
      expect(page['Referrer-Policy']).toBe('no-referrer');
      expect(page['Cache-Control']).toBe('no-store');
      expect(page['Content-Security-Policy']).toMatch(/^default-src 'self';/);
    }
    for (const path of ['/briefing', '/optionsx', '/suppliers']) {
      const other = Object.fromEntries(headersFor(rules, path));
      expect(other['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
      expect(other['Cache-Control'], path).toBeUndefined();
    }
  });
});

describe('shellHead', () => {
  it('titles the client-only shell and keeps it out of search results', () => {
    expect(shellHead('Leads dashboard | Forgebridge')).toBe(
      '<title data-prerendered="">Leads dashboard | Forgebridge</title><meta data-prerendered="" name="robots" content="noindex, nofollow"/>',
    );
  });
});

describe('deferEntry', () => {
  it('starts the entry module from the inline boot script and drops the modulepreloads', () => {
    const template = [
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<script type="module" crossorigin src="/assets/index-X.js"></script></head>',
    ].join('\n');
    expect(deferEntry(template, 'start();')).toBe(
      '<head>\n<script data-entry="/assets/index-X.js">start();</script></head>',
    );
  });

  it('refuses a template without an entry script rather than ship a page that never starts', () => {
    expect(() => deferEntry('<head></head>', 'start();')).toThrow(/no entry module script/);
  });

  it('refuses a boot script that would end its own element', () => {
    const template = '<script type="module" crossorigin src="/assets/index-X.js"></script>';
    expect(() => deferEntry(template, 'a("</script>")')).toThrow(/must not contain/);
  });
});

describe('scriptHashSource', () => {
  it('is the CSP hash source of the exact script text', () => {
    // echo -n 'start();' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('start();')).toBe("'sha256-E6jQvrT2ZivWG9GJ4AAEZf4MhI7l3QkLroW4hgvUT4c='");
  });

  it('is allowed by the script-src of the headers', () => {
    const headers = buildHeaders({
      bookingUrl: 'https://calendly.com/x',
      scriptHashes: ["'sha256-abc='"],
    });
    expect(headers).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='/);
  });
});
