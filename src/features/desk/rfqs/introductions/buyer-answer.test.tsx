import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { introductionFixture } from '@/testing/introduction-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BuyerAnswer } from './buyer-answer';
import type { BuyerChoice, OptionsLink } from './buyer-answer-queries';
import type { AskedQuestion } from './question-thread';
import { SupplierOptions } from './supplier-options';

/** The buyer's answer on the desk (docs/decisions/0037-buyer-options-page.md), read through the project's REST API. */

const sent = { sent_at: '2026-11-22T09:00:00Z', offered_at: '2026-11-23T10:00:00Z', answer: 'interested' as const };
const derby = introductionFixture(1, 'Derby Precision', sent);
const leeds = introductionFixture(2, 'Leeds Machining', sent);
const intros = [derby, leeds];

const link: OptionsLink = {
  id: 'l1',
  issued_at: '2026-11-23T10:00:00Z',
  expires_at: '2099-12-23T10:00:00Z',
  opened_at: '2026-11-23T18:45:00Z',
  revoked_at: null,
  revoked_by: null,
};
const choice = (overrides: Partial<BuyerChoice>): BuyerChoice => ({
  id: 'c1',
  made_at: '2026-11-24T08:15:00Z',
  kind: 'introduce',
  introduction_ids: null,
  consent_version: null,
  none_fit_reason: null,
  words: null,
  ...overrides,
});
const question = (id: string, text: string, reply: string | null = null): AskedQuestion => ({
  id,
  asked_at: '2026-11-23T19:00:00Z',
  question: text,
  reply,
  replied_at: reply ? '2026-11-23T20:00:00Z' : null,
  replied_by: reply ? 'ops@forgebridge.example' : null,
});

let tables: Record<string, unknown[]> = {};
let requests: { path: string; method: string; body: string }[] = [];

