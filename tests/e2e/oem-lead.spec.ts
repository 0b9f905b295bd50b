import { readFile } from 'node:fs/promises';
import { CONSENT_VERSION } from '../../src/shared/legal/consent';
import { oemFields } from '../../src/shared/leads/fields/oem-fields';
import { columnsOf } from '../../src/shared/leads/fields/rows';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast } from './support/toasts';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, expectLeadPanel, findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { blockCalendly, breakTable, countRestWrites, closeDialog } from './support/lead-dialog';
import { CAPTURE_URL, expectAnswers, offSiteRequests, receivedWebhooks, teamAlert } from './support/deliveries';
import { testDeployment } from './support/config';

const PAGE = '/oem-sourcing';
const TABLE = 'oem_leads';
const SUCCESS = ['Success!', 'Your RFQ has been submitted. Please book your consultation below.'] as const;

type Lead = ReturnType<typeof newLead>;

function newLead() {
  const marker = uniqueMarker('oem');
  return {
    companyName: `Aquila ${marker}`,
    website: 'aquila-subsea.example.test',
    industrySector: 'energy',
    city: 'Aberdeen',
    country: 'United Kingdom',
    fullName: `Morag ${marker}`,
    jobTitle: 'Category Buyer',
    email: `${marker}@example.test`,
    typeOfWork: 'multi-axis',
    orderSize: 'small',
    materials: 'other',
    otherMaterials: 'Inconel 625',
    certifications: ['ISO 9001', 'ISO 13485', 'Other'],
    otherCertification: 'NORSOK M-650',
    leadTimes: '4-8-weeks',
    notes: 'Manifold blocks, 12 off, anodised.',
    workOutsideUK: 'No',
    deliveryRegions: 'uk-only',
    fileName: 'manifold-rev-c.pdf',
  };
}

function dialogOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'OEM Submission Form' });
  const text = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  const select = (name: string) => dialog.getByRole('combobox', { name, exact: true });
  return {
    dialog,
    companyName: text('Company name'),
    website: text('Website'),
    industrySector: select('Industry sector'),
    city: text('City'),
    country: text('Country'),
    fullName: text('Full name'),
    jobTitle: text('Job title'),
    email: text('Email'),
    typeOfWork: select('Type of work'),
    orderSize: select('Order size'),
    materials: select('Materials'),
    otherMaterials: text('Other materials'),
    certification: (name: string) =>
      dialog.getByRole('group', { name: 'Certifications required' }).getByRole('checkbox', { name, exact: true }),
    otherCertification: text('Other certification'),
    leadTimes: select('Lead times'),
    file: dialog.getByLabel('Drawing or file'),
    notes: text('Notes'),
    workOutsideUK: (name: string) => dialog.getByRole('radio', { name, exact: true }),
    deliveryRegions: select('Delivery regions'),
    submit: dialog.getByRole('button', { name: 'Submit RFQ' }),
  };
}

async function openDialog(page: Page) {
  await page.getByRole('link', { name: 'Get My Suppliers' }).first().click();
  const d = dialogOf(page);
  await expect(d.dialog).toBeVisible();
  return d;
}

