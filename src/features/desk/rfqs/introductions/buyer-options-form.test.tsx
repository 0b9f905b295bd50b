import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { introductionFixture } from '@/testing/introduction-fixture';
import { BuyerOptionsForm } from './buyer-options-form';
import type { Introduction } from './introduction-types';

const row = { id: '3f9ac21b-0000-4000-8000-000000000001', email: 'imogen@halden.example' };

const yes = (position: number, company: string, handReason: string | null = null): Introduction =>
  introductionFixture(position, company, {
    id: `intro-${position}`,
    handReason,
    sent_at: '2026-11-28T10:00:00Z',
    answer: 'interested',
    lead_time: '4-8-weeks',
    earliest_start: '2026-12-14',
  });

describe('sending the buyer’s options', () => {
  it('ticks at most 3 of the suppliers that said yes, and the email names exactly the ticked ones', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const interested = [
      yes(1, 'Coventry Precision'),
      yes(2, 'Derby Precision'),
      yes(4, 'Hull CNC'),
      yes(5, 'York Mill'),
    ];
    renderWithProviders(<BuyerOptionsForm row={row} interested={interested} pending={false} onSend={onSend} />);
    const box = (name: string) => screen.getByRole('checkbox', { name: `Offer ${name} to the buyer` });
    // The first 3 start ticked; the fourth cannot be added until one is unticked.
    expect(box('Coventry Precision')).toBeChecked();
    expect(box('Hull CNC')).toBeChecked();
    expect(box('York Mill')).not.toBeChecked();
    expect(box('York Mill')).toBeDisabled();
    expect(screen.getByText('Three suppliers are ticked: untick one to choose another.')).toBeVisible();
    await user.click(box('Derby Precision'));
    await user.click(box('York Mill'));
    const buyer = screen.getByRole('article', { name: 'Email to the buyer' });
    expect(buyer).toHaveTextContent('Coventry Precision');
    expect(buyer).toHaveTextContent('York Mill');
    expect(buyer.textContent).not.toContain('Derby Precision');
    expect(buyer).toHaveTextContent('Lead time: 4-8 weeks Can start from: 14 December 2026');
    await user.click(screen.getByRole('button', { name: 'Send options to the buyer' }));
    expect(onSend).toHaveBeenCalledWith({ introductionIds: ['intro-1', 'intro-4', 'intro-5'], buyerReasons: {} });
  });

  it('says plainly when fewer than 3 are offered, and requires words for a supplier added by hand', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithProviders(
      <BuyerOptionsForm
        row={row}
        interested={[yes(1, 'Coventry Precision'), yes(4, 'Wide Bed Ltd', 'Only shop with a 2 m bed')]}
        pending={false}
        onSend={onSend}
      />,
    );
    const send = screen.getByRole('button', { name: 'Send options to the buyer' });
    expect(send).toHaveAccessibleDescription(
      'Only 2 options, fewer than the 3 promised: the buyer reads them now rather than wait.',
    );
    const buyer = screen.getByRole('article', { name: 'Email to the buyer' });
    expect(buyer.textContent).not.toContain('2 m bed');
    await user.click(send);
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Say what the buyer reads about Wide Bed Ltd.')).toBeVisible();
    const words = screen.getByRole('textbox', { name: /What the buyer reads about Wide Bed Ltd/ });
    expect(words).toBeRequired();
    await user.type(words, 'Takes parts up to 2 m long');
    expect(within(buyer).getByText(/Takes parts up to 2 m long/)).toBeVisible();
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith({
      introductionIds: ['intro-1', 'intro-4'],
      buyerReasons: { 'intro-4': 'Takes parts up to 2 m long' },
    });
  });

  it('sends nothing with no supplier ticked', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithProviders(
      <BuyerOptionsForm row={row} interested={[yes(1, 'Coventry Precision')]} pending={false} onSend={onSend} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Offer Coventry Precision to the buyer' }));
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send options to the buyer' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Tick at least one supplier.')).toBeVisible();
  });
});
