import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { briefContent } from '../../../src/content/pages/brief';
import { buyerOptionsEmail } from '../../../src/shared/email/introduction-emails';
import { leadTimeLabels, type LeadTimeBand } from '../../../src/shared/introductions/supplier-answer';
import { SERVICE_ROLE_KEY } from '../../../supabase/local/config';
import { at } from './at';
import { adminRows } from './desk';
import { briefTokenFor, capturedEmails, capturedMatching, type CapturedEmail } from './deliveries';
import { submitOemRfq, type OemBuyer } from './oem-rfq';
import { patchViaRest } from './seed';
import { accessTokenFor, deskAdmin, restHeaders } from './sign-in';
import { vettedSupplierTrio, type VettedSupplier } from './vetted-suppliers';

/**
 * An OEM RFQ whose buyer has been sent 3 options, made the way the product makes one: the buyer
 * submits it from /oem-sourcing with a STEP file, the team shortlists 3 vetted suppliers and
 * sends their briefs and then the buyer's options through the desk's own functions, and each
 * supplier answers "interested" on the page its captured brief links. The options link is read
 * from the buyer's captured email, as the buyer reads it.
 */

const STEP_FILE = new URL(
  '../../../node_modules/occt-import-js/test/testfiles/cube-units/cube-mm.step',
  import.meta.url,
);

export type OptionsBuyer = OemBuyer & { phone: string; fileName: string };

export type OfferedSupplier = VettedSupplier & {
  introductionId: string;
  briefToken: string;
  leadTime: LeadTimeBand;
  leadTimeLabel: string;
};

export type OptionsSent = {
  buyer: OptionsBuyer;
  leadId: string;
  suppliers: OfferedSupplier[];
  /** The token of the link in the buyer's options email. */
  token: string;
};

/** What each of the three suppliers states, in order: a different lead time each. */
const STATED: readonly LeadTimeBand[] = ['2-4-weeks', 'under-2-weeks', '4-8-weeks'];

/** The buyer of an RFQ marked with `marker`: every identity string carries the marker. */
export function optionsBuyer(marker: string): OptionsBuyer {
  return {
    companyName: `Tarn Hydraulics ${marker}`,
    fullName: `Morwenna ${marker}`,
    email: `${marker}@buyer.example.test`,
    website: 'tarn-hydraulics.example.test',
    city: 'Sheffield',
    phone: `+44 114 496 ${String(parseInt(createHash('sha256').update(marker).digest('hex').slice(0, 8), 16) % 10_000).padStart(4, '0')}`,
    fileName: `TARN-Manifold_${marker}_RevB.step`,
  };
}

/**
 * The token of the options link in the `count`-th options email to `buyerEmail`. The sender made
 * it and stored only its hash, so the captured email is the one place a test can read it.
 */
export async function optionsTokenFor(request: APIRequestContext, buyerEmail: string, count = 1): Promise<string> {
  const emails = await capturedMatching(
    request,
    (m) =>
      m.to.includes(buyerEmail) && m.subject === buyerOptionsEmail.subject(/FB-\w{4}-\w{4}/.exec(m.subject)?.[0] ?? ''),
    count,
  );
  const token = /\/options#([A-Za-z0-9_-]{43})/.exec(emails[count - 1]?.text ?? '')?.[1];
  if (!token) throw new Error(`no options link in the email to ${buyerEmail}`);
  return token;
}

/** Every captured message addressed to `email`, read now. */
export async function everyMessageTo(request: APIRequestContext, email: string): Promise<CapturedEmail[]> {
  return (await capturedEmails(request)).filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
}

