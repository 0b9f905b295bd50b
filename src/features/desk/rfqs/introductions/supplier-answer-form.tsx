import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { introductionsCopy as copy, supplierAnswers, type SupplierAnswer } from './introductions-copy';
import type { RfqKindId } from '@/shared/leads/tables';
import { useRecordAnswer, type Introduction } from './introduction-queries';
import { deskErrorMessage } from '../../shared/desk-error';

const REASON_MAX = 1000;

/** The supplier's answer to its brief: interested, quoted, or declined with a reason (which excludes it from this RFQ). */
export function SupplierAnswerForm({ kind, leadId, intro }: { kind: RfqKindId; leadId: string; intro: Introduction }) {
  const company = intro.supplier?.company_name ?? '';
  const [answer, setAnswer] = useState<SupplierAnswer | ''>(intro.answer ?? '');
  const [reason, setReason] = useState(intro.answer_reason ?? '');
  const [tried, setTried] = useState(false);
  const record = useRecordAnswer(kind, leadId);
  const missingReason = answer === 'declined' && reason.trim() === '';
  const save = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (answer === '' || missingReason) return;
    record.mutate(
      { introductionId: intro.id, answer, reason },
      {
        onSuccess: () => toast(copy.answerSaved),
        onError: (error) => toast({ ...copy.answerFailed(deskErrorMessage(error)), variant: 'destructive' }),
      },
    );
  };
  return (
    <form
      onSubmit={save}
      className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      aria-label={copy.answerLabel(company)}
    >
      <FormField label={copy.answerHeading}>
        <Select value={answer} onChange={(event) => setAnswer(event.target.value as SupplierAnswer | '')}>
          <option value="">{copy.noAnswer}</option>
          {supplierAnswers.map((value) => (
            <option key={value} value={value}>
              {copy.answers[value]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={copy.reasonLabel}
        required={answer === 'declined'}
        error={tried && missingReason ? copy.reasonRequired : undefined}
      >
        <Textarea rows={1} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={record.isPending || answer === ''}>
          {record.isPending ? copy.savingAnswer : copy.saveAnswer}
        </Button>
      </div>
    </form>
  );
}
