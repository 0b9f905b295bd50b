import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { REASON_MIN_VISIBLE, trimVisible, visibleLength } from '@/shared/text/visible-text';
import { nearMissFilter } from './exclusion-summary';
import { suggestionCopy } from './suggestion-copy';
import type { Blocked, Suggestion } from './suggestion-queries';
import type { DraftPick } from './use-shortlist-draft';

const copy = suggestionCopy.byHand;
const REASON_MAX = 500;

/** The suppliers the database would refuse for this RFQ, each with its reasons in words. */
function CannotBePicked({ blocked }: { blocked: readonly Blocked[] }) {
  const headingId = useId();
  if (blocked.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-1 text-sm">
      <h5 id={headingId} className="font-semibold text-slate-900">
        {copy.blockedTitle}
      </h5>
      <p className="text-slate-600">{copy.blockedCaption}</p>
      <ul className="grid gap-1">
        {blocked.map((b) => (
          <li key={b.supplier_id} className="text-slate-700">
            <span className="font-medium text-slate-900">{b.company_name}</span>
            {': '}
            <span aria-label={copy.blockedReasons(b.company_name)}>{b.blockers.join('; ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each candidate as an option, by name and country. */
function CandidateOptions({ candidates }: { candidates: readonly Suggestion[] }) {
  return candidates.map((c) => (
    <option key={c.supplier_id} value={c.supplier_id}>
      {`${c.company_name} (${c.country})`}
    </option>
  ));
}

/**
 * A supplier the ranking left out may still be picked by hand, with an internal reason, when a
 * technical filter (process, envelope, region, UK first, capacity) should be relaxed; never one
 * the database would refuse (not vetted, a certification not held, declined), which are named
 * under the form with why. The near misses (one filter failed) are offered first.
 */
export function AddByHand({
  candidates,
  blocked,
  blockedFailed = false,
  disabled,
  onAdd,
}: {
  candidates: readonly Suggestion[];
  blocked: readonly Blocked[];
  blockedFailed?: boolean;
  disabled: boolean;
  onAdd: (pick: DraftPick) => void;
}) {
  const [supplierId, setSupplierId] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = trimVisible(reason);
  const reasonError =
    visibleLength(trimmed) < REASON_MIN_VISIBLE
      ? copy.reasonShort
      : trimmed.length > REASON_MAX
        ? copy.reasonLong
        : undefined;
  const unpickable = new Set(blocked.map((b) => b.supplier_id));
  const sorted = candidates
    .filter((c) => !unpickable.has(c.supplier_id))
    .sort((a, b) => a.company_name.localeCompare(b.company_name, 'en-GB'));
  const near = sorted.filter((c) => nearMissFilter(c) !== null);
  const others = sorted.filter((c) => nearMissFilter(c) === null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const chosen = sorted.find((c) => c.supplier_id === supplierId);
    if (!chosen || reasonError) return;
    onAdd({ supplier_id: chosen.supplier_id, name: chosen.company_name, rank: null, hand_reason: trimmed });
    setSupplierId('');
    setReason('');
    setTried(false);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-slate-200 p-3"
      aria-label={copy.title}
    >
      <h4 className="font-semibold text-slate-900">{copy.title}</h4>
      <FormField label={copy.supplier} hint={sorted.length === 0 ? copy.noneLeft : undefined} required>
        <Select value={supplierId} onChange={(event) => setSupplierId(event.target.value)}>
          <option value="">{copy.choose}</option>
          {near.length > 0 ? (
            <>
              <optgroup label={copy.nearMisses}>
                <CandidateOptions candidates={near} />
              </optgroup>
              {others.length > 0 ? (
                <optgroup label={copy.others}>
                  <CandidateOptions candidates={others} />
                </optgroup>
              ) : null}
            </>
          ) : (
            <CandidateOptions candidates={others} />
          )}
        </Select>
      </FormField>
      <FormField label={copy.reason} hint={copy.reasonHint} error={tried ? reasonError : undefined} required>
        <Textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={disabled || supplierId === ''}>
          {copy.add}
        </Button>
      </div>
      {blockedFailed ? <p className="text-sm text-slate-700">{copy.blockedFailed}</p> : null}
      <CannotBePicked blocked={blocked} />
    </form>
  );
}
