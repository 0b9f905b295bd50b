import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_PATH, signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { briefTo, capturedMatching } from './support/deliveries';
import { confirmShortlist, submitOemRfq } from './support/oem-rfq';
import { expectToast } from './support/toasts';
import { vettedSupplierTrio } from './support/vetted-suppliers';
import { leadReference } from '../../src/shared/leads/reference';
import { BRIEF_TERMS_VERSION } from '../../src/content/brief-terms';
import { ANON_KEY } from '../../supabase/local/config';

/**
 * The promise kept end to end, in two sends: an OEM RFQ with a STEP file and a PDF drawing that
 * requires AS9100 and a certification the buyer typed; on the desk its clock and the suggestions
 * with reasons; 3 confirmed, every brief previewed with the team's wording in place of what the
 * buyer typed, the PDF confirmed opened, "Send briefs"; the local mail capture then holds 3 briefs
 * that never name the buyer nor carry their typed words, and the clock runs on; a brief links its
 * page, whose downloads after the terms are neutral copies. Answers taken by
 * phone (two interested, one declined) show on the desk; "Send options to the buyer" names exactly
 * the two that said yes, says plainly that 2 is fewer than 3, and only then stops the clock.
 */

test('an OEM RFQ is briefed to 3 vetted suppliers and the buyer gets the ones that said yes, and no brief names the buyer', async ({
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

  // 3. Confirm 3, preview every brief, send the briefs: the clock keeps running.
  await confirmShortlist(
    suggestions,
    suppliers.map((supplier) => supplier.company_name),
  );
  const options = panel.getByRole('region', { name: 'Supplier options' });
  for (const supplier of suppliers) {
    await expect(options.getByRole('listitem', { name: supplier.company_name })).toContainText(/Suggested at rank \d+/);
  }
  await expect(options.getByRole('button', { name: 'Choose the buyer’s options' })).toHaveCount(0);
  await options.getByRole('button', { name: 'Preview and send briefs' }).click();
  const preview = options.getByRole('region', { name: 'Every brief, exactly as it will be sent' });
  await expect(preview.getByRole('article')).toHaveCount(3);
  for (const [i, supplier] of suppliers.entries()) {
    const brief = preview.getByRole('article', { name: `Brief ${i + 1}: ${supplier.company_name}` });
    await expect(brief).toContainText(supplier.email);
    await expect(brief).toContainText('Certifications required: AS9100, Other');
    for (const typed of [buyer.companyName, buyer.fullName, buyer.email, typedCertificate]) {
      await expect(brief).not.toContainText(typed);
    }
  }
  // The team reads what the buyer typed and writes what the suppliers read instead; the preview follows.
  const sendForm = options.getByRole('form', { name: 'Send briefs' });
  const wording = sendForm.getByRole('textbox', {
    name: 'What the suppliers read instead of the buyer’s words for Certifications required',
  });
  await expect(sendForm.getByText(typedCertificate)).toBeVisible();
  await wording.fill('NADCAP heat treating');
  await expect(preview.getByRole('article', { name: `Brief 1: ${suppliers[0]?.company_name}` })).toContainText(
    'Certifications required: AS9100, Other: NADCAP heat treating',
  );
  // The PDF is not a model whose copy names nobody: Send waits for the team's look.
  const files = sendForm.getByRole('region', { name: 'Files to check before sending' });
  await expect(files).toContainText('drawing.pdf');
  await expect(files).not.toContainText('part.step');
  const send = sendForm.getByRole('button', { name: 'Send briefs' });
  await expect(send).toBeDisabled();
  await expect(sendForm).toContainText('The briefs cannot be sent until you confirm above that you opened each file.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await files
    .getByRole('checkbox', {
      name: 'I opened each file and nothing in it names the buyer (title block, logo, file properties)',
    })
    .check();
  await send.click();
  await expectToast(page, 'Briefs sent', '3 suppliers briefed; their answers will show here.');
  await expect(options.getByRole('button', { name: 'Preview and send briefs' })).toHaveCount(0);
  await expect(clock).not.toContainText('the clock has stopped');
  const firstPick = options.getByRole('listitem', { name: suppliers[0]?.company_name });
  await expect(firstPick).toContainText(/Files checked by \S+/);
  await expect(
    firstPick.getByRole('list', { name: `Trail of the brief to ${suppliers[0]?.company_name}` }),
  ).toContainText('Brief sent');

  // 4. The local mail capture: 3 briefs naming nothing of the buyer nor carrying their typed words.
  const briefs = await capturedMatching(request, briefTo(suppliers), 3);
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

  // A brief links its page, not its drawings; after the terms, the page's downloads are the
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

  // 5. Answers taken by phone: the first and the third interested, the second declines.
  const pickOf = (i: number) => options.getByRole('listitem', { name: suppliers[i]?.company_name });
  const answerOf = (i: number) => pickOf(i).getByRole('region', { name: 'The supplier’s answer' });
  const phone = async (i: number, fill: (form: Locator) => Promise<void>) => {
    await pickOf(i).getByRole('button', { name: 'Record an answer taken by phone' }).click();
    const form = pickOf(i).getByRole('form', { name: /answer by phone/ });
    await fill(form);
    await form.getByRole('button', { name: 'Save the answer' }).click();
    await expectToast(page, 'Answer saved', 'Recorded as taken by phone.');
  };
  const soon = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await phone(0, async (form) => {
    await form.getByRole('radio', { name: 'Interested' }).check();
    await form.getByRole('combobox', { name: /Lead time/ }).selectOption({ label: '2-4 weeks' });
    await form.getByLabel(/Earliest start/).fill(soon);
    await form.getByRole('textbox', { name: /Indicative price/ }).fill('1250');
  });
  await phone(1, async (form) => {
    await form.getByRole('radio', { name: 'Declined' }).check();
    await form.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'No capacity now' });
  });
  await phone(2, async (form) => {
    await form.getByRole('radio', { name: 'Interested' }).check();
    await form.getByRole('combobox', { name: /Lead time/ }).selectOption({ label: 'Under 2 weeks' });
    await form.getByLabel(/Earliest start/).fill(soon);
  });
  await expect(answerOf(0)).toContainText(/Interested · By phone, recorded by \S+/);
  await expect(answerOf(0)).toContainText('£1,250.00 in total');
  await expect(answerOf(1)).toContainText('No capacity now');
  await expect(clock).not.toContainText('the clock has stopped');

  // 6. The buyer's options: exactly the two that said yes, an honest line, the team's words.
  await options.getByRole('button', { name: 'Choose the buyer’s options' }).click();
  const buyerForm = options.getByRole('form', { name: 'Send options to the buyer' });
  await expect(buyerForm.getByRole('checkbox')).toHaveCount(2);
  await buyerForm
    .getByRole('textbox', { name: `What the buyer reads about ${suppliers[0]?.company_name}` })
    .fill('Machined this alloy for us last spring');
  const buyerPreview = buyerForm.getByRole('article', { name: 'Email to the buyer' });
  await expect(buyerPreview).toContainText(buyer.email);
  await expect(buyerPreview).toContainText('Machined this alloy for us last spring');
  await expect(buyerPreview).toContainText('Lead time: 2-4 weeks');
  await expect(buyerPreview).not.toContainText(suppliers[1]?.company_name ?? '');
  await expect(buyerForm).toContainText('Only 2 options, fewer than the 3 promised');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await buyerForm.getByRole('button', { name: 'Send options to the buyer' }).click();
  await expectToast(page, 'Options sent', 'The buyer’s email is queued; the clock has stopped.');
  await expect(options).toContainText('Options sent to the buyer:');
  await expect(
    firstPick.getByRole('list', { name: `What the buyer read: ${suppliers[0]?.company_name}` }),
  ).toContainText('Machined this alloy for us last spring');

  const [buyerMail] = await capturedMatching(
    request,
    (m) => m.to.includes(buyer.email) && m.subject.includes('your supplier options'),
  );
  expect(buyerMail?.text).toContain(suppliers[0]?.company_name);
  expect(buyerMail?.text).toContain(suppliers[2]?.company_name);
  expect(buyerMail?.text).not.toContain(suppliers[1]?.company_name);
  expect(buyerMail?.text).toContain('Machined this alloy for us last spring');

  // 7. The clock stopped at the buyer's options, and the figures count them.
  await expect(clock).toContainText('the clock has stopped');
  await expect(clock).toContainText('Options sent');
  await page.keyboard.press('Escape');
  await expect(deskRow).toContainText('Options sent');
  // At least this one more: the other worker's tests send options to their own buyers meanwhile,
  // so the site-wide figure may have grown by more than one.
  expect(await optionsSentCount(page)).toBeGreaterThan(figuresBefore);

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
