import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { briefContent } from '../../src/content/pages/brief';
import { optionsContent } from '../../src/content/pages/options';
import { buyerChoiceEmail, introductionEmail } from '../../src/shared/email/options-emails';
import { deliveryCopy } from '../../src/features/desk/deliveries/delivery-copy';
import { buyerAnswerCopy } from '../../src/features/desk/rfqs/introductions/buyer-answer-copy';
import { introductionsCopy } from '../../src/features/desk/rfqs/introductions/introductions-copy';
import { formatDateTime } from '../../src/shared/format';
import { leadReference } from '../../src/shared/leads/reference';
import { at } from './support/at';
import { expectNoAxeViolations } from './support/axe';
import { rfqWithOptionsSent, settledDeliveries, supplierPage } from './support/buyer-options';
import { buyerIdentity, expectSupplierNeverLearns } from './support/buyer-privacy';
import { csvObjects, parseCsv } from './support/csv';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { capturedMatching, offSiteRequests, teamAlert } from './support/deliveries';
import { uniqueMarker } from './support/seed';
import { expect, test } from './support/test';
import { choiceFigure, deskPage, openRfqPanel } from './support/buyer-desk';

/*
 * The buyer's side of the options, in the built site against the embedded database and the local
 * mail capture, at a phone's width and a laptop's: an RFQ the buyer sent is briefed to 3 vetted
 * suppliers, each says yes on its own page, and the team sends the buyer's options. The buyer opens
 * the link from the captured email, compares the 3 cards, downloads them as CSV and asks to meet
 * one. One email introduces both sides; the chosen supplier's page now says who the buyer is; the
 * other two, and every message they ever got, still do not. The desk shows the choice, lists the
 * RFQ as introduced, and counts it in the choice figures.
 */

/** Each card's box, in the order the suppliers were offered. */
async function boxes(cards: readonly Locator[]) {
  const found = [];
  for (const card of cards) {
    const box = await card.boundingBox();
    if (!box) throw new Error('a card has no box');
    found.push(box);
  }
  return found;
}

