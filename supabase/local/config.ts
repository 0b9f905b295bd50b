/**
 * Settings of the embedded backend (docs/decisions/0002-embedded-supabase-backend.md), in a module with no heavy imports so that
 * Playwright specs and scripts can read the default credentials without loading PGlite.
 *
 * The secret and keys are the Supabase CLI's well-known local demo values: public, and useless
 * against a hosted project, which has its own secret.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Seconds an access token lives, as GoTrue's default JWT expiry. */
export const ACCESS_TOKEN_TTL = 3600;

export const DEFAULT_DATA_DIR = '.data/local';

/**
 * The header tests and benchmarks send to give each simulated visitor an address of its own. A
 * backend reads it only when told to trust it (`LOCAL_CLIENT_ADDRESS_FROM`, or the
 * `clientAddressFrom` option), as it would a proxy's header; dev and preview never do.
 */
export const TEST_CLIENT_ADDRESS_HEADER = 'x-test-client-address';

export interface Credentials {
  email: string;
  password: string;
  /** The base32 secret of a verified TOTP factor seeded for this user, if any. */
  totpSecret?: string;
}

/**
 * The local admin's authenticator secret (base32), public like the password: `npm run admin:code`
 * prints the current code, or add it to an authenticator app by hand.
 */
export const DEFAULT_ADMIN_TOTP_SECRET = 'FORGEBRIDGELOCALADMINTOTPSECRET2';

export const DEFAULT_ADMIN: Readonly<Credentials> = {
  email: 'admin@forgebridge.local',
  password: 'forgebridge-admin',
  totpSecret: DEFAULT_ADMIN_TOTP_SECRET,
};

/** A signed-in user without the admin claim, so tests can check the "not authorised" path. */
export const DEFAULT_VIEWER: Readonly<Credentials> = {
  email: 'viewer@forgebridge.local',
  password: 'forgebridge-viewer',
};

type Env = Readonly<Record<string, string | undefined>>;

const nonEmpty = (value: string | undefined): string | undefined => (value ? value : undefined);

export function localAdmin(env: Env = process.env): Credentials {
  return {
    email: nonEmpty(env.LOCAL_ADMIN_EMAIL) ?? DEFAULT_ADMIN.email,
    password: nonEmpty(env.LOCAL_ADMIN_PASSWORD) ?? DEFAULT_ADMIN.password,
    totpSecret: localAdminTotpSecret(env),
  };
}

/** `LOCAL_ADMIN_TOTP_SECRET` without spaces, upper case; it must be base32 of at least 16 characters. */
export function localAdminTotpSecret(env: Env = process.env): string {
  const secret = (nonEmpty(env.LOCAL_ADMIN_TOTP_SECRET) ?? DEFAULT_ADMIN_TOTP_SECRET).replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z2-7]{16,}=*$/.test(secret)) {
    throw new Error('LOCAL_ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 16 characters');
  }
  return secret;
}

export function localViewer(env: Env = process.env): Credentials {
  return {
    email: nonEmpty(env.LOCAL_USER_EMAIL) ?? DEFAULT_VIEWER.email,
    password: nonEmpty(env.LOCAL_USER_PASSWORD) ?? DEFAULT_VIEWER.password,
  };
}

/** The persistent data directory: `LOCAL_DB_DIR`, or `.data/local` under the project root. */
export function localDataDir(env: Env = process.env): string {
  return nonEmpty(env.LOCAL_DB_DIR) ?? DEFAULT_DATA_DIR;
}

/**
 * Admins for parallel browser tests, two per Playwright worker, so that no worker's sign-in can
 * end or replace another's session and no code is verified twice for one factor: `desk` signs
 * in once per worker and its session serves every desk test of that worker; `sign-in` is for the
 * tests that sign in through the form themselves (and may sign out). The embedded backend seeds
 * them only when `LOCAL_WORKER_ADMINS` (the number of workers) is set, as the e2e preview does.
 * Their secrets are public like the local admin's.
 */
export type WorkerAdminRole = 'desk' | 'sign-in';

export function workerAdmin(worker: number, role: WorkerAdminRole): Credentials {
  // Base32 has no 0, 1, 8 or 9: the worker's number is spelt in letters.
  const tag = `${String.fromCharCode(65 + (Math.floor(worker / 26) % 26))}${String.fromCharCode(65 + (worker % 26))}`;
  return {
    email: `worker-${worker}-${role}@e2e.forgebridge.local`,
    password: `forgebridge-worker-${worker}-${role}`,
    // 32 characters, as base32 decoders want whole 5-byte groups.
    totpSecret: `FORGEBRIDGEWORKER${tag}${role === 'desk' ? 'DESK' : 'SIGNIN'}`.padEnd(32, 'Q'),
  };
}

/** How many workers' admins to seed: `LOCAL_WORKER_ADMINS`, 0 when unset. */
export function workerAdminCount(env: Env = process.env): number {
  const count = Number(nonEmpty(env.LOCAL_WORKER_ADMINS) ?? '0');
  if (!Number.isInteger(count) || count < 0 || count > 64) {
    throw new Error('LOCAL_WORKER_ADMINS must be a whole number from 0 to 64');
  }
  return count;
}

export function workerAdmins(count: number): Credentials[] {
  return Array.from({ length: count }, (_, worker) => [
    workerAdmin(worker, 'desk'),
    workerAdmin(worker, 'sign-in'),
  ]).flat();
}
