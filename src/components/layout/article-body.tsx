import { CtaLinks } from '@/components/layout/cta-links';
import { StatStrip } from '@/components/sections/stat-strip';
import type { ArticleBlock, ArticleSection, ListItem } from '@/content/articles/types';
import { ProseText } from './prose-text';

function ListEntry({ item }: { item: ListItem }) {
  if (typeof item === 'string') return <ProseText text={item} />;
  return (
    <>
      <strong className="font-semibold text-slate-950">{item.lead}</strong> <ProseText text={item.text} />
    </>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <ProseText text={block.text} />
        </p>
      );
    case 'subheading':
      return <h3 className="pt-2 text-xl font-semibold">{block.text}</h3>;
    case 'list': {
      const ListTag = block.ordered ? 'ol' : 'ul';
      return (
        <ListTag className={`space-y-3 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-700`}>
          {block.items.map((item) => (
            <li key={typeof item === 'string' ? item : item.lead} className="pl-1">
              <ListEntry item={item} />
            </li>
          ))}
        </ListTag>
      );
    }
    case 'details':
      return (
        <dl className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-5">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className="font-semibold text-slate-950">{item.term}</dt>
              <dd className="mt-1">
                <ProseText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'callout':
      return (
        <aside className="border-accent-500 bg-accent-100/40 rounded-lg border-l-4 p-5">
          <p className="font-semibold text-slate-950">{block.title}</p>
          <p className="mt-2">
            <ProseText text={block.text} />
          </p>
        </aside>
      );
    case 'figures': {
      const [only] = block.items;
      // A lone figure reads as a pull-stat; the strip's three-column grid would leave it stranded.
      if (block.items.length === 1 && only) {
        return (
          <p className="border-accent-500 flex flex-wrap items-baseline gap-x-4 border-l-4 py-2 pl-5">
            <span className="text-brand-800 text-4xl font-bold">{only.value}</span>
            <span className="text-slate-700">{only.label}</span>
          </p>
        );
      }
      return <StatStrip stats={block.items} />;
    }
    case 'cta':
      return (
        <aside className="border-brand-200 bg-brand-50 rounded-xl border p-6 sm:p-8">
          <p className="text-xl font-bold text-slate-950">{block.title}</p>
          <p className="mt-2 text-slate-700">{block.text}</p>
          <CtaLinks links={block.links} className="mt-6" />
        </aside>
      );
  }
}

/** The sections of an article: each an h2 with its blocks. */
export function ArticleBody({ sections }: { sections: readonly ArticleSection[] }) {
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="defer-layout space-y-5"
        >
          <h2 id={`${section.id}-heading`} className="scroll-mt-24 text-2xl font-bold tracking-tight sm:text-3xl">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={`${section.id}-${index}`} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
