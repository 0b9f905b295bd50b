/**
 * What `npm run bench:interaction` measures: every interaction a visitor has on the public pages,
 * as a finger makes it (scripts/bench/interaction.ts times them).
 */
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { smokeOr } from './smoke.ts';

const samplesDir = fileURLToPath(new URL('../../node_modules/occt-import-js/test/testfiles/', import.meta.url));
const cadSample = `${samplesDir}${smokeOr('cube-10x10mm/Cube 10x10.stl', 'cax-if/as1-oc-214.stp')}`;

export type Interaction = {
  name: string;
  path: string;
  /** Shows the cookie banner: no choice stored. */
  firstVisit?: boolean;
  /** Steps before the measured one (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /**
   * The control the measured step acts on, scrolled into view before it (not measured): a visitor
   * scrolls to a control and then taps it, while a tap on a control out of view would scroll the
   * page in the same moment.
   */
  reach?: (page: Page) => Locator;
  /** The measured step; resolves once its result is on screen. */
  act: (page: Page) => Promise<void>;
  /** A submit: the time from the tap's release to the first invalid field counts too. */
  feedback?: boolean;
  /** Opens a dialog: the time from the tap's release to the dialog on screen counts too. */
  opensDialog?: boolean;
};

/**
 * How long a quick tap rests on the glass. Playwright's `tap()` sends the touch's start and end in
 * the same instant, which no finger does: the press's own work (and the hit-target check Playwright
 * runs inside the page's event handlers) then counted in the click's duration, which starts at the
 * release. A quick tap rests 80–120 ms; the bench takes the short end.
 */
const TAP_HOLD_MS = 80;

/** A finger's tap on the middle of a control: down, a rest on the glass, up. */
export const fingerTap = async (target: Locator) => {
  const page = target.page();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('bench: the control to tap is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(TAP_HOLD_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
};
const tap = async (page: Page, name: string) => {
  await fingerTap(page.getByRole('button', { name, exact: true }).first());
};
const dialogOpen = async (page: Page) => {
  // Open, and the whole form drawn down to its submit button.
  await page.getByRole('dialog').locator('button[type="submit"]').waitFor();
};
const type = async (page: Page, label: string, text: string) => {
  // A required field's label ends with its marker.
  const field = page.getByLabel(new RegExp(`^${label}`)).first();
  await fingerTap(field);
  await field.pressSequentially(text);
};
const checkbox = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true }).first();
const tick = async (page: Page, label: string) => {
  await fingerTap(checkbox(page, label));
  await page.getByRole('checkbox', { name: label, exact: true, checked: true }).first().waitFor();
};
/**
 * The measured steps wait for their result as the recording in the page sees it (interaction.ts):
 * one promise awaited, where a locator would poll the page's DOM in every frame and put
 * Playwright's own work into the frames being measured.
 */
const firstInvalidMarked = async (page: Page) => {
  await page.evaluate('window.__answered.invalid');
};
/** Waits until an element matching `selector` is in the page, visible, and a frame has drawn it. */
export const shownInPage = async (page: Page, selector: string) => {
  await page.evaluate(`window.__answered.shown(${JSON.stringify(selector)})`);
};
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Request' });
const chooseFile = async (page: Page) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Drawings, models and photos').first().click();
  await (await chooser).setFiles(cadSample);
  const name = cadSample.split('/').at(-1) ?? '';
  await page.getByRole('list', { name: /files/i }).getByText(name).first().waitFor();
};

/** The landing pages whose calls to action open a lead dialog (`commandfor` buttons). */
export const dialogPages = [
  { name: 'OEM', path: '/oem-sourcing', cta: 'Get My Suppliers', fragment: 'request-suppliers' },
  { name: 'partner', path: '/cnc-partner', cta: 'Claim My Free Package', fragment: 'claim-package' },
] as const;

