import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { briefContent } from '../../src/content/pages/brief';
import { ANON_KEY } from '../../supabase/local/config';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { briefTokenFor, capturedEmails, capturedMatching, type CapturedEmail } from './support/deliveries';
import { confirmShortlist, submitOemRfq } from './support/oem-rfq';
import { uniqueMarker } from './support/seed';
import { restHeaders, signInAsAdmin } from './support/sign-in';
import { expect, test } from './support/test';
import { expectToast } from './support/toasts';
import { vettedSupplierTrio } from './support/vetted-suppliers';

/*
 * Both sides answer in the product, at a phone's width and a laptop's: the team sends 3 briefs;
 * each supplier opens the page from the link in its captured email. The first is refused the
 * drawing before it accepts the terms (on the wire too), accepts, sees the 3D preview, downloads
 * the neutral copy and answers interested with a lead time and a price; the second declines; the
 * third asks a question and reads the team's reply from the reply email's link. The desk shows
 * each trail; the buyer's options name exactly the supplier that said yes; the clock stops then,
 * not before.
 */

const STEP_FILE = new URL('../../node_modules/occt-import-js/test/testfiles/cube-units/cube-mm.step', import.meta.url);

/** The supplier's own browser, at the test's width, on its brief page. */
async function supplierPage(browser: Browser, baseURL: string, width: number, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/brief#${token}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Brief FB-/ })).toBeFocused();
  return page;
}

