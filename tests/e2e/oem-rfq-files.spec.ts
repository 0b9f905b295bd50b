import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { blockCalendly } from './support/lead-dialog';
import { capturedEmails, type CapturedEmail } from './support/deliveries';
import { fileConfidentiality } from '../../src/content/legal/file-confidentiality';
import { formatUkDueTime } from '../../src/shared/leads/due-time';
import { leadReference } from '../../src/shared/leads/reference';

/**
 * An OEM RFQ with a model and its drawing: both files are previewed, stored and listed on the
 * desk with the model's measurements; the success view and the receipt carry the RFQ's reference
 * and due time, and the receipt repeats nothing the buyer typed.
 */

const stepLines = ['Size: 1000.0 × 1000.0 × 1000.0 mm', 'Volume: 1000000.00 cm³', 'Surface area: 60000.00 cm²'];
const MINUTE = 60_000;

test('an RFQ with a STEP and a PDF: both stored and on the desk, the receipt with reference and due time', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = uniqueMarker('rfq-files');
  const typed = {
    companyName: `Quillon ${marker}`,
    website: 'quillon-hydraulics.example.test',
    city: 'Sheffield',
    country: 'United Kingdom',
    fullName: `Isobel ${marker}`,
    jobTitle: 'Buyer',
    email: `${marker}@example.test`,
    notes: 'Valve housings, bronze, 24 off.',
  };
  const step = {
    name: 'valve-housing.step',
    mimeType: 'application/octet-stream',
    buffer: await readFile(
      new URL('../../node_modules/occt-import-js/test/testfiles/cube-units/cube-mm.step', import.meta.url),
    ),
  };
  const pdf = { name: 'valve-housing-drawing.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') };

  await blockCalendly(page);
  await page.goto('/oem-sourcing');
  await page.getByRole('button', { name: 'Get My Suppliers' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'OEM Submission Form' });
  const text = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await text('Company name').fill(typed.companyName);
  await text('Website').fill(typed.website);
  await dialog.getByRole('combobox', { name: 'Industry sector', exact: true }).selectOption('energy');
  await text('City').fill(typed.city);
  await text('Country').fill(typed.country);
  await text('Full name').fill(typed.fullName);
  await text('Job title').fill(typed.jobTitle);
  await text('Email').fill(typed.email);
  await text('Notes').fill(typed.notes);
  await dialog.getByLabel('Drawing or file').setInputFiles([step, pdf]);

  // Beside the picker: who opens the files.
  await expect(dialog.getByText(fileConfidentiality.line)).toBeVisible();
  const chosen = dialog.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText(`File selected: ${step.name}`)).toBeVisible();
  await expect(chosen.getByText(`File selected: ${pdf.name}`)).toBeVisible();
  await expect(dialog.getByRole('list', { name: `Measurements of ${step.name}` }).getByRole('listitem')).toHaveText(
    stepLines,
    { timeout: 30_000 },
  );

  await dialog.getByRole('button', { name: 'Submit RFQ' }).click();
  const done = page.getByRole('dialog', { name: 'Thank you! Your RFQ is in' });
  await expect(done.getByRole('heading', { name: 'Thank you! Your RFQ is in' })).toBeFocused();
  const reference = (await done.getByTestId('lead-reference').textContent()) ?? '';
  const shownDue = (await done.getByTestId('lead-due').textContent()) ?? '';
  await expect(done.getByTestId('lead-file-count')).toHaveText('2 files');
  await expect(done.getByText(`${step.name}: ${stepLines.join(', ')}`)).toBeVisible();
  await expect(done.getByText(pdf.name, { exact: true })).toBeVisible();

  // Stored: both files, the model with its measurements; the reference is the row id's, and the
  // due time on screen is the database's (to the minute the insert was answered in).
  const [row] = await adminRows(request, 'oem_leads', { email: typed.email });
  expect(row?.attachments).toEqual([
    expect.objectContaining({
      name: step.name,
      size: step.buffer.length,
      measurements: { sizeMm: [1000, 1000, 1000], volumeCm3: expect.closeTo(1e6, 3), areaCm2: expect.closeTo(6e4, 3) },
    }),
    expect.objectContaining({ name: pdf.name, size: pdf.buffer.length }),
  ]);
  expect(reference).toBe(leadReference(String(row?.id)));
  const dueAt = Date.parse(String(row?.due_at));
  expect(dueAt - Date.parse(String(row?.created_at))).toBe(72 * 60 * MINUTE);
  const due = formatUkDueTime(new Date(dueAt));
  expect([formatUkDueTime(new Date(dueAt - MINUTE)), due, formatUkDueTime(new Date(dueAt + MINUTE))]).toContain(
    shownDue,
  );

  // The receipt in the local mail capture: the reference and the database's due time, nothing typed.
  let receipt: CapturedEmail | undefined;
  await expect
    .poll(async () => (receipt = (await capturedEmails(request)).find((m) => m.to.includes(typed.email))), {
      timeout: 30_000,
    })
    .toBeDefined();
  const sent = receipt as CapturedEmail;
  expect(sent.subject).toContain(reference);
  expect(sent.text).toContain(`Your reference: ${reference}`);
  expect(sent.text).toContain(`Your 3 supplier options are due by ${due}.`);
  for (const value of [...Object.values(typed), marker, step.name, pdf.name, 'valve-housing']) {
    expect(`${sent.subject}\n${sent.text}\n${sent.html}`).not.toContain(value);
  }

  // The desk lists both files, the model with its measurements.
  await signInAsAdmin(page);
  await openLeadsTab(page, 'OEM');
  const deskRow = await findLeadRow(page, typed.email);
  await deskRow.getByRole('button', { name: typed.companyName, exact: true }).click();
  const panel = page.getByRole('dialog', { name: typed.companyName });
  const files = panel.getByRole('region', { name: 'Uploaded files', exact: true });
  await expect(files.getByText(step.name, { exact: true })).toBeVisible();
  await expect(files.getByText(pdf.name, { exact: true })).toBeVisible();
  await expect(files.getByRole('list', { name: `Measurements of ${step.name}` }).getByRole('listitem')).toHaveText(
    stepLines,
  );
});
