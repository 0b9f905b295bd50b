import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { brand } from '@/config/constants';
import { cn } from '@/lib/utils';
import { PageTitle } from '@/components/ui/page-title';

/**
 * Moves focus to the element when it is shown, and again whenever `signal` changes to something
 * (a new message), so a keyboard or screen-reader user lands on what the step showed.
 */
export function useFocusOnShow<T extends HTMLElement>(signal: unknown = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (signal !== null && signal !== false && signal !== undefined) ref.current?.focus();
  }, [signal]);
  return ref;
}

/** One titled part of a private page. */
export function PageSection({
  title,
  intro,
  children,
  className,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6', className)}
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-950">
          {title}
        </h2>
        {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A message the server gave for a step that did not go: announced, and focused when it appears. */
export function StepAlert({ message, signal = message }: { message: string | null; signal?: unknown }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(message === null ? null : signal);
  if (message === null) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}

/** What a step did, said where it happened and focused, so the person knows it went. */
export function StepDone({ message, signal = message }: { message: string | null; signal?: unknown }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(message === null ? null : signal);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className={cn('text-sm font-medium text-green-800', !message && 'sr-only')}
    >
      {message}
    </p>
  );
}

/**
 * A private page before it has read its link: its title and that it is opening. A browser that
 * runs no JavaScript never opens it, so there (`.no-js-only`) the page says so and offers the
 * team's address instead, and the opening line (`.js-only`) is not shown.
 */
export function LinkOpening({ title, opening, noScript }: { title: string; opening: string; noScript: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-950 sm:text-3xl">{title}</h1>
      <p role="status" className="js-only mt-4 text-slate-700">
        {opening}
      </p>
      <p className="no-js-only mt-4 text-slate-700">
        {noScript}{' '}
        <a className="text-brand-700 font-medium underline underline-offset-2" href={`mailto:${brand.email}`}>
          {brand.email}
        </a>
        .
      </p>
    </>
  );
}

/**
 * A private page that is only a message (no link, a bad link, too many attempts): the message is
 * the heading, focused, with the team's address under it.
 */
export function LinkNotice({
  title,
  text,
  action,
  contact,
  className,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  /** The line that offers the team's address. */
  contact: (email: string) => string;
  className?: string;
}) {
  const ref = useFocusOnShow<HTMLHeadingElement>(title);
  return (
    <div className={cn('grid gap-4', className)}>
      <PageTitle ref={ref}>{title}</PageTitle>
      {text ? <p className="text-slate-700">{text}</p> : null}
      {action}
      <p className="text-sm text-slate-600">
        <a className="text-brand-700 font-medium underline underline-offset-2" href={`mailto:${brand.email}`}>
          {contact(brand.email)}
        </a>
      </p>
    </div>
  );
}
