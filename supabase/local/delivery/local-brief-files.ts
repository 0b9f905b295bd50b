import type { EmbeddedBackend } from '../backend.ts';
import { startBriefFilesFunction } from './deno-function.ts';
import { startLoopbackApi } from './loopback-api.ts';
import type { DeliverySettings } from './settings.ts';

/**
 * The brief-files Edge Function in Deno, served by the embedded backend at
 * `/functions/v1/brief-files` as the hosted gateway serves it (../functions/proxy.ts): the page's
 * `supabase.functions.invoke('brief-files')` reaches it on the site's own origin.
 */
export async function startLocalBriefFiles(
  backend: EmbeddedBackend,
  settings: DeliverySettings,
): Promise<{ url: string; close(): Promise<void> }> {
  const api = await startLoopbackApi(backend);
  try {
    const fn = await startBriefFilesFunction(settings, { supabaseUrl: api.url });
    backend.functions.set('brief-files', fn.url);
    return {
      url: fn.url,
      async close() {
        backend.functions.delete('brief-files');
        fn.stop();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}
