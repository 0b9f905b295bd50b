import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import type { ResourceEntry } from '@/content/resources';

type ResourceCardProps = {
  entry: ResourceEntry;
  linkLabel: string;
  /** h2 when the cards sit directly under the page h1, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
};

/** A template or article teaser: category, title, description and a link to read it. */
export function ResourceCard({ entry, linkLabel, headingLevel: Heading = 'h3' }: ResourceCardProps) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Badge className="self-start">{entry.category}</Badge>
      <Heading className="mt-4 text-lg font-semibold text-slate-950">{entry.title}</Heading>
      <p className="mt-2 flex-1 text-slate-600">{entry.description}</p>
      {/* The visible label starts the accessible name (WCAG 2.5.3); the title tells the cards apart. */}
      <Link
        to={entry.path}
        aria-label={`${linkLabel}: ${entry.title}`}
        className="text-brand-700 hover:text-brand-800 mt-6 inline-flex items-center gap-2 font-semibold hover:underline"
      >
        {linkLabel}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
