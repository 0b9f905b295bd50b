import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_NAME, Honeypot, readHoneypot } from './honeypot';

function Form() {
  return (
    <form aria-label="Demo">
      <Honeypot />
      <label htmlFor="name">Name</label>
      <input id="name" />
    </form>
  );
}

describe('Honeypot', () => {
  it('is hidden from people: out of the tab order, unfilled by autofill and hidden from assistive tech', async () => {
    const { container } = render(<Form />);
    const field = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
    expect(field).toHaveAttribute('tabindex', '-1');
    expect(field).toHaveAttribute('autocomplete', 'off');
    for (const optOut of ['data-1p-ignore', 'data-lpignore', 'data-bwignore']) expect(field).toHaveAttribute(optOut);
    // Autofill matches fields by words in their name, id and label; none of those words is here.
    const words = `${field?.getAttribute('name')} ${field?.id} ${field?.labels?.[0]?.textContent}`;
    expect(words).not.toMatch(
      /name|e-?mail|phone|tel|fax|company|organi[sz]ation|address|street|city|post|zip|country|user|pass|card/i,
    );
    expect(field?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /referral/i })).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('reads what a bot typed, and nothing from a person', () => {
    const { container } = render(<Form />);
    const form = screen.getByRole('form', { name: 'Demo' });
    expect(readHoneypot(form)).toBe('');
    const field = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
    if (field) field.value = '0161 496 0000';
    expect(readHoneypot(form)).toBe('0161 496 0000');
    expect(readHoneypot(null)).toBe('');
  });
});
