import type { Feature, Step } from '../types.ts';

export const cncPartnerContent = {
  hero: {
    badge: 'Limited time: free marketing package worth £3,000',
    title: 'Win more OEM work for your CNC shop',
    lead: 'We put precision machine shops in front of OEM buyers who need exactly what they make. Partners who join now get three case studies, a shop showcase video and a website refresh, free.',
    cta: 'Claim My Free Package',
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
      'OEM buyers come to us for vetted suppliers. Every strong shop we add makes our matches better, so we invest in showing your capability before we ask you for anything.',
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
          'Book a call, hear the plan and decide. The package is yours to keep for the limited period of this offer.',
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
    text: 'Partnership plans combine a monthly retainer with a success fee on orders won, shaped to your shop. The marketing package worth £3,000 is free for shops that join during this offer.',
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
    bookingIntro: 'Choose a time to talk through your package and the OEM buyers we can introduce you to.',
    bookingWidgetTitle: 'Pick a time',
    done: {
      referenceLabel: 'Your reference',
      next: 'Next we vet your shop before we introduce you to buyers: a visit, then checks of your certificates, a sample part, your QA procedures and your capacity.',
    },
  },
} as const;
