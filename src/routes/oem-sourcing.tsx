import { useState } from 'react';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { IndustriesGrid } from '@/components/sections/industries-grid';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { Steps } from '@/components/sections/steps';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { oemIndustries, oemSourcingContent as c } from '@/content/pages/oem-sourcing';
import { oemStats } from '@/content/stats';
import { OemDialog, preloadOemForm } from '@/features/leads/oem/oem-dialog';

export default function OemSourcingPage() {
  const [open, setOpen] = useState(false);
  // Every call to action opens the one dialog; hovering or focusing one starts loading its form.
  const cta = { onClick: () => setOpen(true), onPointerEnter: preloadOemForm, onFocus: preloadOemForm };

  return (
    <>
      <Hero
        badge={c.hero.badge}
        title={c.hero.title}
        lead={c.hero.lead}
        actions={
          <Button variant="accent" size="lg" {...cta}>
            {c.hero.cta}
          </Button>
        }
      />
      <Section id="benefits" title={c.benefits.title} intro={c.benefits.intro}>
        <FeatureGrid items={c.benefits.items} columns={4} />
      </Section>
      <Section id="industries" tone="muted" title={c.industries.title} intro={c.industries.intro}>
        <IndustriesGrid items={oemIndustries} />
      </Section>
      <Section id="how-it-works" title={c.howItWorks.title} intro={c.howItWorks.intro}>
        <Steps steps={c.howItWorks.steps} />
      </Section>
      <Section id="cost" tone="muted" title={c.cost.title}>
        <Card className="grid max-w-2xl gap-4">
          <p className="text-brand-800 text-4xl font-bold">{c.cost.value}</p>
          <CardDescription className="text-base">{c.cost.text}</CardDescription>
          <div>
            <Button size="lg" {...cta}>
              {c.cost.cta}
            </Button>
          </div>
        </Card>
      </Section>
      <Section id="stats" title={c.stats.title}>
        <StatStrip stats={oemStats} />
      </Section>
      <CtaBand
        title={c.closing.title}
        text={c.closing.text}
        actions={
          <Button variant="accent" size="lg" {...cta}>
            {c.closing.cta}
          </Button>
        }
      />
      <OemDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
