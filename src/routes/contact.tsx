import { CalendarClock, Clock, Mail, Network } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageMeta } from '@/app/route-table';
import { BookingLink } from '@/components/layout/booking-link';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { contactContent as c } from '@/content/pages/contact';
import { ContactForm } from '@/features/leads/contact/contact-form';
import { contactPageJsonLd } from '@/components/seo/contact-page-json-ld';

export const meta: PageMeta = {
  name: 'Contact Us',
  head: {
    title: 'Contact Us',
    description:
      'Talk to Forgebridge about sourcing vetted UK CNC suppliers or growing your machine shop. Book a call or email us: replies within 24 hours, Monday to Friday.',
    keywords: ['contact Forgebridge', 'CNC sourcing enquiry', 'book a call', 'precision manufacturing help'],
  },
};

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-3">
      <span className="bg-brand-100 text-brand-800 flex size-10 items-center justify-center rounded-full">{icon}</span>
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}

export const structuredData = contactPageJsonLd;

export default function ContactPage() {
  const { booking, email, hours, network } = c.cards;
  return (
    <>
      <Hero title={c.hero.title} lead={c.hero.lead} />
      <Section id="ways-to-reach-us" title={c.cards.title}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={<CalendarClock className="size-5" aria-hidden="true" />} title={booking.title}>
            <CardDescription>{booking.text}</CardDescription>
            <BookingLink size="sm" className="justify-self-start">
              {booking.action}
            </BookingLink>
          </InfoCard>
          <InfoCard icon={<Mail className="size-5" aria-hidden="true" />} title={email.title}>
            <CardDescription>{email.text}</CardDescription>
            <a
              href={`mailto:${email.address}`}
              className="text-brand-700 font-semibold break-all underline underline-offset-2"
            >
              {email.address}
            </a>
          </InfoCard>
          <InfoCard icon={<Clock className="size-5" aria-hidden="true" />} title={hours.title}>
            {hours.lines.map((line) => (
              <CardDescription key={line}>{line}</CardDescription>
            ))}
          </InfoCard>
          <InfoCard icon={<Network className="size-5" aria-hidden="true" />} title={network.title}>
            <CardDescription>{network.text}</CardDescription>
          </InfoCard>
        </div>
      </Section>
      <Section id="contact-form" tone="muted" title={c.form.title} intro={c.form.intro}>
        <Card className="max-w-3xl">
          <ContactForm />
        </Card>
      </Section>
    </>
  );
}
