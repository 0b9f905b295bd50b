import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager, type PagerCopy } from './pager';

const copy: PagerCopy = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  range: (first, last, total) => `${first}–${last} of ${total}`,
};

/** 120 rows, 50 a page, as a list keeps its page. */
function PagedList() {
  const [page, setPage] = useState(0);
  const shown = Math.min(50, 120 - page * 50);
  return (
    <Pager page={page} pageSize={50} shown={shown} total={120} onPageChange={setPage} copy={copy} rangeTestId="range" />
  );
}

describe('Pager', () => {
  it('keeps focus on the button that reached the last or first page, which then does nothing', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    const next = screen.getByRole('button', { name: 'Next page' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    next.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByTestId('range')).toHaveTextContent('101–120 of 120');
    // A browser moves focus off a disabled button to the body: the button must stay enabled.
    expect(next).toHaveFocus();
    expect(next).toBeEnabled();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('range')).toHaveTextContent('101–120 of 120');

    await user.tab({ shift: true });
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByTestId('range')).toHaveTextContent('1–50 of 120');
    expect(previous).toHaveFocus();
    expect(previous).toBeEnabled();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('range')).toHaveTextContent('1–50 of 120');
  });
});
