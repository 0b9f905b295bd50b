import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/lib/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { createDialogState } from '../components/use-dialog-trigger';
import { PartnerDialog } from './partner-dialog';

function Page() {
  const [dialog] = useState(() => createDialogState('#dialog'));
  return (
    <>
      <button type="button" onClick={() => dialog.open()}>
        Open
      </button>
      <PartnerDialog state={dialog} />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<Page />, { route: '/cnc-partner' });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  // The form's code loads when the dialog opens; it then takes the focus.
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus());
  return { user, dialog };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('partner dialog form', () => {
  it('has the three required fields, the optional ones, a privacy line and the submit button', async () => {
    const { dialog } = await openDialog();
    const d = within(dialog);
    for (const name of ['Email', 'Company name', 'Contact name'])
      expect(d.getByRole('textbox', { name })).toBeRequired();
    for (const name of ['Company website', 'Number of employees', 'Certifications', 'Industries served']) {
      expect(d.getByRole('textbox', { name })).not.toBeRequired();
    }
    expect(d.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(d.getByRole('textbox', { name: 'Industries served' })).toHaveAttribute('rows', '3');
    expect(d.getByRole('combobox', { name: 'How did you hear about us?' })).toBeInTheDocument();
    expect(d.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(d.getByRole('button', { name: 'Claim My Free Package' })).toBeEnabled();
  });

  it('refuses an incomplete form with the exact toast and field errors, sending nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Helen Marsh');
    await user.click(within(dialog).getByRole('button', { name: 'Claim My Free Package' }));

    expect(await screen.findByText(messages.partner.missingFields.description)).toBeInTheDocument();
    expect(screen.getByText(messages.partner.missingFields.title)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Contact name' })).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('textbox', { name: 'Contact name' })).toHaveValue('Helen Marsh');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('points at a malformed email instead of claiming fields are missing, and clears errors as they are fixed', async () => {
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Email' }), 'helen@');
    await user.type(d.getByRole('textbox', { name: 'Company name' }), 'Castleford');
    await user.type(d.getByRole('textbox', { name: 'Contact name' }), 'Helen');
    await user.click(d.getByRole('button', { name: 'Claim My Free Package' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(d.getByRole('alert')).toHaveTextContent('Enter a valid email address');

    await user.type(d.getByRole('textbox', { name: 'Email' }), 'castleford.example');
    expect(d.queryByRole('alert')).not.toBeInTheDocument();
  });
});
