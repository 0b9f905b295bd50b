import type { Page } from '@playwright/test';
import { uniqueMarker } from './seed';
import { expect } from './test';

/** The /quote form as a visitor finds it, and a complete request to fill in. */

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

export function form(page: Page) {
  const root = page.getByRole('form', { name: 'Request a consultation' });
  return {
    root,
    companyName: root.getByRole('textbox', { name: 'Company name' }),
    contactName: root.getByRole('textbox', { name: 'Contact name' }),
    email: root.getByRole('textbox', { name: 'Email address' }),
    jobType: (name: string | RegExp) =>
      root.getByRole('group', { name: 'Type of work' }).getByRole('checkbox', { name }),
    description: root.getByRole('textbox', { name: 'Project description' }),
    timeline: root.getByRole('combobox', { name: 'Timeline' }),
    budget: root.getByRole('combobox', { name: 'Budget' }),
    quantity: root.getByRole('combobox', { name: 'Estimated quantity' }),
    material: (name: string) => root.getByRole('group', { name: 'Materials' }).getByRole('checkbox', { name }),
    tolerance: root.getByRole('textbox', { name: 'Tolerance requirements' }),
    international: root.getByRole('checkbox', { name: /open to considering international suppliers/ }),
    files: root.getByLabel('Drawings, models and photos'),
    fileList: root.getByRole('list', { name: 'Chosen files' }),
    submit: root.getByRole('button', { name: 'Submit Request' }),
  };
}

export type Request = ReturnType<typeof newRequest>;

export function newRequest() {
  const marker = uniqueMarker('quote');
  return {
    companyName: `Quote Co ${marker}`,
    contactName: `Quinn ${marker}`,
    email: `${marker}@example.test`,
    description: 'Fifty anodised 6082 aluminium housings with threaded inserts.',
    tolerance: 'ISO 2768-1 Fine',
  };
}

export const drawing = { name: 'housing.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1_572_864, 1) };
export const model = {
  name: 'housing.step',
  mimeType: 'application/octet-stream',
  buffer: Buffer.from('ISO-10303-21;'),
};

export async function fillRequest(page: Page, r: Request, files: FilePayload[] = [drawing, model]) {
  const f = form(page);
  await f.companyName.fill(r.companyName);
  await f.contactName.fill(r.contactName);
  await f.email.fill(r.email);
  await f.jobType('CNC milling').check();
  await f.jobType(/EDM/).check();
  await f.description.fill(r.description);
  await f.timeline.selectOption('1-3 months');
  await f.budget.selectOption('$5,000 - $10,000');
  await f.quantity.selectOption('51-100');
  await f.material('Aluminium').check();
  await f.material('Stainless steel').check();
  await f.tolerance.fill(r.tolerance);
  await f.international.check();
  await f.files.setInputFiles(files);
  await expect(f.fileList.getByRole('listitem')).toHaveCount(files.length);
}
