import { vi } from 'vitest';
import { supplierPageContent } from '@/content/pages/supplier';
import type { SupplierPageView } from './supplier-view';

/*
 * The database as the page's token functions answer it, at `fetch` (the network boundary, as the
 * brief page's tests do, docs/decisions/0036): the view on success; the 404, 429 and 400 shapes
 * otherwise. Each step answers with the whole view, as open_supplier_page does.
 */

export const TOKEN = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 13 + 7) % 256)).toString('base64url');

/** The date set_supplier_capacity stamps (the database's today). */
export const TODAY = '2026-12-01';

export function baseView(): SupplierPageView {
  return {
    expires_at: '2026-12-30T10:00:00Z',
    supplier: {
      company_name: 'Heron Engineering Ltd',
      status: 'vetting',
      status_changed_at: '2026-11-20T09:00:00Z',
      town: 'Coventry',
      country: 'GB',
      processes: ['cnc-milling', 'multi-axis'],
      max_axes: 5,
      materials: ['aluminium', 'titanium'],
      industries: ['aerospace'],
      order_sizes: ['prototype', 'small'],
      lead_time: '2-4-weeks',
      envelope_x_mm: 800,
      envelope_y_mm: 500,
      envelope_z_mm: 400,
      capacity: 'neutral',
      capacity_set_at: '2026-11-02',
      visit_booked_on: '2026-12-08',
    },
    certificates: [
      {
        id: 'c1',
        standard: 'as9100',
        certificate_number: 'AS-123',
        expires_on: '2027-05-01',
        held: true,
        verified: true,
      },
      { id: 'c2', standard: 'iso9001', certificate_number: null, expires_on: null, held: false, verified: false },
      {
        id: 'c3',
        standard: 'nadcap',
        certificate_number: 'N-9',
        expires_on: '2026-10-01',
        held: false,
        verified: true,
      },
    ],
    proposal: null,
    answers: [
      {
        sent_at: '2026-11-25T10:00:00Z',
        reference: 'FB-3F9A-C21B',
        answer: 'interested',
        answered_at: '2026-11-25T12:00:00Z',
        chosen: true,
      },
      { sent_at: '2026-11-27T10:00:00Z', reference: 'FB-0B1C-D2E3', answer: null, answered_at: null, chosen: false },
    ],
  };
}

export type Call = { path: string; body: Record<string, unknown> };

const capacityValues = ['looking-for-work', 'neutral', 'at-capacity'];

export function supplierStandIn() {
  const state = {
    view: baseView(),
    calls: [] as Call[],
    limited: false,
    offline: false,
    /** A refusal propose_supplier_capabilities answers with (its 400), when set. */
    refuseProposal: null as string | null,
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const refusal = (status: number, code: string, message: string) =>
    json({ code, message, details: null, hint: null }, status);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    state.calls.push({ path: url.pathname, body });
    if (state.offline) return Promise.reject(new TypeError('Failed to fetch'));
    if (state.limited) return Promise.resolve(refusal(429, 'supplier_link_limited', supplierPageContent.limited));
    if (body.p_token !== TOKEN)
      return Promise.resolve(refusal(404, 'supplier_link_invalid', supplierPageContent.invalid));
    const view = state.view;
    switch (url.pathname.replace(/^.*\/rest\/v1\//, '')) {
      case 'rpc/open_supplier_page':
        return Promise.resolve(json(view));
      case 'rpc/set_supplier_capacity': {
        const capacity = String(body.p_capacity);
        if (!capacityValues.includes(capacity))
          return Promise.resolve(refusal(400, 'supplier_capacity_invalid', 'Not a capacity'));
        view.supplier = { ...view.supplier, capacity: capacity as 'neutral', capacity_set_at: TODAY };
        return Promise.resolve(json(view));
      }
      case 'rpc/propose_supplier_capabilities':
        if (state.refuseProposal)
          return Promise.resolve(refusal(400, 'supplier_proposal_invalid', state.refuseProposal));
        view.proposal = { created_at: `${TODAY}T09:00:00Z`, changes: body.p_changes as object };
        return Promise.resolve(json(view));
      default:
        return Promise.resolve(json({ message: 'not found' }, 404));
    }
  });
  return state;
}
