import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIEF_TERMS_VERSION } from '@/content/brief-terms';
import { briefContent } from '@/content/pages/brief';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BriefPage } from './brief-page';
import type { BriefView } from './brief-view';

/*
 * The page against the wire as the database and brief-files answer it (docs/decisions/0036): supabase-js's requests are answered at `fetch`, the
 * network boundary, by a stand-in that speaks the token functions as PostgREST does (the view on
 * success; the 404, 429 and 23514 shapes otherwise) and the brief-files function.
 */

const TOKEN = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 11 + 5) % 256)).toString('base64url');

function baseView(): BriefView {
  return {
    reference: 'FB-3F9A-C21B',
    kind: 'oem_leads',
    // As the database sends it: the technical columns and the team's wording, never the buyer.
    rfq: {
      production_requirements: 'milling',
      material_types: 'aluminium',
      quality_standards: 'as9100, other, ACME-7',
    },
    wording: { quality_standards: 'NADCAP heat treating' },
    answer_by: '2026-12-02T10:00:00Z',
    expires_at: '2026-12-08T10:00:00Z',
    terms: { version: BRIEF_TERMS_VERSION, accepted_at: null, name: null },
    files: [
      {
        n: 1,
        extension: 'step',
        size_bytes: 20480,
        measurements: { sizeMm: [40, 20, 10], volumeCm3: 8, areaCm2: 28 },
        available: true,
      },
    ],
    answer: null,
    questions: [],
    open: true,
  };
}

type Call = { path: string; body: Record<string, unknown> };

/** The database and the function, as they answer (docs/decisions/0036). */
function standIn() {
  const state = { view: baseView(), calls: [] as Call[], limited: false, offline: false, answerDelay: 0 };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const refusal = (status: number, code: string, message: string) =>
    json({ code, message, details: null, hint: null }, status);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    state.calls.push({ path: url.pathname, body });
    if (state.offline) throw new TypeError('Failed to fetch');
    if (state.limited) return refusal(429, 'brief_link_limited', briefContent.limited);
    const token = body.p_token ?? body.token;
    if (token !== TOKEN) return refusal(404, 'brief_link_invalid', briefContent.invalid);
    const view = state.view;
    switch (url.pathname.replace(/^.*\/(rest|functions)\/v1\//, '')) {
      case 'rpc/open_brief':
        return json(view);
      case 'rpc/accept_brief_terms':
        if (body.p_terms_version !== BRIEF_TERMS_VERSION) {
          return refusal(400, '23514', 'The terms changed: reload the page');
        }
        view.terms = { ...view.terms, accepted_at: '2026-12-01T09:30:00Z', name: String(body.p_name) };
        return json(view);
      case 'rpc/answer_brief':
        if (state.answerDelay) await new Promise((resolve) => setTimeout(resolve, state.answerDelay));
        if (!view.open) return refusal(400, '23514', "Answers closed when the buyer's options were sent");
        view.answer = {
          ...(body.p_answer as BriefView['answer'] & object),
          answered_at: '2026-12-01T09:40:00Z',
          via: 'page',
        };
        return json(view);
      case 'rpc/ask_brief_question':
        view.questions = [
          ...view.questions,
          { asked_at: '2026-12-01T09:45:00Z', text: String(body.p_text), reply: null, replied_at: null },
        ];
        return json(view);
      case 'brief-files':
        if (!view.terms.accepted_at) return refusal(400, '23514', 'Accept the terms first');
        return json({ url: `https://storage.example.test/briefs/drawing-${String(body.file)}.step?token=signed` });
      default:
        return json({ message: 'not found' }, 404);
    }
  });
  return state;
}

