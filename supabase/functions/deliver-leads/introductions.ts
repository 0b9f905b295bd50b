import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { signedLinkSeconds } from '../../../src/shared/leads/signed-links.ts';
import { briefDrawings, briefFacts } from '../../../src/shared/introductions/brief-facts.ts';
import { isRfqTable } from '../../../src/shared/leads/tables.ts';
import { neutralCopy } from '../../../src/shared/introductions/neutral-copy/index.ts';
import { renderBuyerOptions, type BuyerOption } from '../../../src/shared/introductions/buyer-options.ts';
import { renderSupplierBrief } from '../../../src/shared/introductions/supplier-brief.ts';
import type { RenderedEmail } from '../../../src/shared/email/html.ts';
import type { BriefStorage } from './brief-storage.ts';
import type { LeadRecord } from './lead-answers.ts';

/**
 * The two messages of an RFQ's options (docs/decisions/0031-sending-the-options.md), written by
 * the same renderers the desk's preview uses. A brief's facts come from the claim
 * (private.supplier_brief_facts: technical columns only). Its drawings are neutral copies made
 * here, when the brief is sent: the buyer's stored file is read, stripped of the names its
 * metadata holds (src/shared/introductions/neutral-copy), and written under the introduction as
 * `briefs/<introduction id>/drawing-<n>.<ext>`, so neither the link nor the downloaded file
 * carries the buyer's file name or lead id. Only that copy is signed, as the service, for seven
 * days; the buyer's original is never linked.
 */

export type Composed = { to: string; email: RenderedEmail } | { skip: string };

type BriefClaim = {
  introduction_id: string;
  lead_table: string;
  lead_id: string;
  supplier: { company_name: string; contact_name: string | null; email: string | null };
  rfq: Record<string, unknown> | null;
  wording?: Record<string, string>;
  /** The team confirmed at sending that it opened the files. */
  files_checked?: boolean;
};

/** Where drawing `n` of an introduction's brief is copied: its position and the file's extension only. */
export function briefCopyPath(introductionId: string, n: number, originalPath: string): string {
  const name = originalPath.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return `briefs/${introductionId}/drawing-${n}${/^[a-z0-9]{1,10}$/.test(ext) ? `.${ext}` : ''}`;
}

/**
 * Copies drawing `n` to its neutral key and returns that key, or null when the copy cannot be
 * certain to name nobody (text the stripper could not place) and the team did not confirm it
 * opened the files: such a copy is never stored or linked.
 */
async function copyNeutral(
  storage: BriefStorage,
  introductionId: string,
  n: number,
  path: string,
  filesChecked: boolean,
): Promise<string | null> {
  const original = await storage.download(path);
  const target = briefCopyPath(introductionId, n, path);
  const copy = await neutralCopy(original.bytes, target.split('.').pop() ?? '');
  if (copy.review && !filesChecked) return null;
  await storage.upload(target, copy.bytes, original.contentType);
  return target;
}

export async function composeSupplierBrief(
  claim: LeadRecord | null,
  storage: BriefStorage,
  now = new Date(),
): Promise<Composed> {
  const brief = claim as BriefClaim | null;
  if (!brief || !brief.rfq || !isRfqTable(brief.lead_table)) return { skip: 'The RFQ no longer exists' };
  const to = brief.supplier.email?.trim();
  if (!to) return { skip: 'The supplier has no email address' };
  const seconds = signedLinkSeconds.supplierBriefDrawing;
  if (typeof brief.introduction_id !== 'string') throw new Error('The brief’s facts name no introduction');
  const drawings = await Promise.all(
    briefDrawings(brief.rfq).map(async (drawing, i) => {
      if (!drawing.path) return drawing;
      const copy = await copyNeutral(storage, brief.introduction_id, i + 1, drawing.path, brief.files_checked === true);
      if (copy === null) return { ...drawing, path: null, withheld: true };
      return { ...drawing, path: copy, url: await storage.sign(copy, seconds) };
    }),
  );
  const email = renderSupplierBrief({
    reference: leadReference(brief.lead_id),
    supplier: brief.supplier,
    facts: briefFacts(brief.lead_table, brief.rfq, brief.wording),
    drawings,
    linksExpire: formatUkDueTime(new Date(now.getTime() + seconds * 1000)),
  });
  return { to, email };
}

export function composeBuyerOptions(leadId: string, lead: LeadRecord | null): Composed {
  if (!lead) return { skip: 'The RFQ no longer exists' };
  const to = typeof lead.email === 'string' ? lead.email.trim() : '';
  if (!to) return { skip: 'This RFQ has no address for the options' };
  const options = Array.isArray(lead.options) ? (lead.options as BuyerOption[]) : [];
  if (options.length === 0) return { skip: 'No supplier was sent a brief' };
  return { to, email: renderBuyerOptions({ reference: leadReference(leadId), options }) };
}
