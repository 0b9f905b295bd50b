import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { FiguresWeek, PromiseFigures } from './figures-queries';
import { Figures } from './figures-view';

/** The figures as the desk shows them: figures where there is data, "No data yet" where there is none. */

const week = (week_start: string, decided = 0, within_72h = 0, fewer_in_time = 0, sent_late = 0): FiguresWeek => ({
  week_start,
  arrived: decided,
  decided,
  within_72h,
  fewer_in_time,
  sent_late,
  share: decided > 0 ? within_72h / decided : null,
});

const empty: PromiseFigures = {
  weeks: [week('2026-11-16'), week('2026-11-23')],
  sent: 0,
  fewer_in_time: 0,
  sent_late: 0,
  median_hours: null,
  p90_hours: null,
  overdue_now: 0,
  picks: 0,
  top3_picks: 0,
  hand_picks: 0,
  precision_at_3: null,
  hand_share: null,
  to_briefs: { rfqs: 0, median_hours: null, p90_hours: null },
  to_first_yes: { rfqs: 0, median_hours: null, p90_hours: null },
  answers: { briefs: 0, answered: 0, interested: 0, rate: null },
  declines: [],
  options_per_rfq: { three: 0, two: 0, one: 0, none: 0 },
};

describe('Figures', () => {
  it('with nothing to measure says "No data yet", never 0% or 100%', () => {
    renderWithProviders(<Figures data={empty} />);
    for (const title of [
      '3 options sent within 72 h',
      'Time to options',
      'The team’s picks',
      'Time to the first brief',
      'Time to the first yes',
      'Briefs answered',
      'Why suppliers declined',
      'Options each RFQ got',
    ]) {
      const figure = within(screen.getByRole('region', { name: title }));
      expect(figure.getByText('No data yet')).toBeInTheDocument();
      expect(figure.queryByText(/^[\d.]+(%| h)$/)).toBeNull();
    }
    expect(screen.getAllByRole('cell', { name: 'No data yet' })).toHaveLength(2);
    expect(screen.queryByRole('cell', { name: /%/ })).toBeNull();
    expect(screen.queryByText('Fewer than 3, in time', { selector: 'dt' })).toBeNull();
  });

  it('shows the shares, the times and the picks from the figures', () => {
    renderWithProviders(
      <Figures
        data={{
          ...empty,
          weeks: [week('2026-11-16', 4, 2, 1, 1), week('2026-11-23', 1, 1)],
          sent: 5,
          fewer_in_time: 1,
          sent_late: 1,
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
    const onTime = within(screen.getByRole('region', { name: '3 options sent within 72 h' }));
    expect(onTime.getByText('60%')).toBeInTheDocument();
    expect(onTime.getByText('3 of 5 RFQs')).toBeInTheDocument();
    // Kept means 3 options in time: the rest are counted apart, in total and per week.
    expect(onTime.getByText('Fewer than 3, in time').nextElementSibling).toHaveTextContent('1');
    expect(onTime.getByText('Sent late').nextElementSibling).toHaveTextContent('1');
    const [firstWeek] = screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(
      within(firstWeek as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '4', '2', '1', '1', '50%']);
    expect(screen.getByText('30.5 h')).toBeInTheDocument();
    expect(screen.getByText('83.3%')).toBeInTheDocument();
    expect(screen.getByText('16.7%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Share of RFQs with 3 options within 72 h, per week/ })).toBeInTheDocument();
  });

  it('shows each step to the options from what was recorded', () => {
    renderWithProviders(
      <Figures
        data={{
          ...empty,
          to_briefs: { rfqs: 2, median_hours: 4, p90_hours: 5.6 },
          to_first_yes: { rfqs: 1, median_hours: 10, p90_hours: 10 },
          answers: { briefs: 5, answered: 4, interested: 2, rate: 0.8 },
          declines: [
            { reason: 'deadline', count: 1 },
            { reason: 'no_capacity', count: 1 },
          ],
          options_per_rfq: { three: 0, two: 1, one: 0, none: 0 },
        }}
      />,
    );
    const briefs = within(screen.getByRole('region', { name: 'Time to the first brief' }));
    expect(briefs.getByText('Median').nextElementSibling).toHaveTextContent('4 h');
    expect(briefs.getByText('From 2 RFQs with a brief sent')).toBeInTheDocument();
    const answers = within(screen.getByRole('region', { name: 'Briefs answered' }));
    expect(answers.getByText('80%')).toBeInTheDocument();
    expect(answers.getByText('4 of 5 briefs answered; 2 said yes')).toBeInTheDocument();
    const declines = within(screen.getByRole('region', { name: 'Why suppliers declined' }));
    expect(declines.getByText('No capacity').nextElementSibling).toHaveTextContent('1');
    const options = within(screen.getByRole('region', { name: 'Options each RFQ got' }));
    expect(options.getByText('2 options').nextElementSibling).toHaveTextContent('1');
  });
});
