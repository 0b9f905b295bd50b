import { type Page } from '@playwright/test';
import { expect } from './test';
import { uniqueMarker } from './seed';

/** The partner dialog as a visitor finds it (by role and label), and a lead to fill it with. */

const SUBMIT = 'Claim My Free Package';

export type Lead = {
  email: string;
  companyName: string;
  contactName: string;
  companyWebsite: string;
  numberOfEmployees: string;
  certifications: string;
  industriesServed: string;
  hearAboutUs: string;
  town: string;
  envelope: [string, string, string];
};

export function newLead(): Lead {
  const marker = uniqueMarker('partner');
  return {
    email: `${marker}@example.test`,
    companyName: `Castleford ${marker}`,
    contactName: `Helen ${marker}`,
    companyWebsite: 'castleford.example.test',
    numberOfEmployees: '45',
    certifications: 'ISO 9001, AS9100',
    industriesServed: 'Aerospace\nDefence',
    hearAboutUs: 'linkedin',
    town: 'Castleford',
    envelope: ['800', '500', '400'],
  };
}

export function dialogOf(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    email: dialog.getByRole('textbox', { name: 'Email' }),
    companyName: dialog.getByRole('textbox', { name: 'Company name' }),
    contactName: dialog.getByRole('textbox', { name: 'Contact name' }),
    companyWebsite: dialog.getByRole('textbox', { name: 'Company website' }),
    numberOfEmployees: dialog.getByRole('textbox', { name: 'Number of employees' }),
    certifications: dialog.getByRole('textbox', { name: 'Other certifications' }),
    industriesServed: dialog.getByRole('textbox', { name: 'Other industries served' }),
    processes: dialog.getByRole('group', { name: 'Processes' }),
    maxAxes: dialog.getByRole('combobox', { name: 'Most axes machined at once' }),
    materials: dialog.getByRole('group', { name: 'Materials' }),
    country: dialog.getByRole('combobox', { name: 'Country' }),
    town: dialog.getByRole('textbox', { name: 'Town or city' }),
    held: dialog.getByRole('group', { name: 'Certifications held' }),
    envelope: dialog.getByRole('group', { name: 'Largest part you machine (mm)' }).getByRole('textbox'),
    files: dialog.getByLabel('Certificate files', { exact: true }),
    hearAboutUs: dialog.getByRole('combobox', { name: 'How did you hear about us?' }),
    submit: dialog.getByRole('button', { name: SUBMIT }),
  };
}

export async function openDialog(page: Page, button = 'Claim My Free Package') {
  await page.getByRole('button', { name: button }).first().click();
  const d = dialogOf(page);
  await expect(d.dialog.getByRole('heading', { name: 'Claim your free marketing package' })).toBeVisible();
  return d;
}

/** Fills every answer of `lead` but those in `typed` (answered already, e.g. before the app started). */
export async function fill(page: Page, lead: Lead, typed: readonly ('companyName' | 'email')[] = []) {
  const d = dialogOf(page);
  if (!typed.includes('email')) await d.email.fill(lead.email);
  if (!typed.includes('companyName')) await d.companyName.fill(lead.companyName);
  await d.contactName.fill(lead.contactName);
  await d.companyWebsite.fill(lead.companyWebsite);
  await d.numberOfEmployees.fill(lead.numberOfEmployees);
  await d.certifications.fill(lead.certifications);
  await d.industriesServed.fill(lead.industriesServed);
  await d.hearAboutUs.selectOption(lead.hearAboutUs);
  await d.processes.getByRole('checkbox', { name: 'CNC milling' }).check();
  // The most axes shows once multi-axis machining is ticked.
  await expect(d.maxAxes).toBeHidden();
  await d.processes.getByRole('checkbox', { name: 'Multi-axis machining' }).check();
  await d.maxAxes.selectOption('5');
  await d.materials.getByRole('checkbox', { name: 'Titanium' }).check();
  await d.country.selectOption('GB');
  await d.town.fill(lead.town);
  await d.held.getByRole('checkbox', { name: 'AS9100' }).check();
  for (const [i, size] of lead.envelope.entries()) await d.envelope.nth(i).fill(size);
}

export async function expectValuesKept(page: Page, lead: Lead) {
  const d = dialogOf(page);
  await expect(d.email).toHaveValue(lead.email);
  await expect(d.companyName).toHaveValue(lead.companyName);
  await expect(d.contactName).toHaveValue(lead.contactName);
  await expect(d.companyWebsite).toHaveValue(lead.companyWebsite);
  await expect(d.numberOfEmployees).toHaveValue(lead.numberOfEmployees);
  await expect(d.certifications).toHaveValue(lead.certifications);
  await expect(d.industriesServed).toHaveValue(lead.industriesServed);
  await expect(d.hearAboutUs).toHaveValue(lead.hearAboutUs);
  await expect(d.processes.getByRole('checkbox', { name: 'Multi-axis machining' })).toBeChecked();
  await expect(d.maxAxes).toHaveValue('5');
  await expect(d.country).toHaveValue('GB');
  await expect(d.envelope.nth(2)).toHaveValue(lead.envelope[2]);
}
