import { useId } from 'react';
import { exclusionCounts, nearMissFilter } from './exclusion-summary';
import { suggestionCopy as copy } from './suggestion-copy';
import type { HardFilter, Suggestion } from './suggestion-queries';

/** Names shown per filter before "and N more": the register can hold hundreds. */
const SHOWN_PER_FILTER = 25;

/** One excluded supplier: its name, then every filter it fails in words, one reason each. */
function ExcludedItem({ item }: { item: Suggestion }) {
  const reasons = item.reasons.filter(Boolean);
  return (
    <li>
      <span className="font-medium text-slate-900">{item.company_name}</span>
      {reasons.length > 0 ? (
        <>
          {' · '}
          <span aria-label={copy.whyExcluded(item.company_name)}>
            {reasons.length > 1 ? `${copy.failsCount(reasons.length)} ` : null}
            {reasons.join('; ')}
          </span>
        </>
      ) : null}
    </li>
  );
}

/** Those that fail exactly one filter, each with that filter named. */
function NearMisses({ items }: { items: readonly { item: Suggestion; filter: HardFilter }[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-1 rounded-md bg-amber-50 p-2">
      <h5 id={headingId} className="text-sm font-semibold text-slate-900">
        {copy.nearMisses(items.length)}
      </h5>
      <p className="text-sm text-slate-600">{copy.nearMissesCaption}</p>
      <ul className="grid gap-1 text-sm text-slate-700">
        {items.slice(0, SHOWN_PER_FILTER).map(({ item, filter }) => {
          const label = copy.filters[filter];
          const reason = item.reasons[0];
          return (
            <li key={item.supplier_id}>
              <span className="font-medium text-slate-900">{item.company_name}</span>
              {` · ${copy.onlyFails(label)}`}
              {reason && reason !== label ? ` — ${reason}` : null}
            </li>
          );
        })}
        {items.length > SHOWN_PER_FILTER ? <li>{copy.more(items.length - SHOWN_PER_FILTER)}</li> : null}
      </ul>
    </section>
  );
}

/**
 * The suppliers a hard filter left out, closed by default: first the near misses (exactly one
 * filter failed), then the rest grouped by the first filter they fail, each naming every filter.
 */
export function ExcludedList({ excluded }: { excluded: readonly Suggestion[] }) {
  if (excluded.length === 0) return null;
  const near = excluded.flatMap((item) => {
    const filter = nearMissFilter(item);
    return filter ? [{ item, filter }] : [];
  });
  const rest = excluded.filter((item) => nearMissFilter(item) === null);
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-slate-900">{copy.excluded(excluded.length)}</summary>
      <div className="mt-3 grid gap-4">
        <NearMisses items={near} />
        {exclusionCounts(rest).map(({ filter, count }) => {
          const members = rest.filter((e) => e.excluded_by === filter);
          return (
            <section key={filter} className="grid gap-1">
              <h5 className="text-sm font-semibold text-slate-900">{copy.filterCount(copy.filters[filter], count)}</h5>
              <ul className="grid gap-1 text-sm text-slate-700">
                {members.slice(0, SHOWN_PER_FILTER).map((e) => (
                  <ExcludedItem key={e.supplier_id} item={e} />
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
