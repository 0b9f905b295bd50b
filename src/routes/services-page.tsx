import { CtaLinks } from '@/components/layout/cta-links';
import { CtaBand } from '@/components/sections/cta-band';
import { Hero } from '@/components/sections/hero';
import { IndustriesGrid } from '@/components/sections/industries-grid';
import { NumberedList } from '@/components/sections/numbered-list';
import { PackageCard } from '@/components/sections/package-card';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { SuccessStoryCard } from '@/components/sections/success-story';
import { servicesContent as c } from '@/content/pages/services';
import { partnerStats } from '@/content/stats';
import { successStories } from '@/content/testimonials';

/** The services page's content: a static island, kept as prerendered HTML on the first page view. */
export default function ServicesPage() {
  return (
    <>
      <Hero
        art="spindle"
        badge={c.hero.badge}
        title={c.hero.title}
        lead={c.hero.lead}
        actions={<CtaLinks links={c.hero.ctas} inverted />}
      />
      <Section id="packages" title={c.packages.title} intro={c.packages.intro}>
        <div className="grid gap-6 lg:grid-cols-2">
          {c.packages.items.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </div>
      </Section>
      <Section id="suite" tone="muted" eyebrow={c.suite.eyebrow} title={c.suite.title} intro={c.suite.intro}>
        <NumberedList items={c.suite.items} />
      </Section>
      <Section id="partnership-package" title={c.partnership.title} intro={c.partnership.intro}>
        <div className="max-w-2xl">
          <PackageCard pkg={c.partnership.pkg} featured />
        </div>
      </Section>
      <Section id="industries" tone="muted" title={c.industries.title} intro={c.industries.intro}>
        <IndustriesGrid />
      </Section>
      <Section id="results" title={c.results.title} intro={c.results.intro}>
        <StatStrip stats={partnerStats} />
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {successStories.map((story) => (
            <SuccessStoryCard key={story.id} story={story} />
          ))}
        </div>
      </Section>
      <CtaBand title={c.closing.title} text={c.closing.text} actions={<CtaLinks links={c.closing.ctas} inverted />} />
    </>
  );
}
