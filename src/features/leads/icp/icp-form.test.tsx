import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { IcpForm } from './icp-form';

describe('IcpForm before anything is sent', () => {
  it('asks for the required fields with the exact toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IcpForm />);
    await user.click(screen.getByRole('button', { name: 'Download the Template' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('asks for the privacy consent once the fields are filled, keeping the values', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IcpForm />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ida');
    await user.type(screen.getByRole('textbox', { name: 'Business email' }), 'ida@shop.test');
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Sales Director');
    await user.click(screen.getByRole('button', { name: 'Download the Template' }));
    expect(await screen.findByText('Please agree to the privacy policy')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ida');
    expect(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The marketing box is separate, optional and not flagged.
    expect(screen.getByRole('checkbox', { name: 'Email me occasional resources' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email me occasional resources' })).not.toHaveAttribute('aria-invalid');
  });

  it('links the consent to the privacy policy page', () => {
    renderWithProviders(<IcpForm />);
    const links = screen.getAllByRole('link', { name: 'privacy policy' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/privacy-policy');
  });
});
