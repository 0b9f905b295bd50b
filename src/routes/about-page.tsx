import { CtaLinks } from '@/components/layout/cta-links';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { PeopleGrid } from '@/components/sections/people-grid';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { Steps } from '@/components/sections/steps';
import { aboutContent as c } from '@/content/pages/about';

/** The about page's content: a static island, kept as prerendered HTML on the first page view. */
export default function AboutPage() {
  const sides = [c.howWeWork.oem, c.howWeWork.partner];
  return (
    <>
      <Hero
        art="network"
        badge={c.hero.badge}
        title={c.hero.title}
        lead={c.hero.lead}
        actions={<CtaLinks links={c.hero.ctas} inverted />}
      />
      <Section id="mission" title={c.mission.title} intro={c.mission.intro}>
        <div className="max-w-3xl space-y-4 text-lg leading-8 text-slate-700">
          {c.mission.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>
      <Section id="who-we-help" tone="muted" title={c.whoWeHelp.title} intro={c.whoWeHelp.intro}>
        <FeatureGrid items={c.whoWeHelp.items} columns={2} />
      </Section>
      <Section id="what-we-do" title={c.whatWeDo.title}>
        <FeatureGrid items={c.whatWeDo.items} />
      </Section>
      <Section id="how-we-work" tone="muted" title={c.howWeWork.title} intro={c.howWeWork.intro}>
        <div className="space-y-10">
          {sides.map((side) => (
            <div key={side.label}>
              <p className="text-brand-700 mb-4 text-sm font-semibold tracking-wide uppercase">{side.label}</p>
              <Steps steps={side.steps} />
            </div>
          ))}
        </div>
      </Section>
      <Section id="why-forgebridge" title={c.whyUs.title}>
        <FeatureGrid items={c.whyUs.items} />
      </Section>
      <Section id="results" tone="muted" title={c.results.title} intro={c.results.intro}>
        <StatStrip stats={c.results.stats} />
      </Section>
      <Section id="leadership" title={c.leadership.title} intro={c.leadership.intro}>
        <PeopleGrid people={c.leadership.people} />
      </Section>
      <Section id="faqs" tone="muted" title={c.faqs.title}>
        <div className="max-w-3xl">
          <FaqList items={c.faqs.items} />
        </div>
      </Section>
      <CtaBand title={c.closing.title} text={c.closing.text} actions={<CtaLinks links={c.closing.ctas} inverted />} />
    </>
  );
}
