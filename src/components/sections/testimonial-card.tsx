import type { Testimonial } from '@/content/types';
import { MetricList } from './metric-list';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div>
        <p className="font-semibold text-slate-950">{testimonial.company}</p>
        <p className="text-sm text-slate-600">{testimonial.descriptor}</p>
      </div>
      <MetricList metrics={testimonial.metrics} />
      <blockquote className="flex-1 text-slate-700 italic">“{testimonial.quote}”</blockquote>
      <figcaption className="text-sm">
        <span className="font-semibold text-slate-950">{testimonial.person.name}</span>
        <span className="text-slate-600">, {testimonial.person.role}</span>
      </figcaption>
    </figure>
  );
}
