import { PageSection } from '@/components/private-link/page-parts';
import { optionsContent } from '@/content/pages/options';
import { isStorableMeasurements, measurementLines } from '@/shared/cad/measure';
import { formatDateTime, formatMegabytes } from '@/shared/format';
import type { OptionsView } from './options-view';

const copy = optionsContent.summary;

/** The request as the buyer sent it: its reference, when options were promised and sent, its files. */
export function OptionsSummary({ view }: { view: OptionsView }) {
  const times = [
    { label: copy.promised, value: view.promised_at },
    { label: copy.sent, value: view.sent_at },
    { label: copy.linkUntil, value: view.expires_at },
  ];
  return (
    <>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">{copy.reference}</dt>
        <dd className="font-semibold text-slate-950">{view.reference}</dd>
        {times.map(({ label, value }) =>
          value ? (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="text-slate-950">{formatDateTime(value)}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <PageSection title={copy.filesTitle}>
        {view.files.length === 0 ? (
          <p className="text-sm text-slate-700">{copy.noFiles}</p>
        ) : (
          <ul className="grid gap-3">
            {view.files.map((file) => (
              <li key={file.n} className="grid gap-1 rounded-md border border-slate-200 px-3 py-2 text-sm">
                <p className="font-medium break-all text-slate-950">
                  {file.name}
                  {typeof file.size_bytes === 'number' ? (
                    <span className="font-normal text-slate-600"> · {formatMegabytes(file.size_bytes)}</span>
                  ) : null}
                </p>
                {isStorableMeasurements(file.measurements) ? (
                  <ul aria-label={copy.measurementsLabel(file.name)} className="text-slate-800">
                    {measurementLines(file.measurements).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">{copy.noMeasurements}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
