import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened from a list's button, as the desk's panels are: no trigger of its own. */
function Opened() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open Acme Aero
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Acme Aero</DialogTitle>
          <DialogDescription>The lead’s details.</DialogDescription>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('a dialog opened from elsewhere', () => {
  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its Close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'a button of its own',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Done' })),
    ],
  ])('gives focus back to the control that opened it when closed by %s', async (_, close) => {
    const user = userEvent.setup();
    render(<Opened />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open Acme Aero' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Acme Aero' })).toBeInTheDocument();
    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Acme Aero' })).toHaveFocus();
  });
});
