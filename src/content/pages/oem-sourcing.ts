import { extensionList, fileRules } from '../../shared/leads/fields/files.ts';
import type { Feature, Step } from '../types';

/** OEM buyers see a list of six sectors here, not the site-wide eight. */
export const oemIndustries = ['Aerospace', 'Defence', 'Oil & Gas', 'Subsea', 'Telecoms', 'Medical'] as const;

export const oemSourcingContent = {
  hero: {
    badge: 'Free for OEM buyers',
    title: 'Three vetted CNC suppliers in 72 hours, free',
    lead: 'Tell us what you need machined. We send you three vetted UK suppliers with the right machines, certifications and capacity, then stay on to manage the project with you.',
    cta: 'Get My Suppliers',
  },
  benefits: {
    title: 'Why OEM buyers use Forgebridge',
    intro: 'Shortlists 20 to 30 percent faster than cold sourcing, from suppliers we have visited in person.',
    items: [
      {
        title: 'Matched within 72 hours',
        description:
          'Three supplier options that fit your part, material, volume and certification needs, usually in 48 to 72 hours.',
      },
      {
        title: 'Vetted on site',
        description:
          'We check certificates, sample parts, QA procedures and real capacity before a shop joins the network.',
      },
      {
        title: 'Managed after the introduction',
        description: 'We stay on as a third-party mediator with weekly supplier health checks and quality assurance.',
      },
      {
        title: 'UK-first',
        description: 'Our network is vetted UK suppliers. We only look further afield when you explicitly approve it.',
      },
    ] as const satisfies readonly Feature[],
  },
  industries: {
    title: 'Industries we serve',
    intro: 'Suppliers used to the tolerances, traceability and paperwork of regulated sectors.',
  },
  howItWorks: {
    title: 'How it works',
    intro: 'Three steps from RFQ to approved supplier.',
    steps: [
      {
        title: 'Your brief',
        description: 'Share your part, material, volumes, certifications and deadlines in the RFQ form or on a call.',
      },
      {
        title: 'Three vetted shops in 72 hours',
        description: 'Within 72 hours we introduce three suppliers that fit, with the reasons we chose each one.',
      },
      {
        title: 'Project managed',
        description: 'Choose your supplier. We manage the introduction, first articles and ongoing quality with you.',
      },
    ] as const satisfies readonly Step[],
  },
  cost: {
    title: 'Cost to you',
    value: '0 GBP',
    text: 'Sourcing is free to OEM buyers, and so is the call. Our partner shops fund the service.',
    cta: 'Get My Suppliers',
  },
  stats: { title: 'Results buyers rely on' },
  closing: {
    title: 'Need a supplier you can trust?',
    text: 'Send your RFQ today and get three vetted options within 72 hours, at no cost.',
    cta: 'Get My Suppliers',
  },
  dialog: {
    title: 'OEM Submission Form',
    description:
      'Send your RFQ and you get 3 vetted supplier options within 72 hours, free. Fields marked * are mandatory; every other section is optional.',
    bookingTitle: 'Thank you! Your RFQ is in',
    bookingIntro:
      'We have started matching your RFQ: 3 vetted supplier options, free, by the time below. A call is optional; book one if you would like to talk the details through.',
    bookingWidgetTitle: 'Optional: book a call',
    done: {
      referenceLabel: 'Your reference',
      dueLabel: 'Supplier options due by',
      receivedLabel: 'Received',
      fileCount: (count: number) => (count === 0 ? 'No files' : `${count} ${count === 1 ? 'file' : 'files'}`),
    },
    sections: {
      company: 'Company Information',
      contact: 'Contact Information',
      contactCall: 'Prefer to talk first?',
      contactCallLink: 'Book a Call',
      sourcing: 'Sourcing Needs',
      project: 'Project Details',
      projectFileHint: `A model and its drawings, e.g. a STEP and a PDF: up to ${fileRules.oem.maxFiles} files (${extensionList(fileRules.oem.extensions)}), each up to ${fileRules.oem.maxMegabytes} MB. They upload securely with your RFQ.`,
      projectFilesLabel: 'Chosen files',
      projectFileRemove: (name: string) => `Remove ${name}`,
      projectTooManyFiles: {
        title: 'Too many files',
        description: `Attach up to ${fileRules.oem.maxFiles} files to one RFQ.`,
      },
      /** Shown once a file is picked; it says "uploaded" only once the upload has succeeded. */
      projectFileChosen: 'File selected:',
      projectFileUploaded: 'File uploaded:',
      projectFileUploading: (name: string) => `Uploading ${name}`,
      logistics: 'Logistics & Regions',
    },
    cancel: 'Cancel',
    submit: 'Submit RFQ',
    submitting: 'Submitting...',
  },
} as const;
