import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { ANON_KEY } from '../../supabase/local/config';
import { restHeaders, signInAsAdmin } from './support/sign-in';
import { findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { expectFitsViewport } from './support/fits-width';
import { confirmShortlist, submitOemRfq } from './support/oem-rfq';
import { expectToast, toastList } from './support/toasts';
import { vettedSupplierTrio } from './support/vetted-suppliers';
import { briefTokenFor } from './support/deliveries';
import { BRIEF_TERMS_VERSION } from '../../src/content/brief-terms';

/**
 * What the desk shows of a brief after it went out, at a phone's width and a laptop's: the trail
 * (sent, delivered, opened, the terms accepted with the name typed, a question), the question with
 * a reply box, "Send again" and "Revoke link" each confirmed in a dialog the keyboard answers, and
 * the trail recording them. The supplier's side is driven through the page's token functions, with
 * the link read from the brief in the local mail capture (tests/e2e/brief-page.spec.ts drives the
 * page itself).
 */

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
    const link = await briefTokenFor(request, suppliers[0]?.email ?? '');
    await asSupplier(request, 'open_brief', { p_token: link });
    await asSupplier(request, 'accept_brief_terms', {
      p_token: link,
      p_name: 'Priya Shah',
      p_terms_version: BRIEF_TERMS_VERSION,
    });
    await asSupplier(request, 'ask_brief_question', { p_token: link, p_text: 'Is the bore 12 H7 or 12 H8?' });

    await page.reload();
    const item = page
      .getByRole('dialog', { name: buyer.companyName })
      .getByRole('region', { name: 'Supplier options' })
      .getByRole('listitem', { name: first });
    const trail = item.getByRole('list', { name: `Trail of the brief to ${first}` });
    // After the reload the desk starts again from nothing (its code, the session, the list, then the
    // panel's lead, suggestions and options): a page load, with a page load's budget.
    await expect(trail).toContainText('Brief sent', { timeout: 30_000 });
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
