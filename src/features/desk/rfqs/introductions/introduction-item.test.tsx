import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadDelivery } from '../../deliveries/delivery-queries';
import { introductionFixture } from '@/testing/introduction-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { IntroductionItem } from './introduction-item';

/** Once the buyer chose a supplier, the desk says whether the email introducing them went. */

const delivery = (overrides: Partial<LeadDelivery>): LeadDelivery => ({
  id: 'd-brief',
  kind: 'supplier_brief',
  status: 'sent',
  attempts: 1,
  next_attempt_at: '2026-11-22T09:00:00Z',
  last_error: null,
  sent_at: '2026-11-22T09:00:30Z',
  claimed_until: null,
  ...overrides,
});
const chosen = (introduction: LeadDelivery | null) =>
  introductionFixture(1, 'Derby Precision', {
    sent_at: '2026-11-22T09:00:00Z',
    offered_at: '2026-11-23T10:00:00Z',
    chosen_at: '2026-11-24T08:15:00Z',
    answer: 'interested',
    delivery: delivery({}),
    introduction_delivery: introduction,
  });
const item = () => within(screen.getByRole('listitem', { name: 'Derby Precision' }));
const show = (introduction: LeadDelivery | null) =>
  renderWithProviders(
    <ul>
      <IntroductionItem kind="oem" leadId="lead-1" intro={chosen(introduction)} open={false} />
    </ul>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an introduction on the desk', () => {
  it('says when the introduction email went, with nothing to retry', () => {
    show(delivery({ id: 'd-intro', kind: 'introduction', sent_at: '2026-11-24T08:16:00Z' }));
    expect(item().getByText('Introduction email')).toBeVisible();
    expect(item().getByText('24/11/2026, 08:16')).toBeVisible();
    expect(item().queryByRole('button', { name: /Retry the introduction email/ })).toBeNull();
  });

  it('says a withheld introduction was not sent and why, and queues it again on Retry', async () => {
    const user = userEvent.setup();
    const posted: { path: string; body: string }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      posted.push({ path: url.pathname.replace(/^.*\/rest\/v1\//, ''), body: String(init?.body ?? '') });
      return Response.json(true);
    });
    const why = 'The supplier is no longer one we may introduce: AS9100 certificate expired';
    show(delivery({ id: 'd-intro', kind: 'introduction', status: 'skipped', last_error: why, sent_at: null }));
    expect(item().getByText(`Not sent: ${why}`)).toBeVisible();
    await user.click(item().getByRole('button', { name: 'Retry the introduction email to Derby Precision' }));
    expect(await screen.findByText('Queued again')).toBeVisible();
    expect(posted.filter((r) => r.path === 'rpc/retry_lead_delivery').map((r) => JSON.parse(r.body))).toEqual([
      { delivery_id: 'd-intro' },
    ]);
  });

  it('shows no introduction email before the buyer chose the supplier', () => {
    show(null);
    expect(item().getByText('Brief')).toBeVisible();
    expect(item().queryByText('Introduction email')).toBeNull();
  });
});
