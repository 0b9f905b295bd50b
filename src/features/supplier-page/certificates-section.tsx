import { PageSection } from '@/components/private-link/page-parts';
import { supplierPageContent } from '@/content/pages/supplier';
import { termLabel } from '@/lib/suppliers/capabilities';
import { formatLongDate } from '@/shared/format';
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
    <PageSection title={copy.title} intro={copy.intro}>
      {view.certificates.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.title}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {copy.standard}
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {copy.number}
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {copy.expires}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {copy.state}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-950">
              {view.certificates.map((c) => {
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
            </tbody>
          </table>
        </div>
      )}
    </PageSection>
  );
}