async function fill(page: Page, lead: Lead) {
  const d = dialogOf(page);
  await d.companyName.fill(lead.companyName);
  await d.website.fill(lead.website);
  await d.industrySector.selectOption(lead.industrySector);
  await d.city.fill(lead.city);
  await d.country.fill(lead.country);
  await d.fullName.fill(lead.fullName);
  await d.jobTitle.fill(lead.jobTitle);
  await d.email.fill(lead.email);
  await d.typeOfWork.selectOption(lead.typeOfWork);
  await d.orderSize.selectOption(lead.orderSize);
  await d.materials.selectOption(lead.materials);
  await d.otherMaterials.fill(lead.otherMaterials);
  for (const c of lead.certifications) await d.certification(c).check();
  await d.otherCertification.fill(lead.otherCertification);
  await d.leadTimes.selectOption(lead.leadTimes);
  await d.file.setInputFiles({ name: lead.fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await d.notes.fill(lead.notes);
  await d.workOutsideUK(lead.workOutsideUK).check();
  await d.deliveryRegions.selectOption(lead.deliveryRegions);
}

async function expectValuesKept(page: Page, lead: Lead) {
  const d = dialogOf(page);
  const pairs: [Locator, string][] = [
    [d.companyName, lead.companyName],
    [d.website, lead.website],
    [d.industrySector, lead.industrySector],
    [d.city, lead.city],
    [d.country, lead.country],
    [d.fullName, lead.fullName],
    [d.jobTitle, lead.jobTitle],
    [d.email, lead.email],
    [d.typeOfWork, lead.typeOfWork],
    [d.orderSize, lead.orderSize],
    [d.materials, lead.materials],
    [d.otherMaterials, lead.otherMaterials],
    [d.otherCertification, lead.otherCertification],
    [d.leadTimes, lead.leadTimes],
    [d.notes, lead.notes],
    [d.deliveryRegions, lead.deliveryRegions],
  ];
  for (const [field, value] of pairs) await expect(field).toHaveValue(value);
  for (const c of lead.certifications) await expect(d.certification(c)).toBeChecked();
  await expect(d.workOutsideUK(lead.workOutsideUK)).toBeChecked();
  // "Uploaded" once the drawing reached Storage, even if the row did not (a retry reuses it).
  await expect(d.dialog.getByText(new RegExp(`^File (selected|uploaded): ${lead.fileName}$`))).toBeVisible();
}

/**
 * The row exactly as the OEM form maps this lead: the answers given, and null in every other
 * column the OEM field table names (a question added later is left unanswered here).
 */
function expectedRow(lead: Lead) {
  return {
    ...Object.fromEntries([...columnsOf(oemFields).keys()].map((column) => [column, null])),
    company_name: lead.companyName,
    website: lead.website,
    industry_sector: 'energy',
    contact_person: lead.fullName,
    job_title: lead.jobTitle,
    email: lead.email,
    phone: null,
    city: lead.city,
    country: lead.country,
    sourcing_volume: 'small',
    production_requirements: 'multi-axis',
    part_categories: null,
    material_types: 'other, Inconel 625',
    annual_spend: null,
    current_suppliers: null,
    supplier_requirements: null,
    quality_standards: 'iso9001, iso13485, other, NORSOK M-650',
    delivery_requirements: '4-8-weeks',
    packaging_requirements: null,
    payment_terms: null,
    additional_services: lead.notes,
    uploaded_file_name: lead.fileName,
    // The drawing is uploaded under the lead's own folder before the row is stored.
    attachments: [
      {
        name: lead.fileName,
        size: 9,
        type: 'application/pdf',
        path: expect.stringMatching(new RegExp(`^oem_leads/[0-9a-f-]{36}/01-${lead.fileName}$`)),
      },
    ],
    work_outside_uk: 'no',
    delivery_regions: 'uk-only',
    status: 'new',
    notes: null,
    updated_at: null,
    updated_by: null,
    options_sent_at: null,
    clock_paused_at: null,
    clock_closed_at: null,
    introduced_at: null,
    assigned_to: null,
    assigned_at: null,
  };
}

const bookingHeading = (page: Page) =>
  page.getByRole('dialog').getByRole('heading', { name: 'Thank you! Your RFQ is in' });

test.beforeEach(async ({ page }) => {
  await blockCalendly(page);
});

test('refuses an incomplete RFQ with the exact toast and sends nothing', async ({ page, baseURL }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  const offSite = offSiteRequests(page, baseURL ?? '');
  const writes = countRestWrites(page, TABLE);
  await page.goto(PAGE);
  await expect(page.getByText('0 GBP')).toBeVisible();
  const d = await openDialog(page);
  await expectNoAxeViolations(page);

  await d.companyName.fill('Aquila Subsea');
  await d.email.fill('morag@example.test');
  await d.submit.click();
  await expectToast(page, 'Required Fields Missing', 'Please fill in all mandatory fields.');
  for (const field of [d.website, d.industrySector, d.city, d.country, d.fullName, d.jobTitle]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(d.companyName).toHaveValue('Aquila Subsea');
  await expectNoAxeViolations(page);
  expect(writes()).toBe(0);
  expect(offSite.filter((url) => !url.startsWith('https://assets.calendly.com/'))).toEqual([]);
  expect(problems).toEqual([]);
});

/**
 * Opens the form on the page, fills it with `lead` and submits it, waiting for the success
 * toast. `before` is the time just before the submit, for the stamps the server sets.
 */
async function submitLead(page: Page, lead = newLead()) {
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);
  const before = Date.now();
  await d.submit.click();
  await expectToast(page, ...SUCCESS);
  return { lead, before };
}

/** The OEM webhooks the receiver has had for this lead. */
const webhooksOf = async (request: APIRequestContext, lead: Lead) =>
  (await receivedWebhooks(request, 'oem')).filter((hook) => hook.body.email === lead.email);

test.describe('a complete RFQ', () => {
  test('shows the booking view with its fallback link, from the site alone and with no console problems', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page, EXPECTED_NOISE);
    // The browser talks to the site (and its blocked booking widget) only: no webhook host.
    const offSite = offSiteRequests(page, baseURL ?? '');
    const lead = newLead();
    await page.goto(PAGE);
    const d = await openDialog(page);
    await fill(page, lead);
    await expect(d.dialog.getByText(`File selected: ${lead.fileName}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await d.submit.click();
    await expectToast(page, ...SUCCESS);
    await expect(bookingHeading(page)).toBeVisible();
    const fallback = page.getByRole('dialog').getByRole('link', { name: /book your call/i });
    await expect(fallback).toHaveAttribute('href', testDeployment.bookingUrl);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    expect(offSite.filter((url) => !url.startsWith('https://assets.calendly.com/'))).toEqual([]);
  });

  test('leaves a blank form when the page’s button opens it again', async ({ page }) => {
    const problems = watchConsole(page, EXPECTED_NOISE);
    await submitLead(page);
    await closeDialog(page);
    const again = await openDialog(page);
    await expect(again.companyName).toHaveValue('');
    await expect(again.dialog.getByText(/File selected/)).toHaveCount(0);
    await closeDialog(page);
    expect(problems).toEqual([]);
  });

  test('is stored column by column, with its 72-hour clock and the notice it was shown', async ({ page, request }) => {
    const { lead, before } = await submitLead(page);
    const rows = await adminRows(request, TABLE, { email: lead.email });
    expect(rows).toHaveLength(1);
    const {
      id,
      created_at,
      due_at,
      clock_due_at,
      consent_version,
      consent_at,
      privacy_agreed,
      marketing_opt_in,
      ...columns
    } = rows[0] ?? {
      id: '',
      created_at: '',
      due_at: '',
    };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created_at)).toBeGreaterThanOrEqual(before - 5000);
    // The options are due 72 hours after the RFQ was stored, as the database set it.
    expect(Date.parse(String(due_at)) - Date.parse(created_at)).toBe(72 * 60 * 60 * 1000);
    // Its 72-hour clock runs from then: not paused, no options sent yet.
    expect(clock_due_at).toBe(due_at);
    expect(columns).toStrictEqual(expectedRow(lead));
    // Shown the notice by the button (no box on this form), and never asked about marketing.
    expect({ consent_version, consent_at, privacy_agreed, marketing_opt_in }).toStrictEqual({
      consent_version: CONSENT_VERSION,
      consent_at: created_at,
      privacy_agreed: false,
      marketing_opt_in: false,
    });
  });

  test('reaches the webhook from the server once, with the spec’s payload', async ({ page, request }) => {
    const { lead, before } = await submitLead(page);
    await expect.poll(async () => (await webhooksOf(request, lead)).length, { timeout: 30_000 }).toBe(1);
    const { submittedAt, ...rest } = (await webhooksOf(request, lead))[0]?.body ?? {};
    expect(rest).toStrictEqual({
      companyName: lead.companyName,
      website: lead.website,
      industrySector: 'energy',
      city: 'Aberdeen',
      country: 'United Kingdom',
      fullName: lead.fullName,
      jobTitle: 'Category Buyer',
      email: lead.email,
      typeOfWork: 'multi-axis',
      orderSize: 'small',
      materials: 'other',
      otherMaterials: 'Inconel 625',
      certifications: 'iso9001, iso13485, other',
      otherCertification: 'NORSOK M-650',
      leadTimes: '4-8-weeks',
      notes: lead.notes,
      workOutsideUK: 'no',
      deliveryRegions: 'uk-only',
      uploadedFileName: lead.fileName,
      source: 'OEM Sourcing Form',
    });
    expect(Date.parse(String(submittedAt))).toBeGreaterThanOrEqual(before - 5000);
    // Still exactly one once the team's alert about the same lead has gone out too: the drains
    // that ran meanwhile did not post it again.
    await teamAlert(request, `New OEM RFQ: ${lead.companyName}`);
    expect(await webhooksOf(request, lead)).toHaveLength(1);
  });

  test('alerts the team with every answer, the drawing once and the link to the lead', async ({ page, request }) => {
    const { lead } = await submitLead(page);
    const alert = await teamAlert(request, `New OEM RFQ: ${lead.companyName}`);
    expectAnswers(alert, {
      'Company name': lead.companyName,
      Website: lead.website,
      'Industry sector': 'Energy',
      City: 'Aberdeen',
      Country: 'United Kingdom',
      'Full name': lead.fullName,
      'Job title': 'Category Buyer',
      Email: lead.email,
      'Type of work': 'Multi-axis machining',
      'Order size': 'Small (<100)',
      Materials: 'Other, Inconel 625',
      'Certifications required': 'ISO 9001, ISO 13485, Other, NORSOK M-650',
      'Lead times': '4-8 weeks',
      Notes: lead.notes,
      'Open to suppliers outside the UK?': 'No',
      'Delivery regions': 'UK only',
    });
    // The drawing is listed once, with the files, as the admin's panel lists it.
    expect(alert.text).toContain(`Attachments: ${lead.fileName} (`);
    expect(alert.text).not.toContain('Drawing or file:');
    expect(alert.text).toContain(`?tab=oem&lead=`);
  });

  test('shows on the desk with every answer labelled as the form asked it, and the drawing', async ({ page }) => {
    const { lead } = await submitLead(page);
    await signInAsAdmin(page);
    await openLeadsTab(page, 'OEM');
    const row = await findLeadRow(page, lead.email);
    await expect(row).toContainText(lead.companyName);
    await expect(row).toContainText(lead.fullName);
    await expect(row).toContainText('United Kingdom');
    await expect(row).toContainText(/energy/i);
    await expectLeadPanel(
      row,
      lead.companyName,
      [
        ['Company name', lead.companyName],
        ['Website', lead.website],
        ['Industry sector', 'Energy'],
        ['City', 'Aberdeen'],
        ['Country', 'United Kingdom'],
        ['Full name', lead.fullName],
        ['Job title', 'Category Buyer'],
        ['Email', lead.email],
        ['Type of work', 'Multi-axis machining'],
        ['Order size', 'Small (<100)'],
        ['Materials', 'Other, Inconel 625'],
        ['Certifications required', 'ISO 9001, ISO 13485, Other, NORSOK M-650'],
        ['Lead times', '4-8 weeks'],
        ['Notes', lead.notes],
        ['Open to suppliers outside the UK?', 'No'],
        ['Delivery regions', 'UK only'],
      ],
      { section: 'Uploaded files', names: [lead.fileName] },
    );
  });
});

test('a failing webhook changes nothing the visitor sees; the server retries it until it arrives once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page, EXPECTED_NOISE);
  const lead = newLead();
  // The receiver answers 503 to this lead's first post only (other tests post beside it).
  expect(
    (await request.post(`${CAPTURE_URL}/webhooks-fail`, { data: { count: 1, matching: lead.email } })).status(),
  ).toBe(204);
  await submitLead(page, lead);
  await expect(bookingHeading(page)).toBeVisible();
  await expect(page.getByText('Webhook Warning')).toHaveCount(0);
  expect(await adminRows(request, TABLE, { email: lead.email })).toHaveLength(1);
  await expect.poll(async () => (await webhooksOf(request, lead)).length, { timeout: 60_000 }).toBe(1);
  expect(problems).toEqual([]);
});

test('a backend outage keeps every value; the retry stores exactly one row', async ({ page, request }) => {
  const problems = watchConsole(page, EXPECTED_NOISE);
  const lead = newLead();
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);

  const restore = await breakTable(page, TABLE);
  await d.submit.click();
  await expectToast(page, 'Error', 'There was an error submitting your form. Please try again.');
  await expect(d.submit).toBeEnabled();
  await expectValuesKept(page, lead);
  await expectNoAxeViolations(page);

  await restore();
  await d.submit.click();
  await expectToast(page, ...SUCCESS);
  await expect(bookingHeading(page)).toBeVisible();
  const rows = await adminRows(request, TABLE, { email: lead.email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject(expectedRow(lead));
  expect(problems).toEqual([]);
});

/** Presses Tab until `target` has focus; fails rather than loop forever. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('the whole RFQ can be completed with the keyboard alone', async ({ page, request }) => {
  const marker = uniqueMarker('oem-kbd');
  const email = `${marker}@example.test`;
  await page.goto(PAGE);
  const opener = page.getByRole('link', { name: 'Get My Suppliers' }).first();
  await tabTo(page, opener, 80);
  await page.keyboard.press('Enter');
  const d = dialogOf(page);
  await expect(d.companyName).toBeFocused();

  const k = page.keyboard;
  await k.type(`Keyboard ${marker}`);
  await k.press('Tab');
  await k.type('keyboard.example.test');
  await k.press('Tab');
  await expect(d.industrySector).toBeFocused();
  await k.type('med'); // type-ahead picks "Medical"
  await k.press('Tab');
  await k.type('Leeds');
  await k.press('Tab');
  await k.type('United Kingdom');
  await tabTo(page, d.fullName);
  await k.type(`Kay ${marker}`);
  await k.press('Tab');
  await k.type('Buyer');
  await k.press('Tab');
  await k.type(email);
  await tabTo(page, d.certification('AS9100'));
  await k.press('Space');
  await tabTo(page, d.notes);
  await k.type('Typed without a mouse.');
  await tabTo(page, d.workOutsideUK('Yes'));
  await k.press('Space');
  await tabTo(page, d.submit);
  await k.press('Enter');

  await expectToast(page, ...SUCCESS);
  await expect(bookingHeading(page)).toBeVisible();
  const rows = await adminRows(request, TABLE, { email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    company_name: `Keyboard ${marker}`,
    industry_sector: 'medical',
    quality_standards: 'as9100',
    additional_services: 'Typed without a mouse.',
  });
  const mine = async () => (await receivedWebhooks(request, 'oem')).filter((hook) => hook.body.email === email);
  await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
  expect((await mine())[0]?.body).toMatchObject({ city: 'Leeds', workOutsideUK: 'yes' });
});

test('a model chosen in the dialog is previewed and measured, and its measurements are stored with the RFQ', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const lead = { ...newLead(), fileName: 'Cube 10x10.igs' };
  const model = await readFile(
    new URL('../../node_modules/occt-import-js/test/testfiles/cube-10x10mm/Cube 10x10.igs', import.meta.url),
  );
  await page.goto(PAGE);
  const d = await openDialog(page);
  await fill(page, lead);
  // The IGES cube takes the place of the PDF bytes that fill() chose under its name.
  await d.dialog.getByRole('button', { name: `Remove ${lead.fileName}` }).click();
  await d.file.setInputFiles({ name: lead.fileName, mimeType: 'application/octet-stream', buffer: model });
  const lines = ['Size: 10.0 × 10.0 × 10.0 mm', 'Volume: 1.00 cm³', 'Surface area: 6.00 cm²'];
  await expect(
    d.dialog.getByRole('list', { name: `Measurements of ${lead.fileName}` }).getByRole('listitem'),
  ).toHaveText(lines, { timeout: 30_000 });
  await expect(
    d.dialog.getByRole('img', { name: `3D preview of ${lead.fileName}. ${lines.join('. ')}.` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await d.submit.click();
  await expectToast(page, ...SUCCESS);
  const rows = await adminRows(request, TABLE, { email: lead.email });
  expect(rows[0]?.attachments).toEqual([
    expect.objectContaining({
      name: lead.fileName,
      size: model.length,
      measurements: { sizeMm: [10, 10, 10], volumeCm3: expect.closeTo(1, 6), areaCm2: expect.closeTo(6, 6) },
    }),
  ]);
});
