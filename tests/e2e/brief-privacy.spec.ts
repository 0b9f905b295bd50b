import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/sign-in';
import { adminRows, findLeadRow, openLeadsTab } from './support/desk';
import { uniqueMarker } from './support/seed';
import { briefTo, capturedMatching } from './support/deliveries';
import { confirmShortlist, submitOemRfq, type OemBuyer } from './support/oem-rfq';
import { expectToast } from './support/toasts';
import { vettedSupplierTrio } from './support/vetted-suppliers';
import { leadReference } from '../../src/shared/leads/reference';
import { namesLeft } from '../../src/testing/identifying-text';
import { ANON_KEY } from '../../supabase/local/config';

/** The terms' version the database knows (the page's content module holds their text). */
const BRIEF_TERMS_VERSION = '2026-12-01';

/**
 * What a supplier receives names nobody: an RFQ whose files are named after the buyer and carry
 * the buyer's names inside (a STEP header's author and organisation, a PDF's document properties),
 * and whose "Other" certification the buyer typed with their company's own standard, is
 * shortlisted and sent. Every brief in the local mail capture, its one link (to the brief's page),
 * and every file the page's downloads (brief-files, after the terms) give is read: none holds the
 * buyer's name, company, website, city, file names or typed text. The buyer's email says exactly that.
 */

