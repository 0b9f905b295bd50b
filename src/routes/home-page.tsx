import { CtaLinks } from '@/components/layout/cta-links';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { IndustriesGrid } from '@/components/sections/industries-grid';
import { Section } from '@/components/sections/section';
import { ProcessDiagram } from '@/components/sections/process-diagram';
import { StandardsBand } from '@/components/sections/standards-band';
import { SuccessStoryCard } from '@/components/sections/success-story';
import { TestimonialCard } from '@/components/sections/testimonial-card';
import { homeContent as c } from '@/content/pages/home';
import { successStories, testimonials } from '@/content/testimonials';

/** The home page's content: a static island, kept as prerendered HTML on the first page view. */
export default function HomePage() {
  return (
    <>
      <Hero
        art="part"
        badge={c.hero.badge}
        title={c.hero.title}
        lead={c.hero.lead}
        actions={<CtaLinks links={c.hero.ctas} inverted />}
      />
      <StandardsBand />
      <Section id="audiences" title={c.audiences.title} intro={c.audiences.intro}>
        <FeatureGrid items={c.audiences.items} columns={2} />
      </Section>
      <Section id="industries" tone="muted" title={c.industries.title} intro={c.industries.intro}>
        <IndustriesGrid />
      </Section>
      <Section id="certifications" title={c.certifications.title} intro={c.certifications.intro}>
        <FeatureGrid items={c.certifications.items} columns={4} />
      </Section>
      <Section id="how-it-works" tone="muted" title={c.howItWorks.title} intro={c.howItWorks.intro}>
        <ProcessDiagram steps={c.howItWorks.steps} />
      </Section>
      <Section id="testimonials" title={c.testimonials.title}>
        <div className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <TestimonialCard key={t.person.name} testimonial={t} />
          ))}
        </div>
      </Section>
      <Section id="success-stories" tone="muted" title={c.proof.title} intro={c.proof.intro}>
        <div className="grid gap-6 lg:grid-cols-3">
          {successStories.map((story) => (
            <SuccessStoryCard key={story.id} story={story} />
          ))}
        </div>
      </Section>
      <CtaBand title={c.closing.title} text={c.closing.text} actions={<CtaLinks links={c.closing.ctas} inverted />} />
    </>
  );
}
