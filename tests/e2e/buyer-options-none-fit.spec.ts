import { noneFitReasons as pageReasons, optionsContent } from '../../src/content/pages/options';
import { buyerAnswerCopy } from '../../src/features/desk/rfqs/introductions/buyer-answer-copy';
import { buyerChoiceEmail } from '../../src/shared/email/options-emails';
import { noneFitReasonLabels } from '../../src/shared/introductions/none-fit-reasons';
import { formatDateTime } from '../../src/shared/format';
import { leadReference } from '../../src/shared/leads/reference';
import { expectNoAxeViolations } from './support/axe';
import { buyerChoices, deskPage, openRfqPanel } from './support/buyer-desk';
import { adminRows } from './support/desk';
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

/** A reason's label as the buyer reads it on the page. */
const pageReason = (value: string) => pageReasons.find((r) => r.value === value)?.label ?? value;

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
      const heading = page.getByRole('heading', { level: 1, name: optionsContent.optionsTitle(leadReference(leadId)) });
      await expect(heading).toBeFocused({ timeout: 30_000 });
      for (const supplier of suppliers) await expect(page.getByText(supplier.company_name).first()).toBeVisible();
      await expectNoAxeViolations(page);

      const form = page.getByRole('form', { name: optionsContent.noneFit.title });
      await form.getByRole('radio', { name: pageReason('lead_time') }).check();
      await form.getByRole('textbox', { name: optionsContent.noneFit.words }).fill(words);
      await form.getByRole('button', { name: optionsContent.noneFit.submit }).click();
      await expect(page.getByText(optionsContent.noneFit.saved)).toBeVisible();
      // The page keeps what was said, and offers it no more.
      await expect(page.getByText(pageReason('lead_time'), { exact: true })).toBeVisible();
      await expect(page.getByText(words)).toBeVisible();
      await expect(form).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(offSite).toEqual([]);

      // The team's alert names the reason and carries the buyer's words.
      const alert = await teamAlert(request, buyerChoiceEmail.noneFitSubject(leadReference(leadId), buyer.companyName));
      expect(alert.to).not.toContain(buyer.email);
      expect(alert.text).toContain(noneFitReasonLabels.lead_time);
      expect(alert.text).toContain(words);

      // The desk shows it on the RFQ.
      const desk = await deskPage(browser, site, width);
      const panel = await openRfqPanel(desk, buyer);
      const choices = panel
        .getByRole('region', { name: buyerAnswerCopy.title })
        .getByRole('region', { name: buyerAnswerCopy.choices.title });
      await expect(choices.getByRole('listitem')).toHaveCount(1);
      await expect(choices).toContainText(buyerAnswerCopy.choices.noneFit('lead_time'));
      await expect(choices).toContainText(words);
      const [choice] = await buyerChoices(request, leadId);
      await expect(choices).toContainText(buyerAnswerCopy.choices.at(formatDateTime(choice?.made_at ?? '')));
      const [said] = await adminRows(request, 'oem_leads', { email: buyer.email });
      expect(said?.introduced_at).toBeNull();
      await desk.context().close();
    });
  });
}
