import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { deployment } from '@/config/build-env';
import type { Database } from '../shared/database.types';

/**
 * The Supabase CLI's well-known demo anon key. A build without VITE_SUPABASE_URL talks to the
 * embedded backend on its own origin (docs/decisions/0002-embedded-supabase-backend.md), which
 * verifies tokens with the CLI's local secret; this key is public and useless against a hosted project.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: AppSupabaseClient | undefined;

/** The project's URL and public anon key: the configured project, else the embedded backend. */
export function supabaseConnection(): { url: string; anonKey: string } {
  return {
    url: (deployment.supabase?.url ?? window.location.origin).replace(/\/$/, ''),
    anonKey: deployment.supabase?.anonKey ?? LOCAL_ANON_KEY,
  };
}

/** The one Supabase client of the app, created on first use (never during prerender). */
export function getSupabase(): AppSupabaseClient {
  if (!client) {
    const { url, anonKey } = supabaseConnection();
    client = createClient<Database>(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  }
  return client;
}
