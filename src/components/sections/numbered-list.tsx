import type { Feature } from '@/content/types';

/** A numbered set of offerings (01, 02, …); the list itself carries the numbering for screen readers. */
export function NumberedList({ items }: { items: readonly Feature[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => {
        const number = String(index + 1).padStart(2, '0');
        return (
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="text-brand-700 text-3xl font-bold">
              {number}
            </span>
            <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-slate-600">{item.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