let server: ReturnType<typeof standIn>;
beforeEach(() => {
  server = standIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens /brief with this fragment, as the email's link does. */
async function openPage(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/brief${hash}`);
  const user = userEvent.setup();
  renderWithProviders(<BriefPage />, { route: '/brief' });
  return user;
}

const rpcCalls = (name: string) => server.calls.filter((call) => call.path.endsWith(`/rpc/${name}`));
const fileCalls = () => server.calls.filter((call) => call.path.endsWith('/functions/v1/brief-files'));

describe('opening the brief', () => {
  it('reads the token from the fragment, clears the address bar, and shows the job, its facts and measurements', async () => {
    await openPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Brief FB-3F9A-C21B' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/brief');
    expect(rpcCalls('open_brief')).toEqual([expect.objectContaining({ body: { p_token: TOKEN } })]);
    expect(screen.getAllByText(/FB-3F9A-C21B/)).toHaveLength(2);
    expect(screen.getByText('CNC milling')).toBeVisible();
    expect(screen.getByText('AS9100, Other: NADCAP heat treating')).toBeVisible();
    expect(document.body.textContent).not.toContain('ACME');
    const measurements = screen.getByRole('list', { name: 'Measurements of drawing 1' });
    expect(within(measurements).getByText('Size: 40.0 × 20.0 × 10.0 mm')).toBeVisible();
  });

  it('says where the link comes from when there is no token, and asks the server nothing', async () => {
    await openPage('');
    const heading = await screen.findByRole('heading', { level: 1, name: briefContent.noToken.title });
    expect(heading).toHaveFocus();
    expect(server.calls).toEqual([]);
  });

  it('shows the one message for a wrong, expired or revoked link as the page, focused', async () => {
    await openPage(`#${TOKEN.slice(0, 42)}x`);
    const heading = await screen.findByRole('heading', { level: 1, name: briefContent.invalid });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.hash).toBe('');
  });

  it('refuses a fragment that is not a token without asking the server', async () => {
    await openPage('#not-a-token');
    expect(await screen.findByRole('heading', { level: 1, name: briefContent.invalid })).toHaveFocus();
    expect(server.calls).toEqual([]);
  });

  it('shows the limit’s message when the address made too many attempts', async () => {
    server.limited = true;
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: briefContent.limited })).toBeVisible();
    expect(rpcCalls('open_brief')).toHaveLength(1);
  });
});

describe('the terms before the drawings', () => {
  it('has no download, no preview and no file link before acceptance; after it, each click mints one link', async () => {
    const user = await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Brief FB-3F9A-C21B' });
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /3D preview/ })).toBeNull();
    expect(document.querySelector('a[href*="storage"], a[download]')).toBeNull();

    const accept = screen.getByRole('button', { name: briefContent.terms.submit });
    await user.click(accept);
    expect(await screen.findByText(briefContent.terms.nameRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: briefContent.terms.nameLabel })).toHaveFocus();
    expect(screen.getByText(briefContent.terms.acceptRequired)).toBeVisible();
    expect(rpcCalls('accept_brief_terms')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: briefContent.terms.nameLabel }), 'Ada Turner');
    await user.click(screen.getByRole('checkbox', { name: briefContent.terms.accept }));
    await user.click(accept);
    const accepted = await screen.findByText(/Accepted by Ada Turner/);
    await waitFor(() => expect(accepted).toHaveFocus());
    expect(rpcCalls('accept_brief_terms')[0]?.body).toEqual({
      p_token: TOKEN,
      p_name: 'Ada Turner',
      p_terms_version: BRIEF_TERMS_VERSION,
    });
    expect(fileCalls()).toHaveLength(0);

    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
    const download = screen.getByRole('button', { name: 'Download drawing-1.step' });
    await user.click(download);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toBe('https://storage.example.test/briefs/drawing-1.step?token=signed drawing-1.step');
    expect(fileCalls().map((call) => call.body)).toEqual([{ token: TOKEN, file: 1 }]);
    // The link was used, never kept on the page.
    expect(document.querySelector('a[href*="storage"]')).toBeNull();
  });
});

