import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ChoiceItems, ChoiceOption, FormField, FormFieldset } from './form-field';
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

  it('ties the group error to each choice, read with whichever is focused, after its own hint', () => {
    const { rerender } = render(
      <FormFieldset label="Processes" error="Select at least one process">
        <ChoiceOption type="checkbox" label="Milling" value="milling" hint="3 to 5 axes" />
        <ChoiceOption type="checkbox" label="Turning" value="turning" />
      </FormFieldset>,
    );
    const milling = screen.getByRole('checkbox', { name: 'Milling' });
    const turning = screen.getByRole('checkbox', { name: 'Turning' });
    expect(milling).toHaveAttribute('aria-invalid', 'true');
    expect(milling).toHaveAccessibleDescription('3 to 5 axes Select at least one process');
    expect(turning).toHaveAttribute('aria-invalid', 'true');
    expect(turning).toHaveAccessibleDescription('Select at least one process');
    rerender(
      <FormFieldset label="Processes">
        <ChoiceOption type="checkbox" label="Milling" value="milling" hint="3 to 5 axes" />
        <ChoiceOption type="checkbox" label="Turning" value="turning" />
      </FormFieldset>,
    );
    expect(milling).not.toHaveAttribute('aria-invalid');
    expect(milling).toHaveAccessibleDescription('3 to 5 axes');
    expect(turning).not.toHaveAttribute('aria-invalid');
    expect(turning).not.toHaveAttribute('aria-describedby');
  });

  it('ties registered choices (ChoiceItems) to the group error too', () => {
    function Demo() {
      const { register } = useForm<{ reason: string }>();
      return (
        <FormFieldset label="Reason" error="Choose a reason">
          <ChoiceItems
            type="radio"
            options={[
              { value: 'price', label: 'Price' },
              { value: 'time', label: 'Time' },
            ]}
            register={register}
            name="reason"
          />
        </FormFieldset>
      );
    }
    render(<Demo />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Choose a reason');
    }
  });

  it('says in words that a required group is required, keeping the asterisk out of its name', () => {
    render(
      <>
        <FormFieldset label="Processes" required>
          <ChoiceOption type="checkbox" label="Milling" value="milling" />
        </FormFieldset>
        <FormFieldset label="Industries">
          <ChoiceOption type="checkbox" label="Aerospace" value="aerospace" />
        </FormFieldset>
      </>,
    );
    expect(screen.getByRole('group', { name: 'Processes (required)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Industries' })).toBeInTheDocument();
    // A required box would have to be ticked itself: the group says it, not each box.
    expect(screen.getByRole('checkbox', { name: 'Milling' })).not.toBeRequired();
  });

  it('leaves the choices inside a section with an error of its own untouched', () => {
    render(
      <FormFieldset variant="section" label="Location" error="Something is off">
        <ChoiceOption type="checkbox" label="UK only" value="uk" />
      </FormFieldset>,
    );
    expect(screen.getByRole('checkbox', { name: 'UK only' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: 'UK only' })).not.toHaveAttribute('aria-describedby');
  });

  it('toggles a choice by clicking its label', async () => {
    render(<ChoiceOption type="radio" name="uk" label="Yes" value="yes" />);
    await userEvent.click(screen.getByText('Yes'));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });
});
