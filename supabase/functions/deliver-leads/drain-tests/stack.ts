import { sampleRow, type SampleOptions } from '../../../../src/shared/leads/fields/sample-row.ts';
import { createDrain } from '../drain.ts';
import type { Settings } from '../settings.ts';
import { createTransports } from '../transports.ts';
import { SERVICE_ROLE_KEY, stackSettings, startStack } from '../testing/local-stack.ts';

/*
 * The local stack the drain's cases share, started once, when this module is first imported
 * (../drain_test.ts stops it after the last case): the function's settings against it, with the
 * capture's webhook receivers; its drain; REST calls as the service; a lead's deliveries; the
 * captured mail; and the sample rows the cases store.
 */

type Mail = {
  subject: string;
  to: string[];
  replyTo: string | null;
  text: string;
  html: string;
  messageId: string | null;
  deliveryId: string | null;
};
type Delivery = { id: string; kind: string; status: string; attempts: number; last_error: string | null };

export const { stack, stop } = await startStack();

export const settings = (overrides: Partial<Settings> = {}): Settings =>
  stackSettings(stack, {
    partnerWebhookUrl: `${stack.captureUrl}/webhooks/partner`,
    oemWebhookUrl: `${stack.captureUrl}/webhooks/oem`,
    ...overrides,
  });
export const drain = createDrain(settings(), createTransports(settings().mail));

export async function rest(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const key = init.key ?? SERVICE_ROLE_KEY;
  const response = await fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });
  return response;
}

export async function deliveriesOf(leadId: string): Promise<Delivery[]> {
  const response = await rest(
    `lead_deliveries?lead_id=eq.${leadId}&select=id,kind,status,attempts,last_error&order=kind`,
  );
  return (await response.json()) as Delivery[];
}

export const mails = async (): Promise<Mail[]> => (await (await fetch(`${stack.captureUrl}/email`)).json()) as Mail[];

export const unique = () => crypto.randomUUID().slice(0, 8);
/** A kind's sample row (from its field table) under its own email address. */
export const sample = (kind: Parameters<typeof sampleRow>[0], options: Partial<SampleOptions> = {}) =>
  sampleRow(kind, { marker: unique(), ...options });
export const oemRow = (email: string) => ({
  ...sample('oem', { company: 'Aquila <Subsea> & Co', person: 'Morag Innes' }),
  email,
  city: 'Aberdeen',
  production_requirements: 'multi-axis',
  material_types: 'other, Inconel 625',
  quality_standards: 'iso9001, other, NORSOK M-650',
  additional_services: '<script>alert(1)</script>',
});
