import { exclusionCounts } from './exclusion-summary';
import { suggestionCopy as copy } from './suggestion-copy';
import type { Suggestion } from './suggestion-queries';

/** Names shown per filter before "and N more": the register can hold hundreds. */
const SHOWN_PER_FILTER = 25;

/** The suppliers a hard filter left out, grouped by that filter in plain words, closed by default. */
export function ExcludedList({ excluded }: { excluded: readonly Suggestion[] }) {
  if (excluded.length === 0) return null;
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-slate-900">{copy.excluded(excluded.length)}</summary>
      <div className="mt-3 grid gap-4">
        {exclusionCounts(excluded).map(({ filter, count }) => {
          const members = excluded.filter((e) => e.excluded_by === filter);
          return (
            <section key={filter} className="grid gap-1">
              <h5 className="text-sm font-semibold text-slate-900">{copy.filterCount(copy.filters[filter], count)}</h5>
              <ul className="grid gap-1 text-sm text-slate-700">
                {members.slice(0, SHOWN_PER_FILTER).map((e) => (
                  <li key={e.supplier_id}>
                    <span className="font-medium text-slate-900">{e.company_name}</span>
                    {e.reasons[0] ? ` · ${e.reasons[0]}` : null}
                  </li>
                ))}
                {members.length > SHOWN_PER_FILTER ? <li>{copy.more(members.length - SHOWN_PER_FILTER)}</li> : null}
              </ul>
            </section>
          );
        })}
      </div>
    </details>
  );
}
