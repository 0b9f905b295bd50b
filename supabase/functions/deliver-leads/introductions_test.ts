import { deepStrictEqual as assertEquals, ok as assert, rejects as assertRejects } from 'node:assert/strict';
import { createDrain } from './drain.ts';
import { neutralCopy } from '../../../src/shared/introductions/neutral-copy/index.ts';
import { stepWithNames } from '../../../src/testing/step-with-names.ts';
import { storageApi, type BriefStorage } from '../_shared/storage.ts';
import { composeSupplierBrief, type BriefLinks } from './introductions.ts';
import { pageTokenHash as briefTokenHash, mintPageToken as mintBriefToken } from './page-token.ts';
import { createBriefFiles } from '../brief-files/handler.ts';
import { formatUkDueTime } from '../../../src/shared/leads/due-time.ts';
import { leadReference } from '../../../src/shared/leads/reference.ts';
import { createTransports } from './transports.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, assertStringIncludes, stackSettings, startStack } from './testing/local-stack.ts';
import { sampleRead } from '../../../src/shared/cad/sample-read.ts';

/*
 * A supplier's brief and the messages after it, drained against the embedded backend, its Storage
 * and the local mail capture (supabase/tests/support/function-stack.ts): the brief names nothing
 * of the buyer and links only its page, by a token of which the database keeps the hash; the
 * brief-files function refuses the page's drawing before the terms, then signs for 5 minutes a
 * neutral copy of the buyer's file, stored under the introduction, whose header names nobody and
 * whose geometry is the buyer's own.
 */

/** The terms' version the database knows (the page's content module holds their text). */
const BRIEF_TERMS_VERSION = '2026-12-01';

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
async function mailsTo(address: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${stack.captureUrl}/email`)).json()) as Mail[];
  return mails.filter((m) => m.to.includes(address));
}
/** The token in an email's page link: `<site>/brief#<token>`. */
function pageToken(text: string): string {
  const token = new RegExp(`${settings.siteUrl.replace(/[.]/g, '\\.')}/brief#([A-Za-z0-9_-]{43})$`, 'm').exec(
    text,
  )?.[1];
  assert(token, `a page link in ${text}`);
  return token;
}
type Link = { token_hash: string; expires_at: string; revoked_at: string | null };
async function linksOf(introductionId: string): Promise<Link[]> {
  const response = await call(
    `/rest/v1/brief_links?introduction_id=eq.${introductionId}&select=token_hash,expires_at,revoked_at&order=issued_at`,
    { headers: {} },
  );
  assertEquals(response.status, 200);
  return (await response.json()) as Link[];
}
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
          headers: { 'Content-Type': 'application/json', 'x-forwarded-for': `${address}, 10.0.0.1` },
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

let visitors = 0;
/** A stored OEM RFQ (no files) and a supplier briefed on it: the brief drained, its token read. */
async function briefedSupplier(company: string, rfqId = crypto.randomUUID(), position = 1) {
  visitors += 1;
  if (position === 1) {
    await insert(
      'oem_leads',
      {
        id: rfqId,
        consent_version: '2026-11-23',
        company_name: 'Aquila Subsea Ltd',
        website: 'aquila.example',
        industry_sector: 'energy',
        contact_person: 'Morag Innes',
        job_title: 'Buyer',
        email: `morag+${rfqId.slice(0, 8)}@aquila.example`,
        phone: '+44 1224 000000',
        city: 'Aberdeen',
        country: 'United Kingdom',
        production_requirements: 'multi-axis',
        material_types: 'titanium',
        quality_standards: 'as9100',
        delivery_requirements: '2-4-weeks',
        work_outside_uk: 'no',
        delivery_regions: 'uk-only',
      },
      ANON_KEY,
      { 'x-test-client-address': `198.51.100.${visitors}` },
    );
  }
  const supplierEmail = `quotes+${crypto.randomUUID().slice(0, 8)}@supplier.example`;
  const supplierId = crypto.randomUUID();
  await insert('suppliers', {
    id: supplierId,
    company_name: company,
    country: 'GB',
    town: 'Coventry',
    email: supplierEmail,
  });
  const introductionId = crypto.randomUUID();
  await insert('introductions', {
    id: introductionId,
    lead_table: 'oem_leads',
    lead_id: rfqId,
    supplier_id: supplierId,
    position,
    picked_by: 'test',
    hand_reason: 'Known to the team',
    reasons: [],
    buyer_reasons: [`${company} machines titanium every week`],
    sent_at: new Date().toISOString(),
  });
  await insert('lead_deliveries', { lead_table: 'introductions', lead_id: introductionId, kind: 'supplier_brief' });
  await drain();
  const brief = (await mailsTo(supplierEmail))[0];
  assert(brief, `brief to ${company}`);
  return { rfqId, introductionId, supplierEmail, token: pageToken(brief.text) };
}

async function anonRpc(name: string, args: Record<string, unknown>, address = '198.51.100.200') {
  const response = await call(`/rest/v1/rpc/${name}`, {
    method: 'POST',
    key: ANON_KEY,
    headers: { 'x-test-client-address': address },
    body: JSON.stringify(args),
  });
  assertEquals(response.status, 200, await response.clone().text());
  return response.json();
}

async function deliveryOf(leadId: string, kind: string) {
  const response = await call(
    `/rest/v1/lead_deliveries?lead_id=eq.${leadId}&kind=eq.${kind}&select=status,last_error`,
    {
      headers: {},
    },
  );
  return ((await response.json()) as { status: string; last_error: string | null }[])[0];
}

Deno.test({
  name: 'a supplier’s question alerts the team with the desk’s link and no token; the reply carries a link with the same expiry',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const { rfqId, introductionId, supplierEmail, token } = await briefedSupplier('Kestrel Machining Ltd');
    await anonRpc('ask_brief_question', { p_token: token, p_text: 'Is the <bore> on drawing 1 an H7 fit?' });
    await drain();
    const reference = leadReference(rfqId);
    const alert = (await mailsTo(settings.teamTo)).find(
      (m) => m.subject === `Question on ${reference} from Kestrel Machining Ltd`,
    );
    assert(alert, 'the team’s alert');
    assertStringIncludes(alert.text, 'Question: Is the <bore> on drawing 1 an H7 fit?');
    assertStringIncludes(alert.text, `${settings.siteUrl}${settings.adminPath}?tab=oem&lead=${rfqId}`);
    assert(!alert.text.includes('/brief#') && !alert.html.includes(token), 'no token in the team’s alert');

    // The team's reply (reply_brief_question needs an admin at aal2: what it writes, as the service).
    const questions = (await (
      await call(`/rest/v1/introduction_questions?introduction_id=eq.${introductionId}&select=id`, { headers: {} })
    ).json()) as { id: string }[];
    const questionId = questions[0]?.id ?? '';
    const patched = await call(`/rest/v1/introduction_questions?id=eq.${questionId}`, {
      method: 'PATCH',
      body: JSON.stringify({ reply: 'Yes: H7, ground.', replied_at: new Date().toISOString(), replied_by: 'test' }),
    });
    assertEquals(patched.status, 204, await patched.text());
    await insert('lead_deliveries', { lead_table: 'introduction_questions', lead_id: questionId, kind: 'brief_reply' });
    await drain();
    const reply = (await mailsTo(supplierEmail)).find((m) => m.subject.includes('our answer to your question'));
    assert(reply, 'the reply');
    assertStringIncludes(reply.subject, reference);
    assertStringIncludes(reply.text, 'You asked: Is the <bore> on drawing 1 an H7 fit?');
    assertStringIncludes(reply.text, 'Our answer: Yes: H7, ground.');
    const fresh = pageToken(reply.text);
    assert(fresh !== token);
    const links = await linksOf(introductionId);
    const freshHash = await briefTokenHash(fresh);
    const added = links.find((l) => l.token_hash === freshHash);
    assert(added, 'the reply’s link stored by its hash');
    assertEquals(new Date(added.expires_at).getTime(), new Date(links[0]?.expires_at ?? '').getTime());
    assertStringIncludes(reply.text, `This link works until ${formatUkDueTime(added.expires_at)}.`);
    // The new link opens the same page.
    const view = (await anonRpc('open_brief', { p_token: fresh })) as { reference: string };
    assertEquals(view.reference, reference);
  },
});

