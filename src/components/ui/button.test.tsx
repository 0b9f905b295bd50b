import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/** A form whose submit button is out of use while its send runs, as every form's is. */
function SendingForm({ onSend }: { onSend: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      aria-label="Send"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        setPending(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" aria-disabled={pending}>
        {pending ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps focus while out of use, announced as unavailable, and a press submits nothing more', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SendingForm onSend={onSend} />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    await user.keyboard('{Enter}');
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(onSend).toHaveBeenCalledTimes(1);
    // A browser moves focus off a disabled button to the body; one that is only aria-disabled keeps it.
    expect(sending).toHaveFocus();
    expect(sending).toBeEnabled();
    expect(sending).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(sending);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nia{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('runs its click handler only while in use', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button aria-disabled onClick={onClick}>
        Next
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Next</Button>);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
