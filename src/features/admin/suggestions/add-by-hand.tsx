import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { suggestionCopy } from './suggestion-copy';
import type { Suggestion } from './suggestion-queries';
import type { DraftPick } from './use-shortlist-draft';

const copy = suggestionCopy.byHand;
const REASON_MIN = 3;
const REASON_MAX = 500;

/** Any supplier the ranking did not suggest may still be picked, with a reason that is recorded. */
export function AddByHand({
  candidates,
  disabled,
  onAdd,
}: {
  candidates: readonly Suggestion[];
  disabled: boolean;
  onAdd: (pick: DraftPick) => void;
}) {
  const [supplierId, setSupplierId] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const reasonError =
    trimmed.length < REASON_MIN ? copy.reasonShort : trimmed.length > REASON_MAX ? copy.reasonLong : undefined;
  const sorted = [...candidates].sort((a, b) => a.company_name.localeCompare(b.company_name, 'en-GB'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const chosen = candidates.find((c) => c.supplier_id === supplierId);
    if (!chosen || reasonError) return;
    onAdd({ supplier_id: chosen.supplier_id, name: chosen.company_name, rank: null, hand_reason: trimmed });
    setSupplierId('');
    setReason('');
    setTried(false);
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border border-slate-200 p-3" aria-label={copy.title}>
      <h4 className="font-semibold text-slate-900">{copy.title}</h4>
      <FormField label={copy.supplier} required>
        <Select value={supplierId} onChange={(event) => setSupplierId(event.target.value)} required>
          <option value="">{copy.choose}</option>
          {sorted.map((c) => (
            <option key={c.supplier_id} value={c.supplier_id}>
              {`${c.company_name} (${c.country})`}
            </option>
          ))}
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
    </form>
  );
}