/** The option cards sit side by side on a laptop, one above the other on a phone. */
async function expectCardLayout(cards: readonly Locator[], width: number) {
  const [first, second, third] = await boxes(cards);
  if (!first || !second || !third) throw new Error('three cards');
  if (width >= 1024) {
    expect(Math.abs(second.y - first.y)).toBeLessThan(2);
    expect(Math.abs(third.y - first.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width - 1);
    expect(third.x).toBeGreaterThanOrEqual(second.x + second.width - 1);
  } else {
    expect(Math.abs(second.x - first.x)).toBeLessThan(2);
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    expect(third.y).toBeGreaterThanOrEqual(second.y + second.height - 1);
  }
}

/** The downloaded CSV's rows, by its header's names. */
async function downloadCsv(page: Page): Promise<{ name: string; text: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: optionsContent.table.download }).click(),
  ]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  return { name: download.suggestedFilename(), text, rows: csvObjects(parseCsv(text)) };
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the buyer compares 3 options, downloads them and meets one; only that supplier learns who the buyer is', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(480_000);
      const site = baseURL ?? '';
      const marker = uniqueMarker(`choose${width}`);
      const sent = await rfqWithOptionsSent(
        { page, request, browser, baseURL: site },
        { marker, trade: 'Hydraulics', width },
      );
      const { buyer, suppliers, token } = sent;
      const desk = await deskPage(browser, site, width);
      const figuresBefore = await choiceFigure(desk);

      // 1. The buyer opens the link from the email: 3 cards, what each stated, side by side or stacked.
      const offSite = offSiteRequests(page, site);
      await page.goto(`/options#${token}`);
      const heading = page.getByRole('heading', {
        level: 1,
        name: optionsContent.optionsTitle(leadReference(sent.leadId)),
      });
      await expect(heading).toBeFocused({ timeout: 30_000 });
      expect(page.url()).not.toContain(token);
      const cards = suppliers.map((s, i) =>
        page.getByRole('article', { name: optionsContent.option.title(i + 1, s.company_name) }),
      );
      for (const [i, card] of cards.entries()) {
        const supplier = at(suppliers, i);
        await expect(card).toBeVisible();
        await expect(card).toContainText(supplier.company_name);
        await expect(card).toContainText(supplier.leadTimeLabel);
      }
      await expectCardLayout(cards, width);
      await expect(page.getByText(buyer.fileName)).toBeVisible();
      await expectNoAxeViolations(page);

      // 2. The CSV: one row per option, with its supplier and the lead time it stated.
      const csv = await downloadCsv(page);
      expect(csv.name).toMatch(/^forgebridge-options-FB-[0-9A-F]{4}-[0-9A-F]{4}\.csv$/);
      expect(csv.rows).toHaveLength(3);
      expect(csv.text.match(/\n/g)?.length, 'every line ends in CRLF').toBe(csv.text.match(/\r\n/g)?.length);
      for (const [i, supplier] of suppliers.entries()) {
        const row = at(csv.rows, i, 'CSV row');
        expect(row[optionsContent.table.supplier]).toBe(supplier.company_name);
        expect(row[optionsContent.option.leadTime]).toBe(supplier.leadTimeLabel);
      }

      // 3. The buyer asks to meet the second option, and agrees to share their details with it.
      const chosen = at(suppliers, 1);
      const others = suppliers.filter((s) => s !== chosen);
      await page.getByRole('checkbox', { name: optionsContent.option.select(chosen.company_name) }).check();
      const introduce = page.getByRole('button', { name: optionsContent.introduce.button, exact: true });
      const confirm = page.getByRole('dialog', { name: optionsContent.introduce.dialogTitle });
      // By keyboard: Escape closes the dialog and gives focus back to the button that opened it.
      await introduce.focus();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirm).toHaveCount(0);
      await expect(introduce).toBeFocused();
      await introduce.click();
      await expect(confirm).toContainText(chosen.company_name);
      await expect(confirm).not.toContainText(at(others, 0).company_name);
      await confirm.getByRole('checkbox', { name: optionsContent.introduce.consent }).check();
      await confirm.getByRole('button', { name: optionsContent.introduce.submit }).click();
      await expect(page.getByText(optionsContent.introduce.sent(chosen.company_name))).toBeVisible();
      // Chosen, its email not yet sent by the outbox: the card says it is on its way, not that it went.
      await expect(at(cards, 1)).toContainText(
        /You asked to meet this supplier \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\. The email introducing you both is on its way\./,
      );
      await expect(at(cards, 1)).not.toContainText('Introduction sent');
      await expect(at(cards, 1).getByRole('checkbox')).toHaveCount(0);
      await expect(page.getByRole('form', { name: optionsContent.noneFit.title })).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(offSite).toEqual([]);

      // One email introduces both sides, each with the other's details; the team hears of it.
      const reference = leadReference(sent.leadId);
      const [introduction] = await capturedMatching(
        request,
        (m) => m.subject === introductionEmail.subject(buyer.companyName, chosen.company_name, reference),
      );
      expect([...(introduction?.to ?? [])].sort()).toEqual([buyer.email, chosen.email].sort());
      const introText = introduction?.text ?? '';
      for (const detail of [buyer.fullName, buyer.companyName, buyer.email, buyer.phone]) {
        expect(introText, detail).toContain(detail);
      }
      const chosenTown = at(chosen.company_name.split(' '), 0, 'town');
      for (const detail of [chosen.company_name, chosen.email, chosenTown, chosen.leadTimeLabel]) {
        expect(introText, detail).toContain(detail);
      }
      const alert = await teamAlert(request, buyerChoiceEmail.introduceSubject(reference, buyer.companyName, 1, 3));
      expect(alert.text).toContain(chosen.company_name);
      expect(introText).not.toContain('/brief#');
      expect(introText).not.toContain('/options#');

      // The chosen supplier's page, from its brief's link, now says who the buyer is.
      const [rfq] = await adminRows(request, 'oem_leads', { email: buyer.email });
      const introducedAt = String(rfq?.introduced_at ?? '');
      expect(introducedAt).not.toBe('');
      const chosenPage = await supplierPage(browser, site, width, chosen.briefToken);
      const who = chosenPage.getByRole('region', { name: briefContent.buyer.title });
      await expect(who).toContainText(briefContent.buyer.intro(formatDateTime(introducedAt)));
      for (const detail of [buyer.fullName, buyer.companyName, buyer.email, buyer.phone]) {
        await expect(who.getByText(detail, { exact: true }), detail).toBeVisible();
      }
      await expect(who.getByRole('link', { name: buyer.email })).toHaveAttribute('href', `mailto:${buyer.email}`);
      await chosenPage.context().close();

      // The other two: their pages, what the database sent those pages, every message they got.
      const deliveries = await settledDeliveries(request, sent);
      for (const kind of ['introduction', 'buyer_choice']) {
        expect(deliveries.filter((d) => d.kind === kind).map((d) => d.status)).toEqual(['sent']);
      }
      for (const other of others) {
        await expectSupplierNeverLearns({ request, browser, baseURL: site, width }, other, buyerIdentity(buyer));
      }

      // 4. The desk: the choice with its time, the Introduced stage, the figures.
      const panel = await openRfqPanel(desk, buyer);
      const answer = panel.getByRole('region', { name: buyerAnswerCopy.title });
      const choices = answer.getByRole('region', { name: buyerAnswerCopy.choices.title });
      await expect(choices.getByRole('listitem')).toHaveCount(1);
      await expect(choices).toContainText(buyerAnswerCopy.choices.introduce([chosen.company_name]));
      await expect(choices).toContainText(buyerAnswerCopy.choices.at(formatDateTime(introducedAt)));
      const offered = panel.getByRole('region', { name: 'Supplier options' });
      const chosenItem = offered.getByRole('listitem', { name: chosen.company_name });
      await expect(chosenItem).toContainText(buyerAnswerCopy.chosen(formatDateTime(introducedAt)));
      // The email introducing both sides went, as the outbox recorded it; the others have none.
      const sentAt = deliveries.find((d) => d.kind === 'introduction')?.sent_at ?? '';
      await expect(chosenItem).toContainText(
        `${introductionsCopy.introductionEmail}${deliveryCopy.sent} ${formatDateTime(sentAt)}`,
      );
      for (const other of others) {
        await expect(offered.getByRole('listitem', { name: other.company_name })).not.toContainText(
          introductionsCopy.introductionEmail,
        );
      }
      await desk.keyboard.press('Escape');
      const list = await openLeadsTab(desk, 'OEM');
      await list.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Introduced' });
      await expect(desk).toHaveURL(/stage=introduced/);
      // The filtered list replaces the unfiltered one after the URL changes: wait for the buyer's
      // row, then every row left must be an introduced one.
      const row = await findLeadRow(desk, buyer.email);
      const listed = list.getByRole('row').filter({ has: desk.getByRole('cell') });
      await expect(listed.filter({ hasNotText: /Introduced \d{2}\/\d{2}\/\d{4}/ })).toHaveCount(0);
      await expect(row).toContainText(`Introduced ${formatDateTime(introducedAt)}`);
      const figuresAfter = await choiceFigure(desk);
      expect(figuresAfter.rfqs).toBeGreaterThanOrEqual(figuresBefore.rfqs + 1);
      expect(figuresAfter.text).toMatch(/\d+(\.\d)?%/);
      expect(figuresAfter.text).not.toContain('No data');
      await desk.context().close();
    });
  });
}
