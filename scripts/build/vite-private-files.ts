import { isAbsolute, relative, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Plugin } from 'vite';

/**
 * Keeps the embedded backend's files out of `vite` and `vite preview`: the database directory
 * (every lead, the admin's bcrypt hash), its stored attachments and its lock live in `.data/` (or
 * LOCAL_DB_DIR) under the project root, which Vite would otherwise serve as source files
 * (`/.data/…?raw`, `/@fs/<root>/.data/…`). Two layers: `server.fs.deny` for Vite's own file
 * checks, and a middleware in front of everything that answers 404 to any path naming them,
 * however it is escaped.
 */

/** Vite's own defaults, which a configured `deny` would otherwise replace. */
const VITE_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

export function privateFiles(): Plugin {
  let privateDirs: string[] = ['.data'];

  return {
    name: 'forgebridge:private-files',
    enforce: 'pre',
    config(config, { mode }) {
      const root = resolve(config.root ?? process.cwd());
      const dataDir = loadEnv(
        mode,
        config.envDir === false ? root : (config.envDir ?? root),
        'LOCAL_DB_DIR',
      ).LOCAL_DB_DIR;
      privateDirs = ['.data', ...customDataDir(root, dataDir)];
      const deny = privateDirs.flatMap((dir) => [
        `**/${dir}/**`,
        `**/${dir}`,
        `**/${dir}-storage/**`,
        `**/${dir}.lock`,
      ]);
      return { server: { fs: { deny: [...(config.server?.fs?.deny ?? VITE_DENY), ...deny] } } };
    },
    configureServer(server) {
      server.middlewares.use(denyPrivate(() => privateDirs));
    },
    configurePreviewServer(server) {
      server.middlewares.use(denyPrivate(() => privateDirs));
    },
  };
}

/** LOCAL_DB_DIR as a path relative to the root, when it lies inside the root but not in `.data/`. */
function customDataDir(root: string, dataDir: string | undefined): string[] {
  if (!dataDir) return [];
  const rel = relative(root, resolve(root, dataDir)).split('\\').join('/');
  if (!rel || rel.startsWith('..') || isAbsolute(rel) || isPrivatePath(`/${rel}`, ['.data'])) return [];
  return [rel];
}

function denyPrivate(dirs: () => string[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!isPrivatePath(req.url ?? '/', dirs())) return next();
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
}

/**
 * Whether a request path names a private directory: a segment starting with `.data`, or a
 * configured data directory, after decoding as often as it is escaped (`%252E` is `%2E` is `.`),
 * with `\` read as `/` and any `/@fs/`, `/@id/` or absolute prefix before it.
 */
export function isPrivatePath(url: string, dirs: readonly string[]): boolean {
  let path = url.split(/[?#]/)[0] ?? '';
  for (let i = 0; i < 4; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape: judge what can be decoded piece by piece.
      decoded = path.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments = path
    .replace(/\\/g, '/')
    .split('/')
    .map((segment) => segment.trim().toLowerCase());
  if (segments.some((segment) => segment.startsWith('.data'))) return true;
  const joined = `/${segments.filter(Boolean).join('/')}/`;
  return dirs
    .filter((dir) => dir !== '.data')
    .some((dir) => [dir, `${dir}-storage`, `${dir}.lock`].some((name) => joined.includes(`/${name.toLowerCase()}/`)));
}
