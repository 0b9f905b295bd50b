import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceOption, FormField, FormFieldset } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { trimVisible, visibleLength } from '@/shared/text/visible-text';
import { wordsError } from './briefs-form';
import type { BuyerOptionsInput, BuyerSafeReasons } from './introduction-queries';
import type { Introduction } from './introduction-types';
import { introductionsCopy } from './introductions-copy';
import { MessagesPreview, answerTerms, buyerMessage } from './options-preview';

const copy = introductionsCopy.buyer;
/** The promise: 3 options; the buyer never reads more. */
export const MAX_OPTIONS = 3;

/**
 * "Send options to the buyer": the team ticks up to 3 of the suppliers that answered interested,
 * writes (or keeps) what the buyer reads about each (required for a pick by hand), and sees the
 * buyer's email naming exactly those, each with the lead time, earliest start and price it gave.
 * Fewer than 3 is said plainly before sending.
 */
export function BuyerOptionsForm({
  row,
  interested,
  pending,
  onSend,
  safeReasons = {},
}: {
  row: Readonly<Record<string, unknown>>;
  /** The introductions whose supplier answered interested, in shortlist order. */
  interested: readonly Introduction[];
  pending: boolean;
  onSend: (input: BuyerOptionsInput) => void;
  /** What the buyer will read about each supplier from the register, as sending writes it. */
  safeReasons?: BuyerSafeReasons;
}) {
  const fewerId = useId();
  const [ticked, setTicked] = useState<readonly string[]>(() =>
    interested.slice(0, MAX_OPTIONS).map((intro) => intro.id),
  );
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const offered = interested.filter((intro) => ticked.includes(intro.id));
  const full = ticked.length >= MAX_OPTIONS;
  const reasonErrors = Object.fromEntries(
    offered.map((intro) => [
      intro.id,
      wordsError(
        reasons[intro.id] ?? '',
        intro.hand_reason ? copy.reasonsRequired(intro.supplier?.company_name ?? '') : null,
      ),
    ]),
  );
  const invalid = offered.length === 0 || Object.values(reasonErrors).some((e) => e !== undefined);

  const toggle = (id: string, on: boolean) =>
    setTicked((current) =>
      on
        ? current.length < MAX_OPTIONS && !current.includes(id)
          ? [...current, id]
          : current
        : current.filter((t) => t !== id),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    const buyerReasons = Object.fromEntries(
      offered
        .map((intro) => [intro.id, trimVisible(reasons[intro.id] ?? '')] as const)
        .filter(([, words]) => visibleLength(words) > 0),
    );
    onSend({ introductionIds: offered.map((intro) => intro.id), buyerReasons });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={copy.formLabel}>
      <FormFieldset
        variant="section"
        label={copy.pickTitle}
        hint={full ? copy.full : copy.pickHint}
        error={tried && offered.length === 0 ? copy.noneTicked : undefined}
      >
        {interested.map((intro) => {
          const company = intro.supplier?.company_name ?? '';
          const on = ticked.includes(intro.id);
          return (
            <div key={intro.id} className="grid gap-2">
              <ChoiceOption
                type="checkbox"
                label={copy.pickLabel(company)}
                hint={answerTerms(intro) ?? undefined}
                checked={on}
                disabled={!on && full}
                onChange={(event) => toggle(intro.id, event.target.checked)}
              />
              {on ? (
                <FormField
                  className="ml-6"
                  label={copy.reasonsLabel(company)}
                  hint={intro.hand_reason ? copy.handHint : copy.reasonsHint}
                  error={tried ? reasonErrors[intro.id] : undefined}
                  required={intro.hand_reason !== null}
                >
                  <Textarea
                    rows={2}
                    value={reasons[intro.id] ?? ''}
                    onChange={(event) => setReasons((r) => ({ ...r, [intro.id]: event.target.value }))}
                  />
                </FormField>
              ) : null}
            </div>
          );
        })}
      </FormFieldset>
      {offered.length > 0 ? (
        <MessagesPreview heading={copy.previewHeading} messages={[buyerMessage(row, offered, reasons, safeReasons)]} />
      ) : null}
      <div className="grid gap-2">
        {offered.length > 0 && offered.length < MAX_OPTIONS ? (
          <p id={fewerId} className="text-sm font-medium text-amber-800">
            {copy.fewer(offered.length)}
          </p>
        ) : null}
        {tried && invalid ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {introductionsCopy.fixFields}
          </p>
        ) : null}
        <div>
          <Button
            type="submit"
            disabled={pending}
            aria-describedby={offered.length > 0 && offered.length < MAX_OPTIONS ? fewerId : undefined}
          >
            {pending ? copy.sending : copy.send}
          </Button>
        </div>
      </div>
    </form>
  );
}
