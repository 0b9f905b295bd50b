import { useState } from 'react';
import type { IntroductionRow, ShortlistPick } from './suggestion-queries';

/** A pick on the shortlist being edited: suggested at a rank, or added by hand with a reason. */
export type DraftPick = { supplier_id: string; name: string; rank: number | null; hand_reason: string | null };

/** Positions 1 to 10: the team may brief more while waiting; the buyer still gets at most 3 options. */
export const MAX_PICKS = 10;

const same = (a: readonly DraftPick[], b: readonly DraftPick[]) =>
  a.length === b.length &&
  a.every((p, i) => p.supplier_id === b[i]?.supplier_id && p.hand_reason === b[i]?.hand_reason);

/**
 * The unsent part of the shortlist as the team edits it, starting from what was confirmed. Sent
 * introductions are fixed and count towards the 10.
 */
export function useShortlistDraft(saved: readonly IntroductionRow[], nameOf: (id: string) => string) {
  const sent = saved.filter((i) => i.sent_at !== null);
  const confirmed: DraftPick[] = saved
    .filter((i) => i.sent_at === null)
    .map((i) => ({
      supplier_id: i.supplier_id,
      name: nameOf(i.supplier_id),
      rank: i.suggested_rank,
      hand_reason: i.hand_reason,
    }));
  const [draft, setDraft] = useState<DraftPick[] | null>(null);
  const picks = draft ?? confirmed;
  const room = MAX_PICKS - sent.length - picks.length;
  const has = (id: string) => picks.some((p) => p.supplier_id === id) || sent.some((i) => i.supplier_id === id);

  const add = (pick: DraftPick) => {
    if (room > 0 && !has(pick.supplier_id)) setDraft([...picks, pick]);
  };
  const remove = (id: string) => setDraft(picks.filter((p) => p.supplier_id !== id));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= picks.length) return;
    const next = [...picks];
    [next[index], next[target]] = [next[target] as DraftPick, next[index] as DraftPick];
    setDraft(next);
  };
  const asPicks = (): ShortlistPick[] =>
    picks.map((p) =>
      p.hand_reason ? { supplier_id: p.supplier_id, hand_reason: p.hand_reason } : { supplier_id: p.supplier_id },
    );

  return {
    sent,
    picks,
    room,
    has,
    add,
    remove,
    move,
    asPicks,
    changed: !same(picks, confirmed),
    reset: () => setDraft(null),
  };
}
