import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SignInForm } from './sign-in-form';

// Only the checks made before any request: sign-in itself is covered against the real embedded
// backend in tests/e2e/admin-access.spec.ts, never with a mocked Supabase.
describe('SignInForm', () => {
  it('labels both fields and explains what is missing without calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects an email without a domain', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText(/Email/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText(/Password/)).not.toHaveAttribute('aria-invalid');
  });
});
