import * as z from 'zod/mini';

/**
 * Every deploy-time setting and its validation, run by the Vite config when it builds (and by
 * scripts and tests), never in the browser: the bundle receives the validated values only.
 * Unset Supabase variables mean a local build that talks to the embedded backend on the same
 * origin (docs/decisions/0002-embedded-supabase-backend.md).
 */
const url = () => z.optional(z.url());

export const envSchema = z.object({
  VITE_SITE_URL: url(),
  VITE_SUPABASE_URL: url(),
  VITE_SUPABASE_ANON_KEY: z.optional(z.string().check(z.minLength(1))),
  VITE_BOOKING_URL: url(),
  VITE_GA_MEASUREMENT_ID: z.optional(
    z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'VITE_GA_MEASUREMENT_ID must look like G-XXXXXXX')),
  ),
  VITE_ADMIN_PATH: z.optional(
    z.string().check(z.regex(/^\/[a-z0-9/-]+$/, 'VITE_ADMIN_PATH must be a path such as /ops/leads-9c4f2e')),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Empty strings (as `.env` files write unset values) count as unset. */
function withoutEmpty(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([key, value]) => key.startsWith('VITE_') && value !== ''));
}

/**
 * Webhook URLs carry the automation's token, and anything in a VITE_* variable ships to every
 * browser: they are settings of the deliver-leads Edge Function now, and a build that still
 * sets the old variables stops rather than ignore them silently.
 */
const movedToServer = { VITE_PARTNER_WEBHOOK_URL: 'PARTNER_WEBHOOK_URL', VITE_OEM_WEBHOOK_URL: 'OEM_WEBHOOK_URL' };

export function parseEnv(raw: Record<string, unknown>): Env {
  for (const [old, setting] of Object.entries(movedToServer)) {
    if (raw[old] !== undefined && raw[old] !== '') {
      throw new Error(
        `Invalid environment: ${old} is no longer read. Webhooks leave from the server: set ${setting} as a secret of the deliver-leads Edge Function (see README).`,
      );
    }
  }
  const result = z.safeParse(envSchema, withoutEmpty(raw));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  if (Boolean(result.data.VITE_SUPABASE_URL) !== Boolean(result.data.VITE_SUPABASE_ANON_KEY)) {
    throw new Error('Invalid environment: set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither');
  }
  const keyProblem = result.data.VITE_SUPABASE_ANON_KEY && secretKeyProblem(result.data.VITE_SUPABASE_ANON_KEY);
  if (keyProblem) throw new Error(`Invalid environment: ${keyProblem}`);
  return result.data;
}

/** The role claim of a JWT-shaped key, or undefined for another kind of key. */
function jwtRole(key: string): unknown {
  const [, payload] = key.split('.');
  if (key.split('.').length !== 3 || !payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(base64)) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

/**
 * Everything in a VITE_* variable ships to every browser, so the build refuses a key that would
 * bypass row-level security: a secret key (`sb_secret_…`) or a JWT whose role is not `anon`
 * (the service role key). Publishable keys (`sb_publishable_…`) and anon JWTs pass.
 */
export function secretKeyProblem(key: string): string | undefined {
  const publicKeyHint = 'use the project’s anon or publishable key: VITE_* values ship to every browser';
  if (key.startsWith('sb_secret_')) return `VITE_SUPABASE_ANON_KEY is a secret key; ${publicKeyHint}`;
  const role = jwtRole(key);
  if (role !== undefined && role !== 'anon') {
    return `VITE_SUPABASE_ANON_KEY carries the role "${String(role)}"; ${publicKeyHint}`;
  }
  return undefined;
}
