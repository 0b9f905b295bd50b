import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { BRIEF_TERMS_VERSION } from '@/content/brief-terms';
import { briefContent } from '@/content/pages/brief';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BriefPage } from './brief-page';
import type { BriefView } from './brief-view';

/*
 * The wire as the database and brief-files answer it, for the page's tests (docs/decisions/0036):
 * supabase-js's requests are answered at `fetch`, the network boundary, by a stand-in that speaks
 * the token functions as PostgREST does (the view on success; the 404, 429 and 23514 shapes
 * otherwise) and the brief-files function; and the page opened on it, as the email's link opens it.
 */

export const TOKEN = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 11 + 5) % 256)).toString('base64url');

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

/** What the stand-in answers from, read at each call: a test changes it to change the answers. */
type StandIn = { view: BriefView; calls: Call[]; limited: boolean; offline: boolean; answerDelay: number };

const freshState = (): StandIn => ({ view: baseView(), calls: [], limited: false, offline: false, answerDelay: 0 });

/** The database and the function, as they answer (docs/decisions/0036). */
function standIn(state: StandIn) {
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
}

/**
 * A fresh stand-in at `fetch` before each test of the calling file, removed after it: its state,
 * and the calls the page made to it.
 */
export function standInForEachTest() {
  const server = freshState();
  beforeEach(() => {
    Object.assign(server, freshState());
    standIn(server);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const rpcCalls = (name: string) => server.calls.filter((call) => call.path.endsWith(`/rpc/${name}`));
  const fileCalls = () => server.calls.filter((call) => call.path.endsWith('/functions/v1/brief-files'));
  return { server, rpcCalls, fileCalls };
}

/** Opens /brief with this fragment, as the email's link does. */
export async function openPage(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/brief${hash}`);
  const user = userEvent.setup();
  renderWithProviders(<BriefPage />, { route: '/brief' });
  return user;
}
