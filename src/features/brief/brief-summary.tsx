import { briefContent } from '@/content/pages/brief';
import { formatDateTime } from '@/shared/format';
import { PageSection } from '@/components/private-link/page-parts';
import { modelRows, viewFacts, type BriefView } from './brief-view';

const copy = briefContent.summary;

/** The job as the brief describes it: its reference, when an answer is needed, its facts and models. */
export function BriefSummary({ view }: { view: BriefView }) {
  const facts = viewFacts(view);
  const models = modelRows(view, copy.model);
  return (
    <>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">{copy.reference}</dt>
        <dd className="font-semibold text-slate-950">{view.reference}</dd>
        {view.answer_by ? (
          <>
            <dt className="font-medium text-slate-700">{copy.answerBy}</dt>
            <dd className="font-semibold text-slate-950">{formatDateTime(view.answer_by)}</dd>
          </>
        ) : null}
        {view.expires_at ? (
          <>
            <dt className="font-medium text-slate-700">{copy.linkUntil}</dt>
            <dd className="text-slate-950">{formatDateTime(view.expires_at)}</dd>
          </>
        ) : null}
      </dl>
      <PageSection title={copy.factsTitle}>
        {facts.length === 0 ? (
          <p className="text-sm text-slate-700">{copy.noFacts}</p>
        ) : (
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
            {facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="font-medium text-slate-700">{fact.label}</dt>
                <dd className="text-slate-950">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </PageSection>
      <PageSection title={copy.modelsTitle}>
        {models.length === 0 ? (
          <p className="text-sm text-slate-700">{copy.noModels}</p>
        ) : (
          <ul className="grid gap-3">
            {models.map((model) => (
              <li key={model.n} className="grid gap-1 rounded-md border border-slate-200 px-3 py-2 text-sm">
                <p className="font-medium text-slate-950">
                  {model.title}
                  {model.size ? <span className="font-normal text-slate-600"> · {model.size}</span> : null}
                </p>
                {model.measurements ? (
                  <ul aria-label={copy.measurementsLabel(model.n)} className="text-slate-800">
                    {model.measurements.map((line) => (
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
