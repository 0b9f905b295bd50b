import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { EmbeddedBackend } from '../backend.ts';
import { SERVICE_ROLE_KEY } from '../config.ts';
import { startMailCapture, type MailCapture } from '../mail/capture.ts';

/**
 * Plays pg_net and pg_cron for the deliver-leads Edge Function locally
 * (docs/decisions/0015-lead-delivery-outbox.md): runs the function in real Deno (the `deno` npm
 * package, no Supabase CLI), sends its email to a local capture, pokes it whenever the database
 * notifies that deliveries were queued, and drains every few seconds for the retries.
 */

export type DeliverySettings = {
  smtpPort: number;
  mailWebPort: number;
  functionPort: number;
  drainEveryMs: number;
  /** The site's origin, for the alert's admin link and the partner webhook's page_url. */
  siteUrl: string;
  adminPath: string;
  teamAlertTo: string;
  emailFrom: string;
  partnerWebhookUrl?: string;
  oemWebhookUrl?: string;
};

type Env = Readonly<Record<string, string | undefined>>;

const port = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 && n < 65536 ? n : fallback;
};

export function localDeliverySettings(env: Env, siteUrl: string): DeliverySettings {
  return {
    smtpPort: port(env.LOCAL_SMTP_PORT, 5241),
    mailWebPort: port(env.LOCAL_MAIL_PORT, 5242),
    functionPort: port(env.LOCAL_FUNCTION_PORT, 5243),
    drainEveryMs: Math.max(500, Number(env.LOCAL_DRAIN_EVERY_MS) || 3000),
    siteUrl,
    adminPath: env.VITE_ADMIN_PATH || '/ops/leads-9c4f2e',
    teamAlertTo: env.LOCAL_TEAM_ALERT_TO || 'team@forgebridge.local',
    emailFrom: env.LOCAL_EMAIL_FROM || 'Forgebridge <alerts@forgebridge.local>',
    ...(env.PARTNER_WEBHOOK_URL ? { partnerWebhookUrl: env.PARTNER_WEBHOOK_URL } : {}),
    ...(env.OEM_WEBHOOK_URL ? { oemWebhookUrl: env.OEM_WEBHOOK_URL } : {}),
  };
}

export type LocalDeliveries = {
  mail: MailCapture;
  functionUrl: string;
  /** Asks the function to drain now (as the insert trigger's pg_net call does). */
  poke(): Promise<void>;
  close(): Promise<void>;
};

const FUNCTION_ENTRY = fileURLToPath(new URL('../../functions/deliver-leads/index.ts', import.meta.url));
const FUNCTION_CONFIG = fileURLToPath(new URL('../../functions/deno.json', import.meta.url));
const DENO_BIN = fileURLToPath(new URL('../../../node_modules/.bin/deno', import.meta.url));

export async function startLocalDeliveries(
  backend: EmbeddedBackend,
  settings: DeliverySettings,
): Promise<LocalDeliveries> {
  const mail = await startMailCapture({ smtpPort: settings.smtpPort, webPort: settings.mailWebPort });
  // The function reaches the database as a hosted one does: PostgREST RPC as service_role, here
  // on a loopback-only listener of its own.
  const api: Server = createServer((req, res) => backend.handler(req, res));
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', () => done()));
  const secret = randomBytes(24).toString('hex');
  const functionUrl = `http://127.0.0.1:${settings.functionPort}`;
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
        DENO_NO_UPDATE_CHECK: '1',
        DELIVER_LEADS_PORT: String(settings.functionPort),
        SUPABASE_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        DELIVERY_DRAIN_SECRET: secret,
        EMAIL_TRANSPORT: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.smtpPort),
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

  let running: Promise<void> | undefined;
  let again = false;
  const drainOnce = async () => {
    const response = await fetch(functionUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}` },
      signal: AbortSignal.timeout(60_000),
    });
    await response.body?.cancel();
  };
  // Pokes coalesce: one drain at a time, and one more after it when pokes came in meanwhile.
  const poke = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOnce().catch((error: unknown) => {
          if (!exited) console.error('[deliver-leads] drain request failed:', (error as Error).message);
        });
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  };

  try {
    await waitForFunction(functionUrl, secret, () => exited);
  } catch (error) {
    child.kill('SIGTERM');
    api.closeAllConnections();
    await new Promise<void>((done) => api.close(() => done()));
    await mail.close();
    throw error;
  }
  const unlisten = await backend.db.listen('lead_deliveries', () => void poke());
  const timer = setInterval(() => void poke(), settings.drainEveryMs);
  timer.unref();
  void poke();

  return {
    mail,
    functionUrl,
    poke,
    async close() {
      clearInterval(timer);
      await unlisten().catch(() => undefined);
      child.kill('SIGTERM');
      await running?.catch(() => undefined);
      api.closeAllConnections();
      await new Promise<void>((done) => api.close(() => done()));
      await mail.close();
    },
  };
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
