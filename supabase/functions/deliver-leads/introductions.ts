import { formatUkDueTime } from '../../../src/lib/leads/due-time.ts';
import { leadReference } from '../../../src/lib/leads/reference.ts';
import { signedLinkSeconds } from '../../../src/lib/leads/signed-links.ts';
import { briefDrawings, briefFacts, isRfqTable } from '../../../src/lib/introductions/brief-facts.ts';
import { renderBuyerOptions, type BuyerOption } from '../../../src/lib/introductions/buyer-options.ts';
import { renderSupplierBrief } from '../../../src/lib/introductions/supplier-brief.ts';
import type { RenderedEmail } from '../../../src/lib/email-html.ts';
import type { LeadRecord } from './lead-answers.ts';

/**
 * The two messages of an RFQ's options (docs/decisions/0031-sending-the-options.md), written by
 * the same renderers the desk's preview uses. A brief's facts come from the claim
 * (private.supplier_brief_facts: technical columns only); its drawing links are signed here, as
 * the service, for seven days, when the brief is sent.
 */

const BUCKET = 'lead-attachments';

export type Signer = (path: string, seconds: number) => Promise<string>;
export type Composed = { to: string; email: RenderedEmail } | { skip: string };

type BriefClaim = {
  lead_table: string;
  lead_id: string;
  supplier: { company_name: string; contact_name: string | null; email: string | null };
  rfq: Record<string, unknown> | null;
  wording?: Record<string, string>;
};

/** Signs a week-long download link to a stored file through the Storage API, as the service role. */
export function storageSigner(supabaseUrl: string, serviceRoleKey: string, fetcher: typeof fetch): Signer {
  return async (path, seconds) => {
    const objectPath = path.split('/').map(encodeURIComponent).join('/');
    const response = await fetcher(`${supabaseUrl}/storage/v1/object/sign/${BUCKET}/${objectPath}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ expiresIn: seconds }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`signing a drawing answered ${response.status}: ${text.slice(0, 300)}`);
    const { signedURL } = JSON.parse(text) as { signedURL: string };
    return `${supabaseUrl}/storage/v1${signedURL}`;
  };
}

export async function composeSupplierBrief(
  claim: LeadRecord | null,
  sign: Signer,
  now = new Date(),
): Promise<Composed> {
  const brief = claim as BriefClaim | null;
  if (!brief || !brief.rfq || !isRfqTable(brief.lead_table)) return { skip: 'The RFQ no longer exists' };
  const to = brief.supplier.email?.trim();
  if (!to) return { skip: 'The supplier has no email address' };
  const seconds = signedLinkSeconds.supplierBriefDrawing;
  const drawings = await Promise.all(
    briefDrawings(brief.rfq).map(async (drawing) =>
      drawing.path ? { ...drawing, url: await sign(drawing.path, seconds) } : drawing,
    ),
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
