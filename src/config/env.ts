import { z } from 'zod';

/**
 * Every deploy-time setting, validated once. Unset Supabase variables mean a local build that
 * talks to the embedded backend on the same origin (DECISIONS §3).
 */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

export const envSchema = z.object({
  VITE_SITE_URL: optionalUrl,
  VITE_SUPABASE_URL: optionalUrl,
  VITE_SUPABASE_ANON_KEY: optionalText,
  VITE_BOOKING_URL: optionalUrl,
  VITE_PARTNER_WEBHOOK_URL: optionalUrl,
  VITE_OEM_WEBHOOK_URL: optionalUrl,
  VITE_GA_MEASUREMENT_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'VITE_GA_MEASUREMENT_ID must look like G-XXXXXXX')
      .optional(),
  ),
  VITE_ADMIN_PATH: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\/[a-z0-9/-]+$/, 'VITE_ADMIN_PATH must be a path such as /ops/leads-9c4f2e')
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  if (Boolean(result.data.VITE_SUPABASE_URL) !== Boolean(result.data.VITE_SUPABASE_ANON_KEY)) {
    throw new Error('Invalid environment: set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither');
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
