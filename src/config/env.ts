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

/**
 * The VITE_* values, trimmed (a stray space from a copy and paste must not hide a key from the
 * checks below); empty strings (as `.env` files write unset values) count as unset.
 */
function viteValues(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(raw)
      .filter(([key]) => key.startsWith('VITE_'))
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== ''),
  );
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
  const values = viteValues(raw);
  // Every VITE_* value can reach the bundle, not only the ones read here.
  for (const [name, value] of Object.entries(values)) {
    const problem = typeof value === 'string' ? secretKeyProblem(value, name) : undefined;
    if (problem) throw new Error(`Invalid environment: ${problem}`);
  }
  const result = z.safeParse(envSchema, values);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  if (Boolean(result.data.VITE_SUPABASE_URL) !== Boolean(result.data.VITE_SUPABASE_ANON_KEY)) {
    throw new Error('Invalid environment: set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither');
  }
  return result.data;
}

/** The claims of a JWT-shaped value, or undefined for anything else. */
function jwtClaims(value: string): Record<string, unknown> | undefined {
  const parts = value.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload || !/^[\w-]+={0,2}$/.test(payload)) return undefined;
  try {
    const base64 = payload.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Everything in a VITE_* variable ships to every browser, so the build refuses, in any of them, a
 * key that would bypass row-level security: a secret key (`sb_secret_…`, anywhere in the value) or
 * a JWT whose role is not `anon` (the service role key, or a token with no role). Publishable
 * keys (`sb_publishable_…`) and anon JWTs pass.
 */
export function secretKeyProblem(value: string, name = 'VITE_SUPABASE_ANON_KEY'): string | undefined {
  const publicKeyHint = 'use the project’s anon or publishable key: VITE_* values ship to every browser';
  const key = value.trim();
  if (/sb_secret_/i.test(key)) return `${name} holds a secret key; ${publicKeyHint}`;
  const claims = jwtClaims(key);
  if (claims && claims.role !== 'anon') {
    return `${name} is a JWT with the role "${String(claims.role)}"; ${publicKeyHint}`;
  }
  return undefined;
}
