import type { PageMeta } from '@/app/route-table';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { PriceCard } from '@/components/sections/price-card';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { Steps } from '@/components/sections/steps';
import { TestimonialCard } from '@/components/sections/testimonial-card';
import { buttonVariants } from '@/components/ui/button';
import { cncPartnerContent as c } from '@/content/pages/cnc-partner';
import { partnerStats } from '@/content/stats';
import { partnerTestimonial } from '@/content/testimonials';
import { useDialogTrigger } from '@/features/leads/components/use-dialog-trigger';
import { PartnerDialog, wantPartnerForm } from '@/features/leads/partner/partner-dialog';

export const meta: PageMeta = {
  name: 'Become a CNC Partner',
  head: {
    title: 'Become a CNC Partner: Free £3,000 Marketing Package',
    description:
      'CNC and precision machine shops: join the Forgebridge partner network and get introduced to OEM buyers, with case studies, a shop video and a website refresh worth £3,000.',
    keywords: [
      'CNC shop marketing',
      'machine shop lead generation',
      'OEM buyers',
      'CNC partner network',
      'precision engineering sales',
    ],
  },
};

export default function CncPartnerPage() {
  const { dialog, trigger: cta, fragment } = useDialogTrigger('claim-package', wantPartnerForm);

  return (
    <>
      <Hero
        art="spindle"
        badge={c.hero.badge}
        title={c.hero.title}
        lead={c.hero.lead}
        note={c.hero.terms}
        actions={
          <button className={buttonVariants({ variant: 'accent', size: 'lg' })} {...cta}>
            {c.hero.cta}
          </button>
        }
      />
      <Section id="what-you-get" title={c.whatYouGet.title} intro={c.whatYouGet.intro}>
        <FeatureGrid items={c.whatYouGet.items} columns={4} />
      </Section>
      <Section id="why-free" tone="muted" title={c.whyFree.title} intro={c.whyFree.intro}>
        <FeatureGrid items={c.whyFree.items} />
        <p className="mt-8 max-w-3xl text-sm text-slate-600">{c.whyFree.terms}</p>
      </Section>
      <Section id="how-it-works" title={c.howItWorks.title} intro={c.howItWorks.intro}>
        <Steps steps={c.howItWorks.steps} />
      </Section>
      <Section id="testimonial" tone="muted" title={c.testimonial.title}>
        <TestimonialCard testimonial={partnerTestimonial} wide />
      </Section>
      <Section id="pricing" title={c.pricing.title}>
        <PriceCard
          headline={c.pricing.heading}
          text={c.pricing.text}
          action={
            <button className={buttonVariants({ size: 'lg' })} {...cta}>
              {c.pricing.cta}
            </button>
          }
        />
      </Section>
      <Section id="stats" tone="muted" title={c.stats.title}>
        <StatStrip stats={partnerStats} />
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
      <PartnerDialog state={dialog} />
    </>
  );
}
