import type { Person } from '@/components/sections/people-grid';
import { certificationsVerified, site } from '@/config/site';
import type { Faq } from '../types';

/*
 * The part of the about page its structured data repeats (Organisation founder, FAQPage). It is a
 * module of its own so the route can build the JSON-LD without loading the rest of the page's copy.
 */

/**
 * Founder and leadership names are placeholders: replace them here and the page,
 * the leadership cards and the Organisation structured data all follow.
 */
export const founder: Person = {
  name: 'Daniel Hargreaves',
  role: 'Founder and Managing Director',
  bio: 'Started Forgebridge after years on both sides of the table, buying machined parts for OEM programmes and helping machine shops find customers.',
};

export const aboutFaqs: readonly Faq[] = [
  {
    question: 'Is Forgebridge really free for OEM buyers?',
    answer:
      'Yes. Sourcing is free to buyers, and so is a booked call. Our manufacturing partners fund the service, typically through a monthly retainer plus a success fee on orders won.',
  },
  {
    question: 'How do you vet suppliers?',
    answer:
      'We visit every supplier in person before it joins the network. We check certifications, sample parts, quality assurance procedures and real capacity, not just what a website or brochure says.',
  },
  {
    question: 'How quickly can you find suppliers?',
    answer:
      'We aim to give OEM buyers three vetted CNC supplier options within 72 hours. Our average match time is 48 to 72 hours.',
  },
  {
    question: 'Do you only work with UK suppliers?',
    answer:
      'Our main network is vetted UK suppliers and we serve the UK and Europe. We only bring in suppliers outside the UK when a client explicitly approves it.',
  },
  {
    question: 'Which certifications do you verify?',
    answer: `We verify ${certificationsVerified.join(', ')} on site, including the scope and expiry of each certificate.`,
  },
  {
    question: 'What happens after an introduction?',
    answer:
      'We stay involved as an independent third-party mediator during the project, with weekly supplier health checks on open orders, capacity and quality.',
  },
  {
    question: 'How much does the partner programme cost?',
    answer:
      'Pricing depends on the shop and the services it needs, so we agree it on a call. Partners who join on a retainer receive a marketing content package valued at £3,000: three written case studies, a shop showcase video and a website refresh.',
  },
  {
    question: 'When can I reach you?',
    answer: `${site.supportHours}. Email ${site.email} and we reply within 24 hours.`,
  },
];
