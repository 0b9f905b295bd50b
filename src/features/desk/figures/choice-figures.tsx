import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { noneFitReasonLabel } from '@/shared/introductions/none-fit-reasons';
import { LoadFailed, LoadingStatus } from '../shared/load-state';
import { Figure, Times, Value } from './figure-card';
import { figuresCopy } from './figures-copy';
import { choiceFiguresQuery, type ChoiceFigures as ChoiceFiguresData, type ChoiceWeek } from './figures-queries';
import { dayLabel } from './weekly-share-chart';

const copy = figuresCopy.choices;

/** A count as the desk writes numbers. */
const count = (n: number) => Number(n).toLocaleString('en-GB');

/** A share of the decided RFQs, with how many it is made from; "No data yet" when none is decided. */
function Share({ share, rfqs, of, none }: { share: number | null; rfqs: number; of: string; none: string }) {
  const made = share !== null && Number(rfqs) > 0;
  return (
    <>
      <Value value={made ? figuresCopy.percent(Number(share)) : null} none={none} />
      {made ? (
        <>
          <p className="text-sm text-slate-600">{of}</p>
          <p className="text-sm text-slate-600">{copy.from(Number(rfqs))}</p>
        </>
      ) : null}
    </>
  );
}

/** The share of options chosen, week by week, each with the RFQs it is made from. */
function WeeklyChoices({ weeks }: { weeks: readonly ChoiceWeek[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="text-left text-sm">
        <caption className="text-left font-medium text-slate-900">{copy.table.caption}</caption>
        <thead className="text-slate-700">
          <tr>
            {Object.values(copy.table.columns).map((header) => (
              <th key={header} scope="col" className="py-1 pr-4 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-900 tabular-nums">
          {weeks.map((week) => (
            <tr key={week.week_start}>
              <th scope="row" className="py-1 pr-4 font-normal">
                {dayLabel(week.week_start)}
              </th>
              <td className="py-1 pr-4">{count(week.rfqs)}</td>
              <td className="py-1 pr-4">{count(week.offered)}</td>
              <td className="py-1 pr-4">{count(week.chosen)}</td>
              <td className="py-1 pr-4">
                {week.precision_at_3 === null || Number(week.rfqs) === 0
                  ? figuresCopy.noData
                  : figuresCopy.percent(Number(week.precision_at_3))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the buyers did with their options, from public.choice_figures: the share of options sent
 * they chose to meet (precision@3), the share of RFQs with an introduction, the time to the first
 * choice and why none fits; the RFQs still waiting for the buyer are said, not counted.
 */
export function ChoiceFigures({ data }: { data: ChoiceFiguresData }) {
  const headingId = useId();
  const rfqs = Number(data.rfqs);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {copy.title}
        </h3>
        <p className="max-w-3xl text-sm text-slate-700">{copy.intro}</p>
        <p className="text-sm font-medium text-slate-900">{copy.waiting(Number(data.waiting))}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure title={copy.precision.title}>
          <Share
            share={data.precision_at_3}
            rfqs={rfqs}
            of={copy.precision.of(Number(data.chosen), Number(data.offered))}
            none={copy.precision.none}
          />
        </Figure>
        <Figure title={copy.introduced.title}>
          <Share
            share={data.introduced_share}
            rfqs={rfqs}
            of={copy.introduced.of(Number(data.introduced_rfqs), rfqs)}
            none={copy.introduced.none}
          />
        </Figure>
        <Figure title={copy.toChoice.title}>
          <Times times={data.to_choice} from={copy.toChoice.from} none={copy.toChoice.none} />
        </Figure>
        <Figure title={copy.noneFit.title}>
          {data.none_fit.length === 0 ? (
            <Value value={null} none={copy.noneFit.none} />
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm text-slate-950">
              {data.none_fit.map((row) => (
                <div key={row.reason} className="contents">
                  <dt className="text-slate-700">{noneFitReasonLabel(row.reason)}</dt>
                  <dd className="font-bold tabular-nums">{count(row.count)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Figure>
      </div>
      <WeeklyChoices weeks={data.weeks} />
    </section>
  );
}

/** The buyers' choices, loaded on their own so the promise's figures never wait for them. */
export function ChoiceFiguresSection() {
  const { data, isPending, isError, refetch } = useQuery(choiceFiguresQuery());
  if (data) return <ChoiceFigures data={data} />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  return isPending ? <LoadingStatus text={copy.loading} /> : null;
}
