import type { PageInfo, PageMeta } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { Card } from '@/components/ui/card';
import { contactContent as c } from '@/content/pages/contact';
import { ContactRequest } from '@/features/leads/contact/contact-request';

export const meta: PageMeta = {
  name: 'Contact Us',
  head: {
    title: 'Contact Us',
    description:
      'Talk to Forgebridge about sourcing vetted UK CNC suppliers or growing your machine shop. Book a call or email us: replies within 24 hours, Monday to Friday.',
    keywords: ['contact Forgebridge', 'CNC sourcing enquiry', 'book a call', 'precision manufacturing help'],
  },
};

const cards = staticIsland('contact-cards', () => import('./contact-cards'));

export const structuredData = async (page: PageInfo) =>
  (await import('@/components/seo/contact-page-json-ld')).contactPageJsonLd(page);
export const preload = cards.preload;

export default function ContactPage() {
  return (
    <>
      <Hero art="network" title={c.hero.title} lead={c.hero.lead} />
      <cards.Island />
      <Section id="contact-form" tone="muted" title={c.form.title} intro={c.form.intro}>
        <Card className="max-w-3xl">
          <ContactRequest />
        </Card>
      </Section>
    </>
  );
}
