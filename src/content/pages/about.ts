import type { Person } from '@/components/sections/people-grid';
import { paths } from '@/config/paths';
import { certificationsVerified, site } from '@/config/site';
import { oemStats, partnerStats } from '../stats';
import { aboutFaqs as faqs, founder } from './about-profile';
import type { CtaLink, Feature, Step } from '../types';

const leadership: readonly Person[] = [
  founder,
  {
    name: 'Sarah Okafor',
    role: 'Head of Supplier Network',
    bio: 'Leads supplier vetting. Visits partner shops in person to check certifications, sample parts, QA procedures and capacity.',
  },
  {
    name: 'Tom Ellison',
    role: 'Head of Partner Growth',
    bio: 'Runs marketing and business development for partner shops, from case studies and video to outreach and pipeline support.',
  },
];

const ctas = [
  { label: 'For Manufacturing Partners', to: paths.cncPartner },
  { label: 'For OEMs (Free)', to: paths.oemSourcing },
] as const satisfies readonly CtaLink[];

export const aboutContent = {
  founder,
  hero: {
    badge: `Founded in ${site.foundingYear}`,
    title: 'About Forgebridge',
    lead: 'We connect OEM buyers with vetted CNC and precision manufacturing partners in the UK and Europe, and we stay involved to make sure every introduction works.',
    ctas,
  },
  mission: {
    title: 'Our mission',
    intro: 'To make precision manufacturing easier to buy and to sell.',
    paragraphs: [
      'Buying machined parts is harder than it should be. Buyers spend weeks searching for capable suppliers, then take capability claims on trust. Good machine shops, meanwhile, are often invisible to the buyers who need them, because they are busy making parts rather than marketing themselves.',
      `We founded Forgebridge in ${site.foundingYear} to fix both problems at once: a UK-first network of suppliers we have visited and vetted ourselves, and a growth service that helps those suppliers reach the right OEMs.`,
    ],
  },
  whoWeHelp: {
    title: 'Who we help',
    intro: 'Two audiences, one goal: the right part from the right supplier.',
    items: [
      {
        title: 'OEM buyers',
        description:
          'Procurement, engineering and supply chain teams who need reliable CNC and precision suppliers, whether for a new programme, a second source or a supplier that has let them down.',
      },
      {
        title: 'Manufacturing partners',
        description:
          'CNC and precision machine shops with capability and capacity to spare, who want more of the right OEM work without building a sales team.',
      },
    ] as const satisfies readonly Feature[],
  },
  whatWeDo: {
    title: 'What we do',
    items: [
      { title: 'Supplier matching', description: 'Three vetted supplier options for OEM buyers within 72 hours.' },
      {
        title: 'Physical supplier vetting',
        description: 'Site visits covering certifications, sample parts, QA procedures and capacity.',
      },
      {
        title: 'Project management and quality assurance',
        description: 'Ongoing third-party support from introduction to delivery.',
      },
      {
        title: 'Marketing for shops',
        description: 'Case studies, video, websites and campaigns that show buyers what a shop can do.',
      },
      {
        title: 'Lead generation',
        description: 'Qualified enquiries from OEMs that fit a shop’s machines, materials and certifications.',
      },
      {
        title: 'Sales and pipeline support',
        description: 'Help turning enquiries into quotes and quotes into orders.',
      },
    ] as const satisfies readonly Feature[],
  },
  howWeWork: {
    title: 'How we work with both sides',
    intro: 'Every introduction has to work for the buyer and for the shop, so we look after both.',
    oem: {
      label: 'For OEM buyers',
      steps: [
        {
          title: 'Tell us what you need',
          description: 'Parts, materials, volumes, tolerances, certifications and timing.',
        },
        {
          title: 'Meet three vetted suppliers',
          description: 'Shortlisted from our network and presented within 72 hours.',
        },
        {
          title: 'Work with our support',
          description: 'We mediate, track delivery and quality, and run weekly health checks.',
        },
      ] as const satisfies readonly Step[],
    },
    partner: {
      label: 'For manufacturing partners',
      steps: [
        {
          title: 'Show what you do',
          description: 'We capture your capability in case studies, video and your website.',
        },
        { title: 'Connect with OEM buyers', description: 'We introduce you to buyers whose work suits your shop.' },
        {
          title: 'Win contracts',
          description: 'We support quoting, first articles and the relationship that follows.',
        },
      ] as const satisfies readonly Step[],
    },
  },
  whyUs: {
    title: 'Why Forgebridge',
    items: [
      { title: 'We visit every supplier', description: 'Vetting by physical visit, not by questionnaire.' },
      { title: 'UK-first', description: 'Non-UK suppliers are used only when a client explicitly approves.' },
      {
        title: 'Fast',
        description: 'Shortlists 20 to 30 percent faster than cold sourcing, with higher quote-to-win rates.',
      },
      {
        title: 'Independent',
        description: 'We act as a third-party mediator during projects, looking after both sides.',
      },
      { title: 'Certifications checked', description: `${certificationsVerified.join(', ')} verified on site.` },
      { title: 'Free for buyers', description: 'OEM sourcing costs you nothing; partner shops fund the service.' },
    ] as const satisfies readonly Feature[],
  },
  results: {
    title: 'Results',
    intro: 'The network in numbers.',
    stats: [...partnerStats, ...oemStats],
  },
  leadership: {
    title: 'Leadership',
    intro: 'A small team with experience on both sides of precision manufacturing.',
    people: leadership,
  },
  faqs: { title: 'Frequently asked questions', items: faqs },
  closing: {
    title: 'Buying parts or making them?',
    text: 'Partner shops get a clear plan for winning OEM work. OEM buyers get vetted suppliers, free.',
    ctas,
  },
} as const;
