import { useId } from 'react';
import { formatDateTime, formatLongDate } from '@/shared/format';
import { introductionsCopy } from './introductions-copy';
import { statedAnswer, type Introduction, type TrailEvent } from './introduction-types';

const copy = introductionsCopy.trail;
const answerCopy = introductionsCopy.answer;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** One line of the trail in words, from the event and what it carries. */
export function trailLine(event: TrailEvent, intro: Introduction): string {
  const detail = event.detail ?? {};
  switch (event.kind) {
    case 'terms_accepted': {
      const name = text(detail.name) ?? text(detail.terms_name) ?? intro.terms_name;
      return name ? copy.termsBy(name) : copy.kinds.terms_accepted;
    }
    case 'downloaded': {
      const n = Number(detail.file ?? detail.n);
      return Number.isInteger(n) && n > 0 ? copy.downloadedN(n) : copy.kinds.downloaded;
    }
    case 'answered': {
      const answer = text(detail.answer);
      const via = detail.via === 'phone' || detail.via === 'page' ? detail.via : null;
      const said = answer === 'interested' || answer === 'declined' || answer === 'quoted' ? answerCopy[answer] : null;
      return said ? copy.answeredVia(said, via) : copy.kinds.answered;
    }
    case 'delivered':
    case 'bounced': {
      const message = copy.messages[String(detail.message)];
      const why = text(detail.error) ?? text(detail.reason);
      if (event.kind === 'delivered') return message ? copy.deliveredOf(message) : copy.kinds.delivered;
      if (message) return copy.bouncedOf(message, why);
      return why ? copy.bouncedWhy(why) : copy.kinds.bounced;
    }
    case 'sent':
      return detail.again === true ? copy.sentAgain : copy.kinds.sent;
    case 'link_revoked': {
      const n = Number(detail.links);
      return Number.isInteger(n) && n > 1 ? copy.revokedN(n) : copy.kinds.link_revoked;
    }
    default:
      return copy.kinds[event.kind] ?? event.kind;
  }
}

/** What happened to the brief, oldest first, each with its time. */
export function IntroductionTrail({ intro }: { intro: Introduction }) {
  const headingId = useId();
  const company = intro.supplier?.company_name ?? '';
  return (
    <section aria-labelledby={headingId} className="grid gap-1">
      <h5 id={headingId} className="font-medium text-slate-900">
        {copy.title}
      </h5>
      {intro.events.length === 0 ? (
        <p className="text-slate-600">{copy.empty}</p>
      ) : (
        <ol aria-label={copy.label(company)} className="grid gap-0.5">
          {intro.events.map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-2">
              <time dateTime={event.at} className="text-slate-600 tabular-nums">
                {formatDateTime(event.at)}
              </time>
              <span className="text-slate-900">{trailLine(event, intro)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The supplier's answer as stated: the terms of a yes, or a decline's reason and words. */
export function StatedAnswerView({ intro }: { intro: Introduction }) {
  const headingId = useId();
  const stated = statedAnswer(intro);
  const rows: [string, string][] = [];
  if (stated?.answer === 'interested') {
    rows.push([answerCopy.leadTime, answerCopy.leadTimes[stated.lead_time]]);
    rows.push([answerCopy.earliestStart, formatLongDate(stated.earliest_start)]);
    if (stated.price) {
      rows.push([
        answerCopy.price,
        answerCopy.priceText(stated.price.amount, stated.price.currency, stated.price.basis),
      ]);
    }
    if (stated.minimum_order !== null)
      rows.push([answerCopy.minimumOrder, answerCopy.minimumOrderText(stated.minimum_order)]);
    if (stated.note) rows.push([answerCopy.note, stated.note]);
  } else if (stated?.answer === 'declined') {
    rows.push([answerCopy.reason, answerCopy.declineReasons[stated.reason]]);
    if (stated.words) rows.push([answerCopy.words, stated.words]);
  } else if (intro.answer_reason) {
    rows.push([answerCopy.reason, intro.answer_reason]);
  }
  const at = intro.answered_at ? formatDateTime(intro.answered_at) : '';
  return (
    <section aria-labelledby={headingId} className="grid gap-1">
      <h5 id={headingId} className="font-medium text-slate-900">
        {answerCopy.title}
      </h5>
      {intro.answer === null ? (
        <p className="text-slate-600">{answerCopy.none}</p>
      ) : (
        <>
          <p>
            <span className="font-semibold text-slate-900">{answerCopy[intro.answer]}</span>
            {intro.answered_at ? (
              <>
                {' · '}
                {intro.answer_via === 'phone'
                  ? answerCopy.viaPhone(intro.answered_by, at)
                  : intro.answer_via === 'page'
                    ? answerCopy.viaPage(at)
                    : at}
              </>
            ) : null}
          </p>
          {rows.length > 0 ? (
            <dl className="grid grid-cols-1 gap-x-3 gap-y-0.5 sm:grid-cols-[10rem_1fr]">
              {rows.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-medium text-slate-600">{term}</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      )}
    </section>
  );
}
