import { useId } from 'react';
import { Figure, Value } from './figure-card';
import { figuresCopy } from './figures-copy';
import type { PromiseFigures, StepTimes } from './figures-queries';

const copy = figuresCopy.steps;

function Times({ times, from, none }: { times: StepTimes; from: (n: number) => string; none: string }) {
  if (times.median_hours === null || times.p90_hours === null) return <Value value={null} none={none} />;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-slate-950">
        <dt className="text-sm text-slate-700">{copy.median}</dt>
        <dd className="font-bold tabular-nums">{figuresCopy.hours(Number(times.median_hours))}</dd>
        <dt className="text-sm text-slate-700">{copy.p90}</dt>
        <dd className="font-bold tabular-nums">{figuresCopy.hours(Number(times.p90_hours))}</dd>
      </dl>
      <p className="text-sm text-slate-600">{from(Number(times.rfqs))}</p>
    </>
  );
}

/** A count as the desk writes numbers. */
const count = (n: number) => Number(n).toLocaleString('en-GB');

/**
 * The steps between an RFQ's arrival and its options, each from what was recorded (the first
 * brief, the first yes, the answers, the declines, the options each RFQ got); "No data yet" where
 * nothing was there to measure.
 */
export function StepFigures({ data }: { data: PromiseFigures }) {
  const headingId = useId();
  const { answers, declines, options_per_rfq: options } = data;
  const sentOptions = Number(options.three) + Number(options.two) + Number(options.one);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {copy.title}
        </h3>
        <p className="max-w-3xl text-sm text-slate-700">{copy.intro}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Figure title={copy.toBriefs.title}>
          <Times times={data.to_briefs} from={copy.toBriefs.from} none={copy.toBriefs.none} />
        </Figure>
        <Figure title={copy.toFirstYes.title}>
          <Times times={data.to_first_yes} from={copy.toFirstYes.from} none={copy.toFirstYes.none} />
        </Figure>
        <Figure title={copy.answers.title}>
          <Value
            value={answers.rate === null ? null : figuresCopy.percent(Number(answers.rate))}
            none={copy.answers.none}
          />
          {answers.rate === null ? null : (
            <p className="text-sm text-slate-600">
              {copy.answers.of(Number(answers.answered), Number(answers.briefs), Number(answers.interested))}
            </p>
          )}
        </Figure>
        <Figure title={copy.declines.title}>
          {declines.length === 0 ? (
            <Value value={null} none={copy.declines.none} />
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm text-slate-950">
              {declines.map((decline) => (
                <div key={decline.reason} className="contents">
                  <dt className="text-slate-700">{copy.declines.reasons[decline.reason]}</dt>
                  <dd className="font-bold tabular-nums">{count(decline.count)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Figure>
        <Figure title={copy.options.title}>
          {sentOptions === 0 ? (
            <Value value={null} none={copy.options.none} />
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm text-slate-950">
              <dt className="text-slate-700">{copy.options.three}</dt>
              <dd className="font-bold tabular-nums">{count(options.three)}</dd>
              <dt className="text-slate-700">{copy.options.two}</dt>
              <dd className="font-bold tabular-nums">{count(options.two)}</dd>
              <dt className="text-slate-700">{copy.options.one}</dt>
              <dd className="font-bold tabular-nums">{count(options.one)}</dd>
            </dl>
          )}
        </Figure>
      </div>
    </section>
  );
}
