import type { EmbeddedBackend } from '../backend.ts';
import { startMailCapture, type MailCapture } from '../mail/capture.ts';
import { startDenoFunction, type DeliverLeadsFunction } from './deno-function.ts';
import { createDrain } from './drain.ts';
import { startLoopbackApi } from './loopback-api.ts';
import type { DeliverySettings } from './settings.ts';

/**
 * Plays pg_net and pg_cron for the deliver-leads Edge Function locally
 * (docs/decisions/0015-lead-delivery-outbox.md): runs the function in Deno (deno-function.ts),
 * sends its email to a local capture, pokes it whenever the database notifies that deliveries
 * were queued, and drains every few seconds for the retries (drain.ts).
 */

export type LocalDeliveries = {
  mail: MailCapture;
  functionUrl: string;
  /** Asks the function to drain now (as the insert trigger's pg_net call does). */
  poke(): Promise<void>;
  close(): Promise<void>;
};

export async function startLocalDeliveries(
  backend: EmbeddedBackend,
  settings: DeliverySettings,
): Promise<LocalDeliveries> {
  const mail = await startMailCapture({ smtpPort: settings.smtpPort, webPort: settings.mailWebPort });
  // The function reaches the database as a hosted one does: PostgREST RPC as service_role, here
  // on a loopback-only listener of its own.
  const api = await startLoopbackApi(backend);
  const closeApi = api.close;

  let fn: DeliverLeadsFunction;
  try {
    fn = await startDenoFunction(settings, { supabaseUrl: api.url, smtpPort: mail.smtpPort });
  } catch (error) {
    await closeApi();
    await mail.close();
    throw error;
  }
  const drain = createDrain(fn);
  const unlisten = await backend.db.listen('lead_deliveries', () => void drain.poke());
  const timer = setInterval(() => void drain.poke(), settings.drainEveryMs);
  timer.unref();
  void drain.poke();

  return {
    mail,
    functionUrl: fn.url,
    poke: drain.poke,
    async close() {
      clearInterval(timer);
      await unlisten().catch(() => undefined);
      fn.stop();
      await drain.settled();
      await closeApi();
      await mail.close();
    },
  };
}
