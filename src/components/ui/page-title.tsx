import type { ReactNode, Ref } from 'react';

/**
 * The `<h1>` of a page the app draws after it has loaded (the desk, a private link's page): it
 * takes focus without a ring (`tabIndex={-1}`), so a keyboard or screen-reader user starts at the
 * page's name when it appears.
 */
export function PageTitle({ ref, children }: { ref?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-950 focus:outline-none sm:text-3xl">
      {children}
    </h1>
  );
}
