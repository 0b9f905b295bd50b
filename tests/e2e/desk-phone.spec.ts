import { expect, test } from './support/test';
import { ADMIN_PATH, enterPasswordAndCode, localAdmin, signInAsAdmin } from './support/sign-in';
import { findLeadRow, openLeadsTab, refreshLeads } from './support/desk';
import { deskNav, showLeads } from './support/desk-views';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { startIsolatedSite } from './support/static-site';
import { expectNoAxeViolations } from './support/axe';
import { expectFitsViewport } from './support/fits-width';

/**
 * The team opens alert links on their phones: every view of the lead desk fits a 390 px screen
 * (wide tables scroll inside their own box or stack), stays accessible, and carries none of the
 * marketing site's header and footer.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the sign-in, the code, the list, the panel and the settings fit the screen, and axe is clean', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('phone');
  const name = `OEM ${marker}`;
  await seedLeadsViaRest(request, 'oem_leads', [
    {
      ...sampleLead('oem_leads', marker),
      company_name: name,
      supplier_requirements: 'Anodised 6082 housings, 0.05 mm on the bores, '.repeat(8),
    },
  ]);

  await page.goto(ADMIN_PATH);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The desk is not a marketing page: no site navigation, no footer.
  await expect(page.locator('nav[aria-label="Main"], nav[aria-label="Mobile"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forgebridge home' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectFitsViewport(page, 'sign-in');
  await expectNoAxeViolations(page);

  const admin = localAdmin();
  await enterPasswordAndCode(page, { ...admin, totpSecret: undefined });
  const code = page.getByLabel('Six-digit code');
  await expect(code).toBeVisible();
  await expectFitsViewport(page, 'second factor');
  await expectNoAxeViolations(page);
  // The sign-in itself goes through the shared helper, which starts again when another worker's
  // sign-in to the same account ends this one's wait for a code.
  await page.evaluate(() => window.localStorage.clear());
  await signInAsAdmin(page);

  // The desk's first view, the RFQ queue, fits the phone: each row a card under the top bar.
  await deskNav(page).getByRole('link', { name: 'RFQ queue', exact: true }).click();
  const queue = page.getByRole('region', { name: 'RFQ queue' });
  await expect(queue.getByRole('table').or(queue.getByTestId('queue-empty'))).toBeVisible();
  await expectFitsViewport(page, 'rfq queue');
  await expectNoAxeViolations(page);
  await showLeads(page);

  await refreshLeads(page);
  await openLeadsTab(page, 'OEM');
  const row = await findLeadRow(page, `${marker}@example.test`);
  await expect(row.getByRole('button', { name, exact: true })).toBeVisible();
  await expectFitsViewport(page, 'lead list');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Authenticator apps' }).click();
  await expectFitsViewport(page, 'authenticator settings');

  await row.getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expectFitsViewport(page, 'lead panel');
  await expectNoAxeViolations(page);
  const box = await panel.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
  await panel.getByRole('button', { name: 'Close' }).click();

  // The erasure tool: what it found for an address, and its confirmation.
  const erasure = page.getByRole('region', { name: 'Erase a person’s data' });
  await erasure.getByLabel('Email address').fill(`${marker}@example.test`);
  await erasure.getByRole('button', { name: 'Find leads' }).click();
  await expect(erasure.getByText(/1 lead and 0 files stored/)).toBeVisible();
  await expectFitsViewport(page, 'erasure search');
  await erasure.getByRole('button', { name: 'Erase all' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Erase everything for this address?' });
  await expect(confirm).toBeVisible();
  await expectFitsViewport(page, 'erasure confirmation');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test('at 390 px a new admin’s authenticator set-up fits the screen, and axe is clean', async ({ page }) => {
  test.setTimeout(120_000);
  // A known-new account needs a database of its own: the shared one's admin has an authenticator.
  const site = await startIsolatedSite();
  try {
    const admin = { email: `${uniqueMarker('phone-admin')}@forgebridge.test`, password: 'a long new admin password' };
    await site.createAdmin(admin);
    await page.goto(`${site.url}${ADMIN_PATH}`);
    await enterPasswordAndCode(page, admin);
    await expect(page.getByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible();
    await expect(page.getByTestId('totp-secret')).toBeVisible();
    await expectFitsViewport(page, 'authenticator set-up');
    await expectNoAxeViolations(page);
  } finally {
    await site.close();
  }
});