export const interactions: Interaction[] = [
  ...dialogPages.map(({ name, path, cta }): Interaction => ({
    name: `${name} dialog opens (${cta})`,
    path,
    opensDialog: true,
    act: async (page) => {
      await tap(page, cta);
      // Open, and the whole form drawn down to its submit button.
      await shownInPage(page, 'dialog[open] button[type="submit"]');
    },
  })),
  {
    name: 'mobile menu opens (/)',
    path: '/',
    act: async (page) => {
      await fingerTap(page.getByLabel('Open menu'));
      await page.getByLabel('Close menu').waitFor();
    },
  },
  {
    name: 'cookie banner: Reject (/)',
    path: '/',
    firstVisit: true,
    // A build without an analytics measurement id (`npm run build`) shows no banner at all.
    prepare: async (page) => {
      await page
        .getByRole('button', { name: 'Reject', exact: true })
        .waitFor({ timeout: 15_000 })
        .catch(() => {
          throw new Error(
            'no cookie banner on /: this build has no analytics measurement id. Run `npm run build:test` first.',
          );
        });
    },
    act: async (page) => {
      await fingerTap(page.getByRole('button', { name: 'Reject', exact: true }));
      await page.getByRole('region', { name: /cookie/i }).waitFor({ state: 'detached' });
    },
  },
  { name: 'typing in /quote', path: '/quote', act: (page) => type(page, 'Company name', 'Acme Ltd') },
  {
    name: 'ticking a /quote box after typing',
    path: '/quote',
    prepare: (page) => type(page, 'Company name', 'Acme Ltd'),
    reach: (page) => checkbox(page, 'Aluminium'),
    act: (page) => tick(page, 'Aluminium'),
  },
  { name: 'typing in /contact', path: '/contact', act: (page) => type(page, 'Full Name', 'Ada Lovelace') },
  {
    name: 'typing in /universal-icp-template',
    path: '/universal-icp-template',
    act: (page) => type(page, 'First name', 'Ada'),
  },
  {
    name: 'typing in the OEM dialog',
    path: '/oem-sourcing',
    prepare: async (page) => {
      await tap(page, 'Get My Suppliers');
      await dialogOpen(page);
    },
    act: (page) => type(page, 'Company name', 'Acme Ltd'),
  },
  {
    name: 'ticking an OEM dialog box',
    path: '/oem-sourcing',
    prepare: async (page) => {
      await tap(page, 'Get My Suppliers');
      await dialogOpen(page);
      await type(page, 'Company name', 'Acme Ltd');
    },
    reach: (page) => checkbox(page, 'ISO 9001'),
    act: (page) => tick(page, 'ISO 9001'),
  },
  {
    name: 'submit in the OEM dialog, to the first error shown',
    path: '/oem-sourcing',
    feedback: true,
    prepare: async (page) => {
      await tap(page, 'Get My Suppliers');
      await dialogOpen(page);
      await type(page, 'Company name', 'Acme Ltd');
    },
    reach: (page) => page.getByRole('button', { name: 'Submit RFQ' }),
    act: async (page) => {
      await fingerTap(page.getByRole('button', { name: 'Submit RFQ' }));
      await firstInvalidMarked(page);
    },
  },
  {
    name: 'typing in the partner dialog',
    path: '/cnc-partner',
    prepare: async (page) => {
      await tap(page, 'Claim My Free Package');
      await dialogOpen(page);
    },
    act: (page) => type(page, 'Email', 'ada@example.com'),
  },
  {
    name: 'choosing a CAD file on /quote',
    path: '/quote',
    reach: (page) => page.getByLabel('Drawings, models and photos').first(),
    act: chooseFile,
  },
  {
    name: 'submit on /quote, to the first error shown',
    path: '/quote',
    feedback: true,
    prepare: (page) => type(page, 'Company name', 'Acme Ltd'),
    reach: (page) => submitButton(page),
    act: async (page) => {
      await fingerTap(submitButton(page));
      await firstInvalidMarked(page);
    },
  },
];
