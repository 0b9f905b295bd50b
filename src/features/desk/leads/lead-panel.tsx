import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/shared/format';
import { leadStatusOptions, optionLabel } from '@/shared/leads/options';
import { leadTitle } from '@/shared/leads/fields/roles';
import { isRfqKind, leadTables, type LeadKindId, type LeadRow, type RfqKindId } from '@/shared/leads/tables';
import { deskCopy } from '../shared/desk-copy';
import { leadCopy } from './lead-copy';
import { leadQuery } from './lead-detail-queries';
import { leadHistoryQuery } from './lead-history-queries';
import { FILE_COLUMN, leadAnswers, leadFieldLabels, NOT_GIVEN } from './lead-fields';
import { ConsentSummary } from './consent-summary';
import type { LeadTab } from './lead-tabs';
import { useLeadDeskUpdate } from './use-lead-desk-update';
import { AttachmentList } from '../shared/attachment-list';
import { DeliveryList } from '../deliveries/delivery-list';
import { LoadingStatus } from '../shared/load-state';
import { StatusSelect } from './status-select';
import { StartVetting } from '../suppliers/start-vetting';
import { SupplierOptions } from '../rfqs/introductions/supplier-options';
import { ClockSection } from '../rfqs/clock/clock-section';
import { SupplierSuggestions } from '../rfqs/suggestions/supplier-suggestions';
import { AssigneeSelect } from '../rfqs/assignee/assignee-select';
import { UnconfirmedPicksProvider } from '../rfqs/unconfirmed-picks';

const copy = leadCopy.panel;
const NOTES_MAX = 5000;

function NotesForm({ kind, id, notes }: { kind: LeadKindId; id: string; notes: string | null }) {
  const [draft, setDraft] = useState(notes ?? '');
  const update = useLeadDeskUpdate(kind, id);
  const tooLong = draft.length > NOTES_MAX;
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    update.mutate({ notes: draft.trim() === '' ? null : draft }, { onSuccess: () => toast(leadCopy.panel.notesSaved) });
  };
  return (
    <form onSubmit={save} className="grid gap-3" aria-label={copy.notes}>
      <FormField label={copy.notes} error={tooLong ? copy.notesTooLong(NOTES_MAX) : undefined}>
        <Textarea rows={4} value={draft} onChange={(event) => setDraft(event.target.value)} />
      </FormField>
      <div>
        <Button type="submit" size="sm" aria-disabled={update.isPending || tooLong || draft === (notes ?? '')}>
          {update.isPending ? copy.saving : copy.saveNotes}
        </Button>
      </div>
    </form>
  );
}

function History({ kind, id }: { kind: LeadKindId; id: string }) {
  const headingId = useId();
  const { data } = useQuery(leadHistoryQuery(kind, id));
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.history}
      </h3>
      {data && data.length > 0 ? (
        <ol className="grid gap-2 text-sm text-slate-700">
          {data.map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-200 p-3">
              <p>
                <span className="font-medium text-slate-900">
                  {entry.kind === 'assignment'
                    ? copy.assignedTo(entry.assignee)
                    : optionLabel(leadStatusOptions, entry.status)}
                </span>
                {' · '}
                <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time>
                {entry.changed_by ? ` · ${entry.changed_by}` : null}
              </p>
              {/* An assignment row repeats the notes as they were; only a change of them is shown. */}
              {entry.kind === 'status' && entry.notes ? (
                <p className="mt-1 whitespace-pre-line">{entry.notes}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{copy.noHistory}</p>
      )}
    </section>
  );
}

function LeadDetails<K extends LeadKindId>({ kind, row }: { kind: LeadTab<K>; row: LeadRow<K> }) {
  const answersId = useId();
  const answers = leadAnswers(kind.id, row);
  const fileLabel = (leadFieldLabels[kind.id] as Readonly<Record<string, string>>)[FILE_COLUMN];
  // The row's type follows the kind only through the generic, which narrowing the kind cannot reach.
  const rfq = isRfqKind(kind.id)
    ? { kind: kind.id, table: leadTables[kind.id], row: row as unknown as LeadRow<RfqKindId> }
    : undefined;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <StatusSelect kind={kind.id} id={row.id} status={row.status} label={copy.status} className="w-48" />
        {kind.id === 'partner' ? <StartVetting lead={row as unknown as LeadRow<'partner'>} /> : null}
        <p className="text-sm text-slate-600">
          {copy.received(formatDateTime(row.created_at))}
          {row.updated_at ? ` · ${copy.updated(formatDateTime(row.updated_at), row.updated_by ?? NOT_GIVEN)}` : null}
        </p>
        {row.status === 'held' ? (
          <p className="w-full text-sm text-slate-700">{`${copy.held.why} ${copy.held.release[kind.id]}`}</p>
        ) : null}
      </div>
      {rfq ? <AssigneeSelect table={rfq.table} id={row.id} assignedTo={rfq.row.assigned_to} /> : null}
      {rfq ? <ClockSection table={rfq.table} id={row.id} row={rfq.row} /> : null}
      <section aria-labelledby={answersId}>
        <h3 id={answersId} className="sr-only">
          {copy.answers}
        </h3>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {answers
            .filter(({ column }) => column !== FILE_COLUMN)
            .map(({ label, value, href }) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className={value === NOT_GIVEN ? 'text-slate-500' : 'whitespace-pre-line text-slate-900'}>
                  {href ? (
                    <a
                      href={href}
                      className="text-brand-700 break-all underline underline-offset-2"
                      {...(href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                    >
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
        </dl>
      </section>
      {fileLabel ? (
        <AttachmentList label={fileLabel} value={(row as unknown as Record<string, unknown>)[FILE_COLUMN]} />
      ) : null}
      <ConsentSummary row={row} />
      {rfq ? (
        <UnconfirmedPicksProvider>
          <SupplierSuggestions table={rfq.table} leadId={row.id} />
          <SupplierOptions kind={rfq.kind} row={rfq.row} />
        </UnconfirmedPicksProvider>
      ) : null}
      <DeliveryList kind={kind.id} id={row.id} />
      <NotesForm kind={kind.id} id={row.id} notes={row.notes} />
      <History kind={kind.id} id={row.id} />
    </div>
  );
}

/**
 * One lead in a dialog over the dashboard: every answer labelled as the form asked it, its status
 * and notes (saved by the admin), and the history of changes. Its URL (`?lead=<id>`) opens it
 * directly; Escape or Close returns to the table.
 */
export function LeadPanel<K extends LeadKindId>({
  kind,
  id,
  onClose,
}: {
  kind: LeadTab<K>;
  id: string;
  onClose: () => void;
}) {
  const { data, isPending, isError } = useQuery(leadQuery(kind.id, id));
  const title = data ? leadTitle(kind.id, data) : copy.title;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="wide">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{kind.caption}</DialogDescription>
        <div className="mt-6">
          {isPending ? (
            <LoadingStatus text={copy.loading} />
          ) : data ? (
            <LeadDetails kind={kind} row={data} />
          ) : (
            <p className="text-slate-700">{isError ? deskCopy.dashboard.failed : copy.notFound}</p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
