import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingStatus } from '../shared/load-state';
import { figuresCopy as copy } from './figures-copy';
import { FIGURES_WEEKS, overallShare, promiseFiguresQuery, type PromiseFigures } from './figures-queries';
import { Figure, Times, Value } from './figure-card';
import { ChoiceFiguresSection } from './choice-figures';
import { StepFigures } from './step-figures';
import { WeeklyShareChart } from './weekly-share-chart';

/**
 * Is the promise kept? (`?view=figures`): the share of RFQs with 3 options within 72 hours, per
 * week and overall, and how many went out in time with fewer than 3, or late; the median and 90th-percentile time to options; the RFQs overdue now; and how
 * often the team's picks came from the top 3 suggestions or were added by hand; then what the
 * buyers chose from their options.
 */
export function FiguresView() {
  const headingId = useId();
  const { data, isPending, isError, refetch } = useQuery(promiseFiguresQuery());
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {copy.title}
        </h2>
        <p className="max-w-3xl text-sm text-slate-700">{copy.intro(FIGURES_WEEKS)}</p>
      </div>
      {isPending ? <LoadingStatus text={copy.loading} /> : null}
      {isError && !data ? <LoadFailed onRetry={() => void refetch()} /> : null}
      {data ? <Figures data={data} /> : null}
      <ChoiceFiguresSection />
    </section>
  );
}

/** The figures themselves, from what public.promise_figures returned. */
export function Figures({ data }: { data: PromiseFigures }) {
  const overall = overallShare(data.weeks);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure title={copy.onTime.title}>
          <Value value={overall.share === null ? null : copy.percent(overall.share)} none={copy.onTime.none} />
          {overall.share === null ? null : (
            <>
              <p className="text-sm text-slate-600">{copy.onTime.of(overall.within, overall.decided)}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-950">
                <dt className="text-slate-700">{copy.onTime.fewerInTime}</dt>
                <dd className="font-bold tabular-nums">{Number(data.fewer_in_time).toLocaleString('en-GB')}</dd>
                <dt className="text-slate-700">{copy.onTime.late}</dt>
                <dd className="font-bold tabular-nums">{Number(data.sent_late).toLocaleString('en-GB')}</dd>
              </dl>
            </>
          )}
        </Figure>
        <Figure title={copy.timeToOptions.title}>
          <Times
            times={{ rfqs: data.sent, median_hours: data.median_hours, p90_hours: data.p90_hours }}
            from={copy.timeToOptions.from}
            none={copy.timeToOptions.none}
          />
        </Figure>
        <Figure title={copy.overdue.title}>
          <Value value={data.overdue_now.toLocaleString('en-GB')} none="" />
          <p className="grid justify-items-start gap-2 text-sm">
            <Link
              className="text-brand-800 inline-flex min-h-11 items-center underline underline-offset-2"
              to="?tab=oem&clock=overdue"
            >
              {copy.overdue.link}
            </Link>
            <Link
              className="text-brand-800 inline-flex min-h-11 items-center underline underline-offset-2"
              to="?tab=quote&clock=overdue"
            >
              {copy.overdue.linkQuote}
            </Link>
          </p>
        </Figure>
        <Figure title={copy.picks.title}>
          {data.precision_at_3 === null || data.hand_share === null ? (
            <Value value={null} none={copy.picks.none} />
          ) : (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-slate-950">
                <dt className="text-sm text-slate-700">{copy.picks.precision}</dt>
                <dd className="font-bold tabular-nums">{copy.percent(data.precision_at_3)}</dd>
                <dt className="text-sm text-slate-700">{copy.picks.byHand}</dt>
                <dd className="font-bold tabular-nums">{copy.percent(data.hand_share)}</dd>
              </dl>
              <p className="text-sm text-slate-600">{copy.picks.of(data.picks)}</p>
            </>
          )}
        </Figure>
      </div>
      <StepFigures data={data} />
      <WeeklyShareChart weeks={data.weeks} />
    </>
  );
}
