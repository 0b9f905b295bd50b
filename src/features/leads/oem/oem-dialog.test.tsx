import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { oemFields, oemSections } from '@/shared/leads/fields/oem-fields';
import { messages } from '@/lib/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { createDialogState } from '../components/use-dialog-trigger';
import { OemDialog } from './oem-dialog';

function Page() {
  const [dialog] = useState(() => createDialogState('dialog'));
  return (
    <>
      <button type="button" onClick={() => dialog.open()}>
        Get My Suppliers
      </button>
      <OemDialog state={dialog} />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<Page />, { route: '/oem-sourcing' });
  await user.click(screen.getByRole('button', { name: 'Get My Suppliers' }));
  const dialog = screen.getByRole('dialog', { name: 'OEM Submission Form' });
  // The form's code loads when the dialog opens; it then takes the focus.
  // The first open also transforms the form's modules, which on a busy machine takes more than
  // waitFor's default second.
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveFocus(), {
    timeout: 10_000,
  });
  return { user, dialog, d: within(dialog) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OEM dialog', () => {
  it('shows the five sections as named groups, a Book a Call link and the Cancel and Submit RFQ buttons', async () => {
    const { d } = await openDialog();
    // Five titled sections, each followed by its questions answered by ticking choices.
    const groups = d.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual(
      oemSections.flatMap((section) => [
        oemSourcingContent.dialog.sections[section],
        ...oemFields
          .filter((f) => 'section' in f && f.section === section)
          .filter((f) => f.kind === 'choices' || (f.kind === 'choice' && 'control' in f && f.control === 'radio'))
          .map((f) => f.label),
      ]),
    );
    expect(groups).toEqual(expect.arrayContaining(['Certifications required', 'Open to suppliers outside the UK?']));
    expect(d.getByRole('link', { name: /book a call/i })).toHaveAttribute('target', '_blank');
    expect(d.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '4');
    expect(d.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Submit RFQ' })).toBeInTheDocument();
    for (const name of ['Company name', 'Website', 'City', 'Country', 'Full name', 'Job title', 'Email']) {
      expect(d.getByRole('textbox', { name })).toBeRequired();
    }
    expect(d.getByRole('combobox', { name: 'Industry sector' })).toBeRequired();
  });

  it('refuses a form with a mandatory field empty with the exact toast, sending nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, d } = await openDialog();
    await user.type(d.getByRole('textbox', { name: 'Company name' }), 'Aquila Subsea');
    await user.click(d.getByRole('button', { name: 'Submit RFQ' }));
    expect(await screen.findByText(messages.oem.missingFields.description)).toBeInTheDocument();
    expect(screen.getByText(messages.oem.missingFields.title)).toBeInTheDocument();
    expect(d.getByRole('combobox', { name: 'Industry sector' })).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByRole('textbox', { name: 'Company name' })).toHaveValue('Aquila Subsea');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reveals a text field for "other" materials and for an "other" certification', async () => {
    const { user, d } = await openDialog();
    expect(d.queryByRole('textbox', { name: 'Other materials' })).not.toBeInTheDocument();
    expect(d.queryByRole('textbox', { name: 'Other certification' })).not.toBeInTheDocument();
    await user.selectOptions(d.getByRole('combobox', { name: 'Materials' }), 'other');
    expect(d.getByRole('textbox', { name: 'Other materials' })).toBeInTheDocument();
    const group = d.getByRole('group', { name: 'Certifications required' });
    await user.click(within(group).getByRole('checkbox', { name: 'Other' }));
    expect(d.getByRole('textbox', { name: 'Other certification' })).toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: 'Other' }));
    expect(d.queryByRole('textbox', { name: 'Other certification' })).not.toBeInTheDocument();
  });

  it('accepts drawings and shows the picked file name', async () => {
    const { user, d } = await openDialog();
    const picker = d.getByLabelText('Drawing or file');
    expect(picker).toHaveAttribute('accept', '.pdf,.dwg,.step,.stp,.iges,.igs,.jpg,.jpeg,.png');
    await user.upload(picker, new File(['%PDF-1.7'], 'bracket-rev-b.pdf', { type: 'application/pdf' }));
    expect(d.getByText('File selected: bracket-rev-b.pdf')).toBeInTheDocument();
    expect(d.queryByText(/uploaded/i)).not.toBeInTheDocument();
  });

  it('takes a model and its drawings, up to 5 files, and refuses a sixth with a toast', async () => {
    const { user, d } = await openDialog();
    const picker = d.getByLabelText('Drawing or file');
    expect(picker).toHaveAttribute('multiple');
    const file = (name: string) => new File(['solid'], name, { type: 'application/octet-stream' });
    await user.upload(picker, [file('housing.step'), file('housing.pdf')]);
    const chosen = d.getByRole('list', { name: 'Chosen files' });
    expect(
      within(chosen)
        .getAllByText(/^File selected: /)
        .map((item) => item.textContent),
    ).toEqual(['File selected: housing.step', 'File selected: housing.pdf']);
    await user.upload(picker, [file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')]);
    expect(await screen.findByText(oemSourcingContent.dialog.sections.projectTooManyFiles.title)).toBeInTheDocument();
    expect(within(chosen).getAllByText(/^File selected: /)).toHaveLength(2);
    await user.click(d.getByRole('button', { name: 'Remove housing.pdf' }));
    expect(
      within(chosen)
        .getAllByText(/^File selected: /)
        .map((item) => item.textContent),
    ).toEqual(['File selected: housing.step']);
  });

  it('opens blank every time, whatever was typed before', async () => {
    const { user, d } = await openDialog();
    await user.type(d.getByRole('textbox', { name: 'Company name' }), 'Aquila Subsea');
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get My Suppliers' }));
    expect(await within(screen.getByRole('dialog')).findByRole('textbox', { name: 'Company name' })).toHaveValue('');
  });
});
