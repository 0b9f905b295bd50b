import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import { neutralCopy } from '../../../../src/shared/introductions/neutral-copy/index.ts';
import { storageApi } from '../../_shared/storage.ts';
import { pageTokenHash as briefTokenHash, mintPageToken as mintBriefToken } from '../page-token.ts';
import { createBriefFiles } from '../../brief-files/handler.ts';
import { formatUkDueTime } from '../../../../src/shared/leads/due-time.ts';
import { leadReference } from '../../../../src/shared/leads/reference.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, assertStringIncludes } from '../testing/local-stack.ts';
import { vetSupplier } from '../testing/vetted-supplier.ts';
import { sampleRead } from '../../../../src/shared/cad/sample-read.ts';
import { call, drain, insert, linksOf, mailsTo, pageToken, settings, stack } from './stack.ts';

/*
 * A supplier's brief and its page, drained against the local stack: the brief names nothing of the
 * buyer and links only its page, by a token of which the database keeps the hash; the brief-files
 * function refuses the page's drawing before the terms, then signs for 5 minutes a neutral copy of
 * the buyer's file, stored under the introduction, whose header names nobody and whose geometry is
 * the buyer's own; a reminder adds a link to the same page. Only the service writes those copies.
 */

/** The terms' version the database knows (the page's content module holds their text). */
const BRIEF_TERMS_VERSION = '2026-12-01';

const sha256 = async (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );

Deno.test({
  name: 'a brief links its page by a token only its hash of is stored; the page’s drawings are refused before the terms, then a 5-minute link to the neutral copy',
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
            // The machining read, with the nulls of a part without thin walls or deep pockets.
            read: sampleRead({ needsMultiAxis: true, unreachedShare: 0.08, removedShare: 0.62 }),
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
    });
    await vetSupplier(stack.url, supplierId, supplierEmail);
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

    await drain();
    const brief = (await mailsTo(supplierEmail))[0];
    assert(brief, 'brief captured');
    for (const part of [brief.subject, brief.text, brief.html]) {
      for (const typed of ['Aquila', 'aquila', 'Morag', 'Innes', 'Aberdeen', '1224', buyerEmail]) {
        assert(!part.replace(/https?:\/\/\S+/g, '').includes(typed), typed);
      }
      // No drawing link, no storage path: the drawings are on the page, after the terms.
      for (const path of ['/storage/v1', 'briefs/', 'oem_leads', 'ACME', 'PN4471', leadId]) {
        assert(!part.includes(path), `${path} in the brief`);
      }
    }
    assertStringIncludes(brief.text, 'Certifications required: AS9100');
    assertStringIncludes(brief.text, 'Drawing 1 (Size: 320.0 × 180.0 × 95.0 mm');
    assertStringIncludes(
      brief.text,
      'Needs 4/5-axis or EDM: the model has faces no 3-axis approach reaches (8% of the surface), Stock cut away: about 62%',
    );
    assertStringIncludes(brief.text, 'accept our confidentiality terms');
    assert(!/reply to this email/i.test(brief.text), brief.text);
    const token = pageToken(brief.text);
    // Only the token's hash is stored, and the email says when its link dies.
    const [live] = await linksOf(introductionId);
    assert(live, 'a link stored');
    assertEquals(live.token_hash, await briefTokenHash(token));
    assertStringIncludes(brief.text, `This link works until ${formatUkDueTime(live.expires_at)}.`);
    const week = new Date(live.expires_at).getTime() - Date.now();
    assert(week > 6.9 * 86_400_000 && week <= 7 * 86_400_000, String(week));

    // The neutral copy was made at sending; the page's downloads are refused until the terms.
    const downloads = createBriefFiles({
      settings: {
        supabaseUrl: stack.url,
        publicUrl: stack.url,
        serviceRoleKey: SERVICE_ROLE_KEY,
        siteOrigin: settings.siteUrl,
      },
      storage: storageApi(stack.url, SERVICE_ROLE_KEY, fetch),
    });
    const ask = (body: unknown, address = '198.51.100.7') =>
      downloads(
        new Request('http://function.test/brief-files', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': address },
          body: JSON.stringify(body),
        }),
      );
    const early = await ask({ token, file: 1 });
    const earlyBody = (await early.json()) as Record<string, unknown>;
    assertEquals([early.status, earlyBody.code], [400, '23514'], JSON.stringify(earlyBody));
    assert(!JSON.stringify(earlyBody).includes('briefs/'), JSON.stringify(earlyBody));
    const wrong = await ask({ token: mintBriefToken(), file: 1 });
    assertEquals([wrong.status, ((await wrong.json()) as { code: string }).code], [404, 'brief_link_invalid']);

    const accepted = await call('/rest/v1/rpc/accept_brief_terms', {
      method: 'POST',
      key: ANON_KEY,
      headers: visitor,
      body: JSON.stringify({ p_token: token, p_name: 'Sam Turner', p_terms_version: BRIEF_TERMS_VERSION }),
    });
    assertEquals(accepted.status, 200, await accepted.text());
    const signed = await ask({ token, file: 1 });
    assertEquals(signed.status, 200);
    assertEquals(signed.headers.get('cache-control'), 'no-store');
    assertEquals(signed.headers.get('referrer-policy'), 'no-referrer');
    const { url } = (await signed.json()) as { url: string };
    assertEquals(
      url.split('?')[0],
      `${stack.url}/storage/v1/object/sign/lead-attachments/briefs/${introductionId}/drawing-1.step`,
    );
    const jwt = new URL(url).searchParams.get('token') ?? '';
    const claims = JSON.parse(atob(jwt.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      iat: number;
      exp: number;
    };
    assertEquals(claims.exp - claims.iat, 300);
    const downloaded = await fetch(url);
    assertEquals(downloaded.status, 200);
    assertStringIncludes(downloaded.headers.get('content-disposition') ?? '', 'drawing-1.step');
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

    // A reminder adds a link to the same page with the same expiry; the first one still works.
    await insert('lead_deliveries', { lead_table: 'introductions', lead_id: introductionId, kind: 'brief_reminder' });
    await drain();
    const reminder = (await mailsTo(supplierEmail)).find((m) => m.subject.startsWith('Reminder'));
    assert(reminder, 'reminder captured');
    assertStringIncludes(reminder.subject, leadReference(leadId));
    const again = pageToken(reminder.text);
    assert(again !== token);
    const links = await linksOf(introductionId);
    assertEquals(links.length, 2);
    const againHash = await briefTokenHash(again);
    const added = links.find((l) => l.token_hash === againHash);
    assert(added, 'the reminder’s link stored by its hash');
    assertEquals(new Date(added.expires_at).getTime(), new Date(live.expires_at).getTime());
    assertStringIncludes(reminder.text, `This link works until ${formatUkDueTime(live.expires_at)}.`);
    assertEquals((await ask({ token: again, file: 1 })).status, 200);
    assertEquals((await ask({ token, file: 1 })).status, 200);
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
