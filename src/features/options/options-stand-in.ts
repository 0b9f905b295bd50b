import { vi } from 'vitest';
import { optionsContent, type NoneFitReason } from '@/content/pages/options';
import type { BuyerOption, OptionsView } from './options-view';

/*
 * The database as the options page's token functions answer it (docs/decisions/0037-buyer-options-page.md),
 * for the page's tests: supabase-js's requests are answered at `fetch`, the network boundary, as
 * PostgREST does (the view on success; the 404, 429 and 23514 shapes otherwise).
 */

export const TOKEN = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 13 + 7) % 256)).toString('base64url');

export const NOTICE_VERSION = '2026-11-30';

function option(position: number, overrides: Partial<BuyerOption>): BuyerOption {
  return {
    id: `00000000-0000-4000-8000-00000000000${position}`,
    position,
    company_name: `Supplier ${position}`,
    town: null,
    country: 'GB',
    regions: ['uk'],
    processes: ['cnc-milling'],
    max_axes: null,
    materials: ['aluminium'],
    certificates: [],
    last_visit: null,
    stated: { lead_time: '2-4-weeks', earliest_start: '2026-12-14' },
    reasons: [],
    chosen_at: null,
    available: true,
    introduction: null,
    introduced_at: null,
    ...overrides,
  };
}

export function baseView(): OptionsView {
  return {
    reference: 'FB-3F9A-C21B',
    kind: 'oem_leads',
    submitted_at: '2026-11-25T09:00:00Z',
    promised_at: '2026-11-28T09:00:00Z',
    sent_at: '2026-11-27T15:30:00Z',
    expires_at: '2026-12-27T15:30:00Z',
    notice_version: NOTICE_VERSION,
    files: [
      {
        n: 1,
        name: 'bracket.step',
        size_bytes: 20480,
        measurements: { sizeMm: [40, 20, 10], volumeCm3: 8, areaCm2: 28 },
      },
    ],
    options: [
      option(1, {
        company_name: 'Acme Precision',
        town: 'Sheffield',
        regions: ['uk', 'eu'],
        processes: ['cnc-milling', 'multi-axis'],
        max_axes: 5,
        materials: ['aluminium', 'titanium'],
        certificates: [{ standard: 'as9100', expires: '2027-03' }],
        last_visit: '2026-10',
        stated: {
          lead_time: 'under-2-weeks',
          earliest_start: '2026-12-07',
          price: { amount: 1250, currency: 'GBP', basis: 'per_part' },
          minimum_order: 50,
        },
        reasons: ['Holds AS9100', 'Mills titanium on 5 axes, "daily"'],
      }),
      option(2, { company_name: 'Baker, Sons & Co', town: 'Leeds', reasons: ['Close to you'] }),
      option(3, { company_name: 'Cobalt Works', country: 'DE', regions: ['eu'], stated: {} }),
    ],
    none_fit: null,
    questions: [],
  };
}

type Call = { path: string; body: Record<string, unknown> };

export function standIn() {
  const state = { view: baseView(), calls: [] as Call[], limited: false, offline: false, delay: 0 };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const refusal = (status: number, code: string, message: string) =>
    json({ code, message, details: null, hint: null }, status);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    state.calls.push({ path: url.pathname, body });
    if (state.offline) throw new TypeError('Failed to fetch');
    if (state.limited) return refusal(429, 'options_link_limited', optionsContent.limited);
    if (body.p_token !== TOKEN) return refusal(404, 'options_link_invalid', optionsContent.invalid);
    if (state.delay) await new Promise((resolve) => setTimeout(resolve, state.delay));
    const view = state.view;
    switch (url.pathname.replace(/^.*\/rest\/v1\//, '')) {
      case 'rpc/open_options':
        return json(view);
      case 'rpc/choose_options': {
        if (body.p_notice_version !== view.notice_version) return refusal(400, '23514', 'The notice changed');
        const ids = body.p_introduction_ids as string[];
        if (ids.length < 1 || ids.length > 3) return refusal(400, '22023', 'Choose one to three options');
        view.options = view.options.map((o) =>
          ids.includes(o.id) && !o.chosen_at
            ? { ...o, chosen_at: '2026-11-29T10:15:00Z', introduction: 'sending', introduced_at: null }
            : o,
        );
        return json(view);
      }
      case 'rpc/decline_options':
        if (view.options.some((o) => o.chosen_at)) return refusal(400, '23514', 'You already chose');
        view.none_fit ??= {
          at: '2026-11-29T10:20:00Z',
          reason: body.p_reason as NoneFitReason,
          words: (body.p_words as string) || null,
        };
        return json(view);
      case 'rpc/ask_options_question':
        view.questions = [
          ...view.questions,
          { asked_at: '2026-11-29T10:25:00Z', text: String(body.p_text), reply: null, replied_at: null },
        ];
        return json(view);
      default:
        return json({ message: 'not found' }, 404);
    }
  });
  return state;
}

export const rpcCalls = (state: ReturnType<typeof standIn>, name: string) =>
  state.calls.filter((call) => call.path.endsWith(`/rpc/${name}`));