describe('the answer', () => {
  async function acceptedPage() {
    server.view.terms = { version: BRIEF_TERMS_VERSION, accepted_at: '2026-12-01T09:30:00Z', name: 'Ada Turner' };
    const user = await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Brief FB-3F9A-C21B' });
    return user;
  }
  const form = () => screen.getByRole('form', { name: briefContent.answer.title });

  it('ties each missing answer to its field and focuses the first', async () => {
    const user = await acceptedPage();
    await user.click(within(form()).getByRole('radio', { name: briefContent.answer.interested }));
    await user.click(within(form()).getByRole('button', { name: briefContent.answer.submit }));
    const leadTime = await within(form()).findByRole('combobox', { name: briefContent.answer.leadTime });
    expect(leadTime).toHaveAccessibleDescription(briefContent.answer.leadTimeRequired);
    expect(leadTime).toHaveFocus();
    expect(screen.getByLabelText(/Earliest start/)).toHaveAccessibleDescription(
      expect.stringContaining(briefContent.answer.earliestStartRequired),
    );
    expect(rpcCalls('answer_brief')).toHaveLength(0);
  });

  it('sends "interested" once however quickly it is clicked, then shows it, with focus on what happened', async () => {
    server.answerDelay = 50;
    const user = await acceptedPage();
    await user.click(within(form()).getByRole('radio', { name: briefContent.answer.interested }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: briefContent.answer.leadTime }), '2-4-weeks');
    const start = new Date();
    start.setDate(start.getDate() + 7);
    const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    await user.type(screen.getByLabelText(/Earliest start/), day);
    await user.type(within(form()).getByRole('textbox', { name: briefContent.answer.price }), '1250');
    await user.selectOptions(within(form()).getByRole('combobox', { name: briefContent.answer.currency }), 'EUR');
    const send = within(form()).getByRole('button', { name: briefContent.answer.submit });
    await user.dblClick(send);
    const done = await screen.findByText(briefContent.answer.saved);
    await waitFor(() => expect(done).toHaveFocus());
    expect(rpcCalls('answer_brief')).toHaveLength(1);
    expect(rpcCalls('answer_brief')[0]?.body.p_answer).toEqual({
      answer: 'interested',
      lead_time: '2-4-weeks',
      earliest_start: day,
      price: { amount: 1250, currency: 'EUR', basis: 'per_part' },
      minimum_order: null,
      note: null,
    });
    expect(screen.getByText('EUR 1,250.00 per part')).toBeVisible();
    expect(within(form()).getByRole('button', { name: briefContent.answer.change })).toBeVisible();
  });

  it('declines with "other" only with words, tied to the words field', async () => {
    const user = await acceptedPage();
    await user.click(within(form()).getByRole('radio', { name: briefContent.answer.declined }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: briefContent.answer.reason }), 'other');
    await user.click(within(form()).getByRole('button', { name: briefContent.answer.submit }));
    const words = await within(form()).findByRole('textbox', { name: briefContent.answer.wordsOther });
    expect(words).toHaveAccessibleDescription(briefContent.answer.wordsRequired);
    await user.type(words, 'We only turn, no milling');
    await user.click(within(form()).getByRole('button', { name: briefContent.answer.submit }));
    await screen.findByText(briefContent.answer.saved);
    expect(rpcCalls('answer_brief')[0]?.body.p_answer).toEqual({
      answer: 'declined',
      reason: 'other',
      words: 'We only turn, no milling',
    });
  });

  it('tells the person nothing went when the connection drops mid-submit, and keeps what they typed', async () => {
    const user = await acceptedPage();
    await user.click(within(form()).getByRole('radio', { name: briefContent.answer.declined }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: briefContent.answer.reason }), 'no_capacity');
    server.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(form()).getByRole('button', { name: briefContent.answer.submit }));
    const alert = await screen.findByText(briefContent.notSent.offline);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(form()).getByRole('combobox', { name: briefContent.answer.reason })).toHaveValue('no_capacity');
    expect(screen.getByText(briefContent.answer.none)).toBeVisible();
  });

  it('says answers closed, with no form, once the buyer’s options were sent', async () => {
    server.view.open = false;
    await acceptedPage();
    expect(screen.getByText(briefContent.answer.closed)).toBeVisible();
    expect(screen.queryByRole('form', { name: briefContent.answer.title })).toBeNull();
  });
});

describe('questions to the team', () => {
  it('sends a question and lists it, waiting for the reply', async () => {
    server.view.questions = [
      {
        asked_at: '2026-11-30T09:00:00Z',
        text: 'Is anodising included?',
        reply: 'Yes, clear.',
        replied_at: '2026-11-30T11:00:00Z',
      },
    ];
    const user = await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Brief FB-3F9A-C21B' });
    expect(screen.getByText('Yes, clear.')).toBeVisible();
    const box = screen.getByRole('textbox', { name: briefContent.questions.label });
    await user.type(box, 'Hi');
    await user.click(screen.getByRole('button', { name: briefContent.questions.submit }));
    expect(await screen.findByText(briefContent.questions.tooShort)).toBeVisible();
    await user.type(box, ', what finish on the bores?');
    await act(() => user.click(screen.getByRole('button', { name: briefContent.questions.submit })));
    expect(await screen.findByText(briefContent.questions.sent)).toBeVisible();
    expect(screen.getByText('Hi, what finish on the bores?')).toBeVisible();
    expect(screen.getByText(briefContent.questions.waiting)).toBeVisible();
    expect(box).toHaveValue('');
  });
});
