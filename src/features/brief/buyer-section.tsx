import { PageSection } from '@/components/private-link/page-parts';
import { briefContent } from '@/content/pages/brief';
import { formatDateTime } from '@/shared/format';
import type { BriefView } from './brief-view';

const copy = briefContent.buyer;

/**
 * The buyer's details, once the buyer asked to meet this supplier; nothing before (the database
 * sends them only then, docs/decisions/0037-buyer-options-page.md).
 */
export function BuyerSection({ view }: { view: BriefView }) {
  const buyer = view.buyer;
  if (!buyer) return null;
  const link = 'text-brand-700 font-medium underline underline-offset-2 break-all';
  const rows = [
    { label: copy.name, value: buyer.name },
    { label: copy.jobTitle, value: buyer.job_title },
    { label: copy.company, value: buyer.company },
    {
      label: copy.email,
      value: (
        <a className={link} href={`mailto:${buyer.email}`}>
          {buyer.email}
        </a>
      ),
    },
    {
      label: copy.phone,
      value: buyer.phone ? (
        <a className={link} href={`tel:${buyer.phone.replace(/[^+\d]/g, '')}`}>
          {buyer.phone}
        </a>
      ) : null,
    },
  ];
  return (
    <PageSection title={copy.title} intro={copy.intro(formatDateTime(buyer.chosen_at))}>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map((row) =>
          row.value ? (
            <div key={row.label} className="contents">
              <dt className="font-medium text-slate-700">{row.label}</dt>
              <dd className="text-slate-950">{row.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </PageSection>
  );
}
