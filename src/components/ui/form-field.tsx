import {
  cloneElement,
  createContext,
  isValidElement,
  memo,
  use,
  useId,
  useMemo,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { Option } from '@/shared/leads/options';
import { cn } from '@/lib/utils';
import { useFieldError } from './field-error-source';

/** Props FormField hands to its control so label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FieldBaseProps = {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Error text; when set the control is marked invalid and the text is announced. */
  error?: string | undefined;
  /**
   * The field's name in its form: without an `error`, the field shows the error the form's
   * FieldErrorSource holds for this name (see useFieldError).
   */
  name?: string;
  className?: string;
};

export type FormFieldProps = FieldBaseProps & {
  /** Control id; generated when omitted. */
  id?: string;
  /** One control element (props are merged into it) or a render function receiving them. */
  children: ReactElement<Record<string, unknown>> | ((control: FieldControlProps) => ReactNode);
};

const labelClass = 'text-sm font-medium text-slate-900';
const hintClass = 'text-sm text-slate-600';
const errorClass = 'text-sm font-medium text-red-700';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** The visual asterisk is hidden from assistive tech: the control's own `required` says it. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/**
 * A group has no one control whose `required` would say it (a required checkbox must itself be
 * ticked), so its legend says it in words to assistive tech, beside the visual asterisk.
 */
function RequiredGroupMark() {
  return (
    <>
      <RequiredMark /> <span className="sr-only">(required)</span>
    </>
  );
}

function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint !== undefined ? (
    <p id={id} className={hintClass}>
      {hint}
    </p>
  ) : null;
}

/** THE field error: the one way an error is shown under a control or group. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  // role="alert" so an error appearing after submit is read out without moving focus.
  return error ? (
    <p id={id} role="alert" className={errorClass}>
      {error}
    </p>
  ) : null;
}

/**
 * THE field wrapper: label, required marker, hint and error around one control, wired with
 * `id`/`htmlFor`, `aria-describedby` and `aria-invalid`. Works with react-hook-form's `register`
 * spread on the child and with plain controlled inputs.
 */
export function FormField({ id, label, required, hint, error: given, name, className, children }: FormFieldProps) {
  const named = useFieldError(name);
  const error = given ?? named;
  const generatedId = useId();
  const controlId = id ?? `field${generatedId.replace(/:/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const descriptions = describedBy(hint !== undefined && hintId, Boolean(error) && errorId);
  const control: FieldControlProps = {
    id: controlId,
    ...(required ? { required: true } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
    ...(descriptions ? { 'aria-describedby': descriptions } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === 'function') rendered = children(control);
  else if (isValidElement(children)) rendered = cloneElement(children, control);
  else rendered = children;

  return (
    <div data-slot="form-field" className={cn('grid gap-1.5', className)}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldHint id={hintId} hint={hint} />
      {rendered}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type FormFieldsetProps = FieldBaseProps & {
  children: ReactNode;
  /**
   * 'choices' (default): one question answered by checkboxes or radios, its legend styled as a
   * field label. 'section': a titled part of a long form, boxed, with its legend as the title.
   */
  variant?: 'choices' | 'section';
};

const fieldsetVariants = {
  choices: { fieldset: 'grid gap-2', legend: cn(labelClass, 'mb-1.5') },
  section: {
    fieldset: 'defer-layout grid gap-4 rounded-xl border border-slate-200 p-5',
    legend: 'px-1 text-base font-semibold text-slate-950',
  },
} as const;

/**
 * The error of the choices group a ChoiceOption is in: while the group has one, each of its
 * boxes or radios is marked invalid and described by it, so it is read with whichever is focused.
 */
const ChoiceGroupError = createContext<{ errorId: string } | null>(null);

/**
 * THE field group: its legend names the group for assistive tech, and hint and error are wired
 * to it as they are for a single field; a choices group's error also to each of its choices.
 */
export function FormFieldset({
  label,
  required,
  hint,
  error: given,
  name,
  className,
  variant = 'choices',
  children,
}: FormFieldsetProps) {
  const named = useFieldError(name);
  const error = given ?? named;
  const baseId = `fieldset${useId().replace(/:/g, '')}`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const styles = fieldsetVariants[variant];
  // A section passes no error to the choices inside it (they belong to groups of their own).
  const groupError = variant === 'choices' && Boolean(error);
  const choiceError = useMemo(() => (groupError ? { errorId } : null), [groupError, errorId]);
  return (
    <fieldset
      data-slot="form-fieldset"
      aria-describedby={describedBy(hint !== undefined && hintId, Boolean(error) && errorId)}
      className={cn(styles.fieldset, className)}
    >
      <legend className={styles.legend}>
        {label}
        {required ? <RequiredGroupMark /> : null}
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <ChoiceGroupError value={choiceError}>{children}</ChoiceGroupError>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export type ChoiceOptionProps = Omit<ComponentProps<'input'>, 'type'> & {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  hint?: ReactNode;
};

/**
 * One checkbox or radio with its label to the right, for use inside FormFieldset (or alone, e.g.
 * a consent box, which then passes its own `aria-invalid` and `aria-describedby`). Accepts
 * `register(...)` props, including the ref. Inside a choices group with an error it is marked
 * invalid and described by that error too.
 */
export function ChoiceOption({
  label,
  hint,
  id,
  className,
  type,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...input
}: ChoiceOptionProps) {
  const generatedId = useId();
  const inputId = id ?? `choice${generatedId.replace(/:/g, '')}`;
  const hintId = `${inputId}-hint`;
  const groupError = use(ChoiceGroupError);
  return (
    <div data-slot="choice-option" className={cn('flex items-start gap-2', className)}>
      <input
        id={inputId}
        type={type}
        aria-invalid={groupError ? true : ariaInvalid}
        aria-describedby={describedBy(hint !== undefined && hintId, groupError?.errorId, ariaDescribedBy)}
        className="accent-brand-700 focus-visible:outline-brand-600 mt-0.5 size-4 shrink-0 focus-visible:outline-2 focus-visible:outline-offset-2"
        {...input}
      />
      <div className="grid gap-0.5">
        <label htmlFor={inputId} className="text-sm text-slate-900">
          {label}
        </label>
        <FieldHint id={hintId} hint={hint} />
      </div>
    </div>
  );
}

type ChoiceItemsProps<T extends FieldValues> = {
  type: 'checkbox' | 'radio';
  options: readonly Option[];
  /** The form's `register` (the same function for the form's life) and the field's name. */
  register: UseFormRegister<T>;
  name: Path<T>;
  className?: string;
};

/**
 * One checkbox or radio per option, all registered to the same form field. Memoised on props that
 * stay the same while the form lives, so the boxes are not redrawn (nor their refs re-attached)
 * when the form shows or clears its errors.
 */
export const ChoiceItems = memo(function ChoiceItems({
  type,
  options,
  register,
  name,
  className,
}: ChoiceItemsProps<FieldValues>) {
  const field = register(name);
  return (
    <div className={className}>
      {options.map((o) => (
        <ChoiceOption key={o.value} type={type} label={o.label} value={o.value} {...field} />
      ))}
    </div>
  );
}) as <T extends FieldValues>(props: ChoiceItemsProps<T>) => ReactNode;
