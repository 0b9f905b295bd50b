import { FaqList } from '@/components/sections/faq';
import { Section } from '@/components/sections/section';
import { quoteContent as c } from '@/content/pages/quote';

/** The /quote FAQ: a static island, kept as prerendered HTML on a first visit. */
export default function QuoteFaq() {
  return (
    <Section id="faq" tone="muted" title={c.faq.title}>
      <FaqList items={c.faq.items} />
    </Section>
  );
}
