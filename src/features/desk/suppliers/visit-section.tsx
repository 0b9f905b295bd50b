import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { visitChecks, visitOutcomes, type VisitCheck, type VisitOutcome } from '@/lib/suppliers/register';
import { supplierCopy } from './supplier-copy';
import { addVisit, type VisitRow } from './supplier-queries';
import { TermChecklist } from './term-checklist';
import { useSupplierMutation } from './use-supplier-mutation';
import { VisitBooking } from './visit-booking';

const copy = supplierCopy.visits;
const today = () => new Date().toISOString().slice(0, 10);

function RecordVisitForm({ supplierId }: { supplierId: string }) {
  const blank = { visitedOn: today(), by: '', outcome: 'passed' as VisitOutcome, revisit: '', notes: '' };
  const [draft, setDraft] = useState(blank);
  const [checks, setChecks] = useState<string[]>([]);
  const add = useSupplierMutation(
    () =>
      addVisit({
        supplier_id: supplierId,
        visited_on: draft.visitedOn,
        visited_by: draft.by.trim(),
        outcome: draft.outcome,
        next_revisit_due: draft.revisit || null,
        notes: draft.notes.trim() || null,
        ...Object.fromEntries(visitChecks.map((c) => [c.value, checks.includes(c.value)])),
      } as Parameters<typeof addVisit>[0] & Record<VisitCheck, boolean>),
    () => {
      setDraft(blank);
      setChecks([]);
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.by.trim() !== '' && draft.visitedOn) add.mutate(undefined);
  };
  const set = (key: keyof typeof blank) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  return (
    <form
      onSubmit={submit}
      aria-label={copy.add}
      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
    >
      <FormField label={copy.visitedOn} required>
        <Input type="date" value={draft.visitedOn} onChange={set('visitedOn')} />
      </FormField>
      <FormField label={copy.visitedBy} required>
        <Input maxLength={200} value={draft.by} onChange={set('by')} />
      </FormField>
      <div className="sm:col-span-2">
        <TermChecklist legend={copy.checklist} terms={visitChecks} value={checks} onChange={setChecks} />
      </div>
      <FormField label={copy.outcome} required>
        <Select value={draft.outcome} onChange={set('outcome')}>
          {visitOutcomes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={copy.revisit} required={draft.outcome === 'passed'}>
        <Input type="date" value={draft.revisit} onChange={set('revisit')} />
      </FormField>
      <FormField label={copy.notes} className="sm:col-span-2">
        <Textarea rows={2} maxLength={5000} value={draft.notes} onChange={set('notes')} />
      </FormField>
      <div>
        <Button type="submit" size="sm" aria-disabled={add.isPending}>
          {copy.add}
        </Button>
      </div>
    </form>
  );
}

/**
 * The booked vetting visit, then the visits made, newest first, with their checklists, and a
 * form to record one.
 */
export function VisitSection({
  supplierId,
  visits,
  visitBookedOn,
}: {
  supplierId: string;
  visits: VisitRow[];
  visitBookedOn: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.title}
      </h3>
      <VisitBooking key={visitBookedOn ?? ''} supplierId={supplierId} bookedOn={visitBookedOn} />
      {visits.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.none}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {visits.map((v) => (
            <li key={v.id} className="grid gap-1 rounded-md border border-slate-200 p-3 text-slate-800">
              <p className="font-medium">
                {copy.summary(
                  v.visited_on,
                  v.visited_by,
                  visitOutcomes.find((o) => o.value === v.outcome)?.label ?? v.outcome,
                )}
                {v.next_revisit_due ? ` · ${copy.revisitDue(v.next_revisit_due)}` : null}
              </p>
              <ul className="flex flex-wrap gap-x-4">
                {visitChecks.map((c) => (
                  <li key={c.value}>
                    {v[c.value] ? '✓' : '✗'} {c.label}
                  </li>
                ))}
              </ul>
              {v.notes ? <p className="whitespace-pre-line text-slate-700">{v.notes}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <RecordVisitForm supplierId={supplierId} />
    </section>
  );
}
