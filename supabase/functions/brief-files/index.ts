import { storageApi } from '../_shared/storage.ts';
import { createBriefFiles } from './handler.ts';
import { readBriefFilesSettings } from './settings.ts';

/**
 * brief-files: the supplier's page asks it for a per-click download link to one neutral copy of
 * a brief's drawing (./handler.ts). The page calls it with supabase.functions.invoke, which sends
 * the anon key the gateway checks; the brief's token is the permission.
 */

const settings = readBriefFilesSettings(Deno.env);
const handle = createBriefFiles({
  settings,
  storage: storageApi(settings.supabaseUrl, settings.serviceRoleKey, fetch, settings.publicUrl),
});

// Hosted, the edge runtime picks the address; locally the embedded backend names a port.
const localPort = Deno.env.get('BRIEF_FILES_PORT');
const listen = localPort ? { port: Number(localPort), hostname: '127.0.0.1' } : {};

Deno.serve(listen, handle);
