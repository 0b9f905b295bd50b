import { describe, expect, it } from 'vitest';
import { faqJsonLd } from './faq-json-ld';

describe('faqJsonLd', () => {
  it('turns each FAQ into a Question with an accepted Answer', () => {
    expect(faqJsonLd([{ question: 'Is it free?', answer: 'Yes, for buyers.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, for buyers.' } },
      ],
    });
  });
});
