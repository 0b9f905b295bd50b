import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DeskViewNav, readDeskView } from './desk-views';

describe('the desk’s views', () => {
  it('opens on the RFQ queue; a lead tab in the URL (old alert links) opens the lead tabs', () => {
    expect(readDeskView(new URLSearchParams())).toBe('queue');
    expect(readDeskView(new URLSearchParams('view=queue'))).toBe('queue');
    expect(readDeskView(new URLSearchParams('view=leads'))).toBe('leads');
    expect(readDeskView(new URLSearchParams('tab=oem&lead=2f1c6f0e-8a1b-4c3d-9e7f-0a1b2c3d4e5f'))).toBe('leads');
    expect(readDeskView(new URLSearchParams('view=suppliers'))).toBe('suppliers');
    expect(readDeskView(new URLSearchParams('view=figures'))).toBe('figures');
    expect(readDeskView(new URLSearchParams('view=nothing'))).toBe('queue');
  });

  it('links the queue first, then the leads, the register and the figures', () => {
    renderWithProviders(<DeskViewNav view="queue" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['RFQ queue', 'Leads', 'Suppliers', 'Figures']);
    expect(screen.getByRole('link', { name: 'RFQ queue' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/?view=leads');
  });
});
