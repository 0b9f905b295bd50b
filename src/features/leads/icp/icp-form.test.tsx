import { screen, waitFor, within } from '@testing-library/react';
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
    // Said under the box, where it stays and is read with the box, and then in the toast.
    const form = screen.getByRole('form', { name: 'Get the free template' });
    expect(await within(form).findByText('Please agree to the privacy policy')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Please agree to the privacy policy')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ida');
    const consent = screen.getByRole('checkbox', { name: 'I agree to the privacy policy' });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription('Please agree to the privacy policy');
    await user.click(consent);
    await waitFor(() => expect(within(form).queryByText('Please agree to the privacy policy')).toBeNull());
    expect(consent).not.toHaveAttribute('aria-describedby');
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
