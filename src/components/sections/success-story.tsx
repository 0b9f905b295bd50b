import type { SuccessStory } from '@/content/types';
import { MetricList } from './metric-list';

export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  return (
    <article
      aria-labelledby={`story-${story.id}`}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header>
        <p className="text-brand-700 text-sm font-semibold">{story.descriptor}</p>
        <h3 id={`story-${story.id}`} className="mt-1 text-xl font-bold">
          {story.title}
        </h3>
      </header>
      <div>
        <h4 className="text-sm font-semibold tracking-wide uppercase">Challenge</h4>
        <p className="mt-1 text-slate-600">{story.challenge}</p>
      </div>
      <div>
        <h4 className="text-sm font-semibold tracking-wide uppercase">Solution</h4>
        <p className="mt-1 text-slate-600">{story.solution}</p>
      </div>
      <MetricList metrics={story.metrics} />
      <figure className="border-accent-500 mt-auto border-l-4 pl-4">
        <blockquote className="text-slate-700 italic">“{story.quote}”</blockquote>
        <figcaption className="mt-2 text-sm">
          <span className="font-semibold text-slate-950">{story.person.name}</span>
          <span className="text-slate-600">
            , {story.person.role}, {story.company}
          </span>
        </figcaption>
      </figure>
    </article>
  );
}
