import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { supplierPageContent as copy } from '../../src/content/pages/supplier';
import { cookieConsentCopy } from '../../src/content/cookie-consent';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { capturedMatching, offSiteRequests } from './support/deliveries';
import { expectFitsViewport } from './support/fits-width';
import { uniqueMarker } from './support/seed';
import { restHeaders } from './support/sign-in';
import { expect, test } from './support/test';

/*
 * A shop's own page in the built site, under the production headers and CSP, against the
 * embedded database: the team starts vetting a shop, deliver-leads emails it a link (only its
 * hash is stored), and the shop opens its page, sets its capacity and proposes a change, at 390
 * and 1366 px.
 */

const service = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };

/** A shop in vetting, and the token of the link its vetting email carries. */
async function shopLink(request: APIRequestContext, marker: string): Promise<string> {
  const id = randomUUID();
  const email = `${marker}@shop.example.test`;
  const created = await request.post('/rest/v1/suppliers', {
    headers: service,
    data: {
      id,
      company_name: `Page Shop ${marker}`,
      email,
      country: 'GB',
      town: 'Coventry',
      processes: ['cnc-milling'],
      materials: ['aluminium'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vetting = await request.patch(`/rest/v1/suppliers?id=eq.${id}`, {
    headers: service,
    data: { status: 'vetting' },
  });
  expect(vetting.status(), await vetting.text()).toBeLessThan(300);
  const [mail] = await capturedMatching(
    request,
    (m) => m.to.includes(email) && m.subject.includes('we have started vetting'),
  );
  const token = /\/supplier#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no supplier page link in the email to ${email}`);
  return token;
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, storedConsent: null });

    test('opens from its email’s link, sets the capacity at once and proposes a change for review', async ({
      page,
      request,
      baseURL,
    }) => {
      // The link arrives by email: the outbox's drain runs on its own schedule.
      test.slow();
      const problems = watchConsole(page);
      const offSite = offSiteRequests(page, baseURL ?? '');
      const marker = uniqueMarker('shop');
      const token = await shopLink(request, marker);

      const response = await page.goto(`/supplier#${token}`);
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1, name: `Page Shop ${marker}` })).toBeFocused();
      expect(page.url()).not.toContain(token);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByRole('region', { name: cookieConsentCopy.label })).toHaveCount(0);
      await expect(page.getByRole('region', { name: copy.status.title })).toContainText('Vetting');
      await expectNoAxeViolations(page);
      await expectFitsViewport(page, `/supplier at ${width} px`);

      const capacity = page.getByRole('form', { name: copy.capacity.title });
      await capacity.getByRole('radio', { name: 'Looking for work' }).check();
      await capacity.getByRole('button', { name: copy.capacity.submit }).click();
      await expect(page.getByText(/^Saved: Looking for work, set on /)).toBeFocused();

      const proposal = page.getByRole('form', { name: copy.proposal.title });
      await proposal.getByRole('checkbox', { name: 'Titanium' }).check();
      await proposal.getByRole('button', { name: copy.proposal.submit }).click();
      await expect(page.getByText(copy.proposal.saved)).toBeFocused();
      const pending = page.getByRole('region', { name: copy.proposal.pendingTitle });
      await expect(pending).toContainText('Aluminium, Titanium');
      await expect(page.getByRole('region', { name: copy.capabilities.title })).toContainText('Aluminium');

      // Checked from the top as when opened: scrolled to the message, boxes that sit under the
      // sticky header count as obscured targets, which says nothing of the page itself.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
      await expectFitsViewport(page, `/supplier after its steps at ${width} px`);
      expect(offSite).toEqual([]);
      expect(problems).toEqual([]);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: copy.noToken.title })).toBeFocused();
    });
  });
}

test('a wrong link is the page’s one message, focused, with nothing of any shop', async ({ page }) => {
  const problems = watchConsole(page, [/status of 404/]);
  await page.goto(`/supplier#${randomBytes(32).toString('base64url')}`);
  await expect(page.getByRole('heading', { level: 1, name: copy.invalid })).toBeFocused();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
