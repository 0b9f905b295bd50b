import { site } from '@/config/site';
import type { LegalDocument } from './types';

export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: '2026-11-23',
  intro: `${site.name} ("we", "us") is the controller of the personal data described here. This notice explains what we collect through this website, why, how long we keep it and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
  sections: [
    {
      heading: 'What we collect, form by form',
      list: [
        'OEM sourcing form: company name, website, industry, city and country, your name, job title and email, and the sourcing details you choose to share (type of work, order size, materials, certifications, lead times, whether you are open to suppliers outside the UK, delivery regions and notes), and the drawing you attach, if any: the file itself, its name, size and type.',
        'Partner (CNC shop) form: your email, company name and contact name, and optionally your website, number of employees, certifications, industries served and how you heard about us.',
        'Universal ICP Template download: your first name, business email and job title, and your agreement to this policy.',
        'Consultation request: company and contact names, email, job types, project description, timeline, budget, materials, quantity, tolerance, whether you would consider international suppliers, and the files you attach: the files themselves, with their names, sizes and types.',
        'Contact form: your name, email, subject and message.',
        'Attached files are kept in private storage that only authorised Forgebridge staff can open, through links that expire within a minute. A file whose form was never sent is deleted after one day.',
        'For every form, to stop automated abuse: a one-way hash (never the value itself) of the email address and of the network address each submission came from. It is used only to count submissions over the past hour, and removed by the first submission to that form after the hour has passed.',
      ],
    },
    {
      heading: 'Why we use it and our lawful basis',
      paragraphs: [
        'We use your details to answer your enquiry, match buyers with suitable suppliers, arrange introductions and calls, and send the resources you ask for. Our lawful basis is our legitimate interest in running a business-to-business sourcing service and responding to the enquiries you make, and, where you ask us to act before a contract, steps taken at your request.',
        'We do not sell personal data. We share an OEM enquiry with a partner shop only when we make an introduction you have asked for.',
      ],
    },
    {
      heading: 'Who processes it for us',
      list: [
        'Supabase, which hosts the database where form submissions are stored and the storage that holds attached files, with access restricted to authorised Forgebridge staff.',
        'Calendly, when you choose to book a call through the embedded scheduler.',
        'Google Analytics, when enabled, to count page views; it receives the page address and title, not your form answers.',
        'Our workflow automation provider, which forwards new partner and OEM enquiries to our team.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries that do not lead to a working relationship are deleted 24 months after our last contact with you. Records of introductions and projects are kept for six years after the project ends, to meet our legal and accounting obligations.',
      ],
    },
    {
      heading: 'Your rights',
      list: [
        'Access the personal data we hold about you.',
        'Have inaccurate data corrected.',
        'Have your data erased, or its use restricted.',
        'Object to processing based on legitimate interests, including any direct marketing.',
        'Receive your data in a portable format.',
        'Complain to the Information Commissioner’s Office (ico.org.uk).',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Submissions travel over HTTPS. Our database only accepts new submissions from the public website; reading them requires a signed-in Forgebridge administrator.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `To exercise any of these rights or ask a question about this notice, email ${site.email}. We reply within 24 hours on working days (${site.supportHours}).`,
      ],
    },
  ],
} as const satisfies LegalDocument;
