// `npm test` runs the concurrency and scheduling tests on a PostgreSQL 15 server it starts itself
// (tests/pg/). Without the server, pg_cron or plpgsql_check it stops here, with one line saying
// how to get them, rather than with a failure per test.
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

const bin = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const lib = join(bin, '../lib');
const needed = [join(bin, 'initdb'), join(bin, 'pg_ctl'), join(lib, 'pg_cron.so'), join(lib, 'plpgsql_check.so')];
const missing = needed.filter((file) => {
  try {
    accessSync(file, constants.R_OK);
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  console.error(
    `npm test needs PostgreSQL 15 with pg_cron and plpgsql_check (missing ${missing.join(', ')}): install them with \`sudo apt-get install -y postgresql-15 postgresql-15-cron postgresql-15-plpgsql-check\`, or set PG_BIN to their bin directory.`,
  );
  process.exit(1);
}
