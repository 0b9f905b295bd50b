import type { Step } from '@/content/types';

/** A numbered process, read as an ordered list. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="bg-brand-700 flex size-10 items-center justify-center rounded-full font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
