import { ClipboardCheck, Factory, FileText } from 'lucide-react';
import type { Step } from '@/content/types';

const icons = [FileText, Factory, ClipboardCheck] as const;

/**
 * The three-step process (brief, three vetted shops, project managed) as a diagram: a drawn node
 * per step joined by arrows, down the page on a phone and across it from a tablet up. It is an
 * ordered list, so it reads as one without the picture.
 */
export function ProcessDiagram({ steps }: { steps: readonly [Step, Step, Step] }) {
  return (
    <ol className="flex flex-col gap-10 md:flex-row md:gap-8">
      {steps.map((step, index) => {
        const Icon = icons[index] ?? FileText;
        return (
          <li key={step.title} className="relative flex gap-5 md:flex-1 md:flex-col md:items-center md:text-center">
            {index < steps.length - 1 ? <Connector /> : null}
            <span
              aria-hidden="true"
              className="border-brand-700 text-brand-700 relative flex size-16 shrink-0 items-center justify-center rounded-full border-2 bg-white shadow-sm"
            >
              <Icon className="size-7 shrink-0" />
              <span className="bg-accent-400 absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full text-xs font-bold text-slate-950">
                {index + 1}
              </span>
            </span>
            <div className="pt-1 md:max-w-xs md:pt-0">
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A dashed arrow from this step's node to the next one's: down from the node's foot across the
 * list's gap (2.5rem) on a phone, and from the node's right edge to the next node (the items are
 * of equal width, so it spans one item less a node, plus the 2rem gap) from a tablet up.
 */
function Connector() {
  return (
    <span
      aria-hidden="true"
      className="border-brand-200 after:border-brand-700 absolute top-16 left-[calc(2rem-1px)] h-[calc(100%-4rem+2.5rem-6px)] border-l-2 border-dashed after:absolute after:-bottom-px after:left-[-7px] after:size-3 after:rotate-45 after:border-r-2 after:border-b-2 after:content-[''] md:top-[calc(2rem-1px)] md:left-[calc(50%+2.5rem)] md:h-0 md:w-[calc(100%-5rem+2rem)] md:border-t-2 md:border-l-0 md:after:top-[-7px] md:after:right-px md:after:bottom-auto md:after:left-auto md:after:-rotate-45"
    />
  );
}
