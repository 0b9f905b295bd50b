import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCards } from './summary-cards';

describe('SummaryCards', () => {
  it('shows the three count cards with their counts', () => {
    render(<SummaryCards counts={{ icp: 12, oem: 10_000, cnc: 0, contact: 4, consultation: 5 }} />);
    const card = (name: string) => screen.getByRole('region', { name });
    expect(within(card('ICP Template Downloads')).getByText('12')).toBeVisible();
    expect(within(card('OEM Leads')).getByText('10,000')).toBeVisible();
    expect(within(card('OEM Leads')).getByText('Sourcing inquiries')).toBeVisible();
    expect(within(card('CNC Partner Leads')).getByText('0')).toBeVisible();
    expect(within(card('CNC Partner Leads')).getByText('Partnership inquiries')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
