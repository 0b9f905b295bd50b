import { oemFields } from '../../../src/shared/leads/fields/oem-fields.ts';
import { partnerFields, partnerPackageLabel } from '../../../src/shared/leads/fields/partner-fields.ts';
import { webhookAnswers } from '../../../src/shared/leads/fields/webhook.ts';
import { guardFormula } from '../../../src/shared/formula-guard.ts';
import type { LeadRecord } from './lead-answers.ts';

/**
 * The automation webhooks' bodies, rebuilt from the stored row with exactly the keys and values
 * the forms used to post from the browser: the answers the field table gives a webhook key, in
 * its order (every empty answer '', option values as the form's keys), then the lead's own time
 * and where it came from.
 *
 * Every value is a string with the CSV export's formula guard (src/shared/formula-guard.ts): one a
 * spreadsheet could run as a formula (= + - @ first, after any invisible characters, or a tab or
 * line break first) starts with ', because automation tools write these bodies into sheets.
 */

export const PARTNER_WEBHOOK_SOURCE = 'Manufacturing Partner Landing Page';
export const OEM_WEBHOOK_SOURCE = 'OEM Sourcing Form';

const isoTime = (lead: LeadRecord): string => new Date(String(lead.created_at)).toISOString();

/** `pageUrl`: the landing page the partner form lives on (the browser sent its own address). */
const guarded = (payload: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, guardFormula(value)]));

export function partnerWebhookPayload(lead: LeadRecord, pageUrl: string): Record<string, string> {
  return guarded({
    ...webhookAnswers(partnerFields, lead),
    timestamp: isoTime(lead),
    source: PARTNER_WEBHOOK_SOURCE,
    package: partnerPackageLabel,
    page_url: pageUrl,
  });
}

export function oemWebhookPayload(lead: LeadRecord): Record<string, string> {
  return guarded({ ...webhookAnswers(oemFields, lead), submittedAt: isoTime(lead), source: OEM_WEBHOOK_SOURCE });
}
