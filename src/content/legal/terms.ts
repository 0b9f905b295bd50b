import { site } from '@/config/site';
import type { LegalDocument } from './types';

export const termsOfService = {
  title: 'Terms of Service',
  updated: '2026-11-30',
  intro: `These terms apply to your use of this website and to the introductions ${site.name} makes between OEM buyers and manufacturing partners. By using the site you accept them.`,
  sections: [
    {
      heading: 'Our service',
      paragraphs: [
        'We introduce OEM buyers to manufacturing partners we have vetted, and may act as a third-party mediator during a project. Contracts for parts are made directly between the buyer and the manufacturing partner; we are not a party to them unless we agree otherwise in writing.',
        'Sourcing is free to OEM buyers. Manufacturing partners pay for our services under a separate written agreement.',
      ],
    },
    {
      heading: 'Information on this website',
      paragraphs: [
        'Articles and resources are general information for procurement and engineering teams, not professional advice for a specific project. Figures and results describe past work and are not a promise of future results.',
      ],
    },
    {
      heading: 'What you send us',
      paragraphs: [
        'You confirm that the information you submit is accurate and that you are entitled to share it, including any drawings or specifications. We treat project details as confidential. To find your options, we send a brief, without your name, company or contact details, to vetted manufacturing partners we ask to quote; your files reach them only after they accept our confidentiality terms, and they learn who you are only when you choose to meet them. Our Privacy Policy says exactly what each brief carries.',
      ],
    },
    {
      heading: 'Acceptable use',
      list: [
        'Do not submit false or misleading enquiries or another person’s details.',
        'Do not attempt to access parts of the site or its data that are not public.',
        'Do not use automated means to submit forms or copy content in bulk.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We vet suppliers carefully but cannot guarantee the performance of any third party. Nothing in these terms limits liability that cannot be limited under English law.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and its courts have exclusive jurisdiction.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${site.email}.`],
    },
  ],
} as const satisfies LegalDocument;
