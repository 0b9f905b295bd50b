import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_PATH, signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { capturedMatching } from './support/deliveries';
import { confirmShortlist, submitOemRfq } from './support/oem-rfq';
import { expectToast } from './support/toasts';
import { vettedSupplierTrio } from './support/vetted-suppliers';
import { leadReference } from '../../src/shared/leads/reference';
import { ANON_KEY } from '../../supabase/local/config';

/** The terms' version the database knows (the page's content module holds their text). */
const BRIEF_TERMS_VERSION = '2026-12-01';

/**
 * The promise kept end to end: an OEM RFQ with a STEP file and a PDF drawing that requires AS9100
 * and a certification the buyer typed; on the desk its clock and the suggestions with reasons; 3
 * confirmed, every message previewed with the team's wording in place of what the buyer typed, the
 * PDF confirmed opened, one send; the local mail capture then holds 3 briefs that never name the
 * buyer nor carry their typed words and 1 email naming the 3 with the team's words; a brief links
 * its page, whose downloads after the terms are neutral copies; and the clock shows the options sent.
 */

test('an OEM RFQ gets 3 vetted options: suggested, confirmed, previewed, sent once, and no brief names the buyer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = uniqueMarker('options');
  const suppliers = await vettedSupplierTrio(request, marker, 'Precision');
  const buyer = {
    companyName: `Halden Aero ${marker}`,
    fullName: `Imogen ${marker}`,
    email: `${marker}@buyer.example.test`,
    website: 'halden-aero.example.test',
    city: 'Bristol',
  };
  const typedCertificate = `ACME-MS-0042 ${marker}`;
  const pdf = { name: 'drawing.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
  const step = {
    name: 'part.step',
    mimeType: 'application/octet-stream',
    buffer: await readFile(
      new URL('../../node_modules/occt-import-js/test/testfiles/cube-units/cube-mm.step', import.meta.url),
    ),
  };

  // 1. The buyer's RFQ, with the STEP file and AS9100 required.
  await submitOemRfq(page, buyer, { files: [step, pdf], otherCertification: typedCertificate });
  const [row] = await adminRows(request, 'oem_leads', { email: buyer.email });
  const reference = leadReference(String(row?.id));

  // 2. On the desk: the clock, and the suggestions with their reasons (the suggestion list as the
  // panel reads it, stored as the desk stores every list it shows).
  await signInAsAdmin(page);
  const figuresBefore = await optionsSentCount(page);
  await openLeadsTab(page, 'OEM');
  const deskRow = await findLeadRow(page, buyer.email);
  await expect(deskRow).toContainText(/\d+ h \d+ min left|\d+ h left/);
  await deskRow.getByRole('button', { name: buyer.companyName, exact: true }).click();
  const panel = page.getByRole('dialog', { name: buyer.companyName });
  const clock = panel.getByRole('region', { name: 'The 72-hour clock' });
  await expect(clock).toContainText('72 calendar hours from arrival');
  const suggestions = panel.getByRole('region', { name: 'Suppliers for this RFQ' });
  for (const supplier of suppliers) {
    const reasons = suggestions.getByRole('list', { name: `Why ${supplier.company_name} fits` });
    await expect(reasons).toContainText('Titanium ✓', { timeout: 30_000 });
    await expect(reasons).toContainText(/AS9100 verified, expires /);
  }

  // 3. Confirm 3, preview every message, send once.
  await confirmShortlist(
    suggestions,
    suppliers.map((supplier) => supplier.company_name),
  );
  const options = panel.getByRole('region', { name: 'Supplier options' });
  for (const supplier of suppliers) {
    await expect(options.getByRole('listitem', { name: supplier.company_name })).toContainText(/Suggested at rank \d+/);
  }
  await options.getByRole('button', { name: 'Preview and send' }).click();
  const preview = options.getByRole('region', { name: 'Every message, exactly as it will be sent' });
  await expect(preview.getByRole('article')).toHaveCount(4);
  for (const [i, supplier] of suppliers.entries()) {
    const brief = preview.getByRole('article', { name: `Brief ${i + 1}: ${supplier.company_name}` });
    await expect(brief).toContainText(supplier.email);
    await expect(brief).toContainText('Certifications required: AS9100, Other');
    for (const typed of [buyer.companyName, buyer.fullName, buyer.email, typedCertificate]) {
      await expect(brief).not.toContainText(typed);
    }
  }
  await expect(preview.getByRole('article', { name: 'Email to the buyer' })).toContainText(buyer.email);
  // The team reads what the buyer typed and writes what the suppliers read instead; the preview follows.
  const sendForm = options.getByRole('form', { name: 'Preview and send' });
  const wording = sendForm.getByRole('textbox', {
    name: 'What the suppliers read instead of the buyer’s words for Certifications required',
  });
  await expect(sendForm.getByText(typedCertificate)).toBeVisible();
  await wording.fill('NADCAP heat treating');
  await expect(preview.getByRole('article', { name: `Brief 1: ${suppliers[0]?.company_name}` })).toContainText(
    'Certifications required: AS9100, Other: NADCAP heat treating',
  );
  await sendForm
    .getByRole('textbox', { name: `What the buyer reads about ${suppliers[0]?.company_name}` })
    .fill('Machined this alloy for us last spring');
  await expect(preview.getByRole('article', { name: 'Email to the buyer' })).toContainText(
    'Machined this alloy for us last spring',
  );
  // The PDF is not a model whose copy names nobody: Send waits for the team's look.
  const files = sendForm.getByRole('region', { name: 'Files to check before sending' });
  await expect(files).toContainText('drawing.pdf');
  await expect(files).not.toContainText('part.step');
  const send = sendForm.getByRole('button', { name: 'Send the options' });
  await expect(send).toBeDisabled();
  await expect(sendForm).toContainText('The options cannot be sent until you confirm above that you opened each file.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await files
    .getByRole('checkbox', {
      name: 'I opened each file and nothing in it names the buyer (title block, logo, file properties)',
    })
    .check();
  await send.click();
  await expectToast(page, 'Options sent', 'The briefs and the buyer’s email are queued; the clock has stopped.');
  await expect(options.getByRole('button', { name: 'Preview and send' })).toHaveCount(0);
  await expect(options).toContainText('Options sent:');
  const firstPick = options.getByRole('listitem', { name: suppliers[0]?.company_name });
  await expect(
    firstPick.getByRole('list', { name: `What the buyer read: ${suppliers[0]?.company_name}` }),
  ).toContainText('Machined this alloy for us last spring');
  await expect(firstPick).toContainText(/Files checked by \S+/);

  // 4. The local mail capture: 3 briefs naming nothing of the buyer, 1 email to the buyer naming the 3.
  const briefs = await capturedMatching(request, (m) => suppliers.some((s) => m.to.includes(s.email)), 3);
  for (const brief of briefs) {
    expect(brief.subject).toContain(reference);
    for (const typed of [
      buyer.email,
      buyer.fullName,
      buyer.companyName,
      'Halden',
      'Imogen',
      'halden-aero',
      'Bristol',
      typedCertificate,
      'ACME',
    ]) {
      expect(`${brief.subject}\n${brief.text}\n${brief.html}`).not.toContain(typed);
    }
    expect(brief.text).toContain('Certifications required: AS9100, Other: NADCAP heat treating');
  }
  const [buyerMail] = await capturedMatching(
    request,
    (m) => m.to.includes(buyer.email) && m.subject.includes('your supplier options'),
  );
  for (const supplier of suppliers) expect(buyerMail?.text).toContain(supplier.company_name);
  expect(buyerMail?.text).toContain('Machined this alloy for us last spring');

  // 5. A brief links its page, not its drawings; after the terms, the page's downloads are the
  // neutral copies made for its introduction, the model still a STEP model
  // (tests/e2e/brief-privacy.spec.ts reads every copy for the buyer's names).
  expect(briefs[0]?.text).not.toContain('/storage/v1/');
  const token = /\/brief#([A-Za-z0-9_-]{43})$/m.exec(briefs[0]?.text ?? '')?.[1] ?? '';
  const anon = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` };
  const accepted = await request.post('/rest/v1/rpc/accept_brief_terms', {
    headers: anon,
    data: { p_token: token, p_name: 'Sam Turner', p_terms_version: BRIEF_TERMS_VERSION },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const links: string[] = [];
  for (const file of [1, 2]) {
    const minted = await request.post('/functions/v1/brief-files', { headers: anon, data: { token, file } });
    expect(minted.status()).toBe(200);
    links.push(((await minted.json()) as { url: string }).url);
  }
  expect(links[0]).toMatch(/\/lead-attachments\/briefs\/[0-9a-f-]{36}\/drawing-1\.step\?token=/);
  expect(links[1]).toMatch(/\/lead-attachments\/briefs\/[0-9a-f-]{36}\/drawing-2\.pdf\?token=/);
  const download = await request.get(links[0] ?? '');
  expect(download.status()).toBe(200);
  expect((await download.body()).toString('latin1')).toMatch(/^ISO-10303-21;[\s\S]*\nDATA;[\s\S]*END-ISO-10303-21;/);

  // 6. The clock shows the options sent, and the figures count them.
  await expect(clock).toContainText('the clock has stopped');
  await expect(clock).toContainText('Options sent');
  await page.keyboard.press('Escape');
  await expect(deskRow).toContainText('Options sent');
  expect(await optionsSentCount(page)).toBe(figuresBefore + 1);

  // The view of figures, now with options sent in it, has no axe violation either.
  await page.goto(`${ADMIN_PATH}?view=figures`);
  await expect(page.getByRole('region', { name: 'Time to options' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** How many RFQs the figures view counts with options sent (0 when it says there are none yet). */
async function optionsSentCount(page: Page): Promise<number> {
  const current = page.url();
  await page.goto(`${ADMIN_PATH}?view=figures`);
  const figure = page.getByRole('region', { name: 'Time to options' });
  await expect(figure).toBeVisible();
  const text = (await figure.textContent()) ?? '';
  await page.goto(current);
  return Number(/From ([\d,]+) RFQs?/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
}
