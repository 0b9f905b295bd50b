import type { Faq } from '@/content/types';

/** Questions as native disclosure widgets: keyboard-operable with no script. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="grid gap-3">
      {items.map((item) => (
        <details key={item.question} className="group rounded-lg border border-slate-200 bg-white p-5">
          <summary className="cursor-pointer list-none font-semibold text-slate-950 marker:hidden">
            <h3 className="inline text-base">{item.question}</h3>
          </summary>
          <p className="mt-3 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
