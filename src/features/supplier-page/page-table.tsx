import type { ReactNode } from 'react';
import { PageSection } from '@/components/private-link/page-parts';

/**
 * A section of the shop's page that lists rows in a table: its title (also the table's caption),
 * the column headings, and what it says when there is nothing to list. Each row's first cell is
 * its row header.
 */
export function PageTable({
  title,
  intro,
  columns,
  empty,
  rows,
}: {
  title: string;
  intro?: string;
  columns: readonly string[];
  /** Said instead of the table when there are no rows. */
  empty: string;
  rows: readonly ReactNode[];
}) {
  return (
    <PageSection title={title} intro={intro}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-slate-700">
              <tr>
                {columns.map((column, i) => (
                  <th key={column} scope="col" className={`py-1 font-medium ${i < columns.length - 1 ? 'pr-4' : ''}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="text-slate-950">{rows}</tbody>
          </table>
        </div>
      )}
    </PageSection>
  );
}
