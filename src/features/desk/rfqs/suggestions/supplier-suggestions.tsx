import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadingStatus } from '../../shared/load-state';
import { AddByHand } from './add-by-hand';
import { ExcludedList } from './excluded-list';
import { shortfall } from './exclusion-summary';
import { RankedList } from './ranked-list';
import { ShortlistEditor } from './shortlist-editor';
import { suggestionCopy as copy } from './suggestion-copy';
import type { RfqTable } from '@/shared/leads/tables';
import {
  shortlistBlockersQuery,
  shortlistQuery,
  suggestionListQuery,
  type IntroductionRow,
  type Suggestion,
} from './suggestion-queries';
import { useShortlistDraft } from './use-shortlist-draft';
import { useReportUnconfirmedPicks } from '../unconfirmed-picks';

/** When fewer than 3 pass: said plainly, with the filters that excluded the most. Never relaxed. */
function Shortfall({ items }: { items: readonly Suggestion[] }) {
  const short = shortfall(items);
  if (!short) return null;
  return (
    <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note">
      <p className="font-semibold">{copy.fewer(short.passed)}</p>
      {short.filters.length > 0 ? (
        <p>
          {copy.mostExcluding}{' '}
          {short.filters.map(({ filter, count }) => copy.filterCount(copy.filters[filter], count)).join('; ')}
        </p>
      ) : null}
      <p>{copy.fewerHint}</p>
    </div>
  );
}

/** A supplier that declined this RFQ, whichever filter it is listed under, is never offered again. */
const declined = (e: Suggestion) => e.excluded_by === 'declined' || (e.excluded_by_all ?? []).includes('declined');

function Suggestions({
  table,
  leadId,
  items,
  saved,
}: {
  table: RfqTable;
  leadId: string;
  items: readonly Suggestion[];
  saved: readonly IntroductionRow[];
}) {
  const names = new Map(items.map((i) => [i.supplier_id, i.company_name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  const draft = useShortlistDraft(saved, nameOf);
  useReportUnconfirmedPicks(draft.changed);
  const ranked = items.filter((i) => i.rank !== null);
  const excluded = items.filter((i) => i.rank === null);
  const blockers = useQuery(shortlistBlockersQuery(table, leadId));
  return (
    <div className="grid gap-4">
      <Shortfall items={items} />
      <RankedList
        ranked={ranked}
        isPicked={draft.has}
        canPick={draft.room > 0}
        onPick={(item) =>
          draft.add({ supplier_id: item.supplier_id, name: item.company_name, rank: item.rank, hand_reason: null })
        }
      />
      <ExcludedList excluded={excluded} />
      <AddByHand
        candidates={excluded.filter((e) => !draft.has(e.supplier_id) && !declined(e))}
        blocked={blockers.data ?? []}
        blockedFailed={blockers.isError}
        disabled={draft.room <= 0 || blockers.isPending}
        onAdd={draft.add}
      />
      <ShortlistEditor table={table} leadId={leadId} draft={draft} nameOf={nameOf} />
    </div>
  );
}

/**
 * In an RFQ's panel: the register ranked for this RFQ (stored as it is shown), the suppliers each
 * hard filter excluded, adding one by hand with a reason, and the shortlist of up to 10 in order.
 */
export function SupplierSuggestions({ table, leadId }: { table: RfqTable; leadId: string }) {
  const headingId = useId();
  const list = useQuery(suggestionListQuery(table, leadId));
  const shortlist = useQuery(shortlistQuery(table, leadId));
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {copy.title}
        </h3>
        <p className="text-sm text-slate-600">{copy.caption}</p>
      </div>
      {list.isPending || shortlist.isPending ? (
        <LoadingStatus text={copy.loading} />
      ) : list.data && shortlist.data ? (
        <Suggestions table={table} leadId={leadId} items={list.data.items} saved={shortlist.data} />
      ) : (
        <p className="text-sm text-slate-700">{copy.failed}</p>
      )}
    </section>
  );
}
