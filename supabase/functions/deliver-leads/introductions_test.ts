import { deepStrictEqual as assertEquals, ok as assert, rejects as assertRejects } from 'node:assert/strict';
import { createDrain } from './drain.ts';
import { neutralCopy } from '../../../src/shared/introductions/neutral-copy/index.ts';
import { stepWithNames } from '../../../src/testing/step-with-names.ts';
import { storageApi, type BriefStorage } from './brief-storage.ts';
import { composeBuyerOptions, composeSupplierBrief } from './introductions.ts';
import { createTransports } from './transports.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, assertStringIncludes, stackSettings, startStack } from './testing/local-stack.ts';

/*
 * A supplier's brief and the buyer's options email, drained against the embedded backend, its
 * Storage and the local mail capture (supabase/tests/support/function-stack.ts): the brief names
 * nothing of the buyer, and its drawing link downloads a neutral copy of the buyer's file, stored
 * under the introduction, whose header names nobody and whose geometry is the buyer's own.
 */

type Mail = { subject: string; to: string[]; text: string; html: string; deliveryId: string | null };

const { stack, stop } = await startStack();
const settings = stackSettings(stack);
const drain = createDrain(settings, createTransports(settings.mail));

async function call(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const key = init.key ?? SERVICE_ROLE_KEY;
  return fetch(`${stack.url}${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });
}
async function insert(table: string, row: Record<string, unknown>, key?: string, headers: Record<string, string> = {}) {
  const response = await call(`/rest/v1/${table}`, {
    method: 'POST',
    body: JSON.stringify(row),
    headers,
    ...(key ? { key } : {}),
  });
  assertEquals(response.status, 201, await response.text());
}
const sha256 = async (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );

Deno.test({
  name: 'a supplier brief with a week-long drawing link and nothing of the buyer, and the buyer’s email naming the suppliers',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const leadId = crypto.randomUUID();
    const path = `oem_leads/${leadId}/01-ACME-Aero_PN4471_RevB.step`;
    const data =
      "DATA;\n#1=CARTESIAN_POINT('',(0.,0.,0.));\n#2=DIRECTION('',(0.,0.,1.));\nENDSEC;\nEND-ISO-10303-21;\n";
    const drawing = new TextEncoder().encode(
      [
        'ISO-10303-21;',
        'HEADER;',
        `/* ${leadId} */`,
        "FILE_DESCRIPTION(('Bracket for ACME Aero Ltd'),'2;1');",
        "FILE_NAME('ACME-Aero_PN4471_RevB.step','2026-11-01T10:00:00',('Priya Shah'),('ACME Aero Ltd'),'SwSTEP 2.0','SolidWorks 2024','Priya Shah');",
        "FILE_SCHEMA(('AUTOMOTIVE_DESIGN'));",
        'ENDSEC;',
        data,
      ].join('\n'),
    );
    const visitor = { 'x-test-client-address': '203.0.113.77' };
    await insert('upload_reservations', { name: path, bytes: drawing.byteLength }, ANON_KEY, visitor);
    const uploaded = await fetch(`${stack.url}/storage/v1/object/lead-attachments/${path}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'model/step', ...visitor },
      body: drawing,
    });
    assertEquals(uploaded.status, 200, await uploaded.text());
    const buyerEmail = `morag+${leadId.slice(0, 8)}@aquila.example`;
    await insert(
      'oem_leads',
      {
        id: leadId,
        consent_version: '2026-11-23',
        company_name: 'Aquila Subsea Ltd',
        website: 'aquila.example',
        industry_sector: 'energy',
        contact_person: 'Morag Innes',
        job_title: 'Buyer',
        email: buyerEmail,
        phone: '+44 1224 000000',
        city: 'Aberdeen',
        country: 'United Kingdom',
        production_requirements: 'multi-axis',
        material_types: 'titanium',
        quality_standards: 'as9100',
        delivery_requirements: '2-4-weeks',
        additional_services: 'Ask Morag at Aquila',
        work_outside_uk: 'no',
        delivery_regions: 'uk-only',
        attachments: [
          {
            name: 'ACME-Aero_PN4471_RevB.step',
            size: drawing.byteLength,
            type: 'model/step',
            path,
            measurements: { sizeMm: [320, 180, 95], volumeCm3: 12.5, areaCm2: 30 },
          },
        ],
      },
      ANON_KEY,
      visitor,
    );
    const supplierId = crypto.randomUUID();
    const supplierEmail = `quotes+${leadId.slice(0, 8)}@midlands.example`;
    await insert('suppliers', {
      id: supplierId,
      company_name: 'Midlands Precision Ltd',
      country: 'GB',
      email: supplierEmail,
    });
    const introductionId = crypto.randomUUID();
    // What send_options writes (it needs an admin at aal2): the sent introduction and its deliveries.
    await insert('introductions', {
      id: introductionId,
      lead_table: 'oem_leads',
      lead_id: leadId,
      supplier_id: supplierId,
      position: 1,
      picked_by: 'test',
      hand_reason: 'Known to the team',
      reasons: ['AS9100 verified, expires Jan 2027', 'Titanium ✓'],
      buyer_reasons: ['Makes subsea titanium parts every week', 'Based in the UK'],
      sent_at: new Date().toISOString(),
    });
    await insert('lead_deliveries', { lead_table: 'introductions', lead_id: introductionId, kind: 'supplier_brief' });
    await insert('lead_deliveries', { lead_table: 'oem_leads', lead_id: leadId, kind: 'buyer_options' });

    await drain();
    const mails = (await (await fetch(`${stack.captureUrl}/email`)).json()) as Mail[];
    const brief = mails.find((m) => m.to.includes(supplierEmail));
    assert(brief, 'brief captured');
    for (const part of [brief.subject, brief.text, brief.html]) {
      for (const typed of ['Aquila', 'aquila', 'Morag', 'Innes', 'Aberdeen', '1224', buyerEmail]) {
        assert(!part.replace(/https?:\/\/\S+/g, '').includes(typed), typed);
      }
    }
    assertStringIncludes(brief.text, 'Certifications required: AS9100');
    assertStringIncludes(brief.text, 'Drawing 1 (Size: 320.0 × 180.0 × 95.0 mm');
    assertStringIncludes(brief.text, 'The download link works for 7 days, until ');
    const link = /^http\S+\/storage\/v1\/object\/sign\/\S+$/m.exec(brief.text)?.[0];
    assert(link, 'drawing link');
    // The link is to the introduction's neutral copy, never to the buyer's stored file.
    assertEquals(
      link.split('?')[0],
      `${stack.url}/storage/v1/object/sign/lead-attachments/briefs/${introductionId}/drawing-1.step`,
    );
    for (const part of ['ACME', 'PN4471', leadId, 'oem_leads']) assert(!link.includes(part), part);
    const downloaded = await fetch(link);
    assertEquals(downloaded.status, 200);
    const copy = new Uint8Array(await downloaded.arrayBuffer());
    const copyText = new TextDecoder('latin1').decode(copy);
    for (const name of ['ACME', 'Priya', 'Shah', 'PN4471', 'SolidWorks', 'SwSTEP', leadId]) {
      assert(!copyText.includes(name), `${name} in the copy`);
    }
    assertEquals(copyText.slice(copyText.indexOf('DATA;')), data);
    assertEquals(await sha256(copy.buffer), await sha256((await neutralCopy(drawing, 'step')).bytes.slice().buffer));
    // The buyer's file is kept as it was, for the team.
    const stored = await call(`/storage/v1/object/lead-attachments/${path}`, { headers: {} });
    assertEquals(await sha256(await stored.arrayBuffer()), await sha256(drawing.buffer));
    const token = new URL(link).searchParams.get('token') ?? '';
    const claims = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      iat: number;
      exp: number;
    };
    assertEquals(claims.exp - claims.iat, 7 * 24 * 60 * 60);

    const buyer = mails.find((m) => m.to.includes(buyerEmail) && m.subject.includes('your supplier options'));
    assert(buyer, 'buyer email captured');
    assertStringIncludes(buyer.text, '1. Midlands Precision Ltd (United Kingdom)');
    // The buyer reads the buyer-facing reasons, never the team's (dates, counts).
    assertStringIncludes(buyer.text, '   - Makes subsea titanium parts every week');
    assert(!buyer.text.includes('expires'), buyer.text);
  },
});

