import { expect, type Locator, type Page } from '@playwright/test';
import type { LeadTable } from './desk';
import { cncPartnerContent } from '../../../src/content/pages/cnc-partner';
import { oemSourcingContent } from '../../../src/content/pages/oem-sourcing';
import { contactContent } from '../../../src/content/pages/contact';

/** The five lead forms, as a visitor finds, fills and sends them, for tests that run on every one. */

export type LeadFormSpec = {
  name: string;
  path: string;
  table: LeadTable;
  emailColumn: string;
  /** Opens the form by keyboard and returns the element that holds it. */
  open: (page: Page) => Promise<Locator>;
  /** Checkbox groups where at least one box must be ticked (none carries `required`). */
  tickFirstOf?: readonly string[];
  /** What shows once the lead is stored. */
  done: (page: Page) => Locator;
};

/** Opens a landing page's dialog from its first call to action, with Enter. */
const dialogForm = (title: string) => async (page: Page) => {
  const cta = page.locator('main button[commandfor]').first();
  await cta.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('form')).toBeVisible();
  return dialog.locator('form');
};

/** A form on the page itself: focus starts at its first control, as after Tab from the heading. */
const pageForm = async (page: Page) => page.locator('main form').first();

export const leadForms: readonly LeadFormSpec[] = [
  {
    name: 'partner dialog',
    path: '/cnc-partner',
    table: 'cnc_partner_leads',
    emailColumn: 'email',
    open: dialogForm(cncPartnerContent.dialog.title),
    tickFirstOf: ['processes', 'materials'],
    done: (page) => page.getByRole('dialog', { name: cncPartnerContent.dialog.bookingTitle }),
  },
  {
    name: 'OEM dialog',
    path: '/oem-sourcing',
    table: 'oem_leads',
    emailColumn: 'email',
    open: dialogForm(oemSourcingContent.dialog.title),
    done: (page) => page.getByRole('dialog', { name: oemSourcingContent.dialog.bookingTitle }),
  },
  {
    name: 'ICP template',
    path: '/universal-icp-template',
    table: 'icp_template_leads',
    emailColumn: 'business_email',
    open: pageForm,
    done: (page) => page.getByText('Success!', { exact: true }).first(),
  },
  {
    name: 'quote request',
    path: '/quote',
    table: 'consultation_requests',
    emailColumn: 'email',
    open: pageForm,
    tickFirstOf: ['jobTypes'],
    done: (page) => page.getByRole('heading', { name: 'Thank You!' }),
  },
  {
    name: 'contact form',
    path: '/contact',
    table: 'contact_messages',
    emailColumn: 'email',
    open: pageForm,
    done: (page) => page.getByRole('heading', { name: contactContent.sent.title }),
  },
];

type Focused = {
  tag: string;
  type: string;
  name: string;
  required: boolean;
  inForm: boolean;
  checked: boolean;
};

async function focused(page: Page, form: Locator): Promise<Focused> {
  const handle = await form.elementHandle();
  return page.evaluate((formElement) => {
    const el = document.activeElement as HTMLInputElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: (el?.getAttribute('type') ?? '').toLowerCase(),
      name: el?.getAttribute('name') ?? '',
      required: el?.required ?? false,
      inForm: !!el && !!formElement?.contains(el),
      checked: el?.checked ?? false,
    };
  }, handle);
}

/**
 * Tabs from the form's first control to its submit button, answering the required controls as
 * focus reaches them and leaving every optional one untouched; then sends it with Enter.
 */
export async function completeByKeyboard(
  page: Page,
  form: Locator,
  spec: LeadFormSpec,
  email: string,
  marker: string,
  { submit = true }: { submit?: boolean } = {},
) {
  await form.locator('input:not([tabindex="-1"]), select, textarea').first().focus();
  const ticked = new Set<string>();
  for (let step = 0; step < 120; step++) {
    const el = await focused(page, form);
    expect(el.inForm, `focus left the form at step ${step}`).toBe(true);
    if ((el.tag === 'button' && el.type === 'submit') || (el.tag === 'button' && el.type === '')) {
      if (submit) await page.keyboard.press('Enter');
      return;
    }
    if (el.tag === 'textarea' && el.required) {
      await page.keyboard.type(`Keyboard-only request ${marker}: 40 turned flanges in 316L, drawings to follow.`);
    } else if (el.tag === 'input' && el.required && ['text', 'email', 'tel', 'url', ''].includes(el.type)) {
      await page.keyboard.type(el.type === 'email' ? email : `Keyboard ${marker}`);
    } else if (el.tag === 'select' && el.required) {
      await page.keyboard.press('ArrowDown');
    } else if (el.tag === 'input' && el.type === 'checkbox' && !el.checked) {
      const groupNeedsOne = spec.tickFirstOf?.includes(el.name) && !ticked.has(el.name);
      if (el.required || groupNeedsOne) {
        await page.keyboard.press('Space');
        ticked.add(el.name);
      }
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached the submit button');
}

/** Every named control's value (checkboxes and radios as checked or not), to prove none was lost. */
export async function formValues(form: Locator): Promise<string[]> {
  return form.evaluate((element) =>
    [...element.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]')].map((control) =>
      control.type === 'checkbox' || control.type === 'radio'
        ? `${control.name}=${control.value}:${control.checked}`
        : `${control.name}=${control.value}`,
    ),
  );
}

/** Counts the page's insert requests to one lead table. */
export function countInserts(page: Page, table: LeadTable): () => number {
  let count = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/rest/v1/${table}`) count += 1;
  });
  return () => count;
}
