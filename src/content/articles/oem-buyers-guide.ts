import { paths } from '@/config/paths';
import type { ArticleBody } from './types';

const body: ArticleBody = {
  readMinutes: 5,
  intro:
    'Most supply chain failures are visible weeks before a production line stops. A promised date moves once, then again. A batch passes inspection only after rework. A supplier goes quiet when you ask about next quarter. This guide is for OEM procurement, engineering and supply chain teams who buy machined parts: the five failure points we see most often, the questions that expose them before you place an order, and how to build a supply base that holds up when demand changes.',
  sections: [
    {
      id: 'why-failures-go-unnoticed',
      heading: 'Why supply chain failures go unnoticed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purchase orders, delivery dates and certificates of conformity tell you what a supplier has promised. They say little about whether the supplier can keep that promise next month. Capacity, cash flow, staffing and quality discipline change inside a machine shop long before they show up on your goods-in report. Buyers who manage by exception, reacting only when a part is late, always hear about problems last.',
        },
        {
          kind: 'paragraph',
          text: 'The fix is not more paperwork. It is a small number of good questions, asked before you commit and repeated at a steady rhythm once parts are flowing.',
        },
      ],
    },
    {
      id: 'five-failure-points',
      heading: 'The five failure points',
      blocks: [
        { kind: 'subheading', text: '1. Late deliveries' },
        {
          kind: 'paragraph',
          text: 'A late delivery is usually the last symptom of an earlier problem: a machine booked twice, material ordered late, a programmer off sick, or your job bumped for a larger customer. Watch for dates that are confirmed only when you chase, partial shipments you did not ask for, and lead times that lengthen quietly between quotes.',
        },
        { kind: 'subheading', text: '2. Quality issues' },
        {
          kind: 'paragraph',
          text: 'Quality escapes rarely come from one careless operator. They come from weak process control: no first-off inspection, out-of-date drawings on the shop floor, gauges that are never calibrated, or inspection that samples too little once volumes rise. Ask to see how the supplier controls drawing revisions and what happens to a non-conforming part before it reaches you.',
        },
        { kind: 'subheading', text: '3. Supplier misalignment' },
        {
          kind: 'paragraph',
          text: 'Some suppliers are excellent at what they do, but what they do is not what you need. A shop built for high-volume turned parts will struggle with low-volume, high-mix prototype work, and a prototype specialist may not be set up for repeat batches with full traceability. Misalignment shows up as slow responses, reluctant quotes and a supplier who treats your work as filler.',
        },
        { kind: 'subheading', text: '4. Single-supplier dependence' },
        {
          kind: 'paragraph',
          text: 'Relying on one shop for a critical part family is efficient until it is not. A machine breakdown, a fire, a key person leaving or a change of ownership can stop supply overnight, and qualifying a new source under pressure takes far longer than doing it calmly. If one supplier holds all the programs, fixtures and process knowledge for a part, you carry the risk whether you see it or not.',
        },
        { kind: 'subheading', text: '5. Lack of scalability' },
        {
          kind: 'paragraph',
          text: 'A supplier who handled your pilot batch comfortably may have no headroom when the programme moves to production. Scaling needs spare spindle hours, the right machine mix, material supply agreements, and enough inspection capacity to keep up. Ask about capacity at the volume you expect in a year, not the volume you order today.',
        },
      ],
    },
    {
      id: 'supplier-assessment-questions',
      heading: 'Supplier assessment questions to ask before you order',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Use these questions at the first meeting and again at each quarterly review. Vague answers are useful information in themselves.',
        },
        {
          kind: 'list',
          items: [
            {
              lead: 'Capacity:',
              text: 'What is your current machine utilisation, and which machines would my parts run on? What happens to my delivery dates if a larger order lands next month?',
            },
            {
              lead: 'Quality:',
              text: 'Which certifications do you hold, who issued them and when do they expire? How do you control drawing revisions on the shop floor? Can I see a recent first article inspection report?',
            },
            {
              lead: 'Materials:',
              text: 'Where do you buy material, and do you supply mill certificates with every batch? How do you keep traceability from bar stock to finished part?',
            },
            { lead: 'People:', text: 'Who programs and who inspects my parts? If that person is away, who covers?' },
            {
              lead: 'Communication:',
              text: 'Who is my day-to-day contact, and how quickly will I hear about a slipped date or a quality concern?',
            },
            {
              lead: 'Continuity:',
              text: 'Who owns the fixtures and programs made for my parts? What is your plan if a critical machine fails?',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: `For regulated work, check certificates against the issuing body rather than accepting a PDF. Our [guide to CNC certifications](${paths.cncCertifications}) explains what each standard covers and how to verify it.`,
        },
      ],
    },
    {
      id: 'building-resilience',
      heading: 'Building a supply base that holds up',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Resilience does not mean doubling every supplier. It means knowing which parts would stop your line, qualifying a second source for those before you need one, and keeping a regular, honest conversation with the suppliers you rely on. A short weekly check on open orders, capacity and any concerns costs an hour and prevents most surprises.',
        },
        {
          kind: 'paragraph',
          text: `It also means choosing suppliers for total cost and fit, not the lowest unit price. We set out the reasoning behind that in [The True Cost of Cheap CNC Suppliers](${paths.cheapSuppliers}).`,
        },
      ],
    },
    {
      id: 'how-forgebridge-helps',
      heading: 'How Forgebridge helps OEM buyers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Forgebridge connects OEMs with vetted CNC and precision manufacturing partners, mainly in the UK, and stays involved as an independent third party once work starts. Sourcing is free to buyers.',
        },
        {
          kind: 'list',
          items: [
            {
              lead: 'Free supplier audit:',
              text: 'we review your current supply base for capacity, quality and single-source risk, and tell you where the weak points are.',
            },
            {
              lead: 'Introductions:',
              text: 'three vetted CNC supplier options within 72 hours, each visited in person, with certifications, sample parts, QA procedures and capacity checked.',
            },
            {
              lead: 'Risk management:',
              text: 'weekly supplier health checks on open orders, capacity and quality, so a problem reaches you while there is still time to act.',
            },
            {
              lead: 'Scalability:',
              text: 'overflow and backup suppliers lined up before your volumes rise, not after a missed delivery.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Our network is UK-first. We only bring in suppliers outside the UK when you explicitly approve it.',
        },
        {
          kind: 'cta',
          title: 'Talk to us about your supply base',
          text: 'Book a free 30-minute call. We will ask about the parts that keep you awake at night and tell you honestly whether we can help.',
          links: [
            { label: 'Book a Call', booking: true },
            { label: 'Get 3 Vetted Suppliers', to: paths.oemSourcing },
          ],
        },
      ],
    },
  ],
};

export default body;
