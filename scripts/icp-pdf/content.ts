import { brand, deploymentDefaults } from '../../src/config/constants';

/**
 * Copy of the Universal ICP Template PDF (docs/decisions/0006-external-widgets.md), kept apart
 * from the drawing code so a changed prompt is one edit here. Text must stay inside the WinAnsi
 * character set of the PDF standard fonts (plain ASCII plus £, ±, ·, ’), or the generator throws.
 * The PDF ships as a file, so it carries the default site address, not a deployment's.
 */

export type IcpOptionGroup = { label?: string; options: readonly string[] };

export type IcpSection = {
  title: string;
  prompt: string;
  groups?: readonly IcpOptionGroup[];
  table?: { columns: readonly [string, string, string]; rows: readonly (readonly [string, string])[] };
  fields?: readonly string[];
};

export const icpTemplate = {
  metadata: {
    title: 'Universal ICP Template for B2B Precision Manufacturing',
    author: 'Forgebridge',
    subject: 'A one-page Ideal Customer Profile worksheet for CNC machining and precision manufacturing sellers',
    keywords: [
      'ideal customer profile',
      'ICP template',
      'B2B',
      'CNC machining',
      'precision manufacturing',
      'OEM sales',
    ],
    creator: 'Forgebridge (scripts/icp-pdf/make.ts)',
    producer: 'pdf-lib',
    language: 'en-GB',
    // Fixed so that regenerating the file gives byte-identical output.
    date: new Date('2026-01-01T00:00:00Z'),
  },
  header: {
    brand: 'FORGEBRIDGE',
    title: 'Universal Ideal Customer Profile (ICP) Template',
    subtitle: 'For B2B precision manufacturers: CNC machining, fabrication and contract manufacturing',
  },
  howTo:
    'How to use: fill in one sheet per target segment. Tick what applies, write specifics on the lines, then score real accounts against it (section 10) before you spend sales time on them.',
  topFields: ['ICP segment name', 'Prepared by', 'Date', 'Review date'],
  left: [
    {
      title: '1. Firmographics',
      prompt: 'Which companies can you serve profitably?',
      groups: [
        { label: 'Employees', options: ['10-49', '50-249', '250-999', '1,000+'] },
        { label: 'Revenue', options: ['< £10M', '£10-50M', '£50-250M', '£250M+'] },
        { label: 'Ownership', options: ['Private', 'PE-backed', 'Group subsidiary', 'Listed'] },
      ],
      fields: ['Regions and sites (UK, EU, ...)', 'Max distance for audits and visits'],
    },
    {
      title: '2. Target industries',
      prompt: 'Where do your machines, approvals and references already fit?',
      groups: [
        {
          options: [
            'Aerospace',
            'Defence',
            'Oil & Gas',
            'Subsea',
            'Telecoms',
            'Medical devices',
            'Automotive',
            'Energy',
            'Logistics',
            'Industrial equipment',
            'Semiconductor',
          ],
        },
      ],
      fields: ['Other or niche'],
    },
    {
      title: '3. Certifications the buyer will demand',
      prompt: 'Tick what this segment requires; circle what you already hold.',
      groups: [
        {
          options: [
            'ISO 9001',
            'AS9100D',
            'ISO 13485',
            'IATF 16949',
            'ISO 14001',
            'ISO 45001',
            'NADCAP',
            'Cyber Essentials',
          ],
        },
      ],
      fields: ['Customer approvals (PPAP, FAIR to AS9102, ...)'],
    },
    {
      title: '4. Part and order profile',
      prompt: 'The work you want more of, not just any work.',
      groups: [
        {
          label: 'Processes',
          options: [
            '3-axis milling',
            '5-axis milling',
            'Turning',
            'Swiss-type',
            'Grinding',
            'EDM',
            'Fabrication',
            'Assembly',
          ],
        },
        { label: 'Batch size', options: ['Prototype', '< 100', '100-1,000', '1,000+'] },
      ],
      fields: [
        'Materials (6082 aluminium, 316 stainless, titanium, PEEK, ...)',
        'Typical tolerances (ISO 2768-f, ±0.01 mm, ...)',
        'Target annual spend per account (£)',
      ],
    },
  ],
  right: [
    {
      title: '5. Buying committee',
      prompt: 'Name a real person for each role at your best-fit account.',
      table: {
        columns: ['Role', 'What they need to hear', 'Name / contact'],
        rows: [
          ['Buyer / procurement', 'Fair price, dependable lead times, low supplier risk'],
          ['Design or manufacturing engineer', 'Capability, tolerances held, early DFM feedback'],
          ['Quality manager', 'Certificates, FAIR/PPAP, traceability, CoCs'],
          ['Operations / supply chain', 'Capacity, on-time delivery, flexible scheduling'],
          ['MD / finance', 'Total cost of ownership, payment terms, stability'],
        ],
      },
    },
    {
      title: '6. Buying triggers (why now?)',
      prompt: 'Accounts with a live trigger buy within months, not years.',
      groups: [
        {
          options: [
            'New product introduction',
            'Incumbent supplier late or failing quality',
            'Reshoring or dual-sourcing programme',
            'Contract win outgrowing current capacity',
            'New certification requirement',
            'Cost-down initiative',
          ],
        },
      ],
    },
    {
      title: '7. Pains you solve',
      prompt: 'Write them in the buyer’s own words from real calls.',
      groups: [
        {
          options: [
            'Late deliveries stopping the line',
            'Quality escapes and rework',
            'Single-supplier dependence',
            'Slow or missing quotes',
            'Offshore communication gaps',
          ],
        },
      ],
      fields: ['In their words'],
    },
    {
      title: '8. Disqualifiers (walk away if...)',
      prompt: 'Saying no early protects margin and capacity.',
      groups: [
        {
          options: [
            'Needs a certification you do not hold',
            'Volumes outside your capacity',
            'Price is the only criterion',
            'Tolerances or part sizes beyond your machines',
            'Export-controlled work without clearance',
          ],
        },
      ],
      fields: ['Payment terms longer than (days)'],
    },
    {
      title: '9. Where to reach them',
      prompt: 'Channels this segment actually uses to find suppliers.',
      groups: [
        {
          options: [
            'LinkedIn',
            'Trade shows',
            'Industry associations',
            'Referrals',
            'Sourcing partners',
            'Email outreach',
          ],
        },
      ],
    },
  ],
  score: {
    title: '10. Fit score: rate each account 0 (no), 1 (partly) or 2 (yes)',
    criteria: ['Industry match', 'Company size', 'Certifications held', 'Part and process fit', 'Live trigger'],
    totalLabel: 'Total / 10',
    decision: 'Decision: 8-10 pursue now  ·  5-7 nurture  ·  0-4 pass',
  },
  accounts: {
    title: '11. Accounts that fit today',
    prompt: 'List real accounts that score 8 or more and the next step for each.',
    columns: ['Account', 'Trigger seen', 'Decision-maker', 'Score', 'Next step and date'],
    // Relative column widths; the number of blank rows fills the space above the footer.
    widths: [0.24, 0.22, 0.2, 0.08, 0.26],
    rows: 6,
  },
  footer: {
    left: `${brand.name}  ·  UK-first sourcing between OEM buyers and vetted CNC partners  ·  ${brand.email}  ·  ${new URL(deploymentDefaults.siteUrl).host}`,
    right: 'Universal ICP Template v1.0',
  },
} as const satisfies {
  left: readonly IcpSection[];
  right: readonly IcpSection[];
  [key: string]: unknown;
};
