import { CONSENT_VERSION } from '../../src/shared/legal/consent';
import { expect, test } from './support/test';
import { EXPECTED_NOISE, expectToast } from './support/toasts';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, expectLeadPanel, findLeadRow, openLeadsTab } from './support/desk';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { blockCalendly, closeDialog } from './support/lead-dialog';
import { expectAnswers, offSiteRequests, teamAlert } from './support/deliveries';
import { testDeployment } from './support/config';
import { PAGE, SUCCESS, bookingHeading, fill, newLead, openDialog, submitLead } from './support/oem-dialog';
import { TABLE, expectedRow, webhooksOf } from './support/oem-lead-records';

/**
 * A complete OEM RFQ from /oem-sourcing's dialog, and everywhere it goes: the booking view the
 * visitor sees, the stored row with its 72-hour clock, the webhook, the team's alert and the desk.
 */

test.beforeEach(async ({ page }) => {
  await blockCalendly(page);
});

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
