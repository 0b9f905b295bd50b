import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { suggestionCopy } from './suggestion-copy';
import type { RfqTable } from '@/shared/leads/tables';
import { setShortlist, suggestionKeys } from './suggestion-queries';
import type { useShortlistDraft } from './use-shortlist-draft';
import { deskErrorMessage } from '../../shared/desk-error';
import { rfqKeys } from '../rfq-keys';

const copy = suggestionCopy.shortlist;

/** The shortlist in order: sent introductions fixed, the rest reordered, removed and confirmed. */
export function ShortlistEditor({
  table,
  leadId,
  draft,
  nameOf,
}: {
  table: RfqTable;
  leadId: string;
  draft: ReturnType<typeof useShortlistDraft>;
  nameOf: (id: string) => string;
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => setShortlist(table, leadId, draft.asPicks()),
    onSuccess: async (saved) => {
      queryClient.setQueryData(suggestionKeys.shortlist(table, leadId), saved);
      draft.reset();
      toast({ title: copy.confirmed });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: suggestionKeys.all }),
        queryClient.invalidateQueries({ queryKey: rfqKeys.introductions }),
      ]);
    },
    onError: (error: unknown) => {
      toast({ title: copy.failed, description: deskErrorMessage(error), variant: 'destructive' });
    },
  });
  const empty = draft.sent.length === 0 && draft.picks.length === 0;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h4 id={headingId} className="font-semibold text-slate-900">
          {copy.title}
        </h4>
        <p className="text-sm text-slate-600">{copy.caption}</p>
      </div>
      {empty ? (
        <p className="text-sm text-slate-600">{copy.empty}</p>
      ) : (
        <ol className="grid gap-2">
          {draft.sent.map((i) => (
            <li key={i.id} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <span className="font-medium text-slate-900">{nameOf(i.supplier_id)}</span>
              {' · '}
              {copy.sent}
            </li>
          ))}
          {draft.picks.map((pick, index) => (
            <li
              key={pick.supplier_id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
            >
              <div className="grid gap-0.5 text-sm">
                <span className="font-medium text-slate-900">{pick.name}</span>
                <span className="text-slate-600">
                  {pick.rank !== null ? copy.suggestedAt(pick.rank) : copy.byHand(pick.hand_reason ?? '')}
                </span>
              </div>
              <div className="flex gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={copy.up(pick.name)}
                  disabled={index === 0}
                  onClick={() => draft.move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={copy.down(pick.name)}
                  disabled={index === draft.picks.length - 1}
                  onClick={() => draft.move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={copy.remove(pick.name)}
                  onClick={() => draft.remove(pick.supplier_id)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {draft.room === 0 ? <p className="text-sm text-slate-600">{copy.full}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => confirm.mutate()} disabled={!draft.changed || confirm.isPending}>
          {confirm.isPending ? copy.confirming : copy.confirm}
        </Button>
        {draft.changed ? <p className="text-sm text-amber-800">{copy.unsaved}</p> : null}
      </div>
    </section>
  );
}
