import {
  alertSubject,
  isHeld,
  leadAnswers,
  leadAttachments,
  leadFacts,
  leadKindOf,
  receiptAddress,
  replyAddress,
  type LeadRecord,
} from './lead-answers.ts';
import { renderClockReminder } from './clock-reminder.ts';
import { composeDueMoved } from './due-moved.ts';
import { renderFactorLocked, type LockedFactorFacts } from './factor-alert.ts';
import { storageApi } from '../_shared/storage.ts';
import { PageLinkRefused } from './page-token.ts';
import {
  composeBriefQuestion,
  composeBriefReminder,
  composeBriefReply,
  composeSupplierBrief,
  type BriefLinks,
  type Composed,
} from './introductions.ts';
import {
  composeBuyerChoice,
  composeUnsentIntroduction,
  composeBuyerOptions,
  composeBuyerQuestion,
  composeBuyerReply,
  composeIntroduction,
  type OptionsLinks,
} from './options-messages.ts';
import { renderReceipt } from './receipt.ts';
import { PARTNER_PAGE_PATH, type Settings } from './settings.ts';
import { composeSupplierNotice, type SupplierLinks } from './supplier-notices.ts';
import { renderTeamAlert } from './team-alert.ts';
import type { Transports } from './transports.ts';
import { oemWebhookPayload, partnerWebhookPayload } from './webhook-payloads.ts';

/**
 * One drain of the outbox: claim due deliveries through the database's own functions (which lock
 * with `for update skip locked`, so racing drains never share a row), send each, and record the
 * outcome, which schedules the retry or the give-up. Repeats until nothing is due or the time
 * budget is spent.
 */

export type Claimed = {
  id: string;
  lead_table: string;
  lead_id: string;
  /**
   * factor_locked: an admin's authenticator was locked; lead_id is the factor and lead its facts.
   * supplier_brief: lead_table is 'introductions', lead_id the introduction and lead the brief's
   * facts (never the RFQ's row). brief_reminder: the same introduction, unanswered a day after its
   * brief. brief_reply and brief_question: lead_table is 'introduction_questions', lead_id the
   * question, lead the question with its supplier and RFQ. buyer_options: lead is the RFQ's row
   * with the introductions offered to the buyer (`options`); the email carries the buyer's options
   * link. introduction: lead_table is 'introductions', lead the buyer's and the chosen supplier's
   * contact details and what the supplier stated (null when it is not chosen); one email to both.
   * buyer_choice: lead_table is 'buyer_choices', lead the choice, the RFQ's row, the chosen
   * suppliers' names and how many were offered; the team's alert. introduction_unsent: an
   * introduction's email ended skipped or failed; lead_table is 'introductions', lead the RFQ's
   * row, the supplier's name and the email's outcome; the team's alert. buyer_question and buyer_reply:
   * lead_table is 'buyer_questions', lead the question and the RFQ's row; the team's alert, and
   * the reply to the buyer with its options link (docs/decisions/0037-buyer-options-page.md).
   * clock_reminder: 48 of an RFQ's 72 clock hours ran without options; lead is the RFQ.
   * buyer_due_moved: a resumed pause moved the buyer's due time; lead_table is 'rfq_clock_pauses',
   * lead_id the pause and lead the RFQ's clock and address.
   * supplier_notice: lead_table is 'supplier_notices', lead_id the notice and lead its event, facts
   * and supplier (its name, contact, address, status and sign-up); one message to the shop with a
   * fresh link to its own page (/supplier), none when the shop was recorded as not vetted.
   */
  kind:
    | 'team_alert'
    | 'receipt'
    | 'webhook'
    | 'factor_locked'
    | 'supplier_brief'
    | 'brief_reply'
    | 'brief_reminder'
    | 'brief_question'
    | 'buyer_options'
    | 'introduction'
    | 'introduction_unsent'
    | 'buyer_choice'
    | 'buyer_question'
    | 'buyer_reply'
    | 'clock_reminder'
    | 'buyer_due_moved'
    | 'supplier_notice';
  attempt: number;
  lead: LeadRecord | null;
};

type Outcome = { outcome: 'sent' } | { outcome: 'skipped'; error: string } | { outcome: 'error'; error: string };

