import { deploymentDefaults } from './constants.ts';
import { parseEnv, type Env } from './env.ts';

/** The values a deployment sets, after its `VITE_*` overrides and their validation. */
export type Deployment = {
  siteUrl: string;
  bookingUrl: string;
  adminPath: string;
  /** Unset for a local build, which talks to the embedded backend on its own origin. */
  supabase: { url: string; anonKey: string } | undefined;
  gaMeasurementId: string | undefined;
};

export function deploymentFrom(env: Env): Deployment {
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = env;
  return {
    siteUrl: (env.VITE_SITE_URL ?? deploymentDefaults.siteUrl).replace(/\/$/, ''),
    bookingUrl: env.VITE_BOOKING_URL ?? deploymentDefaults.bookingUrl,
    adminPath: env.VITE_ADMIN_PATH ?? deploymentDefaults.adminPath,
    supabase: url && anonKey ? { url, anonKey } : undefined,
    gaMeasurementId: env.VITE_GA_MEASUREMENT_ID,
  };
}

/**
 * Applies any env record. The Vite and Vitest configs pass what `loadEnv` finds for the mode and
 * bake the result into the bundle (`deploymentDefine`); scripts and tests do the same, so they see
 * the values the build baked in.
 */
export function resolveDeployment(raw: Record<string, unknown>): Deployment {
  return deploymentFrom(parseEnv(raw));
}

/**
 * The `define` entry that gives the bundle its validated deployment values as one constant. The
 * bundle then holds exactly these values, never the other VITE_* variables present at build time,
 * and no validation code runs in the browser. A bad value fails the build.
 */
export function deploymentDefine(env: Record<string, unknown>): { __DEPLOYMENT__: string } {
  return { __DEPLOYMENT__: JSON.stringify(resolveDeployment(env)) };
}
