import type { ServicePackage } from '@/components/sections/package-card';
import { paths } from '@/config/paths';
import type { CtaLink, Feature } from '../types';

const partnerPackage: ServicePackage = {
  id: 'partners',
  audience: 'For manufacturing partners',
  title: 'Partner Growth Package',
  description:
    'Marketing, lead generation and sales support for CNC and precision machine shops that want more of the right OEM work, without hiring a sales team.',
  items: [
    'Introductions to OEM buyers who need your machines, materials and certifications',
    'Capability storytelling: case studies, video and a website that shows what you really do',
    'Sales and pipeline support from first enquiry to first article',
    'Certification roadmaps that open regulated sectors',
  ],
  note: 'Typically funded by a monthly retainer plus a success fee on orders won.',
  ctas: [{ label: 'Become a Partner', to: paths.cncPartner }],
};

const oemPackage: ServicePackage = {
  id: 'oems',
  audience: 'For OEM buyers',
  title: 'OEM Sourcing',
  description:
    'Vetted CNC and precision manufacturing suppliers for procurement, engineering and supply chain teams, with support that continues after the introduction.',
  highlight: { value: '£0', label: 'cost to buyers' },
  items: [
    '3 vetted CNC supplier options within 72 hours',
    'Suppliers visited in person: certifications, sample parts, QA procedures and capacity checked',
    'Ongoing third-party project management and quality assurance',
    'UK-first: suppliers outside the UK only with your explicit approval',
  ],
  ctas: [{ label: 'Get My Suppliers', to: paths.oemSourcing }],
};

const suite: readonly Feature[] = [
  {
    title: 'LinkedIn management and branding',
    description:
      'A company page and leadership profiles that show buyers your capability, kept active with posts about real work.',
  },
  {
    title: 'Email marketing',
    description: 'Targeted campaigns to procurement and engineering contacts, written in the language buyers use.',
  },
  {
    title: 'Cold calling and phone outreach',
    description:
      'Researched calls to the OEMs that match your ideal customer profile, booking meetings rather than chasing numbers.',
  },
  {
    title: 'Customer deal restructuring',
    description:
      'A fresh look at pricing, payment terms and volumes on your existing accounts to protect margin and cash flow.',
  },
  {
    title: 'Account-based marketing',
    description:
      'Coordinated outreach to a short list of high-value OEMs, tailored to each account’s programmes and people.',
  },
  {
    title: 'Tailored marketing strategy',
    description:
      'A plan built around your machines, certifications and target sectors, not a template borrowed from another industry.',
  },
  {
    title: 'Digital presence and website optimisation',
    description:
      'A website that answers buyers’ questions: capabilities, equipment, certifications, case studies and a clear way to get a quote.',
  },
  {
    title: 'Lead generation and qualification',
    description: 'Enquiries screened for fit, volume and timing, so your estimators spend time on work you can win.',
  },
];

const partnership: ServicePackage = {
  id: 'partnership',
  audience: 'Included for retainer partners',
  title: 'The partnership content package',
  description:
    'Every shop that joins on a retainer receives a professional content package to show OEM buyers what it can do.',
  highlight: { value: '£3,000', label: 'of marketing content' },
  items: ['3 written case studies', '1 shop showcase video', 'A website refresh'],
  note: 'Contact for Pricing: retainer and success-fee terms are agreed on a call.',
  ctas: [
    { label: 'Claim the Package', to: paths.cncPartner },
    { label: 'Book a Call', booking: true },
  ],
};

const closingCtas = [
  { label: 'Become a Partner', to: paths.cncPartner },
  { label: 'Find Suppliers (Free)', to: paths.oemSourcing },
  { label: 'Book a Call', booking: true },
] as const satisfies readonly CtaLink[];

export const servicesContent = {
  hero: {
    badge: 'Services',
    title: 'Helping precision manufacturers win work, and OEMs find them',
    lead: 'One network, two sides. We give CNC shops the marketing and business development they rarely have time for, and give OEM buyers vetted suppliers within 72 hours, free.',
    ctas: [
      { label: 'I’m a CNC Shop', to: paths.cncPartner },
      { label: 'I’m an OEM Buyer', to: paths.oemSourcing },
    ] as const satisfies readonly CtaLink[],
  },
  packages: {
    title: 'Two packages, one network',
    intro: 'Choose the side you are on. Both sides are vetted, and every introduction is managed.',
    items: [partnerPackage, oemPackage],
  },
  suite: {
    eyebrow: 'For manufacturing partners',
    title: 'Marketing and business development suite',
    intro:
      'Eight services, used in the combination your shop needs. Everything is run by people who understand machining.',
    items: suite,
  },
  partnership: {
    title: 'The partnership package',
    intro: 'Buyers shortlist suppliers who can show their work. The content package gives you the proof.',
    pkg: partnership,
  },
  industries: {
    title: 'Industries served',
    intro: 'Our partner shops make parts for sectors where tolerances, traceability and delivery dates matter.',
  },
  results: {
    title: 'Proven results',
    intro: 'What partner shops have achieved through the network.',
  },
  closing: {
    title: 'Start with a conversation',
    text: 'Tell us where you want to grow or what you need to source. The first call is free, whichever side you are on.',
    ctas: closingCtas,
  },
} as const;
