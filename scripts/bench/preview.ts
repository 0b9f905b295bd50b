import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts `vite preview` of the built `dist/` on `port` (production headers, the embedded backend
 * on a fresh temporary database, or on `dataDir`, a seeded one) and resolves once it answers. Call
 * `stop()` when done.
 */
export async function startPreview(
  port: number,
  label: string,
  dataDir?: string,
): Promise<{ base: string; stop: () => void }> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'],
    {
      env: { ...process.env, LOCAL_DB_DIR: dataDir ?? mkdtempSync(join(tmpdir(), `fb-${label}-`)) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForServer(`${base}/`, server);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, stop: () => server.kill() };
}

async function waitForServer(url: string, server: ChildProcess) {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`preview exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`preview did not start on ${url}`);
}
