import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ChoiceOption, FormField, FormFieldset } from './form-field';
import { Input, Textarea } from './input';

describe('FormField', () => {
  it('labels the control and marks it required without putting the asterisk in its name', () => {
    render(
      <FormField label="Email" required>
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the control by its hint and, when invalid, by its error', () => {
    const { rerender } = render(
      <FormField label="Certifications" hint="For example ISO 9001">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Certifications' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAccessibleDescription('For example ISO 9001');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(
      <FormField label="Certifications" hint="For example ISO 9001" error="Use 1000 characters or fewer">
        <Input />
      </FormField>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For example ISO 9001 Use 1000 characters or fewer');
    expect(screen.getByRole('alert')).toHaveTextContent('Use 1000 characters or fewer');
  });

  it('hands the same wiring to a render function and keeps a given id', () => {
    render(
      <FormField id="notes" label="Notes" error="Too long">
        {(control) => <Textarea rows={4} {...control} />}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveAttribute('id', 'notes');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Too long');
  });

  it('works with react-hook-form register: typed values reach the form', async () => {
    let submitted: unknown;
    function Demo() {
      const { register, handleSubmit } = useForm({ defaultValues: { company: '' } });
      return (
        <form onSubmit={handleSubmit((v) => (submitted = v))}>
          <FormField label="Company name">
            <Input {...register('company')} />
          </FormField>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Demo />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual({ company: 'Acme Ltd' });
  });
});

describe('FormFieldset and ChoiceOption', () => {
  it('groups choices under a legend and announces the group error', () => {
    render(
      <FormFieldset label="Certifications required" hint="Tick all that apply" error="Pick one">
        <ChoiceOption type="checkbox" label="ISO 9001" value="iso9001" />
        <ChoiceOption type="checkbox" label="AS9100" value="as9100" />
      </FormFieldset>,
    );
    const group = screen.getByRole('group', { name: 'Certifications required' });
    expect(group).toHaveAccessibleDescription('Tick all that apply Pick one');
    expect(screen.getByRole('checkbox', { name: 'ISO 9001' })).toHaveAttribute('value', 'iso9001');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick one');
  });

  it('toggles a choice by clicking its label', async () => {
    render(<ChoiceOption type="radio" name="uk" label="Yes" value="yes" />);
    await userEvent.click(screen.getByText('Yes'));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });
});
