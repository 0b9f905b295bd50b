import type { Faq } from '@/content/types';
import type { JsonLd } from './seo';

/** schema.org FAQPage; the questions and answers must match what the page shows. */
export function faqJsonLd(items: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