Deno.test({
  name: 'a retried brief keeps the link an earlier attempt may have delivered; Send again starts afresh',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const { introductionId, supplierEmail, token } = await briefedSupplier('Kite Precision Ltd');
    const due = async (attempts: number) => {
      const response = await call(`/rest/v1/lead_deliveries?lead_id=eq.${introductionId}&kind=eq.supplier_brief`, {
        method: 'PATCH',
        body: JSON.stringify({
          status: 'pending',
          attempts,
          next_attempt_at: new Date(Date.now() - 1000).toISOString(),
        }),
      });
      assertEquals(response.status, 204, await response.text());
    };
    // A second attempt (the first timed out, say, after the mail was accepted).
    await due(1);
    await drain();
    const retried = (await mailsTo(supplierEmail)).map((m) => pageToken(m.text)).filter((t) => t !== token);
    assertEquals(retried.length, 1);
    const links = await linksOf(introductionId);
    assertEquals(links.length, 2);
    assert(links.every((l) => l.revoked_at === null));
    assertEquals(new Set(links.map((l) => new Date(l.expires_at).getTime())).size, 1);
    // Send again (resend_brief revokes and starts the attempts over): only the new link lives.
    await due(0);
    await drain();
    const after = await linksOf(introductionId);
    assertEquals(after.length, 3);
    assertEquals(after.filter((l) => l.revoked_at === null).length, 1);
    assertEquals(after.at(-1)?.revoked_at, null);
  },
});

