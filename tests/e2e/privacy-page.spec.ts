import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { brand } from './support/config';
import { LEAD_RETENTION_MONTHS } from '../../src/shared/legal/consent';
import { fileConfidentiality } from '../../src/content/legal/file-confidentiality';

/**
 * The privacy notice says what the site does with a visitor's data: who the controller is, the
 * emails each submission causes and who delivers them, the abuse-prevention hashes, and how long
 * each thing is kept. Each line checked here is a promise the code keeps elsewhere.
 */
test('the privacy notice names the controller, email delivery and its provider, and every retention period', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  await expect(main.getByRole('heading', { name: 'Who we are' })).toBeVisible();
  await expect(main).toContainText(`The controller of your personal data is ${brand.controller.legalName}`);
  await expect(main).toContainText(`For anything about your data, email ${brand.email}.`);

  // Email delivery: the team alert and the visitor's receipt, and the provider as a processor.
  await expect(main).toContainText('our server emails our team a copy of your answers');
  await expect(main).toContainText('The receipt contains none of your answers: only a reference for your request');
  // Attached files: who opens them, and the NDA on request, as beside both file pickers.
  await expect(main).toContainText(fileConfidentiality.privacy);
  // A buyer's RFQ details go to vetted suppliers without the buyer's identity; files after the terms.
  await expect(main).toContainText(fileConfidentiality.supplierBrief);
  await expect(main).toContainText(`${brand.controller.emailProvider} delivers our email`);

  // What is kept, and for how long.
  await expect(main).toContainText(`deleted automatically ${LEAD_RETENTION_MONTHS} months after it was sent`);
  await expect(main).toContainText('A file attached to a form that was never sent is deleted after one day');
  await expect(main).toContainText('an upload left unfinished after six hours');
  await expect(main).toContainText('The abuse-prevention hashes are removed after one hour');
  await expect(main).toContainText('a one-way hash (never the value itself)');
  await expectNoAxeViolations(page);
});
