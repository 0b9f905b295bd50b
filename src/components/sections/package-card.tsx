import { Check } from 'lucide-react';
import { CtaLinks } from '@/components/layout/cta-links';
import type { CtaLink, Stat } from '@/content/types';
import { cn } from '@/lib/utils';

/** A service package or offer: who it is for, what is included, and where to go next. */
export type ServicePackage = {
  id: string;
  audience: string;
  title: string;
  description: string;
  /** A headline figure such as a price or value. */
  highlight?: Stat;
  items: readonly string[];
  note?: string;
  ctas: readonly CtaLink[];
};

export function PackageCard({ pkg, featured = false }: { pkg: ServicePackage; featured?: boolean }) {
  const headingId = `package-${pkg.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-xl border bg-white p-8 shadow-sm',
        featured ? 'border-brand-700 ring-brand-700 ring-1' : 'border-slate-200',
      )}
    >
      <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">{pkg.audience}</p>
      <h3 id={headingId} className="mt-2 text-2xl font-bold">
        {pkg.title}
      </h3>
      <p className="mt-3 text-slate-600">{pkg.description}</p>
      {pkg.highlight ? (
        <p className="mt-6 flex items-baseline gap-2">
          <span className="text-brand-800 text-4xl font-bold">{pkg.highlight.value}</span>
          <span className="text-slate-600">{pkg.highlight.label}</span>
        </p>
      ) : null}
      <ul className="mt-6 grid gap-3">
        {pkg.items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Check className="text-brand-700 mt-1 size-5 shrink-0" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {pkg.note ? <p className="mt-6 text-sm text-slate-600">{pkg.note}</p> : null}
      <CtaLinks links={pkg.ctas} className="mt-auto pt-8" />
    </article>
  );
}
