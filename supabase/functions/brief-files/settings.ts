/**
 * brief-files' settings, from its environment: on a hosted project Supabase gives every function
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, and SITE_URL is the project's secret deliver-leads
 * reads too; locally the embedded backend passes its own.
 */

export type BriefFilesSettings = {
  supabaseUrl: string;
  /** Where a browser reaches Storage, for the signed links (SUPABASE_PUBLIC_URL, else SUPABASE_URL). */
  publicUrl: string;
  serviceRoleKey: string;
  /** The public site's origin: the only one whose pages may read the answers (CORS). */
  siteOrigin: string;
};

type Env = { get(name: string): string | undefined };

export function readBriefFilesSettings(env: Env): BriefFilesSettings {
  const required = (name: string) => {
    const found = env.get(name)?.trim();
    if (!found) throw new Error(`${name} is not set`);
    return found;
  };
  const supabaseUrl = required('SUPABASE_URL').replace(/\/+$/, '');
  return {
    supabaseUrl,
    publicUrl: env.get('SUPABASE_PUBLIC_URL')?.trim().replace(/\/+$/, '') || supabaseUrl,
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    siteOrigin: new URL(required('SITE_URL')).origin,
  };
}
