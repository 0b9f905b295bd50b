import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { HeroArt, type HeroArtName } from './hero-art';

type HeroProps = {
  badge?: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  /** A short line under the actions: the terms of what they offer. */
  note?: string;
  /** The drawing beside the text from a laptop width up. */
  art?: HeroArtName;
  children?: ReactNode;
};

/** The top band of a page, on a faint drawing-sheet grid; holds the page's only h1. */
export function Hero({ badge, title, lead, actions, note, art, children }: HeroProps) {
  return (
    <section className="hero-sheet text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div
          className={
            art
              ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12 xl:grid-cols-[minmax(0,1fr)_30rem]'
              : undefined
          }
        >
          <div className="max-w-3xl">
            {badge ? (
              <Badge variant="accent" className="mb-5">
                {badge}
              </Badge>
            ) : null}
            <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
            <p className="mt-6 text-lg leading-8 text-slate-200">{lead}</p>
            {actions ? <div className="mt-8">{actions}</div> : null}
            {note ? <p className="mt-4 max-w-2xl text-sm text-slate-300">{note}</p> : null}
          </div>
          {art ? <HeroArt name={art} /> : null}
        </div>
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
