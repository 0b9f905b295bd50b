import { DEFAULT_BOOKING_URL } from '../../../src/shared/booking.ts';

/** Where the local Edge Functions (deliver-leads, brief-files), the mail capture and the drain run, read from the environment. */

export type DeliverySettings = {
  smtpPort: number;
  mailWebPort: number;
  functionPort: number;
  /** The local brief-files function, behind the backend's /functions/v1/brief-files. */
  briefFilesPort: number;
  drainEveryMs: number;
  /** The site's origin, for the alert's admin link and the partner webhook's page_url. */
  siteUrl: string;
  adminPath: string;
  /** The booking page the partner's receipt links to, as the site's success view does. */
  bookingUrl: string;
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
    briefFilesPort: port(env.LOCAL_BRIEF_FILES_PORT, 5250),
    drainEveryMs: Math.max(500, Number(env.LOCAL_DRAIN_EVERY_MS) || 3000),
    siteUrl,
    adminPath: env.VITE_ADMIN_PATH || '/ops/leads-9c4f2e',
    bookingUrl: env.VITE_BOOKING_URL || DEFAULT_BOOKING_URL,
    teamAlertTo: env.LOCAL_TEAM_ALERT_TO || 'team@forgebridge.local',
    emailFrom: env.LOCAL_EMAIL_FROM || 'Forgebridge <alerts@forgebridge.local>',
    ...(env.PARTNER_WEBHOOK_URL ? { partnerWebhookUrl: env.PARTNER_WEBHOOK_URL } : {}),
    ...(env.OEM_WEBHOOK_URL ? { oemWebhookUrl: env.OEM_WEBHOOK_URL } : {}),
  };
}
