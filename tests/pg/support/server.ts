import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';

/**
 * A throwaway PostgreSQL 15 server for the tests that need real parallel sessions and pg_cron:
 * initdb into a temporary directory, a free port on 127.0.0.1, pg_cron preloaded and pointed at
 * the `postgres` database, trust authentication on loopback only (pg_cron's worker connects as
 * it is). initdb and postgres refuse to run as root, so as root they run as the `postgres` user
 * Debian's package creates, in a directory that user owns.
 */

export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

/** The Debian packages the lane needs, as .ci/run installs them. */
export const PG_PACKAGES = ['postgresql-15', 'postgresql-15-cron', 'postgresql-15-plpgsql-check'] as const;

export interface PostgresServer {
  port: number;
  /** postgresql://postgres@127.0.0.1:<port>/postgres?sslmode=disable */
  url: string;
  dir: string;
  stop(): void;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a server binary, as the postgres user when we are root. */
function run(binary: string, args: string[]): string {
  const path = join(PG_BIN, binary);
  const [command, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'forgebridge-pg-'));
  if (isRoot()) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  // A port another process takes between freePort() and the start fails the start: try anew.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        `shared_preload_libraries = 'pg_cron'`,
        `cron.database_name = 'postgres'`,
        // Throwaway data: durability buys nothing here.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 60',
        '',
      ].join('\n'),
    );
    try {
      run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    } catch (error) {
      if (attempt < 3) continue;
      throw error;
    }
    const url = `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
    return {
      port,
      url,
      dir,
      stop() {
        if (existsSync(join(data, 'postmaster.pid'))) {
          spawnSync(isRoot() ? 'runuser' : join(PG_BIN, 'pg_ctl'), [
            ...(isRoot() ? ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl')] : []),
            '-D',
            data,
            '-m',
            'immediate',
            '-w',
            'stop',
          ]);
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}
