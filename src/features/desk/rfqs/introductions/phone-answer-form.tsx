import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import {
  declineReasons,
  leadTimeBands,
  priceBases,
  priceCurrencies,
  type Introduction,
  type StatedAnswer,
} from './introduction-types';
import { introductionsCopy } from './introductions-copy';
import { answerLimits, answerOf, draftErrors, draftOf, startRange, type AnswerDraft } from './phone-answer';

const copy = introductionsCopy.phone;

/**
 * The answer a supplier gave by phone, in the shapes its page takes (interested with a lead time,
 * an earliest start and optionally a price and a minimum order; or declined with a reason), recorded
 * as taken by phone. It starts from the answer already stated, so a change keeps the rest.
 */
export function PhoneAnswerForm({
  intro,
  pending,
  now = new Date(),
  onSave,
}: {
  intro: Introduction;
  pending: boolean;
  now?: Date;
  onSave: (answer: StatedAnswer) => void;
}) {
  const company = intro.supplier?.company_name ?? '';
  const [draft, setDraft] = useState<AnswerDraft>(() => draftOf(intro));
  const [tried, setTried] = useState(false);
  const errors = draftErrors(draft, now);
  const shown = tried ? errors : {};
  const set =
    <K extends keyof AnswerDraft>(key: K) =>
    (value: AnswerDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const range = startRange(now);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    onSave(answerOf(draft));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={copy.formLabel(company)}>
      <FormFieldset label={copy.answer} required error={shown.answer}>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['interested', 'declined'] as const).map((value) => (
            <ChoiceOption
              key={value}
              type="radio"
              name={`answer-${intro.id}`}
              label={copy[value]}
              checked={draft.answer === value}
              onChange={() => set('answer')(value)}
            />
          ))}
        </div>
      </FormFieldset>
      {draft.answer === 'interested' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={copy.leadTime} required error={shown.lead_time}>
            <Select
              value={draft.lead_time}
              onChange={(e) => set('lead_time')(e.target.value as AnswerDraft['lead_time'])}
            >
              <option value="">{copy.choose}</option>
              {leadTimeBands.map((band) => (
                <option key={band} value={band}>
                  {introductionsCopy.answer.leadTimes[band]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={copy.earliestStart} required error={shown.earliest_start}>
            <Input
              type="date"
              min={range.from}
              max={range.to}
              value={draft.earliest_start}
              onChange={(e) => set('earliest_start')(e.target.value)}
            />
          </FormField>
          <FormField label={copy.priceAmount} hint={copy.priceHint} error={shown.price_amount}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={draft.price_amount}
              onChange={(e) => set('price_amount')(e.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label={copy.currency}>
              <Select
                value={draft.price_currency}
                onChange={(e) => set('price_currency')(e.target.value as AnswerDraft['price_currency'])}
              >
                {priceCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={copy.basis}>
              <Select
                value={draft.price_basis}
                onChange={(e) => set('price_basis')(e.target.value as AnswerDraft['price_basis'])}
              >
                {priceBases.map((basis) => (
                  <option key={basis} value={basis}>
                    {copy.bases[basis]}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField label={copy.minimumOrder} error={shown.minimum_order}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={draft.minimum_order}
              onChange={(e) => set('minimum_order')(e.target.value)}
            />
          </FormField>
          <FormField className="sm:col-span-2" label={copy.note} error={shown.note}>
            <Textarea
              rows={2}
              maxLength={answerLimits.textMax}
              value={draft.note}
              onChange={(e) => set('note')(e.target.value)}
            />
          </FormField>
        </div>
      ) : null}
      {draft.answer === 'declined' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={copy.reason} required error={shown.reason}>
            <Select value={draft.reason} onChange={(e) => set('reason')(e.target.value as AnswerDraft['reason'])}>
              <option value="">{copy.choose}</option>
              {declineReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {introductionsCopy.answer.declineReasons[reason]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={copy.words}
            hint={copy.wordsOptional}
            required={draft.reason === 'other'}
            error={shown.words}
          >
            <Textarea
              rows={2}
              maxLength={answerLimits.textMax}
              value={draft.words}
              onChange={(e) => set('words')(e.target.value)}
            />
          </FormField>
        </div>
      ) : null}
      <div>
        <Button type="submit" size="sm" variant="outline" aria-disabled={pending}>
          {pending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}
