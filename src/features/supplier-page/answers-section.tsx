import { supplierPageContent } from '@/content/pages/supplier';
import { formatLongDate } from '@/shared/format';
import { PageTable } from './page-table';
import { ukDayOf, type SupplierPageView } from './supplier-view';

const copy = supplierPageContent.answers;

/** The shop's answers to the briefs sent so far, by the brief's neutral reference: never the buyer. */
export function AnswersSection({ view }: { view: SupplierPageView }) {
  return (
    <PageTable
      title={copy.title}
      columns={[copy.reference, copy.sent, copy.answer, copy.chosen]}
      empty={copy.none}
      rows={view.answers.map((a) => (
        <tr key={`${a.reference}-${a.sent_at}`} className="border-t border-slate-200">
          <th scope="row" className="py-2 pr-4 font-semibold">
            {a.reference}
          </th>
          <td className="py-2 pr-4">{formatLongDate(ukDayOf(a.sent_at))}</td>
          <td className="py-2 pr-4">{copy.words[a.answer ?? 'none']}</td>
          <td className="py-2">{a.chosen ? copy.yes : copy.no}</td>
        </tr>
      ))}
    />
  );
}
