import { optionsContent } from '../../src/content/pages/options';
import { noneFitReasonLabel } from '../../src/shared/introductions/none-fit-reasons';
import { buyerChoiceEmail, noneFitReasons } from '../../src/shared/email/options-emails';
import { leadReference } from '../../src/shared/leads/reference';
import { expectNoAxeViolations } from './support/axe';
import { deskPage, openRfqPanel } from './support/buyer-desk';
import { rfqWithOptionsSent } from './support/buyer-options';
import { offSiteRequests, teamAlert } from './support/deliveries';
import { uniqueMarker } from './support/seed';
import { expect, test } from './support/test';

/*
 * A buyer for whom none of the 3 options fits says so on the page, with a reason from the list
 * and a few words: the team's alert arrives in the local mail capture naming the reason, the
 * page keeps the answer, and the desk shows it on the RFQ. The page stays on the site's origin
 * and has no axe violation, before and after.
 */

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the buyer says none of these fit, with a reason; the team is alerted and the desk shows it', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(420_000);
      const site = baseURL ?? '';
      const marker = uniqueMarker(`nonefit${width}`);
      const { buyer, leadId, suppliers, token } = await rfqWithOptionsSent(
        { page, request, browser, baseURL: site },
        { marker, trade: 'Castings', width },
      );
      const words = `Every lead time is past our line-down date ${marker}`;

      const offSite = offSiteRequests(page, site);
      await page.goto(`/options#${token}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Your options for FB-/ })).toBeVisible();
      for (const supplier of suppliers) await expect(page.getByText(supplier.company_name).first()).toBeVisible();
      await expectNoAxeViolations(page);

      const form = page.getByRole('form', { name: optionsContent.noneFit.title });
      await form.getByRole('combobox', { name: optionsContent.noneFit.reason }).selectOption('lead_time');
      await form.getByRole('textbox', { name: optionsContent.noneFit.words }).fill(words);
      await form.getByRole('button', { name: optionsContent.noneFit.submit }).click();
      await expect(page.getByText(optionsContent.noneFit.saved)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(offSite).toEqual([]);

      // The team's alert names the reason and carries the buyer's words.
      const alert = await teamAlert(request, buyerChoiceEmail.noneFitSubject(leadReference(leadId), buyer.companyName));
      expect(alert.to).not.toContain(buyer.email);
      expect(alert.text).toContain(noneFitReasons.lead_time);
      expect(alert.text).toContain(words);

      // The desk shows it on the RFQ.
      const desk = await deskPage(browser, site, width);
      const panel = await openRfqPanel(desk, buyer);
      const answer = panel.getByRole('region', { name: /buyer’s answer/i });
      await expect(answer).toContainText(noneFitReasonLabel('lead_time'));
      await expect(answer).toContainText(words);
      await desk.context().close();
    });
  });
}