beforeEach(() => {
  tables = {};
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^.*\/rest\/v1\//, '');
    const method = init?.method ?? 'GET';
    requests.push({ path, method, body: String(init?.body ?? '') });
    if (path === 'rpc/reply_options_question') {
      const { p_question_id: id, p_reply: reply } = JSON.parse(String(init?.body)) as Record<string, string>;
      tables.buyer_questions = (tables.buyer_questions as AskedQuestion[]).map((q) =>
        q.id === id ? { ...q, reply, replied_at: '2026-11-24T09:30:00Z', replied_by: 'me@forgebridge.example' } : q,
      );
      return new Response(null, { status: 204 });
    }
    return Response.json(tables[path] ?? []);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const section = () => within(screen.getByRole('region', { name: 'The buyer’s answer' }));

describe('the buyer’s answer', () => {
  it('shows the options link and whom the buyer asked to meet, with the notice they consented under (UK times)', async () => {
    tables = {
      options_links: [link],
      buyer_choices: [choice({ introduction_ids: [derby.id, leeds.id], consent_version: '2026-11-30' })],
      buyer_questions: [],
    };
    renderWithProviders(<BuyerAnswer kind="oem" leadId="lead-1" intros={intros} />);
    const facts = within(await screen.findByLabelText('Options link 1'));
    expect(facts.getByText('23/11/2026, 10:00')).toBeVisible();
    expect(facts.getByText('23/11/2026, 18:45')).toBeVisible();
    expect(facts.getByText('Expires')).toBeVisible();
    expect(section().getByText('On the options page, 24/11/2026, 08:15')).toBeVisible();
    expect(section().getByText('Asked to meet Derby Precision and Leeds Machining')).toBeVisible();
    expect(section().getByText(/under the privacy notice of 2026-11-30/)).toBeVisible();
    expect(section().queryByText('The buyer has not answered yet.')).toBeNull();
    const reads = requests.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(reads.sort()).toEqual(['buyer_choices', 'buyer_questions', 'options_links']);
  });

  it('shows none fits with its reason’s label and the buyer’s words, and says when nothing was answered', async () => {
    tables = {
      buyer_choices: [choice({ kind: 'none_fit', none_fit_reason: 'price', words: 'Twice our budget' })],
    };
    const { unmount } = renderWithProviders(<BuyerAnswer kind="quote" leadId="lead-2" intros={intros} />);
    expect(await section().findByText('None fits: Price too high')).toBeVisible();
    expect(section().getByText('Twice our budget')).toBeVisible();
    expect(section().getByText('No options link yet: it is made when the buyer’s email is sent.')).toBeVisible();
    expect(section().queryByText(/Asked to meet/)).toBeNull();
    unmount();
    tables = { options_links: [{ ...link, expires_at: '2026-11-25T10:00:00Z', opened_at: null }] };
    renderWithProviders(<BuyerAnswer kind="quote" leadId="lead-3" intros={intros} />);
    expect(await section().findByText('The buyer has not answered yet.')).toBeVisible();
    const facts = within(section().getByLabelText('Options link 1'));
    expect(facts.getByText('Not opened yet')).toBeVisible();
    expect(facts.getByText('Expired')).toBeVisible();
  });

  it('lists the buyer’s questions and sends a reply with reply_options_question, then shows it', async () => {
    const user = userEvent.setup();
    tables = {
      options_links: [link],
      buyer_questions: [
        question('q1', 'Who is nearest Coventry?', 'Derby Precision'),
        question('q2', 'Can both quote?'),
      ],
    };
    renderWithProviders(<BuyerAnswer kind="oem" leadId="lead-1" intros={intros} />);
    expect(await section().findByText('Who is nearest Coventry?')).toBeVisible();
    expect(section().getByText('Replied by ops@forgebridge.example, 23/11/2026, 20:00')).toBeVisible();
    const box = section().getByRole('textbox', { name: /Your reply to question 2/ });
    expect(box).toHaveAccessibleDescription(/The buyer gets it by email/);
    await user.click(section().getByRole('button', { name: 'Send the reply' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(box, ' Yes, both can. ');
    await user.click(section().getByRole('button', { name: 'Send the reply' }));
    expect(await section().findByText('Yes, both can.')).toBeVisible();
    const posted = requests.filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.path).toBe('rpc/reply_options_question');
    expect(JSON.parse(posted[0]?.body ?? '{}')).toEqual({ p_question_id: 'q2', p_reply: 'Yes, both can.' });
    expect(section().getByText('Replied by me@forgebridge.example, 24/11/2026, 09:30')).toBeVisible();
    expect(section().queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(requests.filter((r) => r.path === 'buyer_questions')).toHaveLength(2));
  });

  it('marks the supplier the buyer chose on its row, under the sent options', async () => {
    const { supplier: _s, delivery: _d, events: _e, questions: _q, ...derbyRow } = derby;
    const { supplier: _s2, delivery: _d2, events: _e2, questions: _q2, ...leedsRow } = leeds;
    tables = {
      introductions: [{ ...derbyRow, chosen_at: '2026-11-24T08:15:00Z' }, leedsRow],
      suppliers: intros.map((intro) => ({ id: intro.supplier_id, ...intro.supplier })),
      options_links: [link],
      buyer_choices: [choice({ introduction_ids: [derby.id], consent_version: '2026-11-30' })],
    };
    renderWithProviders(<SupplierOptions kind="oem" row={{ id: 'lead-1', options_sent_at: '2026-11-23T10:00:00Z' }} />);
    const chosen = await screen.findByRole('listitem', { name: 'Derby Precision' });
    expect(within(chosen).getByText('Chosen by the buyer 24/11/2026, 08:15')).toBeVisible();
    const other = screen.getByRole('listitem', { name: 'Leeds Machining' });
    expect(within(other).queryByText(/Chosen by the buyer/)).toBeNull();
    expect(await section().findByText('Asked to meet Derby Precision')).toBeVisible();
  });
});
