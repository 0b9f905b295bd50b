import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { matchRedirect, outputFile, parseRedirects } from './prerender-html.ts';

/**
 * Makes `vite preview` route like the static host we deploy to: a prerendered page for its path,
 * then the rules in dist/_redirects (app shell for client-only routes, 404.html with status 404).
 */
export function staticHostPreview(): Plugin {
  return {
    name: 'forgebridge:static-host-preview',
    configurePreviewServer(server) {
      const dist = server.config.build.outDir;
      const rulesFile = join(server.config.root, dist, '_redirects');
      const rules = existsSync(rulesFile) ? parseRedirects(readFileSync(rulesFile, 'utf8')) : [];
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.local');
        const path = decodeURIComponent(url.pathname);
        const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
        if (!isPage || path.startsWith('/rest/') || path.startsWith('/auth/')) return next();

        const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
        const page = join(server.config.root, dist, outputFile(trimmed));
        const rule = existsSync(page) ? undefined : matchRedirect(rules, trimmed);
        const file = rule ? join(server.config.root, dist, rule.to) : page;
        if (!existsSync(file)) return next();
        res.statusCode = rule?.status ?? 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
  };
}