/** The supplier's own browser at `width`, on its brief page, opened from its link (`before` sees it first). */
export async function supplierPage(
  browser: Browser,
  baseURL: string,
  width: number,
  token: string,
  before?: (page: Page) => void,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  before?.(page);
  await page.goto(`/brief#${token}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Brief FB-/ })).toBeFocused({ timeout: 30_000 });
  return page;
}

/** Answers "interested" on the supplier's page, with a lead time and an earliest start. */
async function answerInterested(page: Page, leadTime: LeadTimeBand) {
  const form = page.getByRole('form', { name: briefContent.answer.title });
  await form.getByRole('radio', { name: briefContent.answer.interested }).check();
  await form.getByRole('combobox', { name: briefContent.answer.leadTime }).selectOption(leadTime);
  await form.getByLabel(/Earliest start/).fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: briefContent.answer.submit }).click();
  await expect(page.getByText(briefContent.answer.saved)).toBeFocused();
}

async function rpc(request: APIRequestContext, name: string, data: Record<string, unknown>) {
  const headers = restHeaders(await accessTokenFor(request, deskAdmin()));
  const response = await request.post(`/rest/v1/rpc/${name}`, { headers, data });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
}

/**
 * The RFQ of `marker`'s buyer, submitted on `page` (which is left on the thank-you), briefed to
 * 3 suppliers in `trade` who all answer interested, with the buyer's options sent and emailed.
 */
export async function rfqWithOptionsSent(
  { page, request, browser, baseURL }: { page: Page; request: APIRequestContext; browser: Browser; baseURL: string },
  { marker, trade, width }: { marker: string; trade: string; width: number },
): Promise<OptionsSent> {
  const buyer = optionsBuyer(marker);
  const vetted = await vettedSupplierTrio(request, marker, trade);
  await submitOemRfq(page, buyer, {
    files: [{ name: buyer.fileName, mimeType: 'application/octet-stream', buffer: await readFile(STEP_FILE) }],
  });
  const lead = at(await adminRows(request, 'oem_leads', { email: buyer.email }), 0, 'RFQ');
  // The form asks no phone; the team notes the one the buyer gave by phone.
  await patchViaRest(request, `oem_leads?id=eq.${lead.id}`, { phone: buyer.phone });

  // The team's shortlist of 3, then their briefs, as the desk sends them.
  const service = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };
  const introductionIds = vetted.map(() => randomUUID());
  for (const [i, supplier] of vetted.entries()) {
    const shortlisted = await request.post('/rest/v1/introductions', {
      headers: service,
      data: {
        id: introductionIds[i],
        lead_table: 'oem_leads',
        lead_id: lead.id,
        supplier_id: supplier.id,
        position: i + 1,
        picked_by: 'e2e@forgebridge.test',
        hand_reason: 'Known to the team for this work',
        reasons: ['Titanium ✓'],
      },
    });
    expect(shortlisted.status(), await shortlisted.text()).toBe(201);
  }
  await rpc(request, 'send_briefs', {
    p_lead_table: 'oem_leads',
    p_lead_id: lead.id,
    p_brief_wording: {},
    p_files_checked: true,
  });

  // Each supplier answers on its own page, from the link in its brief.
  const suppliers: OfferedSupplier[] = [];
  for (const [i, supplier] of vetted.entries()) {
    const briefToken = await briefTokenFor(request, supplier.email);
    const leadTime = at(STATED, i);
    const own = await supplierPage(browser, baseURL, width, briefToken);
    await answerInterested(own, leadTime);
    await own.context().close();
    suppliers.push({
      ...supplier,
      introductionId: at(introductionIds, i),
      briefToken,
      leadTime,
      leadTimeLabel: leadTimeLabels[leadTime],
    });
  }

  await rpc(request, 'send_buyer_options', {
    p_lead_table: 'oem_leads',
    p_lead_id: lead.id,
    p_introduction_ids: introductionIds,
    p_buyer_reasons: {},
  });
  const token = await optionsTokenFor(request, buyer.email);
  return { buyer, leadId: lead.id, suppliers, token };
}

export type DeliveryRow = { kind: string; status: string; lead_table: string; sent_at: string | null };

/**
 * Waits until the outbox holds nothing pending for the RFQ, its introductions and the buyer's
 * choices, and returns those deliveries: every message about them has been sent (or given up)
 * by then, so the capture holds all there will be.
 */
export async function settledDeliveries(
  request: APIRequestContext,
  { leadId, suppliers }: Pick<OptionsSent, 'leadId' | 'suppliers'>,
): Promise<DeliveryRow[]> {
  const service = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };
  const read = async <T>(query: string): Promise<T[]> => {
    const response = await request.get(`/rest/v1/${query}`, { headers: service });
    expect(response.status(), `${query}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T[];
  };
  let rows: DeliveryRow[] = [];
  await expect
    .poll(
      async () => {
        const choices = await read<{ id: string }>(`buyer_choices?select=id&lead_id=eq.${leadId}`);
        const ids = [leadId, ...suppliers.map((s) => s.introductionId), ...choices.map((c) => c.id)];
        rows = await read<DeliveryRow>(
          `lead_deliveries?select=kind,status,lead_table,sent_at&lead_id=in.(${ids.join(',')})`,
        );
        return rows.filter((row) => row.status === 'pending').length;
      },
      { timeout: 60_000 },
    )
    .toBe(0);
  return rows;
}