Deno.test({
  name: 'a retried brief overwrites its copy; a visitor may not write under briefs/',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const storage = storageApi(stack.url, SERVICE_ROLE_KEY, fetch);
    const key = `briefs/${crypto.randomUUID()}/drawing-1.stl`;
    await storage.upload(key, new TextEncoder().encode('solid\nendsolid\n'), 'model/stl');
    await storage.upload(key, new TextEncoder().encode('solid\nendsolid\n\n'), 'model/stl');
    assertEquals((await storage.download(key)).bytes.byteLength, 16);
    const visitor = await fetch(
      `${stack.url}/storage/v1/object/lead-attachments/briefs/${crypto.randomUUID()}/drawing-1.stl`,
      {
        method: 'POST',
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'model/stl' },
        body: 'solid\nendsolid\n',
      },
    );
    // Storage answers a policy's refusal with HTTP 400 and the 403 in its body, as the hosted one does.
    assertEquals([visitor.status, ((await visitor.json()) as { statusCode: string }).statusCode], [400, '403']);
  },
});

Deno.test({
  name: 'a model copy that still repeats a name goes out only once the team checked the files',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const storage = storageApi(stack.url, SERVICE_ROLE_KEY, fetch);
    // The product's name is blanked, but the shape keeps it: the stripper cannot place that string.
    const original = new TextEncoder().encode(stepWithNames('ACME-PN4471'));
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
    const withheld = await composeSupplierBrief(claim(unchecked, false), storage);
    if (!('email' in withheld)) throw new Error(withheld.skip);
    assertStringIncludes(
      withheld.email.text,
      'Drawing 1: our team checks this file before sharing it; reply to ask for it',
    );
    assert(!withheld.email.text.includes('/storage/v1/object/sign/'), withheld.email.text);
    // Nothing was stored for it either.
    await assertRejects(() => storage.download(`briefs/${unchecked}/drawing-1.step`));

    const checked = crypto.randomUUID();
    const sent = await composeSupplierBrief(claim(checked, true), storage);
    if (!('email' in sent)) throw new Error(sent.skip);
    assertStringIncludes(sent.email.text, `/storage/v1/object/sign/lead-attachments/briefs/${checked}/drawing-1.step`);
  },
});

const noStorage: BriefStorage = {
  download: () => Promise.reject(new Error('no download')),
  upload: () => Promise.reject(new Error('no upload')),
  sign: () => Promise.reject(new Error('no signing')),
};

Deno.test('a brief or options email whose RFQ is gone is skipped, not sent', async () => {
  assertEquals(await composeSupplierBrief(null, noStorage), {
    skip: 'The RFQ no longer exists',
  });
  assertEquals(composeBuyerOptions(crypto.randomUUID(), null), { skip: 'The RFQ no longer exists' });
  assertEquals(composeBuyerOptions(crypto.randomUUID(), { email: 'a@b.example', options: [] }), {
    skip: 'No supplier was sent a brief',
  });
});

Deno.test({
  name: 'stop the local stack',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: stop,
});
