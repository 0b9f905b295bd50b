/*
 * The shape of a lead form's field table: one entry per question (and per column no form fills),
 * holding everything the form, the row, the webhook body and the admin need to know about it.
 * Plain data with relative imports only, so the browser, Node scripts and Deno import it as it is.
 */

export type Option<V extends string = string> = { readonly value: V; readonly label: string };

type FieldBase = {
  /** The form's key for the answer; absent for a column no form fills. */
  readonly key?: string;
  /** The lead table's column the answer is stored in. Two fields may share one (see `otherOf`). */
  readonly column: string;
  /** The question as the form asks it. */
  readonly label: string;
  /** A shorter wording for the admin's panel, CSV and team alert, when the form's is long. */
  readonly adminLabel?: string;
  /** Help shown under the question. */
  readonly hint?: string;
  /** A required answer; a string is the message shown when it is missing. */
  readonly required?: boolean | string;
  /** The message for an answer of the wrong form (an email address without a domain). */
  readonly invalidMessage?: string;
  /** The answer's key in the automation webhook body, for the forms that post one. */
  readonly webhook?: string;
  /** The part of a long form the question belongs to; new questions appear at its end. */
  readonly section?: string;
  /** What the answer says about the lead itself (see ./roles.ts): its email, person, company or phone. */
  readonly role?: FieldRole;
};

/**
 * The answers every reader of a lead looks for: the address replies go to, the person and the
 * company it names, and a phone. Each kind has exactly one `email` (a parity test checks it).
 */
export type FieldRole = 'email' | 'person' | 'company' | 'phone';

/** Typed text: single-line (`text`), an email address or several lines (`longText`). */
export type TextField = FieldBase & {
  readonly kind: 'text' | 'email' | 'longText';
  /** The most characters the column takes (its check constraint). */
  readonly max: number;
  /** The fewest characters a required answer needs, with its message. */
  readonly min?: { readonly length: number; readonly message: string };
  /** Free text that completes the "other" option of the named field and shares its column. */
  readonly otherOf?: string;
  readonly autoComplete?: string;
  /** How many lines a several-line box shows before it scrolls (4 unless set). */
  readonly rows?: number;
};

/** One option of a list, as a select or radio buttons. */
export type ChoiceField = FieldBase & {
  readonly kind: 'choice';
  readonly options: readonly Option[];
  readonly control?: 'select' | 'radio';
};

/** Any number of options of a list, as checkboxes; stored as an array or, sharing a column, joined. */
export type ChoicesField = FieldBase & { readonly kind: 'choices'; readonly options: readonly Option[] };

export type BooleanField = FieldBase & { readonly kind: 'boolean' };

/**
 * A whole number from `min` to `max`, typed in a numeric box or, with `control: 'select'`, picked
 * from the list of every number in the range. The form holds it as text ('' when empty); the row
 * stores a number or null.
 */
export type NumberField = FieldBase & {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly control?: 'input' | 'select';
  /** The message for an answer that is not a whole number in the range. */
  readonly rangeMessage?: string;
  /**
   * Asked only when another question's answer includes `value` (the most axes of a multi-axis
   * shop): required then, and stored as null otherwise.
   */
  readonly askedWhen?: { readonly key: string; readonly value: string };
  /** Questions sharing a group are answered all together or not at all (a part's three sizes). */
  readonly group?: { readonly name: string; readonly message: string };
};

/** The name of the file the visitor picked (stored even when the upload is listed separately). */
export type FileNameField = FieldBase & { readonly kind: 'fileName'; readonly max: number };

/** Files uploaded to Storage and listed in the row; chosen with a file picker, not a form value. */
export type FilesField = FieldBase & { readonly kind: 'files' };

export type Field = TextField | ChoiceField | ChoicesField | BooleanField | NumberField | FileNameField | FilesField;

export type FieldTable = readonly Field[];

// ── Types of the form's values, read from a table declared `as const` ─────────────────────────

type OptionValue<F> = F extends { readonly options: readonly (infer O)[] }
  ? O extends Option<infer V>
    ? V
    : never
  : never;

type IsRequired<F> = F extends { readonly required: true | string } ? true : false;

/** What the form holds while it is edited (a select holds '' until something is chosen). */
export type FieldInput<F> = F extends { readonly kind: 'choices' }
  ? OptionValue<F>[]
  : F extends { readonly kind: 'boolean' }
    ? boolean
    : F extends { readonly kind: 'choice' }
      ? IsRequired<F> extends true
        ? string
        : OptionValue<F> | ''
      : string;

/** What a valid submit hands over. */
export type FieldOutput<F> = F extends { readonly kind: 'choice' }
  ? IsRequired<F> extends true
    ? OptionValue<F>
    : OptionValue<F> | ''
  : FieldInput<F>;

type Asked<T extends FieldTable> = Extract<T[number], { readonly key: string }>;

export type FormInput<T extends FieldTable> = { [F in Asked<T> as F['key']]: FieldInput<F> };
export type FormValues<T extends FieldTable> = { [F in Asked<T> as F['key']]: FieldOutput<F> };

/** Every column a table names. */
export type TableColumn<T extends FieldTable> = T[number]['column'];

/** The option values of one field of a table, by its form key. */
export type OptionValues<T extends FieldTable, K extends string> = OptionValue<Extract<T[number], { key: K }>>;
