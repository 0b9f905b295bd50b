import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { accessTokenFor, deskAdmin, restHeaders, signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { expectFitsViewport } from './support/fits-width';
import { confirmShortlist, submitOemRfq } from './support/oem-rfq';
import { expectToast, toastList } from './support/toasts';
import { vettedSupplierTrio } from './support/vetted-suppliers';

/**
 * What the desk shows of a brief after it went out, at a phone's width and a laptop's: the trail
 * (sent, delivered, opened, the terms accepted with the name typed, a question), the question with
 * a reply box, "Send again" and "Revoke link" each confirmed in a dialog the keyboard answers, and
 * the trail recording them. The supplier's side is driven through the page's token functions (the
 * link as the sender would issue it), since the page itself is another part.
 */

/** A brief link for the introduction as the sender issues it: the token, its hash stored. */
async function issueLink(request: APIRequestContext, introductionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const headers = { ...restHeaders(SERVICE_ROLE_KEY), apikey: SERVICE_ROLE_KEY };
  const response = await request.post('/rest/v1/rpc/issue_brief_link', {
    headers,
    data: {
      p_introduction_id: introductionId,
      p_token_hash: createHash('sha256').update(token, 'utf8').digest('hex'),
      p_replace: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return token;
}

/** Calls one of the page's functions as a visitor. */
async function asSupplier(request: APIRequestContext, fn: string, data: Record<string, unknown>) {
  const response = await request.post(`/rest/v1/rpc/${fn}`, { headers: restHeaders(ANON_KEY), data });
  expect(response.status(), `${fn}: ${await response.text()}`).toBe(200);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px the desk shows a brief's trail, answers a question, sends again and revokes`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const marker = uniqueMarker(`trail${viewport.width}`);
    const suppliers = await vettedSupplierTrio(request, marker, 'Turning');
    const buyer = {
      companyName: `Marlow Marine ${marker}`,
      fullName: `Ada ${marker}`,
      email: `${marker}@buyer.example.test`,
      website: 'marlow-marine.example.test',
      city: 'Poole',
    };
    const step = {
      name: 'shaft.step',
      mimeType: 'application/octet-stream',
      buffer: await readFile(
        new URL('../../node_modules/occt-import-js/test/testfiles/cube-units/cube-mm.step', import.meta.url),
      ),
    };
    await submitOemRfq(page, buyer, { files: [step] });
    const [row] = await adminRows(request, 'oem_leads', { email: buyer.email });

    await signInAsAdmin(page);
    await openLeadsTab(page, 'OEM');
    await (await findLeadRow(page, buyer.email)).getByRole('button', { name: buyer.companyName, exact: true }).click();
    const panel = page.getByRole('dialog', { name: buyer.companyName });
    const first = suppliers[0]?.company_name ?? '';
    await confirmShortlist(panel.getByRole('region', { name: 'Suppliers for this RFQ' }), [first]);
    const options = panel.getByRole('region', { name: 'Supplier options' });
    await options.getByRole('button', { name: 'Preview and send briefs' }).click();
    const send = options.getByRole('form', { name: 'Send briefs' }).getByRole('button', { name: 'Send briefs' });
    await expect(send).toBeEnabled({ timeout: 30_000 });
    await send.click();
    await expectToast(page, 'Briefs sent', '1 supplier briefed; their answers will show here.');

    // The supplier opens its link, accepts the terms as a named person, and asks a question.
    const token = await accessTokenFor(request, deskAdmin());
    const intros = await request.get(
      `/rest/v1/introductions?select=id&lead_table=eq.oem_leads&lead_id=eq.${String(row?.id)}`,
      { headers: restHeaders(token) },
    );
    const [intro] = (await intros.json()) as { id: string }[];
    const link = await issueLink(request, intro?.id ?? '');
    await asSupplier(request, 'open_brief', { p_token: link });
    await asSupplier(request, 'accept_brief_terms', {
      p_token: link,
      p_name: 'Priya Shah',
      p_terms_version: '2026-12-01',
    });
    await asSupplier(request, 'ask_brief_question', { p_token: link, p_text: 'Is the bore 12 H7 or 12 H8?' });

    await page.reload();
    const item = page
      .getByRole('dialog', { name: buyer.companyName })
      .getByRole('region', { name: 'Supplier options' })
      .getByRole('listitem', { name: first });
    const trail = item.getByRole('list', { name: `Trail of the brief to ${first}` });
    await expect(trail).toContainText('Brief sent');
    await expect(trail).toContainText('Opened the page');
    await expect(trail).toContainText('Accepted the terms, as “Priya Shah”');
    await expect(trail).toContainText('Asked a question');
    await expect(item.getByText('Is the bore 12 H7 or 12 H8?')).toBeVisible();
    await expectFitsViewport(page, 'the brief’s trail');
    await expectNoAxeViolations(page, '[role="dialog"]');

    // The team replies; the reply is kept and recorded.
    await item.getByRole('textbox', { name: /Your reply to question 1/ }).fill('12 H7, as on the drawing.');
    await item.getByRole('button', { name: 'Send the reply' }).click();
    await expect(toastList(page).getByText('Reply sent', { exact: true })).toBeVisible();
    await expect(item.getByText('12 H7, as on the drawing.')).toBeVisible();
    await expect(trail).toContainText('The team replied');

    // Send again: asked first in a dialog, by keyboard; the trail records it.
    await item.getByRole('button', { name: `Send again to ${first}` }).focus();
    await page.keyboard.press('Enter');
    const again = page.getByRole('alertdialog', { name: `Send the brief to ${first} again?` });
    await expect(again).toContainText('The link in the earlier brief stops working at once');
    await expectNoAxeViolations(page, '[role="alertdialog"]');
    await page.keyboard.press('Escape');
    await expect(again).toHaveCount(0);
    await expect(item.getByRole('button', { name: `Send again to ${first}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await again.getByRole('button', { name: 'Send again' }).click();
    await expectToast(page, 'Brief queued again', 'The earlier link no longer works.');
    await expect(trail).toContainText('Brief sent again, with a new link');

    // Revoke: confirmed, and recorded.
    await item.getByRole('button', { name: `Revoke link for ${first}` }).click();
    await page
      .getByRole('alertdialog', { name: `Revoke ${first}’s link?` })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectFitsViewport(page, 'the brief after Send again and Revoke');
  });
}
