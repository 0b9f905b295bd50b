import { ChevronDown } from 'lucide-react';
import type { Faq } from '@/content/types';

/**
 * Questions as native disclosure widgets: keyboard-operable with no script. The chevron turns
 * when a question is open, and the whole question row is the control.
 */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="grid gap-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group open:border-brand-200 rounded-lg border border-slate-200 bg-white shadow-sm"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg p-5 font-semibold text-slate-950 marker:hidden hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.question}</h3>
            <span
              aria-hidden="true"
              className="bg-brand-50 text-brand-700 [details[open]_&]:bg-brand-700 flex size-8 shrink-0 items-center justify-center rounded-full [details[open]_&]:text-white"
            >
              <ChevronDown className="size-5 shrink-0 transition-transform motion-reduce:transition-none [details[open]_&]:rotate-180" />
            </span>
          </summary>
          <p className="px-5 pb-5 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
