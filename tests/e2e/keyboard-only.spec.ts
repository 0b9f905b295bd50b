import { expect, test } from './support/test';
import { adminRows } from './support/desk';
import { uniqueMarker } from './support/seed';
import { blockCalendly } from './support/lead-dialog';
import { completeByKeyboard, countInserts, leadForms } from './support/lead-forms';

/**
 * Every lead form, completed with the keyboard alone: Tab moves through every control, the
 * required ones are answered by typing, arrow keys and Space, and every optional one (text,
 * select, radio group, checkbox, file) is tabbed through without an answer. The lead must be
 * stored: passing through a question may never make it invalid.
 */

for (const spec of leadForms) {
  test(`${spec.name}: completed by keyboard alone, every optional control passed through unanswered`, async ({
    page,
    request,
  }) => {
    await blockCalendly(page);
    await page.goto(spec.path);
    const form = await spec.open(page);
    const marker = uniqueMarker('kbd');
    const email = `${marker}@example.test`;
    const inserts = countInserts(page, spec.table);

    await completeByKeyboard(page, form, spec, email, marker);

    await expect(spec.done(page)).toBeVisible();
    await expect(page.getByText('Invalid input')).toHaveCount(0);
    expect(inserts()).toBe(1);
    const rows = await adminRows(request, spec.table, { [spec.emailColumn]: email });
    expect(rows).toHaveLength(1);
  });
}
