import { useId } from 'react';
import { briefDrawings, briefFacts, type BriefWording } from '@/shared/introductions/brief-facts';
import { renderBuyerOptions } from '@/shared/introductions/buyer-options';
import type { RenderedEmail } from '@/shared/email/html';
import { renderSupplierBrief } from '@/shared/introductions/supplier-brief';
import { leadReference } from '@/shared/leads/reference';
import { leadTables } from '@/shared/leads/tables';
import { trimVisible, visibleLength } from '@/shared/text/visible-text';
import { introductionsCopy as copy } from './introductions-copy';
import type { RfqKindId } from '@/shared/leads/tables';
import type { Introduction } from './introduction-queries';

type Message = { key: string; title: string; to: string | null; email: RenderedEmail };

/**
 * Every message sending the options will queue, written by the renderers the deliver-leads
 * function uses, from the same facts: a brief per shortlisted supplier (the drawing links are
 * signed when it is sent), with the team's wording in place of what the buyer typed, and the
 * buyer's email, with the team's words for each supplier first (the register's reasons after them
 * are written again when sent).
 */
export function previewMessages(
  kind: RfqKindId,
  row: Readonly<Record<string, unknown>>,
  introductions: readonly Introduction[],
  words: { wording?: BriefWording; buyerReasons?: Readonly<Record<string, string>> } = {},
): Message[] {
  const table = leadTables[kind];
  const reference = leadReference(String(row.id));
  const facts = briefFacts(table, row, words.wording);
  const drawings = briefDrawings(row);
  const briefs = introductions.map((intro) => {
    const supplier = intro.supplier ?? { company_name: '', contact_name: null, email: null };
    return {
      key: intro.id,
      title: copy.briefTitle(intro.position, supplier.company_name),
      to: supplier.email,
      email: renderSupplierBrief({ reference, supplier, facts, drawings }),
    };
  });
  const buyer = {
    key: 'buyer',
    title: copy.buyerTitle,
    to: typeof row.email === 'string' && row.email !== '' ? row.email : null,
    email: renderBuyerOptions({
      reference,
      options: introductions.map((intro) => ({
        company_name: intro.supplier?.company_name ?? '',
        country: intro.supplier?.country ?? '',
        town: intro.supplier?.town ?? null,
        reasons: [trimVisible(words.buyerReasons?.[intro.id] ?? ''), ...intro.reasons].filter(
          (reason) => visibleLength(reason) > 0,
        ),
      })),
    }),
  };
  return [...briefs, buyer];
}

function MessagePreview({ message }: { message: Message }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <h5 id={titleId} className="font-semibold text-slate-900">
        {message.title}
      </h5>
      <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium text-slate-600">{copy.to}</dt>
        <dd className={message.to ? 'break-all text-slate-900' : 'font-medium text-red-700'}>
          {message.to ?? (message.key === 'buyer' ? copy.noBuyerAddress : copy.noEmail)}
        </dd>
        <dt className="font-medium text-slate-600">{copy.subject}</dt>
        <dd className="text-slate-900">{message.email.subject}</dd>
      </dl>
      <pre className="overflow-x-auto rounded bg-slate-50 p-3 font-sans whitespace-pre-wrap text-slate-900">
        {message.email.text}
      </pre>
    </article>
  );
}

export function OptionsPreview({ messages }: { messages: readonly Message[] }) {
  const headingId = useId();
  const briefs = messages.length - 1;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {copy.previewHeading}
      </h4>
      <p className="text-sm text-slate-700">{copy.previewIntro(briefs)}</p>
      {messages.map((message) => (
        <MessagePreview key={message.key} message={message} />
      ))}
    </section>
  );
}
