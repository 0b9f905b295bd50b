import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { introductionFixture } from '@/testing/introduction-fixture';
import { PhoneAnswerForm } from './phone-answer-form';

const now = new Date('2026-11-29T10:00:00Z');
const sent = introductionFixture(2, 'Derby Precision', { sent_at: '2026-11-28T10:00:00Z' });

describe('recording an answer taken by phone', () => {
  it('records interested with its lead time, start, price and minimum order, every field labelled', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<PhoneAnswerForm intro={sent} pending={false} now={now} onSave={onSave} />);
    const form = screen.getByRole('form', { name: 'Derby Precision’s answer by phone' });
    expect(form).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save the answer' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Choose interested or declined.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Interested' }));
    await user.click(screen.getByRole('button', { name: 'Save the answer' }));
    expect(screen.getByRole('combobox', { name: /Lead time/ })).toHaveAccessibleDescription('Choose a lead time.');
    expect(screen.getByLabelText(/Earliest start/)).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: /Lead time/ }), '2-4 weeks');
    await user.type(screen.getByLabelText(/Earliest start/), '2026-12-07');
    await user.type(screen.getByRole('textbox', { name: /Indicative price/ }), '1250');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price basis' }), 'Per part');
    await user.type(screen.getByRole('textbox', { name: /Minimum order/ }), '50');
    await user.type(screen.getByRole('textbox', { name: /Note to the team/ }), 'Call back Tuesday');
    await user.click(screen.getByRole('button', { name: 'Save the answer' }));
    expect(onSave).toHaveBeenCalledWith({
      answer: 'interested',
      lead_time: '2-4-weeks',
      earliest_start: '2026-12-07',
      price: { amount: 1250, currency: 'GBP', basis: 'per_part' },
      minimum_order: 50,
      note: 'Call back Tuesday',
    });
  });

  it('records a decline with its reason, and asks for words when the reason is another one', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<PhoneAnswerForm intro={sent} pending={false} now={now} onSave={onSave} />);
    await user.click(screen.getByRole('radio', { name: 'Declined' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Reason/ }), 'Another reason');
    await user.click(screen.getByRole('button', { name: 'Save the answer' }));
    const words = screen.getByRole('textbox', { name: /In their words/ });
    expect(words).toBeRequired();
    expect(words).toHaveAccessibleDescription(/Say the reason in at least 3 characters/);
    await user.type(words, 'Walls too thin for us');
    await user.click(screen.getByRole('button', { name: 'Save the answer' }));
    expect(onSave).toHaveBeenCalledWith({ answer: 'declined', reason: 'other', words: 'Walls too thin for us' });
  });
});
