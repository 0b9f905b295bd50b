import { certificationsVerified } from '@/config/site';
import { paths } from '@/config/paths';
import type { CtaLink, Feature, Step } from '../types';

const ctas = [
  { label: "I'm an OEM buyer: find suppliers", to: paths.oemSourcing },
  { label: "I'm a CNC shop: become a partner", to: paths.cncPartner },
] as const satisfies readonly CtaLink[];

export const homeContent = {
  hero: {
    badge: 'UK-first precision sourcing',
    title: 'Precision manufacturing, easier to buy and easier to sell',
    lead: 'We introduce OEM buyers to vetted CNC machine shops in the UK and Europe. Buyers get three vetted supplier options within 72 hours, free. Shops get a steady flow of the work they are built for.',
    ctas,
  },
  audiences: {
    title: 'Two sides, one introduction',
    intro: 'Every match we make has to work for the buyer and the shop. That is why we vet both.',
    items: [
      {
        title: 'For OEM buyers',
        description:
          'Supplier matching within 72 hours, physical supplier vetting, third-party project management and quality assurance. Sourcing is free to buyers, and so is the first call.',
      },
      {
        title: 'For CNC machine shops',
        description:
          'Marketing, lead generation, capability storytelling and sales support that puts your shop in front of OEM buyers who need exactly what you make.',
      },
    ],
  },
  industries: {
    title: 'Industries we serve',
    intro: 'Our partner shops machine parts where tolerances, traceability and delivery dates are not negotiable.',
  },
  certifications: {
    title: 'Certifications we verify',
    intro:
      'We visit every supplier in person. We check certificates, sample parts, QA procedures and real capacity before a shop joins the network.',
    items: certificationsVerified.map((name): Feature => ({
      title: name,
      description: 'Certificate and scope checked on site, not taken on trust.',
    })),
  },
  howItWorks: {
    title: 'How it works',
    intro: 'Three steps from first call to first article.',
    steps: [
      {
        title: 'Your brief',
        description:
          'Parts, materials, volumes, tolerances, certifications and deadlines: we learn what a good supplier looks like for you.',
      },
      {
        title: 'Three vetted shops in 72 hours',
        description:
          'We shortlist shops we have visited, with the right machines, approvals and capacity, and introduce three within 72 hours.',
      },
      {
        title: 'Project managed',
        description:
          'We make the introduction, stay on as a third-party mediator during the project, and run weekly supplier health checks.',
      },
    ] as const satisfies readonly Step[],
  },
  proof: {
    title: 'Results our partners can point to',
    intro: 'Three shops, three starting points. What changed after they joined the network.',
  },
  testimonials: {
    title: 'What buyers and shops say',
  },
  closing: {
    title: 'Ready to talk about your next part or your next customer?',
    text: 'Tell us what you need. Buyers get vetted suppliers at no cost; partner shops get a clear plan for winning OEM work.',
    ctas,
  },
} as const;
