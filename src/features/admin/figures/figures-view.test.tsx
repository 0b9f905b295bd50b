import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { FiguresWeek, PromiseFigures } from './figures-queries';
import { Figures } from './figures-view';

/** The figures as the desk shows them: figures where there is data, "No data yet" where there is none. */

const week = (week_start: string, decided = 0, within_72h = 0): FiguresWeek => ({
  week_start,
  arrived: decided,
  decided,
  within_72h,
  share: decided > 0 ? within_72h / decided : null,
});

const empty: PromiseFigures = {
  weeks: [week('2026-11-16'), week('2026-11-23')],
  sent: 0,
  median_hours: null,
  p90_hours: null,
  overdue_now: 0,
  picks: 0,
  top3_picks: 0,
  hand_picks: 0,
  precision_at_3: null,
  hand_share: null,
};

describe('Figures', () => {
  it('with nothing to measure says "No data yet", never 0% or 100%', () => {
    renderWithProviders(<Figures data={empty} />);
    for (const title of ['Options sent within 72 h', 'Time to options', 'The team’s picks']) {
      const figure = within(screen.getByRole('region', { name: title }));
      expect(figure.getByText('No data yet')).toBeInTheDocument();
      expect(figure.queryByText(/^[\d.]+(%| h)$/)).toBeNull();
    }
    expect(screen.getAllByRole('cell', { name: 'No data yet' })).toHaveLength(2);
    expect(screen.queryByRole('cell', { name: /%/ })).toBeNull();
  });

  it('shows the shares, the times and the picks from the figures', () => {
    renderWithProviders(
      <Figures
        data={{
          ...empty,
          weeks: [week('2026-11-16', 3, 2), week('2026-11-23', 1, 1)],
          sent: 3,
          median_hours: 30.5,
          p90_hours: 70,
          overdue_now: 1,
          picks: 6,
          top3_picks: 5,
          hand_picks: 1,
          precision_at_3: 5 / 6,
          hand_share: 1 / 6,
        }}
      />,
    );
    const onTime = within(screen.getByRole('region', { name: 'Options sent within 72 h' }));
    expect(onTime.getByText('75%')).toBeInTheDocument();
    expect(onTime.getByText('3 of 4 RFQs')).toBeInTheDocument();
    expect(screen.getByText('30.5 h')).toBeInTheDocument();
    expect(screen.getByText('83.3%')).toBeInTheDocument();
    expect(screen.getByText('16.7%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Share of RFQs with options within 72 h, per week/ })).toBeInTheDocument();
  });
});
