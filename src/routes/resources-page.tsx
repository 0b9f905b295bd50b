import { CtaLinks } from '@/components/layout/cta-links';
import { ResourceCard } from '@/components/layout/resource-card';
import { CtaBand } from '@/components/sections/cta-band';
import { Hero } from '@/components/sections/hero';
import { resourcesContent as c } from '@/content/pages/resources';
import { resources } from '@/content/resources';

/** The resources page's content: a static island, kept as prerendered HTML on the first page view. */
export default function ResourcesPage() {
  return (
    <>
      <Hero art="part" badge={c.hero.badge} title={c.hero.title} lead={c.hero.lead} />
      <section aria-label={c.grid.title} className="bg-slate-50 py-16 sm:py-20">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
          {resources.map((entry) => (
            <li key={entry.path}>
              <ResourceCard entry={entry} linkLabel={c.grid.linkLabel} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand title={c.closing.title} text={c.closing.text} actions={<CtaLinks links={c.closing.ctas} inverted />} />
    </>
  );
}
