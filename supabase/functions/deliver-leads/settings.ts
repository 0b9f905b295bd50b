import { DEFAULT_BOOKING_URL } from '../../../src/shared/booking.ts';

/**
 * The function's settings, all from its environment (Supabase secrets on a hosted project; the
 * embedded backend passes its own locally). Nothing here is ever in a VITE_* variable: webhook
 * URLs carry tokens, and mail credentials are secrets.
 */

export type MailSettings =
  | { transport: 'smtp'; host: string; port: number; secure: boolean; user?: string; password?: string }
  | { transport: 'resend'; apiKey: string; apiUrl: string };

export type Settings = {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Bearer token every drain request must carry (pg_net and pg_cron send it from Vault). */
  drainSecret: string;
  mail: MailSettings;
  /** Sender of every email, e.g. `Forgebridge <alerts@forgebridge.co.uk>`. */
  from: string;
  /** Where team alerts go. */
  teamTo: string;
  /** The public site's origin: the admin link and the partner page's address start with it. */
  siteUrl: string;
  adminPath: string;
  /** The booking page a partner's receipt links to: the site's (VITE_BOOKING_URL) when it sets one. */
  bookingUrl: string;
  partnerWebhookUrl?: string;
  oemWebhookUrl?: string;
};

/** The partner form's page, which the partner webhook reports as `page_url`. */
export const PARTNER_PAGE_PATH = '/cnc-partner';

export class SettingsError extends Error {}

type Env = { get(name: string): string | undefined };

export function readSettings(env: Env): Settings {
  const value = (name: string) => {
    const found = env.get(name)?.trim();
    return found ? found : undefined;
  };
  const required = (name: string) => {
    const found = value(name);
    if (!found) throw new SettingsError(`${name} is not set`);
    return found;
  };
  const resendKey = value('RESEND_API_KEY');
  const wanted = value('EMAIL_TRANSPORT') ?? (resendKey ? 'resend' : 'smtp');
  let mail: MailSettings;
  if (wanted === 'resend') {
    mail = {
      transport: 'resend',
      apiKey: required('RESEND_API_KEY'),
      apiUrl: value('RESEND_API_URL') ?? 'https://api.resend.com',
    };
  } else if (wanted === 'smtp') {
    const port = Number(value('SMTP_PORT') ?? '587');
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SettingsError('SMTP_PORT must be a port number');
    const user = value('SMTP_USER');
    const password = value('SMTP_PASSWORD');
    mail = {
      transport: 'smtp',
      host: required('SMTP_HOST'),
      port,
      secure: value('SMTP_SECURE') === 'true',
      ...(user ? { user } : {}),
      ...(password ? { password } : {}),
    };
  } else {
    throw new SettingsError('EMAIL_TRANSPORT must be smtp or resend');
  }
  const partnerWebhookUrl = value('PARTNER_WEBHOOK_URL');
  const oemWebhookUrl = value('OEM_WEBHOOK_URL');
  return {
    supabaseUrl: required('SUPABASE_URL').replace(/\/+$/, ''),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    drainSecret: required('DELIVERY_DRAIN_SECRET'),
    mail,
    from: required('EMAIL_FROM'),
    teamTo: required('TEAM_ALERT_TO'),
    siteUrl: required('SITE_URL').replace(/\/+$/, ''),
    adminPath: value('ADMIN_PATH') ?? '/ops/leads-9c4f2e',
    bookingUrl: value('BOOKING_URL') ?? DEFAULT_BOOKING_URL,
    ...(partnerWebhookUrl ? { partnerWebhookUrl } : {}),
    ...(oemWebhookUrl ? { oemWebhookUrl } : {}),
  };
}
