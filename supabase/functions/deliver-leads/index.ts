import { createDrain } from './drain.ts';
import { readSettings } from './settings.ts';
import { createTransports } from './transports.ts';

/**
 * deliver-leads: drains the lead delivery outbox (docs/decisions/0015-lead-delivery-outbox.md).
 * Called by pg_net on every lead insert and by pg_cron every minute on a hosted project, and by
 * the embedded backend locally, each with `Authorization: Bearer <DELIVERY_DRAIN_SECRET>`. The
 * gateway's JWT check is off for this function (config.toml): the secret is the check.
 */

const settings = readSettings(Deno.env);
const drain = createDrain(settings, createTransports(settings.mail));

function authorised(request: Request): boolean {
  const given = new TextEncoder().encode(request.headers.get('authorization') ?? '');
  const expected = new TextEncoder().encode(`Bearer ${settings.drainSecret}`);
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) difference |= (given[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}

// Hosted, the edge runtime picks the address; locally the embedded backend names a port.
const localPort = Deno.env.get('DELIVER_LEADS_PORT');
const listen = localPort ? { port: Number(localPort), hostname: '127.0.0.1' } : {};

Deno.serve(listen, async (request) => {
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
  if (!authorised(request)) return new Response('Unauthorised', { status: 401 });
  try {
    return Response.json(await drain());
  } catch (error) {
    console.error('drain failed', error);
    return Response.json({ error: 'The drain failed; due deliveries stay queued' }, { status: 502 });
  }
});
