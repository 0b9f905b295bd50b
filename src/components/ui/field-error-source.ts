import { createContext, use, useMemo, useSyncExternalStore } from 'react';

/**
 * Where a field given a `name` reads its error: the form's checks, one field at a time. Inside a
 * form that provides one (every lead form does, through LeadFormElement), a submit that shows or
 * clears errors redraws the fields whose error changed and nothing else. Redrawing a long form's
 * every question instead was about a third of the JavaScript in a phone's first invalid submit.
 */
export type FieldErrorSource = {
  /** Calls `onChange` whenever the named field's error may have changed; returns the unsubscribe. */
  subscribe: (name: string, onChange: () => void) => () => void;
  /** The named field's error message now, if it has one. */
  errorOf: (name: string) => string | undefined;
};

export const FieldErrorSourceContext = createContext<FieldErrorSource | null>(null);

const noSubscription = () => () => undefined;
const noError = () => undefined;

/**
 * The named field's error from the enclosing FieldErrorSource; none without a name or a source.
 * A component that calls it is redrawn when that message changes, and only then.
 */
export function useFieldError(name: string | undefined): string | undefined {
  const source = use(FieldErrorSourceContext);
  const [subscribe, read] = useMemo(
    () =>
      source && name !== undefined
        ? [(onChange: () => void) => source.subscribe(name, onChange), () => source.errorOf(name)]
        : [noSubscription, noError],
    [source, name],
  );
  // The server's page never shows an error: hydration starts from none.
  return useSyncExternalStore(subscribe, read, noError);
}
