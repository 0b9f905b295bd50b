import { supplierPageContent } from '@/content/pages/supplier';
import { termLabel } from '@/lib/suppliers/capabilities';
import { formatLongDate } from '@/shared/format';
import { PageTable } from './page-table';
import { certificateState, type SupplierPageView } from './supplier-view';

const copy = supplierPageContent.certificates;

const stateClass = {
  verified: 'text-green-800',
  expired: 'text-red-800',
  notVerified: 'text-slate-700',
} as const;

/** The certificates we hold for the shop, each with its number, expiry and whether it counts. */
export function CertificatesSection({ view }: { view: SupplierPageView }) {
  return (
    <PageTable
      title={copy.title}
      intro={copy.intro}
      columns={[copy.standard, copy.number, copy.expires, copy.state]}
      empty={copy.none}
      rows={view.certificates.map((c) => {
        const state = certificateState(c);
        return (
          <tr key={c.id} className="border-t border-slate-200">
            <th scope="row" className="py-2 pr-4 font-semibold">
              {termLabel('certifications', c.standard)}
            </th>
            <td className="py-2 pr-4">{c.certificate_number ?? copy.unknown}</td>
            <td className="py-2 pr-4">{c.expires_on ? formatLongDate(c.expires_on) : copy.unknown}</td>
            <td className={`py-2 font-medium ${stateClass[state]}`}>{copy[state]}</td>
          </tr>
        );
      })}
    />
  );
}
