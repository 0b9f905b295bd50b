import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BriefQuestions } from './brief-questions';
import { LinkActions } from './link-actions';

describe('a supplier’s questions', () => {
  it('shows each question, the reply once given, and a labelled box to reply to an open one', async () => {
    const user = userEvent.setup();
    const onReply = vi.fn((_id: string, _reply: string, done: () => void) => done());
    renderWithProviders(
      <BriefQuestions
        pending={false}
        onReply={onReply}
        questions={[
          {
            id: 'q1',
            asked_at: '2026-11-28T10:08:00Z',
            question: 'Is the thread M6 or M8?',
            reply: 'M6, coarse',
            replied_at: '2026-11-28T10:20:00Z',
            replied_by: 'ops@forgebridge.example',
          },
          {
            id: 'q2',
            asked_at: '2026-11-28T11:00:00Z',
            question: 'Can we anodise black?',
            reply: null,
            replied_at: null,
            replied_by: null,
          },
        ]}
      />,
    );
    expect(screen.getByText('Is the thread M6 or M8?')).toBeVisible();
    expect(screen.getByText('M6, coarse')).toBeVisible();
    expect(screen.getByText('Replied by ops@forgebridge.example, 28/11/2026, 10:20')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /question 1/ })).toBeNull();
    const box = screen.getByRole('textbox', { name: /Your reply to question 2/ });
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(onReply).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription(/Write a reply of at least 3 characters/);
    await user.type(box, '  Yes, black is fine ');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(onReply).toHaveBeenCalledWith('q2', 'Yes, black is fine', expect.any(Function));
    expect(box).toHaveValue('');
  });
});

describe('sending again and revoking a link', () => {
  it('asks first in a dialog the keyboard answers, and says the old link stops working', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn((done: () => void) => done());
    const onRevoke = vi.fn();
    renderWithProviders(
      <LinkActions company="Derby Precision" pending={false} onResend={onResend} onRevoke={onRevoke} />,
    );
    const resend = screen.getByRole('button', { name: 'Send again to Derby Precision' });
    resend.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Send the brief to Derby Precision again?' });
    expect(dialog).toHaveAccessibleDescription(/The link in the earlier brief stops working at once/);
    // Escape closes it without sending, and focus returns to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onResend).not.toHaveBeenCalled();
    expect(resend).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Revoke link for Derby Precision' }));
    expect(screen.getByRole('alertdialog', { name: 'Revoke Derby Precision’s link?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRevoke).not.toHaveBeenCalled();
  });
});

describe('a confirmed action under way', () => {
  it('keeps focus on the pressed button, says it is working and takes no second press', async () => {
    const user = userEvent.setup();
    const onRevoke = vi.fn();
    /** The panel's part: the change is under way from the first press until it settles. */
    function Revoking() {
      const [pending, setPending] = useState(false);
      return (
        <LinkActions
          company="Derby Precision"
          pending={pending}
          onResend={vi.fn()}
          onRevoke={(done) => {
            onRevoke(done);
            setPending(true);
          }}
        />
      );
    }
    renderWithProviders(<Revoking />);
    await user.click(screen.getByRole('button', { name: 'Revoke link for Derby Precision' }));
    screen.getByRole('button', { name: 'Revoke link' }).focus();
    await user.keyboard('{Enter}');
    expect(onRevoke).toHaveBeenCalledTimes(1);
    const working = screen.getByRole('button', { name: 'Working...' });
    expect(working).toHaveFocus();
    expect(working).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onRevoke).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});
