import { brand } from '@/config/constants';

export const contactContent = {
  hero: {
    title: 'Contact us',
    lead: 'Whether you buy machined parts or make them, tell us what you need. A real person from our team answers every message.',
  },
  cards: {
    title: 'Ways to reach us',
    booking: {
      title: 'Book a Call',
      text: 'Pick a free 30-minute slot with our team. The quickest way to talk through a part, a project or a partnership.',
      action: 'Book a Call',
    },
    email: {
      title: 'Email us',
      text: 'Send drawings, questions or introductions any time.',
      address: brand.email,
    },
    hours: {
      title: 'Business hours',
      lines: [brand.supportHours, brand.replyPromise],
    },
    network: {
      title: 'Our supplier network',
      text: 'Vetted CNC and precision machine shops across the UK, each visited in person to check certifications, sample parts, QA procedures and capacity. Suppliers outside the UK only with your approval.',
    },
  },
  form: {
    title: 'Contact Form',
    intro: 'Fields marked * are required.',
    submit: 'Send Message',
    submitting: 'Sending...',
  },
  /** Shown in place of the form once the message is stored, until the visitor writes another. */
  sent: {
    title: 'Message sent',
    text: `Thank you. Your message is with our team, and we reply to every message within 24 hours. Our hours: ${brand.supportHours}.`,
    again: 'Send Another Message',
    referenceLabel: 'Your reference',
  },
} as const;
