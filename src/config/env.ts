import * as z from 'zod/mini';

/**
 * Every deploy-time setting and its validation. Unset Supabase variables mean a local build that
 * talks to the embedded backend on the same origin (docs/decisions/0002-embedded-supabase-backend.md).
 * zod/mini keeps this out of the way of every page's first load.
 */
const url = () => z.optional(z.url());

export const envSchema = z.object({
  VITE_SITE_URL: url(),
  VITE_SUPABASE_URL: url(),
  VITE_SUPABASE_ANON_KEY: z.optional(z.string().check(z.minLength(1))),
  VITE_BOOKING_URL: url(),
  VITE_PARTNER_WEBHOOK_URL: url(),
  VITE_OEM_WEBHOOK_URL: url(),
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

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = z.safeParse(envSchema, withoutEmpty(raw));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  if (Boolean(result.data.VITE_SUPABASE_URL) !== Boolean(result.data.VITE_SUPABASE_ANON_KEY)) {
    throw new Error('Invalid environment: set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither');
  }
  return result.data;
}
