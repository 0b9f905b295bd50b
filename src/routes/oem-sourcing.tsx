import type { PageMeta } from '@/app/route-table';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { PriceCard } from '@/components/sections/price-card';
import { IndustriesGrid } from '@/components/sections/industries-grid';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { ProcessDiagram } from '@/components/sections/process-diagram';
import { StandardsBand } from '@/components/sections/standards-band';
import { buttonVariants } from '@/components/ui/button';
import { oemIndustries, oemSourcingContent as c } from '@/content/pages/oem-sourcing';
import { oemStats } from '@/content/stats';
import { useDialogTrigger } from '@/features/leads/components/use-dialog-trigger';
import { OemDialog, wantOemForm } from '@/features/leads/oem/oem-dialog';

export const meta: PageMeta = {
  name: 'OEM Sourcing',
  head: {
    title: 'Get 3 Vetted CNC Suppliers in 72 Hours, Free for OEMs',
    description:
      'OEM buyers: tell us what you need machined and get three vetted UK CNC supplier options within 72 hours, at no cost, with ongoing project management and quality assurance.',
    keywords: ['CNC suppliers UK', 'OEM sourcing', 'vetted machine shops', 'RFQ', 'precision machining suppliers'],
  },
};

export default function OemSourcingPage() {
  const { dialog, trigger: cta, fragment } = useDialogTrigger('request-suppliers', wantOemForm);

  return (
    <>
      <Hero
        art="part"
        badge={c.hero.badge}
        title={c.hero.title}
        lead={c.hero.lead}
        actions={
          <button className={buttonVariants({ variant: 'accent', size: 'lg' })} {...cta}>
            {c.hero.cta}
          </button>
        }
      />
      <StandardsBand />
      <Section id="benefits" title={c.benefits.title} intro={c.benefits.intro}>
        <FeatureGrid items={c.benefits.items} columns={4} />
      </Section>
      <Section id="industries" tone="muted" title={c.industries.title} intro={c.industries.intro}>
        <IndustriesGrid items={oemIndustries} />
      </Section>
      <Section id="how-it-works" title={c.howItWorks.title} intro={c.howItWorks.intro}>
        <ProcessDiagram steps={c.howItWorks.steps} />
      </Section>
      <Section id="cost" tone="muted" title={c.cost.title}>
        <PriceCard
          headline={c.cost.value}
          text={c.cost.text}
          action={
            <button className={buttonVariants({ size: 'lg' })} {...cta}>
              {c.cost.cta}
            </button>
          }
        />
      </Section>
      <Section id="stats" title={c.stats.title}>
        <StatStrip stats={oemStats} />
      </Section>
      <CtaBand
        id={fragment}
        title={c.closing.title}
        text={c.closing.text}
        actions={
          <button className={buttonVariants({ variant: 'accent', size: 'lg' })} {...cta}>
            {c.closing.cta}
          </button>
        }
      />
      <OemDialog state={dialog} />
    </>
  );
}
