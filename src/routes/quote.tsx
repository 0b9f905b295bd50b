import { ShieldCheck } from 'lucide-react';
import type { PageInfo, PageMeta } from '@/app/route-table';
import { BookingLink } from '@/components/layout/booking-link';
import { staticIsland } from '@/components/layout/static-island';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { quoteContent as c } from '@/content/pages/quote';
import { QuoteRequest } from '@/features/leads/quote/quote-request';

export const meta: PageMeta = {
  name: 'Book a Call',
  head: {
    title: 'Book a Call',
    description:
      'Request a free consultation for your CNC machining project. Tell us about parts, materials, quantities and tolerances, and we match you with vetted UK suppliers.',
    keywords: ['CNC machining quote', 'free manufacturing consultation', 'UK CNC suppliers', 'book a call', 'RFQ'],
  },
};

const faq = staticIsland('quote-faq', () => import('./quote-faq'));

export const preload = faq.preload;
export const structuredData = async (page: PageInfo) => {
  const [{ contactPageJsonLd }, { faqJsonLd }] = await Promise.all([
    import('@/components/seo/contact-page-json-ld'),
    import('@/components/seo/faq-json-ld'),
  ]);
  return [contactPageJsonLd(page), faqJsonLd(c.faq.items)];
};

export default function QuotePage() {
  return (
    <>
      <Hero
        art="part"
        title={c.hero.title}
        lead={c.hero.lead}
        actions={
          <BookingLink variant="accent" size="lg">
            {c.booking.action}
          </BookingLink>
        }
      />
      <Section id="quote-request" title={c.form.title} intro={c.form.intro}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <div className="border-brand-200 bg-brand-50 flex gap-4 rounded-xl border p-5">
              <ShieldCheck className="text-brand-700 size-6 shrink-0" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-950">{c.policy.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{c.policy.text}</p>
              </div>
            </div>
            <QuoteRequest />
          </div>
          <div>
            <Card className="grid gap-4 lg:sticky lg:top-24">
              <CardTitle>{c.booking.title}</CardTitle>
              <CardDescription>{c.booking.text}</CardDescription>
              <BookingLink variant="outline">{c.booking.action}</BookingLink>
            </Card>
          </div>
        </div>
      </Section>
      <faq.Island />
    </>
  );
}
