import { deepStrictEqual as assertEquals, ok as assert, rejects as assertRejects } from 'node:assert/strict';
import { stepWithNames } from '../../../../src/testing/step-with-names.ts';
import { storageApi, type BriefStorage } from '../../_shared/storage.ts';
import { composeSupplierBrief, type BriefLinks } from '../introductions.ts';
import { SERVICE_ROLE_KEY, assertStringIncludes } from '../testing/local-stack.ts';
import { stack } from './stack.ts';

/*
 * A supplier's brief as composed from its claim, with links issued without the database: a model
 * copy that cannot be made neutral waits for the team's check of the files, and a brief whose RFQ is
 * gone is skipped.
 */

/** Links issued without the database, for the tests of what the copies do. */
const standInLinks: BriefLinks = {
  siteUrl: 'https://www.forgebridge.test',
  issue: () => Promise.resolve('2026-12-06T10:00:00Z'),
};

const noStorage: BriefStorage = {
  download: () => Promise.reject(new Error('no download')),
  upload: () => Promise.reject(new Error('no upload')),
  sign: () => Promise.reject(new Error('no signing')),
};

Deno.test({
  name: 'a model copy that cannot be made neutral goes out only once the team checked the files',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const storage = storageApi(stack.url, SERVICE_ROLE_KEY, fetch);
    // The names are blanked, but a user-defined entity's own name is not one the copy can change.
    const original = new TextEncoder().encode(stepWithNames('ACME-PN4471', 'ACME_PN4471_NOTES'));
    const leadId = crypto.randomUUID();
    const path = `oem_leads/${leadId}/01-model.step`;
    await storage.upload(path, original, 'model/step');
    const claim = (introductionId: string, filesChecked: boolean) => ({
      introduction_id: introductionId,
      lead_table: 'oem_leads',
      lead_id: leadId,
      files_checked: filesChecked,
      supplier: { company_name: 'Midlands Precision Ltd', contact_name: null, email: 'quotes@midlands.example' },
      rfq: { quality_standards: 'as9100', attachments: [{ path, size: original.byteLength, type: 'model/step' }] },
    });

    const unchecked = crypto.randomUUID();
    const withheld = await composeSupplierBrief(claim(unchecked, false), storage, standInLinks);
    if (!('email' in withheld)) throw new Error(withheld.skip);
    assertStringIncludes(
      withheld.email.text,
      'Drawing 1: our team checks this file before sharing it; ask for it on the brief’s page',
    );
    // Nothing was stored for it either.
    await assertRejects(() => storage.download(`briefs/${unchecked}/drawing-1.step`));

    const checked = crypto.randomUUID();
    const sent = await composeSupplierBrief(claim(checked, true), storage, standInLinks);
    if (!('email' in sent)) throw new Error(sent.skip);
    // The copy is stored for the page to offer; the email links only the page.
    assert((await storage.download(`briefs/${checked}/drawing-1.step`)).bytes.byteLength > 0);
    assert(!sent.email.text.includes('/storage/v1/'), sent.email.text);
    assert(!sent.email.text.includes('briefs/'), sent.email.text);
    assertStringIncludes(sent.email.text, 'Drawing 1\n');
  },
});

Deno.test('a brief whose RFQ is gone is skipped, not sent', async () => {
  assertEquals(await composeSupplierBrief(null, noStorage, standInLinks), {
    skip: 'The RFQ no longer exists',
  });
});
