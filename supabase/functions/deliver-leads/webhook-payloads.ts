import { partnerPackageLabel } from '../../../src/content/pages/cnc-partner.ts';
import { oemFields } from '../../../src/lib/leads/fields/oem-fields.ts';
import { partnerFields } from '../../../src/lib/leads/fields/partner-fields.ts';
import { webhookAnswers } from '../../../src/lib/leads/fields/webhook.ts';
import type { LeadRecord } from './lead-answers.ts';

/**
 * The automation webhooks' bodies, rebuilt from the stored row with exactly the keys and values
 * the forms used to post from the browser: the answers the field table gives a webhook key, in
 * its order (every empty answer '', option values as the form's keys), then the lead's own time
 * and where it came from.
 */

export const PARTNER_WEBHOOK_SOURCE = 'Manufacturing Partner Landing Page';
export const OEM_WEBHOOK_SOURCE = 'OEM Sourcing Form';

const isoTime = (lead: LeadRecord): string => new Date(String(lead.created_at)).toISOString();

/** `pageUrl`: the landing page the partner form lives on (the browser sent its own address). */
export function partnerWebhookPayload(lead: LeadRecord, pageUrl: string): Record<string, string> {
  return {
    ...webhookAnswers(partnerFields, lead),
    timestamp: isoTime(lead),
    source: PARTNER_WEBHOOK_SOURCE,
    package: partnerPackageLabel,
    page_url: pageUrl,
  };
}

export function oemWebhookPayload(lead: LeadRecord): Record<string, string> {
  return { ...webhookAnswers(oemFields, lead), submittedAt: isoTime(lead), source: OEM_WEBHOOK_SOURCE };
}
