import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
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

/** What a step shows once its dialog closes, focused as the private pages' results are. */
function Result() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} role="status">
      Done. The introduction is on its way.
    </p>
  );
}

function ClosedWithAResult() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Introduce me
      </button>
      {done ? <Result /> : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Introduce me</DialogTitle>
          <DialogDescription>We share your details with the supplier.</DialogDescription>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setDone(true);
            }}
          >
            Send
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

describe('a dialog whose close shows a result', () => {
  it('leaves focus on the result, not on the control that opened it', async () => {
    const user = userEvent.setup();
    render(<ClosedWithAResult />);
    await user.click(screen.getByRole('button', { name: 'Introduce me' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands focus back a task after the dialog is gone.
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
