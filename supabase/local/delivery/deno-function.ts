import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SERVICE_ROLE_KEY } from '../config.ts';
import type { DeliverySettings } from './settings.ts';

/**
 * Runs an Edge Function of supabase/functions/ in real Deno (the `deno` npm package, no Supabase
 * CLI), with the settings a hosted project gives it as secrets, and waits until it answers:
 * deliver-leads (the outbox's drain) and brief-files (a brief page's downloads).
 */

export type DenoFunction = {
  url: string;
  exited(): boolean;
  stop(): void;
};

/** deliver-leads, with the drain secret this process gave it. */
export type DeliverLeadsFunction = DenoFunction & { secret: string };

const FUNCTIONS = new URL('../../functions/', import.meta.url);
const FUNCTION_CONFIG = fileURLToPath(new URL('deno.json', FUNCTIONS));
const DENO_BIN = fileURLToPath(new URL('../../../node_modules/.bin/deno', import.meta.url));

/** The named variables of this process's environment that are set. */
function passThrough(names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/**
 * Starts `supabase/functions/<name>/index.ts` on 127.0.0.1:`port` with `env`, and resolves once
 * `ready` says the process answers. The function must not outlive the server that started it.
 */
export async function runDenoFunction(input: {
  name: string;
  port: number;
  env: Record<string, string>;
  ready: (url: string) => Promise<boolean>;
}): Promise<DenoFunction> {
  const { name, port, env, ready } = input;
  const url = `http://127.0.0.1:${port}`;
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
      fileURLToPath(new URL(`${name}/index.ts`, FUNCTIONS)),
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
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  // Even when the server that started it crashes.
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  child.once('exit', () => {
    exited = true;
    process.removeListener('exit', stopChild);
  });

  try {
    await waitForFunction(name, url, ready, () => exited);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, exited: () => exited, stop: stopChild };
}

async function waitForFunction(
  name: string,
  url: string,
  ready: (url: string) => Promise<boolean>,
  exited: () => boolean,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The ${name} function exited at start (is ${url} already in use?)`);
    try {
      if (await ready(url)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The ${name} function did not answer on ${url}`);
}

export async function startDenoFunction(
  settings: DeliverySettings,
  reach: { supabaseUrl: string; smtpPort: number },
): Promise<DeliverLeadsFunction> {
  const secret = randomBytes(24).toString('hex');
  const fn = await runDenoFunction({
    name: 'deliver-leads',
    port: settings.functionPort,
    env: {
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
      BOOKING_URL: settings.bookingUrl,
      PARTNER_WEBHOOK_URL: settings.partnerWebhookUrl ?? '',
      OEM_WEBHOOK_URL: settings.oemWebhookUrl ?? '',
    },
    // Answers a drain with the secret it was given: another process left on the port (say, from
    // a killed server) answers 401 and is not mistaken for it.
    ready: async (url) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      return response.ok;
    },
  });
  return { ...fn, secret };
}

/**
 * brief-files, reached through the embedded backend's `/functions/v1/brief-files` as the hosted
 * gateway reaches it. Ready once it answers a request with no input with its own 400.
 */
export async function startBriefFilesFunction(
  settings: DeliverySettings,
  reach: { supabaseUrl: string },
): Promise<DenoFunction> {
  return runDenoFunction({
    name: 'brief-files',
    port: settings.briefFilesPort,
    env: {
      BRIEF_FILES_PORT: String(settings.briefFilesPort),
      SUPABASE_URL: reach.supabaseUrl,
      // The browser reaches the embedded backend on the site's own origin, where its signed links
      // must point (the loopback address above is the function's alone).
      SUPABASE_PUBLIC_URL: new URL(settings.siteUrl).origin,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SITE_URL: settings.siteUrl,
    },
    ready: async (url) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(5000),
      });
      const body = (await response.json().catch(() => null)) as { code?: string } | null;
      return response.status === 400 && body?.code === 'bad_request';
    },
  });
}
