import type { LegalDocument } from '@/content/legal/types';
import { formatLongDate } from '@/shared/format';

/** A long-form legal notice: h1, last-updated date, numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight">{document.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        Last updated <time dateTime={document.updated}>{formatLongDate(document.updated)}</time>
      </p>
      <p className="mt-8 text-lg leading-8 text-slate-700">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-bold">{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text} className="mt-4 leading-7 text-slate-700">
              {text}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
