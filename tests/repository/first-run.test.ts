import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localAdmin } from '../../supabase/local/config';
import { deploymentDefaults } from '../../src/config/constants';
import { freePort } from '../support/free-port';

/**
 * What a newcomer sees on `npm run dev`: the lead desk's full address beside the credentials that
 * open it, and no warning about the Vite config. The real dev server is started on free ports
 * with a throwaway database, exactly as `npm run dev` starts it.
 */

/** Starting means migrating a fresh database in WASM: seconds when idle, far longer on a busy machine. */
const START_TIMEOUT_MS = 240_000;

let child: ChildProcess | undefined;
let dataRoot: string | undefined;

/** Starts the dev server as `npm run dev` does; resolves with its port and output once it listens. */
async function startDev(dbDir: string): Promise<{ port: number; output: string }> {
  const [port, smtp, mail, fn, files] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOCAL_DB_DIR: dbDir,
      LOCAL_SMTP_PORT: String(smtp),
      LOCAL_MAIL_PORT: String(mail),
      LOCAL_FUNCTION_PORT: String(fn),
      LOCAL_BRIEF_FILES_PORT: String(files),
      // Colour codes would split the lines this test reads.
      NO_COLOR: '1',
    },
  });
  child = server;
  let output = '';
  // Vite's own "Local:" line comes once the server listens; everything of the first run is out by then.
  await new Promise<void>((ready, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/Local:\s+http/.test(output)) ready();
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => fail(new Error(`vite exited (${String(code)}) before it listened:\n${output}`)));
  });
  return { port, output };
}

afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((done) => child?.once('exit', done));
    // The server's own group: Vite and the Deno functions it started, nothing else.
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
}, 30_000);

describe('npm run dev', () => {
  it(
    'prints the lead desk’s full URL beside the admin credentials, with no config warning',
    async () => {
      dataRoot = await mkdtemp(join(tmpdir(), 'forgebridge-first-run-'));
      // A free port can be taken by another test between freePort() and Vite's listen: then Vite
      // exits saying so, and the run starts again on fresh ports (a real failure still fails).
      let started: { port: number; output: string } | undefined;
      for (let attempt = 1; !started; attempt += 1) {
        try {
          started = await startDev(join(dataRoot, `db-${attempt}`));
        } catch (error) {
          if (attempt >= 3 || !/is already in use|EADDRINUSE/.test(String(error))) throw error;
        }
      }
      const { port, output } = started;
      const deskLine = output.split('\n').find((line) => line.includes('Lead desk:')) ?? '';

      const admin = localAdmin({});
      expect(deskLine).toContain(`http://127.0.0.1:${port}${deploymentDefaults.adminPath}`);
      expect(deskLine).toContain(`${admin.email} / ${admin.password}`);
      expect(output).not.toMatch(/configLoader|\(!\)|without a file extension/);
      // Nothing comes before the server's own lines: the first thing printed is not a warning.
      expect(output.trimStart()).toMatch(/^➜ {2}Embedded Supabase/);
    },
    START_TIMEOUT_MS,
  );
});
