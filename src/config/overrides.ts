import { deploymentDefaults } from './constants';
import { parseEnv, type Env } from './env';

/** The values a deployment sets, after its `VITE_*` overrides and their validation. */
export type Deployment = {
  siteUrl: string;
  bookingUrl: string;
  adminPath: string;
  /** Unset for a local build, which talks to the embedded backend on its own origin. */
  supabase: { url: string; anonKey: string } | undefined;
  partnerWebhookUrl: string | undefined;
  oemWebhookUrl: string | undefined;
  gaMeasurementId: string | undefined;
};

export function deploymentFrom(env: Env): Deployment {
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = env;
  return {
    siteUrl: (env.VITE_SITE_URL ?? deploymentDefaults.siteUrl).replace(/\/$/, ''),
    bookingUrl: env.VITE_BOOKING_URL ?? deploymentDefaults.bookingUrl,
    adminPath: env.VITE_ADMIN_PATH ?? deploymentDefaults.adminPath,
    supabase: url && anonKey ? { url, anonKey } : undefined,
    partnerWebhookUrl: env.VITE_PARTNER_WEBHOOK_URL,
    oemWebhookUrl: env.VITE_OEM_WEBHOOK_URL,
    gaMeasurementId: env.VITE_GA_MEASUREMENT_ID,
  };
}

/**
 * Applies any env record: the app passes `import.meta.env` (./build-env.ts); scripts and tests pass
 * what Vite would load for the same mode (`loadEnv`), so they see the values the build baked in.
 */
export function resolveDeployment(raw: Record<string, unknown>): Deployment {
  return deploymentFrom(parseEnv(raw));
}
