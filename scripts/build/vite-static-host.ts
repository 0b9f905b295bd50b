import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { privatePageHeaders, privatePagePaths } from '../../src/config/private-pages.ts';
import { headersFor, matchRedirect, outputFile, parseHeaders, parseRedirects } from './prerender-html.ts';

/**
 * Makes `vite preview` behave like the static host we deploy to: every response carries the
 * headers of dist/_headers (so browser tests run under the production Content-Security-Policy),
 * and a page path serves its prerendered page, then the rules in dist/_redirects (app shell for
 * client-only routes, 404.html with status 404).
 */
export function staticHostPreview(): Plugin {
  return {
    name: 'forgebridge:static-host-preview',
    // The dev server has no dist/_headers; a private page still gets its own headers there.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev.local').pathname.replace(/\/+$/, '');
        if (Object.values(privatePagePaths).some((p) => path === p || path.startsWith(`${p}/`))) {
          for (const [name, value] of privatePageHeaders) res.setHeader(name, value);
        }
        next();
      });
    },
    configurePreviewServer(server) {
      const dist = server.config.build.outDir;
      const rulesFile = join(server.config.root, dist, '_redirects');
      const rules = existsSync(rulesFile) ? parseRedirects(readFileSync(rulesFile, 'utf8')) : [];
      const headersFile = join(server.config.root, dist, '_headers');
      const headerRules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
      const root = resolve(server.config.root, dist);
      const notFound = join(root, '404.html');
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.local');
        for (const [name, value] of headersFor(headerRules, url.pathname)) res.setHeader(name, value);
        // The embedded backend's paths are never pages: a TUS `HEAD /storage/v1/upload/resumable/<id>`
        // must reach Storage, and a malformed escape there gets the API's own error.
        if (API_PATH.test(url.pathname)) return next();
        const path = decodedPath(url.pathname);
        const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path ?? '');
        const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
        if (path !== undefined && !isPage) {
          const asset = assetFile(root, path);
          if (req.method === 'GET' && asset && servePrecompressed(asset.file, asset.type, acceptEncoding, res)) return;
          return next();
        }

        if (path === undefined) {
          // A malformed escape (`/%E0%A4%A`) is a bad request, answered without a stack trace.
          res.statusCode = 400;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Bad request');
          return;
        }
        const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
        const page = resolve(root, outputFile(trimmed));
        // A path that climbs out of dist/ (`/..%2F..`) is a page that does not exist.
        const inside = page.startsWith(root + sep);
        const rule = inside && !existsSync(page) ? matchRedirect(rules, trimmed) : undefined;
        const file = !inside ? notFound : rule ? join(root, rule.to) : page;
        if (!existsSync(file)) return next();
        res.statusCode = !inside ? 404 : (rule?.status ?? 200);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Vary', 'Accept-Encoding');
        if (req.method === 'HEAD') return void res.end();
        // Static hosts compress HTML; serving it raw would make every page look three times heavier
        // to Lighthouse than it is in production. The build's copies first (brotli to a browser
        // that accepts it, as every browser does over HTTPS), then gzip made here.
        if (servePrecompressed(file, 'text/html; charset=utf-8', acceptEncoding, res)) return;
        const body = readFileSync(file);
        if (/\bgzip\b/.test(acceptEncoding)) {
          res.setHeader('Content-Encoding', 'gzip');
          res.end(gzipSync(body));
        } else {
          res.end(body);
        }
      });
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** A built script, style or WebAssembly file under `/assets/`, and its type; undefined for the rest. */
function assetFile(root: string, path: string): { file: string; type: string } | undefined {
  const type = CONTENT_TYPES[extname(path)];
  if (!type || !path.startsWith('/assets/')) return undefined;
  const file = resolve(root, `.${path}`);
  return file.startsWith(root + sep) ? { file, type } : undefined;
}

/**
 * A built file with a brotli or gzip copy beside it (scripts/build/vite-precompress.ts) is answered
 * with that copy when the browser accepts its encoding, brotli first, as static hosts do.
 * Returns false when there is none, for the caller to answer.
 */
function servePrecompressed(
  file: string,
  type: string,
  acceptEncoding: string,
  res: { setHeader: (name: string, value: string) => void; end: (body: Buffer) => void },
): boolean {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) || !existsSync(file + suffix)) continue;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(readFileSync(file + suffix));
    return true;
  }
  return false;
}

/** The routes of the embedded Supabase backend (supabase/local/vite-plugin.ts). */
const API_PATH = /^\/(rest|auth|storage)\/v1(\/|$)/;

/** The decoded path, or undefined when it holds a malformed escape (`/%E0%A4%A`). */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
