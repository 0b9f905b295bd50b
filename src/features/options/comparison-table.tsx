import { Download } from 'lucide-react';
import { PageSection } from '@/components/private-link/page-parts';
import { Button } from '@/components/ui/button';
import { optionsContent } from '@/content/pages/options';
import { comparisonRows } from './option-facts';
import { downloadOptionsCsv } from './options-csv';
import type { OptionsView } from './options-view';

const copy = optionsContent.table;

/** The options' facts side by side, a real table (scrolling sideways on a phone), and the same as a CSV file. */
export function ComparisonTable({ view }: { view: OptionsView }) {
  const rows = comparisonRows(view.options);
  return (
    <PageSection title={copy.title}>
      <p className="text-sm text-slate-600 sm:hidden">{copy.scrollHint}</p>
      <div
        role="region"
        aria-label={copy.caption(view.reference)}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users must be able to scroll a table wider than the screen
        tabIndex={0}
        className="overflow-x-auto"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{copy.caption(view.reference)}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3 font-semibold text-slate-700">
                {copy.fact}
              </th>
              {view.options.map((option) => (
                <th key={option.id} scope="col" className="py-2 pr-3 font-semibold text-slate-950">
                  {option.company_name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-700">
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={view.options[i]?.id ?? i} className="py-2 pr-3 text-slate-950">
                    {value ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{copy.notGiven}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={() => downloadOptionsCsv(view)}>
          <Download className="size-4" aria-hidden="true" />
          {copy.download}
        </Button>
      </div>
    </PageSection>
  );
}
