import { useEffect, useRef, type ReactNode } from 'react';
import { deskCopy } from '../shared/desk-copy';
import { PageTitle } from '@/components/ui/page-title';

/**
 * The desk's top bar: its title and who is signed in, the desk's own actions, and a slot for the
 * navigation between the desk's views once it has more than one. Its rows wrap, so it fits a
 * phone's width. `focusOnMount` focuses the title.
 */
export function DeskHeader({
  email,
  actions,
  nav,
  focusOnMount = false,
}: {
  email: string;
  actions: ReactNode;
  nav?: ReactNode;
  focusOnMount?: boolean;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <PageTitle ref={title}>{deskCopy.page.title}</PageTitle>
          <p className="mt-1 text-sm break-words text-slate-600">{deskCopy.dashboard.signedInAs(email)}</p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {nav}
    </header>
  );
}
