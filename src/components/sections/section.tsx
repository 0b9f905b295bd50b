import { Suspense, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: 'default' | 'muted' | 'dark';
  className?: string;
  children?: ReactNode;
};

const tones = {
  default: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-brand-900 text-slate-100 [&_h2]:text-white [&_h3]:text-white',
};

/**
 * A page band with an h2 heading; every section of every page goes through it.
 *
 * Each band is its own Suspense boundary so that hydrating a prerendered page is cut into one
 * short task per band, which React runs at low priority after the header (a click inside a band
 * not yet hydrated hydrates it at once and is then delivered).
 */
export function Section(props: SectionProps) {
  return (
    <Suspense>
      <SectionBand {...props} />
    </Suspense>
  );
}

function SectionBand({ id, eyebrow, title, intro, tone = 'default', className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('defer-layout py-16 sm:py-20', tones[tone], className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p
              className={cn(
                'text-sm font-semibold tracking-wide uppercase',
                tone === 'dark' ? 'text-accent-400' : 'text-brand-700',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro ? (
            <p className={cn('mt-4 text-lg leading-8', tone === 'dark' ? 'text-slate-200' : 'text-slate-600')}>
              {intro}
            </p>
          ) : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