test('no brief, link or file a supplier receives names the buyer, not even inside the files', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = uniqueMarker('privacy');
  const suppliers = await vettedSupplierTrio(request, marker, 'Machining');
  const buyer: OemBuyer = {
    companyName: `Quillon Aerospace ${marker}`,
    fullName: `Theodora Vance ${marker}`,
    email: `${marker}@quillon-aero.example.test`,
    website: 'quillon-aero.example.test',
    city: 'Farnborough',
  };
  const typed = 'QUILLON-QS-7731 heat treatment';
  const stepName = 'Quillon_PN4471_RevB.step';
  const pdfName = 'Quillon_PN4471_drawing.pdf';

  // The buyer's own files, with their names inside.
  const cube = (
    await readFile(new URL('../../node_modules/occt-import-js/test/testfiles/cube-units/cube-mm.step', import.meta.url))
  ).toString('latin1');
  const step = cube.replace(
    /FILE_NAME\s*\([\s\S]*?\);/,
    `FILE_NAME('${stepName}','2026-11-01T10:00:00',('Theodora Vance'),('Quillon Aerospace Ltd'),'SwSTEP 2.0','SolidWorks 2024','Theodora Vance');`,
  );
  expect(step).toContain('Quillon Aerospace Ltd');
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Bracket, machined from titanium', { x: 50, y: 780, size: 14 });
  pdf.setTitle('Quillon Aerospace bracket PN4471');
  pdf.setAuthor('Theodora Vance');
  pdf.setSubject('Quillon Aerospace RFQ');
  pdf.setKeywords(['Quillon', 'PN4471']);
  pdf.setCreator('Quillon CAD workstation');
  pdf.setProducer('Quillon PDF export');
  const files = [
    { name: stepName, mimeType: 'application/octet-stream', buffer: Buffer.from(step, 'latin1') },
    { name: pdfName, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
  ];
  /** What names the buyer, wherever it could turn up: a supplier must find none of it. */
  const identity = [
    'Quillon',
    'quillon',
    'QUILLON',
    'Theodora',
    'Vance',
    'Farnborough',
    'quillon-aero',
    'PN4471',
    'QS-7731',
    typed,
  ];

  await submitOemRfq(page, buyer, { files, otherCertification: typed });
  const [row] = await adminRows(request, 'oem_leads', { email: buyer.email });
  const reference = leadReference(String(row?.id));

  // The team shortlists 3, writes what the suppliers read instead of the typed certification,
  // opens the files and confirms them, and sends.
  await signInAsAdmin(page);
  await openLeadsTab(page, 'OEM');
  await (await findLeadRow(page, buyer.email)).getByRole('button', { name: buyer.companyName, exact: true }).click();
  const panel = page.getByRole('dialog', { name: buyer.companyName });
  await confirmShortlist(
    panel.getByRole('region', { name: 'Suppliers for this RFQ' }),
    suppliers.map((supplier) => supplier.company_name),
  );
  const options = panel.getByRole('region', { name: 'Supplier options' });
  await options.getByRole('button', { name: 'Preview and send briefs' }).click();
  const sendForm = options.getByRole('form', { name: 'Send briefs' });
  await sendForm
    .getByRole('textbox', { name: 'What the suppliers read instead of the buyer’s words for Certifications required' })
    .fill('A customer heat-treatment standard, shared once you are introduced');
  const check = sendForm.getByRole('region', { name: 'Files to check before sending' });
  await expect(check).toContainText(pdfName);
  await check.getByRole('checkbox', { name: /I opened each file/ }).check();
  await sendForm.getByRole('button', { name: 'Send briefs' }).click();
  await expectToast(page, 'Briefs sent', '3 suppliers briefed; their answers will show here.');

  // Every brief, every link in it and every file behind those links.
  const briefs = await capturedMatching(request, briefTo(suppliers), 3);
  for (const brief of briefs) {
    const whole = `${brief.subject}\n${brief.text}\n${brief.html}`;
    expect(brief.subject).toContain(reference);
    for (const name of identity) expect(whole, `${name} in the brief to ${brief.to.join(', ')}`).not.toContain(name);
    expect(brief.text).toContain(
      'Certifications required: AS9100, Other: A customer heat-treatment standard, shared once you are introduced',
    );
    const links = new Set(
      [...`${brief.text}\n${brief.html.replace(/&amp;/g, '&')}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]),
    );
    // One link: the brief's page, its token in the fragment. No drawing link, no storage path.
    expect([...links], brief.text).toHaveLength(1);
    const [pageLink = ''] = [...links];
    expect(pageLink).toMatch(/\/brief#[A-Za-z0-9_-]{43}$/);
    for (const name of identity) expect(pageLink, `${name} in a link`).not.toContain(name);
    expect(whole).not.toContain('/storage/v1');
    expect(whole).not.toContain('briefs/');
    // The page's downloads: refused before the terms, then a neutral copy per click.
    const token = pageLink.split('#')[1] ?? '';
    const download = (file: number) =>
      request.post('/functions/v1/brief-files', {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
        data: { token, file },
      });
    expect((await download(1)).status()).toBe(400);
    const accepted = await request.post('/rest/v1/rpc/accept_brief_terms', {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
      data: { p_token: token, p_name: 'Sam Turner', p_terms_version: BRIEF_TERMS_VERSION },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    for (const file of [1, 2]) {
      const minted = await download(file);
      expect(minted.status()).toBe(200);
      const { url } = (await minted.json()) as { url: string };
      for (const name of identity) expect(url, `${name} in a link`).not.toContain(name);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const bytes = new Uint8Array(await response.body());
      expect(namesLeft(bytes, identity), url).toEqual([]);
      const disposition = response.headers()['content-disposition'] ?? '';
      for (const name of identity) expect(disposition).not.toContain(name);
    }
  }

  // The buyer is told exactly what the suppliers received, once one said yes (taken by phone here).
  const yes = options.getByRole('listitem', { name: suppliers[0]?.company_name });
  await yes.getByRole('button', { name: 'Record an answer taken by phone' }).click();
  const answer = yes.getByRole('form', { name: /answer by phone/ });
  await answer.getByRole('radio', { name: 'Interested' }).check();
  await answer.getByRole('combobox', { name: /Lead time/ }).selectOption({ label: '4-8 weeks' });
  await answer
    .getByLabel(/Earliest start/)
    .fill(new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10));
  await answer.getByRole('button', { name: 'Save the answer' }).click();
  await expectToast(page, 'Answer saved', 'Recorded as taken by phone.');
  await options.getByRole('button', { name: 'Choose the buyer’s options' }).click();
  await options
    .getByRole('form', { name: 'Send options to the buyer' })
    .getByRole('button', { name: 'Send options to the buyer' })
    .click();
  await expectToast(page, 'Options sent', 'The buyer’s email is queued; the clock has stopped.');
  const [buyerMail] = await capturedMatching(
    request,
    (m) => m.to.includes(buyer.email) && m.subject.includes('your supplier options'),
  );
  expect(buyerMail?.text).toContain(
    'None of them has your name, company, email, phone, website, city, file names or the words you typed.',
  );
});
