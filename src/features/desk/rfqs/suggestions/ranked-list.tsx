import { Button } from '@/components/ui/button';
import { suggestionCopy as copy } from './suggestion-copy';
import type { Suggestion } from './suggestion-queries';

/** The suppliers that pass every filter, best first, each with its score and reasons. */
export function RankedList({
  ranked,
  isPicked,
  canPick,
  onPick,
}: {
  ranked: readonly Suggestion[];
  isPicked: (id: string) => boolean;
  canPick: boolean;
  onPick: (item: Suggestion) => void;
}) {
  if (ranked.length === 0) return <p className="text-sm text-slate-700">{copy.none}</p>;
  return (
    <ol className="grid gap-3" aria-label={copy.ranked}>
      {ranked.map((item) => {
        const picked = isPicked(item.supplier_id);
        return (
          <li key={item.supplier_id} className="grid gap-2 rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-slate-900">
                <span className="mr-2 font-semibold text-slate-600">{copy.rank(item.rank ?? 0)}</span>
                <span className="font-semibold">{item.company_name}</span>
                <span className="ml-2 text-sm text-slate-600">{item.country}</span>
              </p>
              <p className="text-sm font-medium text-slate-800">{copy.score(Number(item.score))}</p>
            </div>
            <ul
              className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
              aria-label={copy.reasonsOf(item.company_name)}
            >
              {item.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <div>
              {picked ? (
                <p className="text-sm font-medium text-emerald-800">{copy.picked}</p>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!canPick}
                  aria-label={copy.pickLabel(item.company_name)}
                  onClick={() => onPick(item)}
                >
                  {copy.pick}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
