import { fill, newLead, openDialog } from './support/partner-dialog';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast } from './support/toasts';
import { adminRows } from './support/desk';
import { watchConsole } from './support/console';
import { blockCalendly } from './support/lead-dialog';

/**
 * A visitor whose upload stopped, and who then changes a file before sending again: the form takes
 * the new set of files as a new submission. The files the stopped try left behind do not count
 * against the five the partner form takes, so the sixth file reserved is not refused, and the row
 * lists exactly the files sent.
 */

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4 ${name}`) });

test.beforeEach(async ({ page }) => {
  await blockCalendly(page);
});

test('an upload that stopped, then a file swapped: the retry stores one row with the five files now chosen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page, EXPECTED_NOISE);
  const lead = newLead();
  await page.goto('/cnc-partner');
  const d = await openDialog(page);
  await fill(page, lead);
  const names = ['iso9001-cert.pdf', 'as9100-cert.pdf', 'nadcap-cert.pdf', 'iso14001-cert.pdf', 'wrong-file.pdf'];
  await d.files.setInputFiles(names.map(pdf));
  const chosen = d.dialog.getByRole('list', { name: 'Chosen certificate files' });
  await expect(chosen.getByRole('listitem')).toHaveCount(5);

  // The connection drops as the fifth file goes up: four are stored, all five reserved.
  const fifth = '**/storage/v1/object/**wrong-file.pdf';
  await page.route(fifth, (route) => route.abort('failed'));
  await d.submit.click();
  await expectToast(
    page,
    'Upload interrupted',
    'Your files could not all be uploaded, so nothing was sent yet. Your answers are kept: submit again to continue from where the upload stopped.',
  );
  await page.unroute(fifth);
  expect(await adminRows(request, 'cnc_partner_leads', { email: lead.email })).toHaveLength(0);

  // The visitor sees it was the wrong file and swaps it for the right one.
  await chosen.getByRole('button', { name: 'Remove wrong-file.pdf' }).click();
  await d.files.setInputFiles(pdf('iatf16949-cert.pdf'));
  await expect(chosen.getByRole('listitem')).toHaveCount(5);
  await d.submit.click();
  await expectToast(page, 'Success!', 'Your details have been recorded. Please complete your booking below.');

  const rows = await adminRows(request, 'cnc_partner_leads', { email: lead.email });
  expect(rows).toHaveLength(1);
  const attachments = rows[0]?.attachments as { name: string; path: string }[];
  expect(attachments.map((a) => a.name)).toEqual([...names.slice(0, 4), 'iatf16949-cert.pdf']);
  for (const attachment of attachments) {
    expect(attachment.path).toMatch(new RegExp(`^cnc_partner_leads/${String(rows[0]?.id)}/`));
  }
  expect(problems).toEqual([]);
});
