import { fileRules } from '../../shared/leads/fields/files.ts';
import type { Faq } from '../types';

const quoteFiles = fileRules.quote;

const faq: readonly Faq[] = [
  {
    question: 'What happens after I submit my request?',
    answer:
      'Our team reviews your project details, drawings and requirements, then contacts you, usually within one working day, to arrange your consultation and discuss suitable suppliers.',
  },
  {
    question: 'Is the consultation really free?',
    answer:
      'Yes. The consultation and supplier matching are free for OEM buyers, with no obligation to place an order.',
  },
  {
    question: 'How long does a project take?',
    answer:
      'It varies with part complexity, materials, quantities and finishing. You get a detailed time and cost estimate during the consultation, once we understand the full scope.',
  },
];

export const quoteContent = {
  hero: {
    title: 'Book a Call',
    lead: 'Tell us about your project and we arrange a free consultation with our sourcing team, matched to vetted suppliers that can make your parts.',
  },
  policy: {
    title: 'Our supplier selection policy: UK first',
    text: 'We source from our network of vetted UK suppliers first. Suppliers outside the UK are only proposed when you explicitly approve it, using the option under Supplier Location Preferences.',
  },
  form: {
    title: 'Request a consultation',
    intro: 'Fields marked * are required. The more you tell us, the better the match.',
    groups: {
      company: 'Company Information',
      project: 'Project Details',
      materials: 'Material & Technical Specifications',
      location: 'Supplier Location Preferences',
      files: 'File Uploads',
    },
    fields: {
      files: {
        hint: `PDF, JPEG, PNG, STL, OBJ, FBX, 3DS, DXF, STEP/STP, IGES/IGS or glTF, up to ${quoteFiles.maxMegabytes} MB and ${quoteFiles.maxFiles} files. They upload securely when you submit.`,
        listLabel: 'Chosen files',
        remove: (name: string) => `Remove ${name}`,
        uploading: (name: string) => `Uploading ${name}`,
      },
    },
    submit: 'Submit Request',
    submitting: 'Submitting...',
  },
  thankYou: {
    title: 'Thank You!',
    text: 'We have your request. Our team will review it and contact you within one working day to arrange your free consultation.',
    again: 'Submit Another Request',
    referenceLabel: 'Your reference',
  },
  faq: { title: 'Frequently asked questions', items: faq },
  booking: {
    title: 'Prefer to talk it through?',
    text: 'Skip the form and book a free 30-minute call with our sourcing team.',
    action: 'Book a Call',
  },
} as const;
