import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCards } from './summary-cards';

describe('SummaryCards', () => {
  it('shows a count card for each of the five kinds, with its total and how many are new', () => {
    const count = (total: number, fresh = 0) => ({ total, new: fresh });
    render(
      <SummaryCards
        counts={{
          icp: count(12, 3),
          oem: count(10_000, 1_250),
          partner: count(0),
          contact: count(4),
          quote: count(5),
        }}
      />,
    );
    const card = (name: string) => screen.getByRole('region', { name });
    expect(within(card('ICP Template Downloads')).getByText('12')).toBeVisible();
    expect(within(card('OEM Leads')).getByText('10,000')).toBeVisible();
    expect(within(card('OEM Leads')).getByText('Sourcing inquiries')).toBeVisible();
    expect(within(card('OEM Leads')).getByText('1,250 new')).toBeVisible();
    expect(within(card('ICP Template Downloads')).getByText('3 new')).toBeVisible();
    expect(within(card('CNC Partner Leads')).getByText('0')).toBeVisible();
    expect(within(card('CNC Partner Leads')).getByText('Partnership inquiries')).toBeVisible();
    expect(within(card('Contact Messages')).getByText('4')).toBeVisible();
    expect(within(card('Consultation Requests')).getByText('5')).toBeVisible();
    expect(within(card('Consultation Requests')).getByText('0 new')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });
});
