import type { Feature } from '../types';

/** Where the template ships and the name it downloads under (docs/decisions/0006-external-widgets.md). */
export const icpTemplateFile = {
  href: '/downloads/Universal-ICP-Template-B2B.pdf',
  fileName: 'Universal-ICP-Template-B2B.pdf',
} as const;

export const icpTemplateContent = {
  hero: {
    badge: 'Free download',
    title: 'The Universal ICP Template for precision manufacturers',
    lead: 'One page that tells your team exactly which OEM accounts to chase and which to walk away from. Built from the profiles we use to match CNC shops with buyers.',
  },
  inside: {
    title: 'What is inside',
    intro: 'Eleven short sections you can fill in during one meeting, then use on every account.',
    items: [
      {
        title: 'Firmographics and industries',
        description:
          'Company size, revenue, ownership, regions and the sectors where your machines and approvals already fit.',
      },
      {
        title: 'Certifications buyers demand',
        description:
          'ISO 9001, AS9100D, ISO 13485, IATF 16949, NADCAP and more: what the segment requires against what you hold.',
      },
      {
        title: 'The buying committee',
        description:
          'Buyer, engineer, quality manager, operations and finance: what each needs to hear before they say yes.',
      },
      {
        title: 'Triggers, pains and disqualifiers',
        description:
          'Why an account buys now, the problems you solve in their words, and the signs to walk away early.',
      },
      {
        title: 'Part and order profile',
        description:
          'Processes, materials, tolerances and batch sizes of the work you want more of, not just any work.',
      },
      {
        title: 'A ten-point fit score',
        description: 'Score real accounts in a minute and decide: pursue now, nurture or pass.',
      },
    ] as const satisfies readonly Feature[],
  },
  form: {
    title: 'Get the free template',
    intro: 'Tell us who you are and the PDF downloads straight away.',
    submit: 'Download the Template',
    submitting: 'Processing...',
  },
  success: {
    title: 'Your template is on its way',
    text: 'The download starts in a moment. If it does not, use the link below.',
    link: 'Download the Universal ICP Template (PDF)',
  },
} as const;
