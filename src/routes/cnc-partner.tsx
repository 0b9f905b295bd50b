import { useState } from 'react';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { Steps } from '@/components/sections/steps';
import { TestimonialCard } from '@/components/sections/testimonial-card';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { cncPartnerContent as c } from '@/content/pages/cnc-partner';
import { partnerStats } from '@/content/stats';
import { partnerTestimonial } from '@/content/testimonials';
import { preloadPartnerForm, PartnerDialog } from '@/features/leads/partner/partner-dialog';

export default function CncPartnerPage() {
  const [open, setOpen] = useState(false);
  // Every call to action opens the one dialog; hovering or focusing one starts loading its form.
  const cta = { onClick: () => setOpen(true), onPointerEnter: preloadPartnerForm, onFocus: preloadPartnerForm };

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
      <Section id="what-you-get" title={c.whatYouGet.title} intro={c.whatYouGet.intro}>
        <FeatureGrid items={c.whatYouGet.items} columns={4} />
      </Section>
      <Section id="why-free" tone="muted" title={c.whyFree.title} intro={c.whyFree.intro}>
        <FeatureGrid items={c.whyFree.items} />
      </Section>
      <Section id="how-it-works" title={c.howItWorks.title} intro={c.howItWorks.intro}>
        <Steps steps={c.howItWorks.steps} />
      </Section>
      <Section id="testimonial" tone="muted" title={c.testimonial.title}>
        <div className="max-w-2xl">
          <TestimonialCard testimonial={partnerTestimonial} />
        </div>
      </Section>
      <Section id="pricing" title={c.pricing.title}>
        <Card className="grid max-w-2xl gap-4">
          <p className="text-brand-800 text-3xl font-bold">{c.pricing.heading}</p>
          <CardDescription className="text-base">{c.pricing.text}</CardDescription>
          <div>
            <Button size="lg" {...cta}>
              {c.pricing.cta}
            </Button>
          </div>
        </Card>
      </Section>
      <Section id="stats" tone="muted" title={c.stats.title}>
        <StatStrip stats={partnerStats} />
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
      <PartnerDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
