import { teamAlertCopy } from '../../../src/shared/email/lead-emails.ts';
import type { Answer } from './lead-answers.ts';
import { escapeHtml, labelledLines, labelledRowsHtml, type RenderedEmail } from '../../../src/shared/email/html.ts';

/**
 * The team alert as plain text and HTML from a list of labelled answers. Every value a visitor
 * typed is escaped in the HTML part; the plain-text part needs none.
 */

export function renderTeamAlert(input: {
  subject: string;
  /** Ours, not typed: the reference and, for an RFQ, its due time. */
  facts?: readonly Answer[];
  answers: readonly Answer[];
  /** The lead's files, each as the one reader describes it. */
  attachments: readonly string[];
  adminUrl: string;
  /** The lead was held for review: the intro says why and where the others are. */
  held?: boolean;
}): RenderedEmail {
  const { subject, answers, attachments: files, adminUrl, facts = [] } = input;
  const intro = input.held ? teamAlertCopy.heldIntro : teamAlertCopy.intro;
  const text = [
    intro,
    '',
    ...labelledLines(facts),
    ...(facts.length > 0 ? [''] : []),
    ...labelledLines(answers),
    '',
    `${teamAlertCopy.attachmentsHeading}: ${files.length > 0 ? files.join(', ') : teamAlertCopy.noAttachments}`,
    '',
    `${teamAlertCopy.openInAdmin}: ${adminUrl}`,
    '',
  ].join('\n');
  const rows = labelledRowsHtml(answers);
  const fileList =
    files.length > 0
      ? `<ul>${files.map((file) => `<li>${escapeHtml(file)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(teamAlertCopy.noAttachments)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(intro)}</p>`,
    ...facts.map((fact) => `<p><strong>${escapeHtml(fact.label)}:</strong> ${escapeHtml(fact.value)}</p>`),
    `<h2>${escapeHtml(teamAlertCopy.answersHeading)}</h2><table>${rows}</table>`,
    `<h2>${escapeHtml(teamAlertCopy.attachmentsHeading)}</h2>${fileList}`,
    `<p><a href="${escapeHtml(adminUrl)}">${escapeHtml(teamAlertCopy.openInAdmin)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
