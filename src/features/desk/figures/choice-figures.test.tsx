import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ChoiceFigures, ChoiceFiguresSection } from './choice-figures';
import type { ChoiceFigures as ChoiceFiguresData, ChoiceWeek } from './figures-queries';

/** What the buyers chose, as the figures view shows it: each rate with the RFQs it is made from, or "No data yet". */

const week = (week_start: string, rfqs = 0, offered = 0, chosen = 0): ChoiceWeek => ({
  week_start,
  rfqs,
  offered,
  chosen,
  precision_at_3: offered > 0 ? chosen / offered : null,
});

const empty: ChoiceFiguresData = {
  since: '2026-11-16T00:00:00Z',
  weeks: [week('2026-11-16'), week('2026-11-23')],
  rfqs: 0,
  waiting: 0,
  offered: 0,
  chosen: 0,
  precision_at_3: null,
  introduced_rfqs: 0,
  introduced_share: null,
  to_choice: { rfqs: 0, median_hours: null, p90_hours: null },
  none_fit: [],
};

const measured: ChoiceFiguresData = {
  ...empty,
  weeks: [week('2026-11-16', 4, 10, 3), week('2026-11-23')],
  rfqs: 4,
  waiting: 3,
  offered: 10,
  chosen: 3,
  precision_at_3: 0.3,
  introduced_rfqs: 2,
  introduced_share: 0.5,
  to_choice: { rfqs: 2, median_hours: 20.5, p90_hours: 46 },
  none_fit: [
    { reason: 'price', count: 1 },
    { reason: 'found_elsewhere', count: 1 },
  ],
};

const titles = [
  'Options the buyer chose to meet',
  'RFQs with at least one introduction',
  'Time from options to choice',
  'Why none fits',
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChoiceFigures', () => {
  it('with 0 RFQs says "No data yet" on every figure, never 0%', () => {
    renderWithProviders(<ChoiceFigures data={empty} />);
    for (const title of titles) {
      const figure = within(screen.getByRole('region', { name: title }));
      expect(figure.getByText('No data yet')).toBeInTheDocument();
      expect(figure.queryByText(/%|^From /)).toBeNull();
    }
    const table = screen.getByRole('table', { name: 'Options the buyer chose to meet, per week' });
    expect(within(table).getAllByRole('cell', { name: 'No data yet' })).toHaveLength(2);
    expect(within(table).queryByRole('cell', { name: /%/ })).toBeNull();
    expect(screen.getByText('No RFQ is waiting for the buyer.')).toBeVisible();
  });

  it('states each rate with the RFQs it is made from, the times, the reasons by label, and the RFQs waiting', () => {
    renderWithProviders(<ChoiceFigures data={measured} />);
    const precision = within(screen.getByRole('region', { name: titles[0] }));
    expect(precision.getByText('30%')).toBeVisible();
    expect(precision.getByText('3 of 10 options sent')).toBeVisible();
    expect(precision.getByText('From 4 RFQs')).toBeVisible();
    const introduced = within(screen.getByRole('region', { name: titles[1] }));
    expect(introduced.getByText('50%')).toBeVisible();
    expect(introduced.getByText('2 of 4 RFQs')).toBeVisible();
    expect(introduced.getByText('From 4 RFQs')).toBeVisible();
    const times = within(screen.getByRole('region', { name: titles[2] }));
    expect(times.getByText('20.5 h')).toBeVisible();
    expect(times.getByText('46 h')).toBeVisible();
    expect(times.getByText('From 2 RFQs where the buyer chose')).toBeVisible();
    const reasons = within(screen.getByRole('region', { name: titles[3] }));
    expect(reasons.getByText('Price too high')).toBeVisible();
    expect(reasons.getByText('Found a supplier elsewhere')).toBeVisible();
    expect(reasons.queryByText('found_elsewhere')).toBeNull();
    const table = within(screen.getByRole('table', { name: 'Options the buyer chose to meet, per week' }));
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['16 Nov410330%', '23 Nov000No data yet']);
    expect(
      screen.getByText('3 RFQs still waiting for the buyer, not counted until they answer or 14 days pass.'),
    ).toBeVisible();
  });

  it('reads public.choice_figures over 12 weeks', async () => {
    const asked: { url: string; body: string }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push({ url: input instanceof Request ? input.url : String(input), body: String(init?.body ?? '') });
      return Response.json({ ...measured, waiting: 1 });
    });
    renderWithProviders(<ChoiceFiguresSection />);
    expect(
      await screen.findByText('1 RFQ still waiting for the buyer, not counted until they answer or 14 days pass.'),
    ).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toMatch(/\/rest\/v1\/rpc\/choice_figures$/);
    expect(JSON.parse(asked[0]?.body ?? '{}')).toEqual({ p_weeks: 12 });
  });
});
