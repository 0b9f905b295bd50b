import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/lib/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { createDialogState } from '../components/use-dialog-trigger';
import { PartnerDialog } from './partner-dialog';

function Page() {
  const [dialog] = useState(() => createDialogState('dialog'));
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
  it('has the required fields, the optional ones, a privacy line and the submit button', async () => {
    const { dialog } = await openDialog();
    const d = within(dialog);
    for (const name of ['Email', 'Company name', 'Contact name'])
      expect(d.getByRole('textbox', { name })).toBeRequired();
    expect(d.getByRole('combobox', { name: 'Country' })).toBeRequired();
    for (const name of ['Company website', 'Number of employees', 'Other certifications', 'Other industries served']) {
      expect(d.getByRole('textbox', { name })).not.toBeRequired();
    }
    expect(d.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    // The industries box is three lines, the notes boxes four.
    expect(d.getByRole('textbox', { name: 'Other industries served' })).toHaveAttribute('rows', '3');
    // Every choice offers the register's vocabulary, each box labelled.
    const processes = d.getByRole('group', { name: 'Processes (required)' });
    expect(within(processes).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(processes).getByRole('checkbox', { name: 'Tight tolerances (±0.01 mm)' })).toBeInTheDocument();
    expect(within(processes).getByRole('checkbox', { name: 'Swiss-type turning' })).toBeInTheDocument();
    expect(within(d.getByRole('group', { name: 'Materials (required)' })).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(d.getByRole('group', { name: 'Certifications held' })).getByRole('checkbox', { name: 'AS9100' }));
    expect(within(d.getByRole('group', { name: 'Industries served' })).getAllByRole('checkbox')).toHaveLength(10);
    const country = d.getByRole('combobox', { name: 'Country' });
    expect(within(country).getAllByRole('option')[1]).toHaveTextContent('United Kingdom');
    const part = d.getByRole('group', { name: 'Largest part you machine (mm)' });
    expect(
      within(part)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('inputmode')),
    ).toEqual(['numeric', 'numeric', 'numeric']);
    expect(d.getByLabelText('Certificate files')).toHaveAttribute('accept', expect.stringContaining('.pdf'));
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

  it('requires the most axes once multi-axis machining is ticked, tying each error to its question', async () => {
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Claim My Free Package' }));
    expect(await screen.findByText(messages.partner.missingFields.description)).toBeInTheDocument();
    const processes = d.getByRole('group', { name: 'Processes (required)' });
    expect(processes).toHaveAccessibleDescription('Select at least one process');
    // Each box is read with the group's error, not only the group.
    for (const box of within(processes).getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Select at least one process');
    }
    expect(d.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Select your country');
    await user.click(within(processes).getByRole('checkbox', { name: 'Multi-axis machining' }));
    const axes = d.getByRole('combobox', { name: 'Most axes machined at once' });
    await user.click(d.getByRole('button', { name: 'Claim My Free Package' }));
    await waitFor(() => expect(axes).toHaveAccessibleDescription('Select the most axes you machine at once'));
    expect(axes).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(axes, '5');
    await waitFor(() => expect(axes).not.toHaveAttribute('aria-invalid'));
  });

  it('points at a malformed email instead of claiming fields are missing, and clears errors as they are fixed', async () => {
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.click(
      within(d.getByRole('group', { name: 'Processes (required)' })).getByRole('checkbox', { name: 'CNC milling' }),
    );
    await user.click(
      within(d.getByRole('group', { name: 'Materials (required)' })).getByRole('checkbox', { name: 'Aluminium' }),
    );
    await user.selectOptions(d.getByRole('combobox', { name: 'Country' }), 'GB');
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