export type DrainReport = { sent: number; skipped: number; errors: number };

const BATCH = 20;
const BUDGET_MS = 40_000;

export function createDrain(settings: Settings, transports: Transports, fetcher: typeof fetch = fetch) {
  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetcher(`${settings.supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: settings.serviceRoleKey,
        Authorization: `Bearer ${settings.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  const storage = storageApi(settings.supabaseUrl, settings.serviceRoleKey, fetcher);
  /** Stores a page link's hash; the database's 23514 (nothing to issue or join) is a refusal. */
  async function issueLink(name: string, args: Record<string, unknown>): Promise<string> {
    const response = await fetcher(`${settings.supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: settings.serviceRoleKey,
        Authorization: `Bearer ${settings.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.ok) return JSON.parse(text) as string;
    const refusal = (() => {
      try {
        return JSON.parse(text) as { code?: string; message?: string };
      } catch {
        return {};
      }
    })();
    if (refusal.code === '23514') throw new PageLinkRefused(refusal.message ?? 'No link can be issued');
    throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  const links: BriefLinks = {
    siteUrl: settings.siteUrl,
    issue: (introductionId, tokenHash, replace) =>
      issueLink('issue_brief_link', {
        p_introduction_id: introductionId,
        p_token_hash: tokenHash,
        p_replace: replace,
      }),
  };
  const optionsLinks: OptionsLinks = {
    siteUrl: settings.siteUrl,
    issue: (leadTable, leadId, tokenHash, replace) =>
      issueLink('issue_options_link', {
        p_lead_table: leadTable,
        p_lead_id: leadId,
        p_token_hash: tokenHash,
        p_replace: replace,
      }),
  };
  const supplierLinks: SupplierLinks = {
    siteUrl: settings.siteUrl,
    issue: (supplierId, tokenHash, replace) =>
      issueLink('issue_supplier_link', { p_supplier_id: supplierId, p_token_hash: tokenHash, p_replace: replace }),
  };
  const deskUrl = (kind: string, leadId: string) =>
    `${settings.siteUrl}${settings.adminPath}?${new URLSearchParams({ tab: kind, lead: leadId })}`;

  async function sendComposed(item: Claimed, composed: Composed): Promise<Outcome> {
    if ('skip' in composed) return { outcome: 'skipped', error: composed.skip };
    await transports.sendEmail({ ...composed.email, from: settings.from, to: composed.to, deliveryId: item.id });
    return { outcome: 'sent' };
  }

  async function deliver(item: Claimed): Promise<Outcome> {
    if (item.kind === 'supplier_brief')
      return sendComposed(item, await composeSupplierBrief(item.lead, storage, links, item.attempt));
    if (item.kind === 'brief_reply') return sendComposed(item, await composeBriefReply(item.lead, links));
    if (item.kind === 'brief_reminder') return sendComposed(item, await composeBriefReminder(item.lead, links));
    if (item.kind === 'brief_question') {
      const email = composeBriefQuestion(item.lead, deskUrl);
      return sendComposed(item, 'skip' in email ? email : { to: settings.teamTo, email });
    }
    if (item.kind === 'buyer_options')
      return sendComposed(
        item,
        await composeBuyerOptions(item.lead_table, item.lead_id, item.lead, optionsLinks, item.attempt),
      );
    if (item.kind === 'introduction') return sendComposed(item, composeIntroduction(item.lead));
    if (item.kind === 'buyer_reply') return sendComposed(item, await composeBuyerReply(item.lead, optionsLinks));
    if (item.kind === 'introduction_unsent') {
      const email = composeUnsentIntroduction(item.lead, deskUrl);
      return sendComposed(item, 'skip' in email ? email : { to: settings.teamTo, email });
    }
    if (item.kind === 'buyer_choice' || item.kind === 'buyer_question') {
      const email =
        item.kind === 'buyer_choice'
          ? composeBuyerChoice(item.lead, deskUrl)
          : composeBuyerQuestion(item.lead, deskUrl);
      return sendComposed(item, 'skip' in email ? email : { to: settings.teamTo, email });
    }
    if (item.kind === 'buyer_due_moved') return sendComposed(item, composeDueMoved(item.lead));
    if (item.kind === 'supplier_notice')
      return sendComposed(item, await composeSupplierNotice(item.lead, supplierLinks, item.attempt));
    if (item.kind === 'factor_locked') {
      if (!item.lead) return { outcome: 'skipped', error: 'The factor no longer exists' };
      const email = renderFactorLocked(item.lead as LockedFactorFacts);
      await transports.sendEmail({ ...email, from: settings.from, to: settings.teamTo, deliveryId: item.id });
      return { outcome: 'sent' };
    }
    const kind = leadKindOf(item.lead_table);
    if (!kind || !item.lead) return { outcome: 'skipped', error: 'The lead no longer exists' };
    const lead = item.lead;
    const adminUrl = deskUrl(kind, item.lead_id);
    if (item.kind === 'clock_reminder') {
      // Sent in the meantime: the clock stopped, and the team has nothing to be reminded of.
      if (lead.options_sent_at) return { outcome: 'skipped', error: 'The options were sent before the reminder' };
      // Closed (won or lost) in the meantime: nothing is waiting for options.
      if (lead.clock_closed_at) return { outcome: 'skipped', error: 'The RFQ was closed before the reminder' };
      const email = renderClockReminder({ kind, leadId: item.lead_id, lead, deskUrl: adminUrl });
      await transports.sendEmail({ ...email, from: settings.from, to: settings.teamTo, deliveryId: item.id });
      return { outcome: 'sent' };
    }
    if (item.kind === 'team_alert') {
      const email = renderTeamAlert({
        subject: alertSubject(kind, lead),
        facts: leadFacts(item.lead_id, lead),
        answers: leadAnswers(kind, lead),
        attachments: leadAttachments(lead),
        adminUrl,
        held: isHeld(lead),
      });
      const replyTo = replyAddress(kind, lead);
      await transports.sendEmail({
        ...email,
        ...(replyTo ? { replyTo } : {}),
        from: settings.from,
        to: settings.teamTo,
        deliveryId: item.id,
      });
      return { outcome: 'sent' };
    }
    if (item.kind === 'receipt') {
      const to = kind === 'icp' ? undefined : receiptAddress(kind, lead);
      if (kind === 'icp' || !to) return { outcome: 'skipped', error: 'This lead has no address for a receipt' };
      await transports.sendEmail({
        ...renderReceipt(kind, lead, settings),
        from: settings.from,
        to,
        deliveryId: item.id,
      });
      return { outcome: 'sent' };
    }
    const url = kind === 'oem' ? settings.oemWebhookUrl : kind === 'partner' ? settings.partnerWebhookUrl : undefined;
    if (!url) return { outcome: 'skipped', error: 'No webhook URL is set for this kind of lead' };
    const body =
      kind === 'oem' ? oemWebhookPayload(lead) : partnerWebhookPayload(lead, `${settings.siteUrl}${PARTNER_PAGE_PATH}`);
    await transports.postWebhook(url, body, item.id);
    return { outcome: 'sent' };
  }

  async function settle(item: Claimed, result: Outcome): Promise<void> {
    await rpc('settle_lead_delivery', {
      delivery_id: item.id,
      attempt: item.attempt,
      outcome: result.outcome,
      error: result.outcome === 'sent' ? null : result.error,
    });
  }

  return async function drain(): Promise<DrainReport> {
    const report: DrainReport = { sent: 0, skipped: 0, errors: 0 };
    const started = Date.now();
    while (Date.now() - started < BUDGET_MS) {
      const batch = await rpc<Claimed[]>('claim_lead_deliveries', { max_rows: BATCH });
      await Promise.all(
        batch.map(async (item) => {
          const result = await deliver(item).catch((error: unknown): Outcome => ({
            outcome: 'error',
            error: error instanceof Error ? error.message : String(error),
          }));
          report[result.outcome === 'sent' ? 'sent' : result.outcome === 'skipped' ? 'skipped' : 'errors'] += 1;
          // A settle that fails leaves the claim to expire: the delivery is tried again after its
          // lease, under the same idempotency key and Message-ID.
          await settle(item, result).catch((error: unknown) => console.error('settle failed', item.id, error));
        }),
      );
      if (batch.length < BATCH) break;
    }
    return report;
  };
}
