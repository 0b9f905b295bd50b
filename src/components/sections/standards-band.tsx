import { BadgeCheck } from 'lucide-react';
import { standardsBand as c } from '@/content/trust';

/**
 * The quality standards partner shops work to, as text badges (names, never the standards
 * bodies' logos), in a band under the hero.
 */
export function StandardsBand() {
  return (
    <section aria-labelledby="standards-heading" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:gap-12 lg:px-8">
        <div className="lg:max-w-xs">
          <h2 id="standards-heading" className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
            {c.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{c.note}</p>
        </div>
        <ul className="grid flex-1 grid-cols-2 gap-3 md:grid-cols-4">
          {c.items.map((standard) => (
            <li
              key={standard.code}
              className="border-brand-800 flex min-w-0 items-center gap-3 rounded-md border-2 bg-white px-3 py-2"
            >
              <BadgeCheck className="text-brand-700 size-6 shrink-0" aria-hidden="true" />
              <span className="min-w-0">
                <span className="text-brand-900 block font-mono text-base font-bold whitespace-nowrap">
                  {standard.code}
                </span>
                <span className="block text-xs text-slate-600">{standard.scope}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
