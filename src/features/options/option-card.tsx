import { useId } from 'react';
import { ChoiceOption } from '@/components/ui/form-field';
import { optionsContent } from '@/content/pages/options';
import { formatDateTime } from '@/shared/format';
import { certificateLines, lastVisitText, materialsText, placeText, processesText, statedFacts } from './option-facts';
import { introductionOf, type BuyerOption } from './options-view';

const copy = optionsContent.option;

type OptionCardProps = {
  option: BuyerOption;
  selected: boolean;
  /** False when three are ticked already: only a ticked one can be unticked. */
  selectable: boolean;
  onToggle: (id: string, selected: boolean) => void;
};

/** One supplier the team offered: where it is, what it makes and holds, what it stated, why it fits. */
export function OptionCard({ option, selected, selectable, onToggle }: OptionCardProps) {
  const headingId = useId();
  const facts = [
    { label: copy.where, value: placeText(option) },
    { label: copy.processes, value: processesText(option) },
    { label: copy.materials, value: materialsText(option) },
    { label: copy.lastVisit, value: lastVisitText(option) },
  ];
  const certificates = certificateLines(option);
  const stated = statedFacts(option).filter((fact) => fact.value !== null);
  return (
    <article
      aria-labelledby={headingId}
      className="grid content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-950">
        {copy.title(option.position, option.company_name)}
      </h3>
      <dl className="grid gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="font-medium text-slate-700">{fact.label}</dt>
            <dd className="text-slate-950">{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt className="font-medium text-slate-700">{copy.certificates}</dt>
          {certificates.length === 0 ? (
            <dd className="text-slate-950">{copy.noCertificates}</dd>
          ) : (
            certificates.map((line) => (
              <dd key={line} className="text-slate-950">
                {line}
              </dd>
            ))
          )}
        </div>
      </dl>
      <div className="grid gap-1 text-sm">
        <h4 className="font-semibold text-slate-900">{copy.statedTitle}</h4>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
          {stated.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-slate-700">{fact.label}</dt>
              <dd className="text-slate-950">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid gap-1 text-sm">
        <h4 className="font-semibold text-slate-900">{copy.reasonsTitle}</h4>
        {option.reasons.length === 0 ? (
          <p className="text-slate-700">{copy.noReasons}</p>
        ) : (
          <ul className="list-disc pl-5 text-slate-950">
            {option.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
      {option.chosen_at ? (
        <Introduction option={option} chosenAt={option.chosen_at} />
      ) : option.available === false ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">{copy.unavailable}</p>
      ) : (
        <ChoiceOption
          type="checkbox"
          label={copy.select(option.company_name)}
          checked={selected}
          disabled={!selectable && !selected}
          onChange={(event) => onToggle(option.id, event.target.checked)}
        />
      )}
    </article>
  );
}

/** What became of a chosen supplier's introduction: only one whose email went is said to be sent. */
function Introduction({ option, chosenAt }: { option: BuyerOption; chosenAt: string }) {
  const state = introductionOf(option);
  if (state === 'sent') {
    return (
      <p className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        {copy.introduced(formatDateTime(option.introduced_at ?? chosenAt))}
      </p>
    );
  }
  if (state === 'withheld' || state === 'not_sent') {
    return (
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">
        {state === 'withheld' ? copy.withheld : copy.notSent}
      </p>
    );
  }
  return (
    <p className="rounded-md bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900">
      {copy.introducing(formatDateTime(chosenAt))}
    </p>
  );
}
