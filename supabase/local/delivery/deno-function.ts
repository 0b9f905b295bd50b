import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SERVICE_ROLE_KEY } from '../config.ts';
import type { DeliverySettings } from './settings.ts';

/**
 * Runs the deliver-leads Edge Function in real Deno (the `deno` npm package, no Supabase CLI),
 * with the settings a hosted project gives it as secrets, and waits until it answers.
 */

export type DenoFunction = {
  url: string;
  /** The drain secret this process gave it. */
  secret: string;
  exited(): boolean;
  stop(): void;
};

const FUNCTION_ENTRY = fileURLToPath(new URL('../../functions/deliver-leads/index.ts', import.meta.url));
const FUNCTION_CONFIG = fileURLToPath(new URL('../../functions/deno.json', import.meta.url));
const DENO_BIN = fileURLToPath(new URL('../../../node_modules/.bin/deno', import.meta.url));

/** The named variables of this process's environment that are set. */
function passThrough(names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

export async function startDenoFunction(
  settings: DeliverySettings,
  reach: { supabaseUrl: string; smtpPort: number },
): Promise<DenoFunction> {
  const secret = randomBytes(24).toString('hex');
  const url = `http://127.0.0.1:${settings.functionPort}`;
  const child: ChildProcess = spawn(
    DENO_BIN,
    [
      'run',
      '--quiet',
      '--config',
      FUNCTION_CONFIG,
      '--allow-net',
      '--allow-env',
      '--allow-sys',
      '--allow-read',
      FUNCTION_ENTRY,
    ],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_DIR: process.env.DENO_DIR,
        // Deno fetches the function's npm: imports into DENO_DIR on its first run. Behind a proxy
        // or a TLS-inspecting gateway it needs the machine's own certificate authority to do so
        // (Deno reads NODE_EXTRA_CA_CERTS as Node does), or the function exits at start.
        ...passThrough([
          'NODE_EXTRA_CA_CERTS',
          'DENO_CERT',
          'DENO_TLS_CA_STORE',
          'HTTPS_PROXY',
          'HTTP_PROXY',
          'NO_PROXY',
        ]),
        DENO_NO_UPDATE_CHECK: '1',
        DELIVER_LEADS_PORT: String(settings.functionPort),
        SUPABASE_URL: reach.supabaseUrl,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        DELIVERY_DRAIN_SECRET: secret,
        EMAIL_TRANSPORT: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(reach.smtpPort),
        EMAIL_FROM: settings.emailFrom,
        TEAM_ALERT_TO: settings.teamAlertTo,
        SITE_URL: settings.siteUrl,
        ADMIN_PATH: settings.adminPath,
        PARTNER_WEBHOOK_URL: settings.partnerWebhookUrl ?? '',
        OEM_WEBHOOK_URL: settings.oemWebhookUrl ?? '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  // The function must not outlive the server that started it, even when that one crashes.
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  child.once('exit', () => {
    exited = true;
    process.removeListener('exit', stopChild);
  });

  try {
    await waitForFunction(url, secret, () => exited);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, secret, exited: () => exited, stop: stopChild };
}

/**
 * Waits until this process's function answers a drain with the secret it was given; another
 * process left on the port (say, from a killed server) answers 401 and is not mistaken for it.
 */
async function waitForFunction(url: string, secret: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The deliver-leads function exited at start (is ${url} already in use?)`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The deliver-leads function did not answer on ${url}`);
}
