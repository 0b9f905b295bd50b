import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { briefContent } from '../../src/content/pages/brief';
import { cookieConsentCopy } from '../../src/content/cookie-consent';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { briefTokenFor, offSiteRequests } from './support/deliveries';
import { expectFitsViewport } from './support/fits-width';
import { sampleLead, seedLeadsViaRest, uniqueMarker } from './support/seed';
import { accessTokenFor, deskAdmin, restHeaders } from './support/sign-in';
import { ANALYTICS_HOSTS, expect, test } from './support/test';
import { vettedSupplier } from './support/vetted-suppliers';

/*
 * The supplier's page in the built site, under the production headers and CSP, against the
 * embedded database: an RFQ is briefed to one vetted supplier through the desk's own function,
 * the link is read from the brief in the local mail capture (only its hash is stored), and a
 * person opens, reads, accepts, answers and asks, by keyboard where a person would, at 390 and
 * 1366 px.
 */

const service = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };

/** An OEM RFQ briefed to one vetted supplier, and a live link to its page. */
async function briefedLink(request: APIRequestContext): Promise<string> {
  const marker = uniqueMarker('brief');
  const [lead] = await seedLeadsViaRest(request, 'oem_leads', [
    {
      ...sampleLead('oem_leads', marker),
      production_requirements: 'milling',
      material_types: 'aluminium',
      quality_standards: null,
    },
  ]);
  const supplier = await vettedSupplier(request, {
    company_name: `Brief Shop ${marker}`,
    email: `${marker}@shop.example.test`,
    town: 'Coventry',
    processes: ['cnc-milling', 'multi-axis'],
    materials: ['aluminium'],
  });
  const introductionId = randomUUID();
  const shortlisted = await request.post('/rest/v1/introductions', {
    headers: service,
    data: {
      id: introductionId,
      lead_table: 'oem_leads',
      lead_id: lead?.id,
      supplier_id: supplier.id,
      position: 1,
      picked_by: 'e2e@forgebridge.test',
      hand_reason: 'Known to the team for this work',
      reasons: ['Aluminium ✓'],
    },
  });
  expect(shortlisted.status(), await shortlisted.text()).toBe(201);
  const admin = restHeaders(await accessTokenFor(request, deskAdmin()));
  const sent = await request.post('/rest/v1/rpc/send_briefs', {
    headers: admin,
    data: { p_lead_table: 'oem_leads', p_lead_id: lead?.id, p_brief_wording: {}, p_files_checked: true },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // The link as the supplier gets it: deliver-leads made the token and stored only its hash.
  const token = await briefTokenFor(request, supplier.email);
  return token;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Brief FB-/ });

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, storedConsent: null });

    test('opens from its link, keeps the token out of the address, and takes terms, an answer and a question', async ({
      page,
      request,
      baseURL,
    }) => {
      const problems = watchConsole(page);
      const offSite = offSiteRequests(page, baseURL ?? '');
      const analytics: string[] = [];
      page.on('request', (r) => {
        if (ANALYTICS_HOSTS.test(r.url())) analytics.push(r.url());
      });
      const token = await briefedLink(request);

      const response = await page.goto(`/brief#${token}`);
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(heading(page)).toBeFocused();
      expect(page.url()).not.toContain('#');
      expect(page.url()).not.toContain(token);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
      // No banner, no analytics: the page is private.
      await expect(page.getByRole('region', { name: cookieConsentCopy.label })).toHaveCount(0);

      await expect(page.getByText('CNC milling')).toBeVisible();
      await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectFitsViewport(page, `/brief at ${width} px`);

      // The terms, by keyboard.
      const name = page.getByRole('textbox', { name: briefContent.terms.nameLabel });
      await name.focus();
      await page.keyboard.type('Ada Turner');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByText(/Accepted by Ada Turner/)).toBeFocused();

      // Interested, with a lead time and a price.
      const form = page.getByRole('form', { name: briefContent.answer.title });
      await form.getByRole('radio', { name: briefContent.answer.interested }).check();
      await form.getByRole('combobox', { name: briefContent.answer.leadTime }).selectOption('2-4-weeks');
      const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel(/Earliest start/).fill(start);
      await form.getByRole('textbox', { name: briefContent.answer.price }).fill('1250');
      await form.getByRole('button', { name: briefContent.answer.submit }).click();
      await expect(page.getByText(briefContent.answer.saved)).toBeFocused();
      await expect(page.getByText('GBP 1,250.00 per part')).toBeVisible();

      // A question to the team.
      await page.getByRole('textbox', { name: briefContent.questions.label }).fill('Is anodising included?');
      await page.getByRole('button', { name: briefContent.questions.submit }).click();
      await expect(page.getByText(briefContent.questions.sent)).toBeFocused();
      await expect(page.getByText('Is anodising included?')).toBeVisible();

      await expectNoAxeViolations(page);
      await expectFitsViewport(page, `/brief answered at ${width} px`);
      expect(offSite).toEqual([]);
      expect(analytics).toEqual([]);
      expect(problems).toEqual([]);

      // The address holds no token: opened again, the page asks for the email's link.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: briefContent.noToken.title })).toBeFocused();
    });
  });
}

test('a wrong link is the page’s one message, focused, with nothing of any brief', async ({ page }) => {
  // The database answers 404, which the browser reports as a failed load.
  const problems = watchConsole(page, [/status of 404/]);
  await page.goto(`/brief#${randomBytes(32).toString('base64url')}`);
  await expect(page.getByRole('heading', { level: 1, name: briefContent.invalid })).toBeFocused();
  expect(page.url()).not.toContain('#');
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('offline, a question is not sent and the page says so; back online it is sent once, when asked', async ({
  page,
  context,
  request,
}) => {
  // The failed send is the browser's own console report while offline.
  const problems = watchConsole(page, [/ERR_INTERNET_DISCONNECTED/]);
  const token = await briefedLink(request);
  await page.goto(`/brief#${token}`);
  await expect(heading(page)).toBeFocused();
  const question = page.getByRole('textbox', { name: briefContent.questions.label });
  await question.fill('Can you hold ±0.01 mm on the bores?');
  await context.setOffline(true);
  await page.getByRole('button', { name: briefContent.questions.submit }).click();
  await expect(page.getByText(briefContent.notSent.offline)).toBeVisible();
  await expect(page.getByText(briefContent.notSent.offline)).toBeFocused();
  await expect(question).toHaveValue('Can you hold ±0.01 mm on the bores?');
  await context.setOffline(false);
  await page.getByRole('button', { name: briefContent.questions.submit }).click();
  await expect(page.getByText(briefContent.questions.sent)).toBeFocused();
  await expect(page.getByText('Can you hold ±0.01 mm on the bores?', { exact: true })).toHaveCount(1);
  expect(problems).toEqual([]);
});
