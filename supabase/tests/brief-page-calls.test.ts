import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BRIEF_TERMS_VERSION } from '../../src/content/brief-terms.ts';
import { briefContent } from '../../src/content/pages/brief.ts';
import { blankAnswer, isoDay, toAnswerInput } from '../../src/features/brief/answer-schema.ts';
import { answerLines } from '../../src/features/brief/answer-section.tsx';
import { BriefError, createBriefApi, failureOf } from '../../src/features/brief/brief-api.ts';
import { modelRows, viewFacts } from '../../src/features/brief/brief-view.ts';
import { runAs } from '../local/db/run-as.ts';
import { TEST_CLIENT_ADDRESS_HEADER } from '../local/config.ts';
import { client } from './support/backend.ts';
import { CALLERS } from './support/fixtures.ts';
import { useTestBackend } from './support/fresh.ts';
import { ownerRfq, ownerShortlist } from './support/rfq-options.ts';

/*
 * The supplier's page's own calls (src/features/brief/brief-api.ts), made with the real supabase-js
 * client against the embedded backend: what the page sends is what the token functions take, and
 * what they answer (the view, 404, 429, 23514) is what the page reads. The database's own rules
 * are tested in brief-links-suite.ts and brief-answers-suite.ts; this file holds the page to them.
 */

const backend = useTestBackend();

let visitors = 0;
/** The page as one visitor's browser runs it: its own address, the anon key. */
function pageFrom(address = `198.51.100.${(visitors += 1)}`) {
  const sb = client(backend.url, { [TEST_CLIENT_ADDRESS_HEADER]: address });
  return createBriefApi(() => sb);
}

const BUYER = { email: 'r.hale@halden-aero.example', company: 'Halden Aero Ltd', file: 'Halden_PN4471.step' };

/** An OEM RFQ from a named buyer, briefed to one shortlisted supplier, with a live link; its token. */
async function briefedLink(): Promise<{ token: string; leadId: string }> {
  const db = backend.db;
  const rfq = await ownerRfq(db, 'oem_leads', {
    email: BUYER.email,
    company_name: BUYER.company,
    production_requirements: 'milling',
    material_types: 'aluminium',
    attachments: [
      {
        name: BUYER.file,
        size: 4096,
        type: 'model/step',
        path: `oem_leads/${crypto.randomUUID()}/01-${BUYER.file}`,
        measurements: { sizeMm: [40, 30, 12.5], volumeCm3: 9.1, areaCm2: 41.2 },
      },
    ],
  });
  const [pick] = await ownerShortlist(db, 'oem_leads', rfq.id, 1);
  await runAs(db, CALLERS.admin, (tx) =>
    tx.query('select public.send_briefs($1, $2, $3, true)', ['oem_leads', rfq.id, '{}']),
  );
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  await runAs(db, CALLERS.service_role, (tx) =>
    tx.query('select public.issue_brief_link($1, $2, true)', [pick?.introductionId, hash]),
  );
  return { token, leadId: rfq.id };
}

const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BriefError);
  return failureOf(error);
};

describe('the brief page against the database', () => {
  it('opens a brief the page can show, with the terms version the page carries, and nothing of the buyer', async () => {
    const { token } = await briefedLink();
    const view = await pageFrom().open(token);
    expect(view.terms.version).toBe(BRIEF_TERMS_VERSION);
    expect(viewFacts(view)).toEqual(
      expect.arrayContaining([
        { label: expect.any(String), value: 'CNC milling' },
        { label: expect.any(String), value: 'Aluminium' },
      ]),
    );
    const [model] = modelRows(view, briefContent.summary.model);
    expect(model).toMatchObject({ name: 'drawing-1.step', measurements: expect.arrayContaining(['Volume: 9.10 cm³']) });
    expect(JSON.stringify(view)).not.toMatch(/Halden|halden-aero|PN4471/);
  });

  it('records the terms with the name typed and the page’s version', async () => {
    const { token } = await briefedLink();
    const page = pageFrom();
    const view = await page.acceptTerms(token, 'Ada Turner', BRIEF_TERMS_VERSION);
    expect(view.terms).toMatchObject({ name: 'Ada Turner', accepted_at: expect.any(String) });
    expect(await failure(page.acceptTerms(token, 'Ada Turner', '2020-01-01'))).toEqual({
      kind: 'refused',
      message: expect.stringMatching(/terms have changed/),
    });
  });

  it('sends answers the database takes, in both shapes, and reads them back as the page shows them', async () => {
    const { token } = await briefedLink();
    const page = pageFrom();
    const start = new Date();
    start.setDate(start.getDate() + 10);
    const interested = toAnswerInput({
      ...blankAnswer,
      answer: 'interested',
      leadTime: '4-8-weeks',
      earliestStart: isoDay(start),
      priceAmount: '1,250.50',
      priceCurrency: 'EUR',
      priceBasis: 'total',
    });
    const answered = await page.answer(token, interested);
    expect(answered.answer).toMatchObject({ answer: 'interested', lead_time: '4-8-weeks', via: 'page' });
    const lines = answerLines(answered.answer ?? interested);
    expect(lines).toContain('EUR 1,250.50 for the whole order');
    expect(lines.join(' ')).not.toMatch(/undefined|null/);

    const declined = await page.answer(
      token,
      toAnswerInput({ ...blankAnswer, answer: 'declined', reason: 'other', words: 'Only turning here' }),
    );
    expect(declined.answer).toMatchObject({ answer: 'declined', reason: 'other', words: 'Only turning here' });
    expect(answerLines(declined.answer ?? interested).join(' ')).not.toMatch(/undefined|null/);
  });

  it('sends a question and lists it, waiting for the reply', async () => {
    const { token } = await briefedLink();
    const view = await pageFrom().ask(token, 'Is anodising included?');
    expect(view.questions).toEqual([expect.objectContaining({ text: 'Is anodising included?', reply: null })]);
  });

  it('reads a bad link as the one "not valid" answer, and the address’s limit as its own', async () => {
    const { token } = await briefedLink();
    const address = '198.51.100.250';
    const page = pageFrom(address);
    const wrong = randomBytes(32).toString('base64url');
    expect(await failure(page.open(wrong))).toEqual({ kind: 'invalid' });
    // 20 failures in 15 minutes are allowed; past them, even the right link is refused from there.
    for (let i = 1; i < 21; i += 1) await failure(page.open(wrong));
    expect(await failure(page.open(token))).toEqual({ kind: 'limited' });
    expect(await pageFrom().open(token)).toMatchObject({ reference: expect.stringMatching(/^FB-/) });
  });

  it('shows the database’s sentence once the buyer’s options were sent', async () => {
    const { token } = await briefedLink();
    const page = pageFrom();
    await backend.db.query(
      'update public.oem_leads set options_sent_at = now() where id = (select lead_id from public.introductions i join public.brief_links l on l.introduction_id = i.id where l.token_hash = $1)',
      [createHash('sha256').update(token, 'utf8').digest('hex')],
    );
    const view = await page.open(token);
    expect(view.open).toBe(false);
    const refused = await failure(page.answer(token, { answer: 'declined', reason: 'no_capacity', words: null }));
    expect(refused).toEqual({ kind: 'refused', message: expect.stringMatching(/options were sent/) });
  });
});
