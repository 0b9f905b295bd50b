import { expect, test } from './support/test';
import { adminRows } from './support/desk';
import { uniqueMarker } from './support/seed';
import { completeByKeyboard, leadForms } from './support/lead-forms';
import { messages } from '../../src/lib/messages';

/**
 * Every lead form is in its page's HTML (a landing page's in its dialog, which its call to action
 * opens with no script) and is usable before the app has started: on a slow phone, or with
 * JavaScript off. Whatever the visitor does then, their answers never go into a URL (address bar,
 * history, server logs), and the lead is stored or they are told how else to reach us.
 */

const prerendered = leadForms;

for (const spec of prerendered) {
  test(`${spec.name}: typed and sent before the app starts, it is sent once the app starts, with nothing in a URL`, async ({
    page,
    request,
  }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url());
    });
    // A slow phone: the app's code arrives only after the visitor has filled the form and sent it.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(spec.path, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    // With JavaScript on, the line for browsers without it never shows, even before the app starts.
    await expect(page.getByText(messages.noScript)).toBeHidden();

    const marker = uniqueMarker('early');
    const email = `${marker}@example.test`;
    const form = await spec.open(page);
    await completeByKeyboard(page, form, spec, email, marker);
    // The browser did not send the form itself: same page, no query string.
    await expect(page).toHaveURL(new RegExp(`${spec.path.replace(/\//g, '\\/')}$`));
    await expect(form.locator('input[type="email"]')).toHaveValue(email);

    release();
    await expect(spec.done(page)).toBeVisible();
    const rows = await adminRows(request, spec.table, { [spec.emailColumn]: email });
    expect(rows).toHaveLength(1);
    const leaked = urls.filter((url) => url.includes(marker) || url.includes(encodeURIComponent(email)));
    expect(leaked).toEqual([]);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const spec of prerendered) {
    test(`${spec.name}: says it needs JavaScript, gives the email address, and a send puts nothing in a URL`, async ({
      page,
    }) => {
      await page.goto(spec.path, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const form = await spec.open(page);
      await expect(form.getByText(messages.noScript)).toBeVisible();
      await expect(form).toHaveAttribute('method', 'post');

      const marker = uniqueMarker('nojs');
      const email = `${marker}@example.test`;
      await form.locator('input[type="email"]').fill(email);
      await form.locator('button[type="submit"]').click();
      await page.waitForLoadState('load');
      expect(page.url()).not.toContain(marker);
      expect(page.url()).not.toContain('?');
    });
  }
});
