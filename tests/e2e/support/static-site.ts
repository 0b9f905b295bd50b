import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import type { Credentials } from '../../../supabase/local/config';
import type { Database } from '../../../supabase/local/database';
import { keepIdleSockets } from '../../../supabase/local/http/keep-alive';
import type { LeadTable } from '../../../src/shared/leads/tables';

/** An isolated site: the built dist/ plus a fresh in-memory embedded backend. */

export type IsolatedSite = {
  /** `http://127.0.0.1:<port>`, serving the site and /rest/v1, /auth/v1 on one origin. */
  url: string;
  /** Bulk insert as the database owner (may set created_at); returns the number of rows. */
  seed(table: LeadTable, rows: readonly Record<string, unknown>[]): Promise<number>;
  /** The database as its owner (bypasses row-level security): for seeding in SQL only. */
  db: Database;
  /** A new admin account with no authenticator yet, as a project owner would add one. */
  createAdmin(credentials: Credentials): Promise<void>;
  close(): Promise<void>;
};

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/**
 * Serves `distDir` the way the static host does (prerendered page, else the `_redirects` rules)
 * next to its own empty database, for what the shared e2e database cannot give: a known-empty
 * state, or 10,000 rows per table for the benchmark. About 3 s and ~1 GB to start (initdb in WASM).
 */
export async function startIsolatedSite(distDir = resolve('dist')): Promise<IsolatedSite> {
  // Loaded lazily so specs that only use the browser fixtures never load PGlite.
  const { startEmbeddedBackend } = await import('../../../supabase/local/backend');
  const { matchRedirect, outputFile, parseRedirects } = await import('../../../scripts/build/prerender-html');
  const rules = parseRedirects(readFileSync(join(distDir, '_redirects'), 'utf8'));
  const { TEST_CLIENT_ADDRESS_HEADER } = await import('../../../supabase/local/config');
  // Simulated visitors say who they are in the test header, as behind a trusted proxy.
  const backend = await startEmbeddedBackend({ memory: true, clientAddressFrom: TEST_CLIENT_ADDRESS_HEADER });

  const send = (res: ServerResponse, file: string, status = 200) => {
    res.writeHead(status, { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  };
  const serveStatic = (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://site.local').pathname);
    const asset = resolve(distDir, `.${path}`);
    if (!asset.startsWith(distDir + sep)) return send(res, join(distDir, '404.html'), 404);
    if (existsSync(asset) && statSync(asset).isFile()) return send(res, asset);
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const page = join(distDir, outputFile(trimmed));
    if (existsSync(page)) return send(res, page);
    const rule = matchRedirect(rules, trimmed);
    return send(res, join(distDir, rule?.to ?? '404.html'), rule?.status ?? 404);
  };

  const server = createServer((req, res) => backend.handler(req, res, () => serveStatic(req, res)));
  keepIdleSockets(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seed: (table, rows) => backend.seed(table, rows),
    db: backend.db,
    async createAdmin({ email, password }) {
      await backend.db.query(
        `insert into auth.users (email, encrypted_password, raw_app_meta_data)
         values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), '{"provider":"email","role":"admin"}')`,
        [email, password],
      );
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await backend.close();
    },
  };
}
