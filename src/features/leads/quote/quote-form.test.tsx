import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MAX_FILE_BYTES } from './file-rules';
import { QuoteForm } from './quote-form';

/** A File that reports `size` bytes without allocating them. */
function fakeFile(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup() {
  // The rules under test decide, not the picker's `accept` hint.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<QuoteForm onSubmitted={() => undefined} />);
  const fileInput = screen.getByLabelText('Drawings, models and photos');
  return { user, fileInput };
}

describe('QuoteForm validation', () => {
  it('shows the exact message under each required field on submit, and nothing before', async () => {
    const { user } = setup();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Company name is required',
      'Contact name is required',
      'Invalid email address',
      'Select at least one job type',
      'Please provide more details about your project',
      'Please select a timeline',
      'Please select a budget range',
      'Please select an estimated quantity',
    ]);
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
  });

  it('puts focus on the first question with an error, in the page’s order, with its error read', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme Ltd');
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@acme.test');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const jobTypes = screen.getByRole('group', { name: /Type of work/ });
    const firstJobType = within(jobTypes).getAllByRole('checkbox')[0];
    await vi.waitFor(() => expect(firstJobType).toHaveFocus());
    expect(firstJobType).toHaveAccessibleDescription(/Select at least one job type/);
    expect(screen.getByRole('textbox', { name: 'Company name' })).not.toHaveAttribute('aria-invalid');
  });

  it('re-validates on every change after the first submit', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const description = screen.getByRole('textbox', { name: /project description/i });
    await user.type(description, 'Too short');
    expect(description).toHaveAccessibleDescription(/Please provide more details about your project/);
    await user.type(description, '!');
    expect(description).not.toHaveAccessibleDescription(/Please provide more details/);
    await user.click(screen.getByRole('checkbox', { name: 'Grinding' }));
    expect(screen.queryByText('Select at least one job type')).not.toBeInTheDocument();
  });

  it('does not validate while typing before the first submit', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });
});

describe('QuoteForm files', () => {
  it('lists each chosen file with its size (KB under 0.1 MB) and a remove button', async () => {
    const { user, fileInput } = setup();
    await user.upload(fileInput, [
      fakeFile('housing.step', 1_572_864),
      fakeFile('drawing.pdf', 52_428, 'application/pdf'),
    ]);
    // The rows' code loads with the first file: until it has, the files are listed by name.
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getByText('drawing.pdf')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Remove drawing.pdf' });
    const list = screen.getByRole('list', { name: 'Chosen files' });
    const items = within(list).getAllByRole('listitem');
    // A model's row also holds its preview (here, without a Worker, the "not available" line).
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^housing\.step1\.50 MBRemove/),
      'drawing.pdf52 KBRemove',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove housing.step' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(fileInput).toHaveFocus();
  });

  it('accepts exactly 50 MB and rejects the whole selection over it with the exact notice', async () => {
    const { user, fileInput } = setup();
    await user.upload(fileInput, [fakeFile('limit.stl', MAX_FILE_BYTES)]);
    expect(screen.getByText('limit.stl')).toBeInTheDocument();
    await user.upload(fileInput, [
      fakeFile('fine.pdf', 10, 'application/pdf'),
      fakeFile('huge.step', MAX_FILE_BYTES + 1),
    ]);
    expect(await screen.findByText('File size too large')).toBeInTheDocument();
    expect(screen.getByText('The file "huge.step" exceeds the maximum size of 50MB.')).toBeInTheDocument();
    expect(screen.queryByText('fine.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('limit.stl')).toBeInTheDocument();
  });

  it('rejects an unsupported type with the exact notice', async () => {
    const { user, fileInput } = setup();
    await user.upload(fileInput, [fakeFile('notes.docx', 100, 'application/msword')]);
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('The file "notes.docx" has an unsupported file type.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });
});
