import type { CtaLink } from '../types';

export const resourcesContent = {
  hero: {
    badge: 'Guides, templates and insight',
    title: 'Resources & Insights',
    lead: 'Practical reading for OEM buyers and CNC shop owners: how to choose and manage suppliers, what certifications mean, where machining cost comes from, and how technology is changing the industry.',
  },
  grid: {
    title: 'Articles and templates',
    linkLabel: 'Read Article',
  },
  closing: {
    title: 'Rather talk it through?',
    text: 'Book a free 30-minute call with our team. Bring a sourcing problem or a growth question, and we will give you a straight answer.',
    ctas: [{ label: 'Book a Call', booking: true }] as const satisfies readonly CtaLink[],
  },
} as const;
