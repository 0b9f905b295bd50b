import { useId } from 'react';
import { briefDrawings, briefFacts, type BriefWording } from '@/shared/introductions/brief-facts';
import { renderBuyerOptions, type BuyerOption } from '@/shared/introductions/buyer-options';
import type { RenderedEmail } from '@/shared/email/html';
import { formatLongDate } from '@/shared/format';
import { renderSupplierBrief } from '@/shared/introductions/supplier-brief';
import { leadReference } from '@/shared/leads/reference';
import { leadTables, type RfqKindId } from '@/shared/leads/tables';
import { trimVisible, visibleLength } from '@/shared/text/visible-text';
import { introductionsCopy as copy } from './introductions-copy';
import { statedAnswer, type Introduction } from './introduction-types';

export type Message = { key: string; title: string; to: string | null; missing: string; email: RenderedEmail };

/**
 * The briefs "Send briefs" will queue, written by the renderer the deliver-leads function uses,
 * from the same facts: one per supplier not briefed yet, with the team's wording in place of what
 * the buyer typed (the page link is made when it is sent).
 */
export function briefMessages(
  kind: RfqKindId,
  row: Readonly<Record<string, unknown>>,
  introductions: readonly Introduction[],
  wording?: BriefWording,
): Message[] {
  const reference = leadReference(String(row.id));
  const facts = briefFacts(leadTables[kind], row, wording);
  const drawings = briefDrawings(row);
  return introductions.map((intro) => {
    const supplier = intro.supplier ?? { company_name: '', contact_name: null, email: null };
    return {
      key: intro.id,
      title: copy.briefs.title(intro.position, supplier.company_name),
      to: supplier.email,
      missing: copy.noEmail,
      email: renderSupplierBrief({ reference, supplier, facts, drawings }),
    };
  });
}

/** What the supplier said it can do, in one line for the buyer: lead time, earliest start, price where given. */
export function answerTerms(intro: Introduction): string | null {
  const stated = statedAnswer(intro);
  if (stated?.answer !== 'interested') return null;
  return copy.buyer.terms([
    copy.buyer.termsLeadTime(copy.answer.leadTimes[stated.lead_time]),
    copy.buyer.termsStart(formatLongDate(stated.earliest_start)),
    ...(stated.price
      ? [copy.buyer.termsPrice(copy.answer.priceText(stated.price.amount, stated.price.currency, stated.price.basis))]
      : []),
  ]);
}

/**
 * One supplier as the buyer's email names it, built as the sender builds it from the claim: the
 * team's words, then the buyer-safe reasons sending will write (`safe`, from the register now), and
 * what the supplier stated.
 */
export function buyerOptionOf(intro: Introduction, words = '', safe: readonly string[] = []): BuyerOption {
  const stated = statedAnswer(intro);
  return {
    company_name: intro.supplier?.company_name ?? '',
    country: intro.supplier?.country ?? '',
    town: intro.supplier?.town ?? null,
    reasons: [trimVisible(words), ...safe].filter((reason) => visibleLength(reason) > 0),
    ...(stated?.answer === 'interested'
      ? {
          lead_time: stated.lead_time,
          earliest_start: stated.earliest_start,
          price: stated.price,
          minimum_order: stated.minimum_order,
        }
      : {}),
  };
}

/** The buyer's email naming exactly the suppliers offered, in order. */
export function buyerMessage(
  row: Readonly<Record<string, unknown>>,
  offered: readonly Introduction[],
  buyerReasons: Readonly<Record<string, string>> = {},
  safe: Readonly<Record<string, readonly string[]>> = {},
): Message {
  return {
    key: 'buyer',
    title: copy.buyer.emailTitle,
    to: typeof row.email === 'string' && row.email !== '' ? row.email : null,
    missing: copy.buyer.noBuyerAddress,
    email: renderBuyerOptions({
      reference: leadReference(String(row.id)),
      options: offered.map((intro) => buyerOptionOf(intro, buyerReasons[intro.id], safe[intro.id])),
    }),
  };
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
          {message.to ?? message.missing}
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

/** Messages exactly as they will be sent, under a heading and a line saying what goes where. */
export function MessagesPreview({
  heading,
  intro,
  messages,
}: {
  heading: string;
  intro?: string;
  messages: readonly Message[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {heading}
      </h4>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      {messages.map((message) => (
        <MessagePreview key={message.key} message={message} />
      ))}
    </section>
  );
}
