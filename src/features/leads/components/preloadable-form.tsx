import { lazy, useState, type ComponentType } from 'react';

/** Every dialog form's load, for the prerender step (`loadFormsForPrerender`). */
const prerenderLoads = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every dialog form the pages imported so far. The prerender step awaits it
 * before rendering a page (src/entry-server.tsx), so the page's HTML holds the whole form.
 */
export function loadFormsForPrerender(): Promise<unknown> {
  return Promise.all([...prerenderLoads].map((load) => load()));
}

/**
 * A dialog's form, whose code loads only when it is wanted. The prerender step loads it first
 * (`loadFormsForPrerender`), so the page's HTML holds the whole form; in the browser it stays that
 * HTML, typed into as native fields, until the visitor shows they want it (`want`: the dialog
 * opened, a field used, a mouse over a call to action or the keyboard's focus on one). Until then
 * the form's part of the page is left unhydrated: React keeps the HTML of a part whose component
 * is still loading, and hydrates it when the code arrives, in short slices (React yields to the
 * browser every few milliseconds).
 *
 * React.lazy alone suspends on its first render even when the module is in memory, which would
 * paint a dialog's "Loading the form…" line and its form in two steps; once the code is in, this
 * renders the form in the same render as the dialog around it.
 */
export function preloadableForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let wanted: () => void = () => undefined;
  const whenWanted = new Promise<void>((resolve) => (wanted = resolve));
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed import may be retried at the next opening (the connection may be back).
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) prerenderLoads.add(start);
  const Lazy = lazy(() =>
    whenWanted.then(start).then((component) => ({
      default: component,
    })),
  );

  function Form(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the form and lose what was typed.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return {
    Form,
    /** The visitor wants the form: its code loads and it hydrates (or renders). */
    want: (): Promise<void> => {
      wanted();
      return start().then(() => undefined);
    },
  };
}
