import { lazy, useState, type ComponentType } from 'react';

/**
 * A form component loaded on demand that renders at once when its code has already arrived.
 * React.lazy alone suspends on its first render even when the module is in memory, which would
 * paint a dialog's "Loading the form…" line and its form in two steps; once `preload` has
 * resolved, this renders the form in the same render as the dialog around it.
 */
export function preloadableForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed import may be retried at the next opening (the connection may be back).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));

  function Form(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the form and lose what was typed.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return {
    Form,
    /** Loads the form's code; a failure is also left to the opening, which reports it. */
    preload: (): Promise<void> => start().then(() => undefined),
  };
}
