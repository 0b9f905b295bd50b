import { fileRules } from '../../shared/leads/fields/files.ts';
import { partnerOffer } from '../../shared/leads/partner-offer.ts';
import type { Feature, Step } from '../types.ts';

/*
 * The /cnc-partner page and its dialog. The offer's wording (the package is free with joining; the
 * partnership is paid by a retainer and a success fee) comes from src/shared/leads/partner-offer.ts,
 * which the receipt email reads too: every "free" here stands next to its terms.
 */

export const cncPartnerContent = {
  hero: {
    badge: 'Limited time: free marketing package worth £3,000',
    title: 'Win more OEM work for your CNC shop',
    lead: 'We put precision machine shops in front of OEM buyers who need exactly what they make. Shops that join as partners now get three case studies, a shop showcase video and a website refresh, worth £3,000, with the partnership.',
    cta: 'Claim My Free Package',
    terms: partnerOffer.terms,
  },
  whatYouGet: {
    title: 'What you get',
    intro: 'Everything a buyer needs to choose your shop, produced with you and owned by you.',
    items: [
      {
        title: '3 written case studies',
        description:
          'Real jobs written up the way engineers and buyers read them: the part, the problem, the tolerance, the result.',
      },
      {
        title: '1 shop showcase video',
        description: 'Your machines, people and inspection room on film, ready for your website, LinkedIn and tenders.',
      },
      {
        title: 'A website refresh',
        description:
          'Clear capability pages, certifications and equipment lists, so a buyer can shortlist you in minutes.',
      },
      {
        title: 'Introductions to OEM buyers',
        description:
          'Matched to your machines, materials and approvals, across aerospace, defence, subsea, medical and more.',
      },
    ] as const satisfies readonly Feature[],
  },
  whyFree: {
    title: "Why it's free",
    intro:
      'OEM buyers come to us for vetted suppliers. Every strong shop we add makes our matches better, so the marketing package costs nothing on top of the partnership: we produce it when you join.',
    terms: partnerOffer.terms,
    items: [
      {
        title: 'We win when you win',
        description:
          'Our partnership model is a retainer plus a success fee on orders won, so our interest is your order book.',
      },
      {
        title: 'Better stories, better matches',
        description: 'Case studies and video let us present your shop to buyers with evidence, not adjectives.',
      },
      {
        title: 'No obligation',
        description:
          'Book a call, hear the plan and the fees, and decide. You owe nothing unless you join; shops that join during this offer keep everything the package produces.',
      },
    ] as const satisfies readonly Feature[],
  },
  howItWorks: {
    title: 'How it works',
    intro: 'Three steps from first call to first order.',
    steps: [
      {
        title: 'Showcase your shop',
        description:
          'We visit, film and write up your best work, and refresh your website so your capability is clear.',
      },
      {
        title: 'Connect with OEM buyers',
        description: 'We introduce you to OEM buyers whose parts, volumes and certifications fit your shop.',
      },
      {
        title: 'Win contracts',
        description: 'We support quoting, first articles and the relationship, and stay on as a third-party mediator.',
      },
    ] as const satisfies readonly Step[],
  },
  testimonial: { title: 'What partner shops say' },
  pricing: {
    title: 'Pricing',
    heading: 'Contact for Pricing',
    text: `${partnerOffer.fees} The marketing package worth £3,000 comes free with joining during this offer.`,
    cta: 'Get the Free Package',
  },
  stats: { title: 'Trusted by precision manufacturers' },
  closing: {
    title: 'Ready to put your shop in front of OEM buyers?',
    text: 'Leave your details, book a 30-minute call, and we will show you where your next contracts can come from.',
    cta: 'Become a Partner',
  },
  dialog: {
    title: 'Claim your free marketing package',
    description: 'Tell us about your shop. Fields marked * are required. Next, you can book your call.',
    bookingTitle: 'Thank you! Now book your 30-minute call',
    bookingIntro:
      'Choose a time to talk through your package, the partnership and its fees, and the OEM buyers we can introduce you to.',
    bookingWidgetTitle: 'Pick a time',
    done: {
      referenceLabel: 'Your reference',
      next: partnerOffer.vetting,
    },
    form: {
      label: 'Partner details',
      capabilities: 'What you make',
      axesHint: 'For multi-axis machining: the most axes you machine at once.',
      more: 'Approvals, customers and capacity (optional)',
      envelope: 'Largest part you machine (mm)',
      envelopeHint: 'Length (X), width (Y) and height (Z) in whole millimetres: all three, or leave them empty.',
      files: {
        label: 'Certificate files',
        hint: `Your certificates as PDFs or photos: up to ${fileRules.partner.maxFiles} files (PDF, JPG or PNG), each up to ${fileRules.partner.maxMegabytes} MB. We check them when we vet your shop.`,
        listLabel: 'Chosen certificate files',
        chosen: 'File selected:',
        uploaded: 'File uploaded:',
        remove: (name: string) => `Remove ${name}`,
        uploading: (name: string) => `Uploading ${name}`,
        tooMany: {
          title: 'Too many files',
          description: `Attach up to ${fileRules.partner.maxFiles} certificate files.`,
        },
      },
    },
  },
} as const;
