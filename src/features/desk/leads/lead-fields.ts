import { formatDateTime } from '@/shared/format';
import { answerLines, answerText, FILE_COLUMN, NOT_GIVEN } from '@/shared/leads/answer-text';
import type { FieldTable } from '@/shared/leads/fields/field-types';
import { leadFields } from '@/shared/leads/fields/index';
import { roleColumn } from '@/shared/leads/fields/roles';
import { leadFieldLabels, type ConsentColumn } from '@/shared/leads/field-labels';
import type { LeadKindId, LeadRow } from '@/shared/leads/tables';

export { leadFieldLabels };

export type ConsentRecord = { [K in ConsentColumn]: LeadRow<'icp'>[K] };

/**
 * A lead's consent as the admin reads it. Only the ICP form has a privacy box; the other forms
 * show the notice beside the submit button, so their rows say so rather than "not agreed".
 */
export function consentAnswers(row: ConsentRecord): { label: string; value: string }[] {
  return [
    { label: consentLabels.privacy, value: row.privacy_agreed ? consentLabels.agreed : consentLabels.noticeShown },
    { label: consentLabels.marketing, value: row.marketing_opt_in ? 'Yes' : 'No' },
    { label: consentLabels.version, value: row.consent_version },
    { label: consentLabels.recorded, value: formatDateTime(row.consent_at) },
  ];
}

/**
 * A row for the CSV with its consent written as what the visitor saw, not as booleans: on the
 * forms without a privacy box, `false` would read as "did not agree" when the visitor was shown
 * the notice and agreed to nothing else.
 */
export function withConsentAsSeen<R extends Readonly<Record<string, unknown>>>(row: R): R {
  if (!('privacy_agreed' in row)) return row;
  return {
    ...row,
    privacy_agreed: row.privacy_agreed === true ? consentCsv.agreed : consentCsv.noticeShown,
    marketing_opt_in: row.marketing_opt_in === true ? consentCsv.optedIn : consentCsv.notOptedIn,
  };
}

export const consentCsv = {
  agreed: 'agreed (ticked)',
  noticeShown: 'notice shown',
  optedIn: 'opted in',
  notOptedIn: 'not opted in',
} as const;

export const consentLabels = {
  heading: 'Consent',
  privacy: 'Privacy policy',
  agreed: 'Agreed (ticked the box)',
  noticeShown: 'Shown the privacy notice (this form has no box)',
  marketing: 'Marketing emails',
  version: 'Notice version',
  recorded: 'Consent recorded',
} as const;

export { FILE_COLUMN, NOT_GIVEN };

/** Website answers: the fields the browser would fill with an address (`autocomplete="url"`). */
const isWebsite = (kind: LeadKindId, column: string) =>
  (leadFields[kind] as FieldTable).some((f) => f.column === column && 'autoComplete' in f && f.autoComplete === 'url');

/**
 * Where a stored website leads: an http(s) address as given, or a bare host name ("acme.co.uk")
 * over https. Anything else (another scheme, free text) is no link at all.
 */
export function websiteHref(value: string): string | undefined {
  const text = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(text)) return text;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/[^\s]*)?$/i.test(text)) return `https://${text}`;
  return undefined;
}

/**
 * A mailto: link to exactly one address: each side of its last @ is percent-encoded, so nothing
 * in a stored address (`?`, `&`, `#`, `,`, spaces, line breaks) can add a recipient, a subject or
 * a body to the link.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

export type LeadAnswer = {
  column: string;
  label: string;
  value: string;
  /** A mailto: link for an email, or the web address of a website. */
  href?: string;
};

/**
 * The answers of one lead as the one reader reads them (src/shared/leads/answer-text.ts), with a
 * mailto: link on the lead's email and the web address of a website.
 */
export function leadAnswers<K extends LeadKindId>(kind: K, row: LeadRow<K>): LeadAnswer[] {
  const values = row as unknown as Readonly<Record<string, unknown>>;
  const email = roleColumn(leadFields[kind], 'email');
  return answerLines(kind, values).map((answer) => {
    const raw = values[answer.column];
    const href =
      typeof raw !== 'string' || raw === ''
        ? undefined
        : answer.column === email
          ? mailtoHref(raw)
          : isWebsite(kind, answer.column)
            ? websiteHref(raw)
            : undefined;
    return { ...answer, ...(href ? { href } : {}) };
  });
}

/**
 * A row as the CSV writes it: each answer as the one reader reads it (an empty one as an empty
 * cell), the consent as the visitor saw it, and the desk's own columns as stored.
 */
export function csvRow<K extends LeadKindId>(kind: K, row: LeadRow<K>): Record<string, unknown> {
  const values = withConsentAsSeen(row as unknown as Readonly<Record<string, unknown>>);
  const labels = leadFieldLabels[kind] as Readonly<Record<string, string>>;
  return Object.fromEntries(
    Object.entries(values).map(([column, value]) => {
      if (!(column in labels)) return [column, value];
      const text = answerText(kind, column, value);
      return [column, text === NOT_GIVEN ? '' : text];
    }),
  );
}
