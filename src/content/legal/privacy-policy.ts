import { site } from '@/config/site';
import { CONSENT_VERSION, LEAD_RETENTION_MONTHS } from '../../shared/legal/consent';
import { fileConfidentiality } from './file-confidentiality';
import type { LegalDocument } from './types';

const { controller } = site;

export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: CONSENT_VERSION,
  intro: `This notice explains what ${site.name} collects through this website, why, where it is kept, for how long, and the rights you have under the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations (PECR).`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `The controller of your personal data is ${controller.legalName} (company number ${controller.companyNumber}), trading as ${site.name}, registered office ${controller.address}. We are registered with the Information Commissioner’s Office under number ${controller.icoRegistration}. For anything about your data, email ${site.email}.`,
      ],
    },
    {
      heading: 'What we collect, form by form',
      paragraphs: [
        `Everything you type into a form is stored in our database, and every file you attach in private file storage, both hosted by Supabase in ${controller.databaseRegion}. With every submission we also record the date it was sent and the version of this notice you were shown.`,
      ],
      list: [
        'OEM sourcing form: company name, website, industry, city and country, your name, job title and email, and the sourcing details you choose to share (type of work, order size, materials, certifications, lead times, whether you are open to suppliers outside the UK, delivery regions and notes), and the files you attach, if any (up to 5, such as a model and its drawings): the files themselves, with their names, sizes and types, and the measurements of each 3D model that your browser read from it. A copy of your answers (not the file) is sent to our workflow automation tool.',
        'Partner (CNC shop) form: your email, company name and contact name; what your shop makes (processes and the most axes, materials), where it is (town and country), and optionally the certifications you hold, the industries and order sizes you serve, your typical lead time and the largest part your machines take; the certificate files you attach, if any (up to 5, PDF or image): the files themselves, with their names, sizes and types; and optionally your website, number of employees, other certifications, industries served in your own words and how you heard about us. A copy of your answers (not the files) is sent to our workflow automation tool.',
        'Universal ICP Template download: your first name, business email and job title; that you ticked “I agree to the privacy policy”; and whether you ticked “Email me occasional resources” (optional; the download does not depend on it).',
        'Consultation request: company and contact names, email, job types, project description, timeline, budget, materials, quantity, tolerance, whether you would consider international suppliers, and the files you attach: the files themselves, with their names, sizes and types.',
        'Contact form: your name, email, subject and message.',
        'Email about your submission: when any form is sent, our server emails our team a copy of your answers (the names and sizes of attached files, never the files), and, for every form except the template download, emails you a short receipt to the address you gave. The receipt contains none of your answers: only a reference for your request and, for a sourcing request, the time your supplier options are due.',
        'Supplier register: when we consider a machine shop as a supplier, whether it signed up through the partner form or we already know it, we keep its company name, the name, email and phone of its contact, its website, country and town, what it can make, its certificates (with who checked them and when, and the certificate files it sent us), the date of its vetting visit, the notes of our vetting visits and, if we decide not to vet it, our reason. We email the shop at each step of its vetting, and each email carries a private link to the shop’s own page (it works for 30 days, and each new email replaces it), where the shop sees what we hold about its capabilities and certificates, tells us how busy it is, and proposes changes that our team reviews. We use the register to choose suppliers for the enquiries buyers send us.',
        'For every form, to stop automated abuse: a one-way hash (never the value itself) of the email address and of the network address each submission came from, used only to count submissions over the past hour.',
      ],
    },
    {
      heading: 'Why we use it and our lawful basis',
      paragraphs: [
        'We use your details to answer your enquiry, match buyers with suitable suppliers, arrange introductions and calls, and send the template you ask for. Our lawful basis is our legitimate interest in running a business-to-business sourcing service and answering the enquiries you make, and, where you ask us to act before a contract, steps taken at your request.',
        fileConfidentiality.privacy,
        fileConfidentiality.supplierBrief,
        'We email you resources only if you ticked “Email me occasional resources”; that is your consent, which you can withdraw at any time by replying to any email or writing to us. We do not sell personal data. Apart from the files shared for quoting, we share an OEM enquiry with a partner shop only when we make an introduction you have asked for.',
      ],
    },
    {
      heading: 'Cookies and analytics',
      paragraphs: [
        'This site sets no cookies and runs no analytics unless you choose “Accept” in the cookie banner. If you accept, Google Analytics sets its cookies to count page views and visits; it receives the page address and title, never your form answers. If you reject, or make no choice, nothing is sent to Google. Your choice itself is remembered in your browser’s local storage, not in a cookie, and never sent to us. You can change it at any time with “Cookie settings” at the foot of every page. The admin area never runs analytics.',
      ],
    },
    {
      heading: 'Who processes it for us, and transfers outside the UK',
      list: [
        `Supabase Inc. (USA) hosts our database and file storage; your data is stored in ${controller.databaseRegion}.`,
        'Calendly LLC (USA) receives what you enter when you choose to book a call through the scheduler.',
        'Google LLC (USA) receives page views through Google Analytics, only if you accept analytics cookies.',
        `${controller.automationProvider} receives the copy of partner and OEM enquiries that alerts our team.`,
        `${controller.emailProvider} delivers our email: it handles the alert to our team (a copy of your answers) and the receipt to you (your email address).`,
        'Where a provider is outside the UK, the transfer is protected by the UK International Data Transfer Addendum to the EU standard contractual clauses, or by the UK–US data bridge where the provider is certified under it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `Every form submission, with its files, is deleted automatically ${LEAD_RETENTION_MONTHS} months after it was sent, and the copies in our team’s tools on the same schedule. A file attached to a form that was never sent is deleted after one day, and an upload left unfinished after six hours. The abuse-prevention hashes are removed after one hour, and the record of each upload’s size and hashed network address after one day. If you ask us to erase your data sooner, we delete every submission and file held for your email address.`,
        `The suppliers we suggested for a request, the ones we chose, the briefs we sent them and their answers, the links to your options page, whom you chose to meet (with the consent you gave) and the questions you asked us there are kept with the request and deleted with it, automatically after ${LEAD_RETENTION_MONTHS} months or sooner when you ask us to erase it.`,
        `A supplier stays in the supplier register while we work with it. Once we reject it, or its vetting lapses, it is deleted automatically ${LEAD_RETENTION_MONTHS} months later, with its certificates and their files, its visit notes, the links to its page, the changes it proposed and the record of the emails we sent it. A certificate file sent with a partner sign-up stays with the certificate while the supplier is in the register, even once the sign-up itself is deleted, and is deleted within a day of the certificate. A request to erase your email address also deletes every supplier held with it as the contact’s address, with all of the above.`,
      ],
    },
    {
      heading: 'Your rights',
      list: [
        'Access the personal data we hold about you.',
        'Have inaccurate data corrected.',
        'Have your data erased, or its use restricted.',
        'Object to processing based on legitimate interests, including any direct marketing.',
        'Withdraw consent to marketing emails at any time.',
        'Receive your data in a portable format.',
        'Complain to the Information Commissioner’s Office (ico.org.uk).',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Submissions travel over HTTPS. Our database only accepts new submissions from the public website; reading them, or opening an attached file, requires a signed-in Forgebridge administrator, and file links expire within a minute.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `To exercise any of these rights or ask a question about this notice, email ${site.email}. We reply within 24 hours on working days (${site.supportHours}) and answer every request within one month.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