for (const width of [390, 1366]) {
  test(`at ${width} px suppliers answer on their pages and the buyer is offered the one that said yes`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const marker = uniqueMarker(`journey${width}`);
    const suppliers = await vettedSupplierTrio(request, marker, 'Turning');
    const [yes, no, asks] = suppliers;
    if (!yes || !no || !asks) throw new Error('three suppliers');
    const buyer = {
      companyName: `Keel Subsea ${marker}`,
      fullName: `Rhys ${marker}`,
      email: `${marker}@buyer.example.test`,
      website: 'keel-subsea.example.test',
      city: 'Aberdeen',
    };
    const fileName = `KEEL-Subsea_${marker}_RevC.step`;
    await submitOemRfq(page, buyer, {
      files: [{ name: fileName, mimeType: 'application/octet-stream', buffer: await readFile(STEP_FILE) }],
    });

    // The team briefs all three; the clock runs on.
    await signInAsAdmin(page);
    await openLeadsTab(page, 'OEM');
    await (await findLeadRow(page, buyer.email)).getByRole('button', { name: buyer.companyName, exact: true }).click();
    const panel = page.getByRole('dialog', { name: buyer.companyName });
    await confirmShortlist(
      panel.getByRole('region', { name: 'Suppliers for this RFQ' }),
      suppliers.map((s) => s.company_name),
    );
    const options = panel.getByRole('region', { name: 'Supplier options' });
    await options.getByRole('button', { name: 'Preview and send briefs' }).click();
    const send = options.getByRole('form', { name: 'Send briefs' }).getByRole('button', { name: 'Send briefs' });
    await expect(send).toBeEnabled({ timeout: 30_000 });
    await send.click();
    await expectToast(page, 'Briefs sent', '3 suppliers briefed; their answers will show here.');
    const optionsSentAt = async () =>
      (await adminRows(request, 'oem_leads', { email: buyer.email }))[0]?.options_sent_at ?? null;
    expect(await optionsSentAt()).toBeNull();

    // 1. Interested: no drawing before the terms, then the preview, the neutral copy and an answer.
    const yesToken = await briefTokenFor(request, yes.email);
    const signed: string[] = [];
    const yesPage = await supplierPage(browser, baseURL ?? '', width, yesToken);
    yesPage.on('response', (r) => {
      if (r.url().includes('/storage/v1/object/sign/')) signed.push(r.url());
    });
    await expect(yesPage.getByRole('button', { name: /^Download / })).toHaveCount(0);
    const refused = await request.post('/functions/v1/brief-files', {
      headers: restHeaders(ANON_KEY),
      data: { token: yesToken, file: 1 },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).not.toContain('/storage/');
    await yesPage.getByRole('textbox', { name: briefContent.terms.nameLabel }).fill('Ada Turner');
    await yesPage.getByRole('checkbox', { name: briefContent.terms.accept }).check();
    await yesPage.getByRole('button', { name: briefContent.terms.submit }).click();
    await expect(yesPage.getByText(/Accepted by Ada Turner/)).toBeFocused();
    expect(signed).toEqual([]);
    await yesPage.getByRole('button', { name: briefContent.files.preview('drawing-1.step') }).click();
    await expect(yesPage.locator('canvas')).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([
      yesPage.waitForEvent('download'),
      yesPage.getByRole('button', { name: briefContent.files.download('drawing-1.step') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('drawing-1.step');
    const copy = await readFile((await download.path()) ?? '', 'latin1');
    expect(copy).toMatch(/^ISO-10303-21;/);
    expect(copy).not.toContain(marker);
    const form = yesPage.getByRole('form', { name: briefContent.answer.title });
    await form.getByRole('radio', { name: briefContent.answer.interested }).check();
    await form.getByRole('combobox', { name: briefContent.answer.leadTime }).selectOption('2-4-weeks');
    await form.getByLabel(/Earliest start/).fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await form.getByRole('textbox', { name: briefContent.answer.price }).fill('1250');
    await form.getByRole('button', { name: briefContent.answer.submit }).click();
    await expect(yesPage.getByText(briefContent.answer.saved)).toBeFocused();
    await yesPage.context().close();

    // 2. Declines, with a reason from the list.
    const noPage = await supplierPage(browser, baseURL ?? '', width, await briefTokenFor(request, no.email));
    const declineForm = noPage.getByRole('form', { name: briefContent.answer.title });
    await declineForm.getByRole('radio', { name: briefContent.answer.declined }).check();
    await declineForm.getByRole('combobox', { name: briefContent.answer.reason }).selectOption('no_capacity');
    await declineForm.getByRole('button', { name: briefContent.answer.submit }).click();
    await expect(noPage.getByText(briefContent.answer.saved)).toBeFocused();
    await noPage.context().close();

    // 3. Asks a question.
    const asksPage = await supplierPage(browser, baseURL ?? '', width, await briefTokenFor(request, asks.email));
    await asksPage.getByRole('textbox', { name: briefContent.questions.label }).fill('Is the bore 12 H7?');
    await asksPage.getByRole('button', { name: briefContent.questions.submit }).click();
    await expect(asksPage.getByText(briefContent.questions.sent)).toBeFocused();
    await asksPage.context().close();

    // The desk shows each trail, and the team replies to the question.
    await page.reload();
    const item = (name: string) =>
      page
        .getByRole('dialog', { name: buyer.companyName })
        .getByRole('region', { name: 'Supplier options' })
        .getByRole('listitem', { name });
    const trail = (name: string) => item(name).getByRole('list', { name: `Trail of the brief to ${name}` });
    await expect(trail(yes.company_name)).toContainText('Accepted the terms, as “Ada Turner”');
    await expect(trail(yes.company_name)).toContainText('Opened the page');
    await expect(item(yes.company_name)).toContainText('£1,250.00');
    await expect(item(no.company_name)).toContainText('No capacity');
    await expect(trail(asks.company_name)).toContainText('Asked a question');
    await item(asks.company_name)
      .getByRole('textbox', { name: /Your reply to question 1/ })
      .fill('12 H7, as drawn.');
    await item(asks.company_name).getByRole('button', { name: 'Send the reply' }).click();
    await expect(item(asks.company_name).getByText('12 H7, as drawn.')).toBeVisible();

    // The reply reaches the supplier by email, with a link back to its page, which shows it.
    const [reply] = await capturedMatching(
      request,
      (m) => m.to.includes(asks.email) && m.subject.includes('our answer to your question'),
    );
    expect(reply?.text).toContain('12 H7, as drawn.');
    const replyToken = /\/brief#([A-Za-z0-9_-]{43})/.exec(reply?.text ?? '')?.[1] ?? '';
    const replyPage = await supplierPage(browser, baseURL ?? '', width, replyToken);
    await expect(replyPage.getByText('12 H7, as drawn.')).toBeVisible();
    await replyPage.context().close();
    expect(await optionsSentAt()).toBeNull();

    // The buyer's options: exactly the supplier that said yes; the clock stops now.
    await options.getByRole('button', { name: 'Choose the buyer’s options' }).click();
    const buyerForm = options.getByRole('form', { name: 'Send options to the buyer' });
    await expect(buyerForm.getByRole('checkbox')).toHaveCount(1);
    await buyerForm.getByRole('button', { name: 'Send options to the buyer' }).click();
    await expectToast(page, 'Options sent', 'The buyer’s email is queued; the clock has stopped.');
    const [buyerMail] = await capturedMatching(
      request,
      (m) => m.to.includes(buyer.email) && m.subject.includes('your supplier options'),
    );
    expect(buyerMail?.text).toContain(yes.company_name);
    expect(buyerMail?.text).not.toContain(no.company_name);
    expect(buyerMail?.text).not.toContain(asks.company_name);
    expect(await optionsSentAt()).not.toBeNull();

    // No brief or reply named the buyer, nor any other email to the suppliers (their vetting notices).
    const toSupplier = (m: CapturedEmail) => suppliers.some((s) => m.to.includes(s.email));
    await capturedMatching(request, (m) => toSupplier(m) && /^RFQ FB-/.test(m.subject), 4);
    for (const mail of (await capturedEmails(request)).filter(toSupplier)) {
      for (const identity of [buyer.companyName, buyer.fullName, buyer.email, fileName, 'keel-subsea']) {
        expect(mail.text, identity).not.toContain(identity);
      }
    }
  });
}
