import { PageSection } from '@/components/private-link/page-parts';
import { supplierPageContent } from '@/content/pages/supplier';
import { formatLongDate } from '@/shared/format';
import { ukDayOf, type SupplierPageView } from './supplier-view';

const copy = supplierPageContent.answers;

/** The shop's answers to the briefs sent so far, by the brief's neutral reference: never the buyer. */
export function AnswersSection({ view }: { view: SupplierPageView }) {
  return (
    <PageSection title={copy.title}>
      {view.answers.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.title}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {copy.reference}
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {copy.sent}
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {copy.answer}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {copy.chosen}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-950">
              {view.answers.map((a) => (
                <tr key={`${a.reference}-${a.sent_at}`} className="border-t border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {a.reference}
                  </th>
                  <td className="py-2 pr-4">{formatLongDate(ukDayOf(a.sent_at))}</td>
                  <td className="py-2 pr-4">{copy.words[a.answer ?? 'none']}</td>
                  <td className="py-2">{a.chosen ? copy.yes : copy.no}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageSection>
  );
}
