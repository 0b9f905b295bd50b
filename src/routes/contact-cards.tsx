import { CalendarClock, Clock, Mail, Network } from 'lucide-react';
import type { ReactNode } from 'react';
import { BookingLink } from '@/components/layout/booking-link';
import { Section } from '@/components/sections/section';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { contactContent as c } from '@/content/pages/contact';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-3">
      <span className="bg-brand-100 text-brand-800 flex size-10 items-center justify-center rounded-full">{icon}</span>
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}

/** The contact page's ways to reach us: a static island, kept as prerendered HTML on a first visit. */
export default function ContactCards() {
  const { booking, email, hours, network } = c.cards;
  return (
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
  );
}
