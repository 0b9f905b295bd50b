import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FieldErrorSourceContext, type FieldErrorSource } from './field-error-source';
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

/** A form's errors as a FieldErrorSource sees them: set one, and its listeners hear of it. */
function errorStore() {
  const errors = new Map<string, string>();
  const listeners = new Set<() => void>();
  const source: FieldErrorSource = {
    subscribe: (_name, onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    errorOf: (name) => errors.get(name),
  };
  const set = (name: string, message: string | undefined) =>
    act(() => {
      if (message === undefined) errors.delete(name);
      else errors.set(name, message);
      for (const listener of listeners) listener();
    });
  return { source, set };
}

describe('a named field in a form that gives its errors', () => {
  it('shows its own error, tied to its control, and clears it', () => {
    const { source, set } = errorStore();
    render(
      <FieldErrorSourceContext value={source}>
        <FormField label="Company name" name="companyName">
          <Input />
        </FormField>
        <FormFieldset label="Type of work" name="jobTypes">
          <ChoiceOption type="checkbox" label="Turning" />
        </FormFieldset>
      </FieldErrorSourceContext>,
    );
    const company = screen.getByRole('textbox', { name: 'Company name' });
    expect(company).not.toHaveAttribute('aria-invalid');
    set('companyName', 'Company name is required');
    set('jobTypes', 'Select at least one job type');
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Company name is required');
    expect(screen.getByRole('checkbox', { name: 'Turning' })).toHaveAccessibleDescription(
      'Select at least one job type',
    );
    set('companyName', undefined);
    expect(company).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Company name is required')).toBeNull();
  });

  it('is drawn again when its own error changes, and not for another field’s', () => {
    const { source, set } = errorStore();
    const draws = { city: 0, country: 0 };
    render(
      <FieldErrorSourceContext value={source}>
        {(['city', 'country'] as const).map((name) => (
          <FormField key={name} label={name} name={name}>
            {(control) => {
              draws[name] += 1;
              return <Input {...control} />;
            }}
          </FormField>
        ))}
      </FieldErrorSourceContext>,
    );
    const before = { ...draws };
    set('city', 'Enter your city');
    expect(draws).toEqual({ city: before.city + 1, country: before.country });
    set('city', 'Enter your city');
    expect(draws).toEqual({ city: before.city + 1, country: before.country });
    expect(screen.getByRole('textbox', { name: 'city' })).toHaveAccessibleDescription('Enter your city');
  });
});
