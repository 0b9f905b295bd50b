import type { Testimonial } from '@/content/types';
import { cn } from '@/lib/utils';
import { MetricList } from './metric-list';

/**
 * A quote with its three figures. `wide` is for a testimonial that has a row to itself: from a
 * tablet up, the quote and the figures sit side by side and use the row's full width.
 */
export function TestimonialCard({ testimonial, wide = false }: { testimonial: Testimonial; wide?: boolean }) {
  const source = (
    <div>
      <p className="font-semibold text-slate-950">{testimonial.company}</p>
      <p className="text-sm text-slate-600">{testimonial.descriptor}</p>
    </div>
  );
  const quote = (
    <>
      <blockquote className={cn('flex-1 text-slate-700 italic', wide && 'md:text-lg')}>
        “{testimonial.quote}”
      </blockquote>
      <figcaption className="text-sm">
        <span className="font-semibold text-slate-950">{testimonial.person.name}</span>
        <span className="text-slate-600">, {testimonial.person.role}</span>
      </figcaption>
    </>
  );
  const card = 'flex h-full flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
  if (!wide) {
    return (
      <figure className={card}>
        {source}
        <MetricList metrics={testimonial.metrics} />
        {quote}
      </figure>
    );
  }
  return (
    <figure className={cn(card, 'md:flex-row md:items-center md:gap-10 md:p-8')}>
      <div className="flex flex-col gap-5 md:flex-1">
        {source}
        {quote}
      </div>
      <div className="md:w-96 md:shrink-0">
        <MetricList metrics={testimonial.metrics} />
      </div>
    </figure>
  );
}