Deno.test({
  name: 'a reply once no link is live, and a reminder after the answer, are skipped, not sent or retried',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const { introductionId, token } = await briefedSupplier('Merlin CNC Ltd');
    await anonRpc('ask_brief_question', { p_token: token, p_text: 'Can you share the tolerance on the flange?' });
    const questions = (await (
      await call(`/rest/v1/introduction_questions?introduction_id=eq.${introductionId}&select=id`, { headers: {} })
    ).json()) as { id: string }[];
    const questionId = questions[0]?.id ?? '';
    const revoked = await call(`/rest/v1/brief_links?introduction_id=eq.${introductionId}`, {
      method: 'PATCH',
      body: JSON.stringify({ revoked_at: new Date().toISOString(), revoked_by: 'test' }),
    });
    assertEquals(revoked.status, 204, await revoked.text());
    await call(`/rest/v1/introduction_questions?id=eq.${questionId}`, {
      method: 'PATCH',
      body: JSON.stringify({ reply: '±0.05 mm.', replied_at: new Date().toISOString(), replied_by: 'test' }),
    }).then((r) => r.body?.cancel());
    await insert('lead_deliveries', { lead_table: 'introduction_questions', lead_id: questionId, kind: 'brief_reply' });
    await drain();
    const skipped = await deliveryOf(questionId, 'brief_reply');
    assertEquals(skipped?.status, 'skipped');
    assertStringIncludes(skipped?.last_error ?? '', 'send the brief again');

    const answered = await briefedSupplier('Osprey Precision Ltd');
    await anonRpc('answer_brief', {
      p_token: answered.token,
      p_answer: { answer: 'declined', reason: 'no_capacity', words: null },
    });
    await insert('lead_deliveries', {
      lead_table: 'introductions',
      lead_id: answered.introductionId,
      kind: 'brief_reminder',
    });
    await drain();
    const reminder = await deliveryOf(answered.introductionId, 'brief_reminder');
    assertEquals([reminder?.status, reminder?.last_error], ['skipped', 'The supplier answered before the reminder']);
  },
});

Deno.test({
  name: 'the buyer’s options name only the offered suppliers, with what each stated, and say so when fewer than 3',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const first = await briefedSupplier('Heron Engineering Ltd');
    const second = await briefedSupplier('Wren Components Ltd', first.rfqId, 2);
    const third = await briefedSupplier('Finch Tooling Ltd', first.rfqId, 3);
    await anonRpc('answer_brief', {
      p_token: first.token,
      p_answer: {
        answer: 'interested',
        lead_time: '2-4-weeks',
        earliest_start: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        price: { amount: 1250, currency: 'GBP', basis: 'per_part' },
        minimum_order: 50,
        note: 'We hold titanium bar in stock.',
      },
    });
    await anonRpc('answer_brief', {
      p_token: second.token,
      p_answer: {
        answer: 'interested',
        lead_time: 'under-2-weeks',
        earliest_start: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        price: null,
        minimum_order: null,
        note: null,
      },
    });
    await anonRpc('answer_brief', {
      p_token: third.token,
      p_answer: { answer: 'declined', reason: 'deadline', words: null },
    });
    // What send_buyer_options writes for the two that said yes (it needs an admin at aal2).
    for (const id of [first.introductionId, second.introductionId]) {
      const offered = await call(`/rest/v1/introductions?id=eq.${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ offered_at: new Date().toISOString() }),
      });
      assertEquals(offered.status, 204, await offered.text());
    }
    const sent = await call(`/rest/v1/oem_leads?id=eq.${first.rfqId}`, {
      method: 'PATCH',
      body: JSON.stringify({ options_sent_at: new Date().toISOString() }),
    });
    assertEquals(sent.status, 204, await sent.text());
    await insert('lead_deliveries', { lead_table: 'oem_leads', lead_id: first.rfqId, kind: 'buyer_options' });
    await drain();
    const buyer = (await mailsTo(`morag+${first.rfqId.slice(0, 8)}@aquila.example`)).find((m) =>
      m.subject.includes('your supplier options'),
    );
    assert(buyer, 'the buyer’s options');
    assertStringIncludes(buyer.text, '2 of the suppliers we asked can take this job');
    assertStringIncludes(buyer.text, '1. Heron Engineering Ltd (Coventry, United Kingdom)\n   Lead time: 2-4 weeks\n');
    assertStringIncludes(buyer.text, '   Indicative price: £1,250.00 per part\n   Minimum order: 50 parts\n');
    assertStringIncludes(
      buyer.text,
      '2. Wren Components Ltd (Coventry, United Kingdom)\n   Lead time: Under 2 weeks\n',
    );
    assert(!buyer.text.includes('Finch'), buyer.text);
    // The supplier's note is for the team, not the buyer.
    assert(!buyer.text.includes('titanium bar'), buyer.text);
  },
});

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

Deno.test('a brief whose RFQ is gone is skipped, not sent', async () => {
  assertEquals(await composeSupplierBrief(null, noStorage, standInLinks), {
    skip: 'The RFQ no longer exists',
  });
});

Deno.test({
  name: 'stop the local stack',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: stop,
});
