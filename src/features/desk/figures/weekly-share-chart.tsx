import { useId } from 'react';
import { figuresCopy } from './figures-copy';
import type { FiguresWeek } from './figures-queries';

const copy = figuresCopy.chart;
const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 28;

/** A week's first day as the figures write it (6 Oct). */
export const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The weekly share as small SVG bars, drawn by hand (no chart library): 0% to 100% on a fixed
 * scale, and a dashed "no data" outline for a week with nothing decided, never a bar of 0%. The
 * same figures follow in a table, for screen readers and anyone who wants the numbers.
 */
export function WeeklyShareChart({ weeks }: { weeks: readonly FiguresWeek[] }) {
  const titleId = useId();
  const descId = useId();
  const slot = (WIDTH - AXIS) / Math.max(weeks.length, 1);
  const barWidth = Math.max(slot - 6, 4);
  const plot = HEIGHT - 20;
  return (
    <figure className="grid gap-3">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-2xl"
      >
        <title id={titleId}>{copy.title}</title>
        <desc id={descId}>{copy.description}</desc>
        {[0, 0.5, 1].map((tick) => (
          <g key={tick}>
            <line x1={AXIS} x2={WIDTH} y1={plot * (1 - tick) + 4} y2={plot * (1 - tick) + 4} stroke="#cbd5e1" />
            <text x={0} y={plot * (1 - tick) + 8} fontSize="11" fill="#334155">
              {`${tick * 100}%`}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = AXIS + index * slot + 3;
          const day = dayLabel(week.week_start);
          if (week.share === null) {
            return (
              <g key={week.week_start}>
                <title>{copy.empty(day)}</title>
                <rect x={x} y={4} width={barWidth} height={plot} fill="none" stroke="#94a3b8" strokeDasharray="4 3" />
              </g>
            );
          }
          const height = Math.max(plot * week.share, 1);
          return (
            <g key={week.week_start}>
              <title>{copy.bar(day, figuresCopy.percent(week.share), week.within_72h, week.decided)}</title>
              <rect x={x} y={4 + plot - height} width={barWidth} height={height} fill="#1e3a8a" />
            </g>
          );
        })}
        {weeks.length > 0 ? (
          <>
            <text x={AXIS} y={HEIGHT - 2} fontSize="11" fill="#334155">
              {dayLabel(weeks[0]?.week_start ?? '')}
            </text>
            <text x={WIDTH} y={HEIGHT - 2} fontSize="11" fill="#334155" textAnchor="end">
              {dayLabel(weeks[weeks.length - 1]?.week_start ?? '')}
            </text>
          </>
        ) : null}
      </svg>
      <div className="overflow-x-auto">
        <table className="text-left text-sm">
          <caption className="text-left font-medium text-slate-900">{copy.tableCaption}</caption>
          <thead className="text-slate-700">
            <tr>
              {Object.values(copy.columns).map((header) => (
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
                <td className="py-1 pr-4">{week.arrived}</td>
                <td className="py-1 pr-4">{week.decided}</td>
                <td className="py-1 pr-4">{week.within_72h}</td>
                <td className="py-1 pr-4">{week.fewer_in_time}</td>
                <td className="py-1 pr-4">{week.sent_late}</td>
                <td className="py-1 pr-4">
                  {week.share === null ? figuresCopy.noData : figuresCopy.percent(week.share)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
