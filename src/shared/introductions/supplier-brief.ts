import { supplierBriefEmail as copy } from '../email/introduction-emails.ts';
import type { BriefDrawing, BriefFact } from './brief-facts.ts';
import { linkHtml, linkLines, type BriefLink } from './brief-link.ts';
import { escapeHtml, labelledLines, labelledRowsHtml, oneLine, type RenderedEmail } from '../email/html.ts';

/**
 * A supplier's brief: the RFQ's reference and technical facts, what its drawings measure, and the
 * private link to the brief's page, where the supplier accepts the confidentiality terms, gets the
 * drawings and answers. It carries no drawing link and no storage path: downloads are minted on
 * the page, per click, after the terms. Its inputs hold nothing that identifies the buyer
 * (./brief-facts.ts picks them), and drawings are named by their position, never by the file name
 * the buyer's computer gave them. The desk's preview renders it with no link (made when it is sent).
 */
export type SupplierBriefInput = {
  reference: string;
  supplier: { company_name: string; contact_name: string | null };
  facts: readonly BriefFact[];
  /** `withheld`: a copy that could not be made certain to name nobody, which the team did not check. */
  drawings: readonly (Pick<BriefDrawing, 'measurements'> & { withheld?: boolean })[];
  /** The page's link and expiry; absent in the preview. */
  link?: BriefLink;
  /** When the team needs the answer, as the supplier reads it. */
  answerBy?: string;
};

function drawingLine(index: number, drawing: SupplierBriefInput['drawings'][number]): string {
  const details = drawing.measurements.length > 0 ? ` (${drawing.measurements.join(', ')})` : '';
  return `${copy.drawing(index)}${details}${drawing.withheld ? `: ${copy.withheld}` : ''}`;
}

export function renderSupplierBrief(input: SupplierBriefInput): RenderedEmail {
  const { reference, supplier, facts, drawings, link, answerBy } = input;
  const answerLine = answerBy ? [copy.answerBy(answerBy)] : [];
  const lines = drawings.length === 0 ? [copy.noDrawings] : drawings.map((drawing, i) => drawingLine(i + 1, drawing));
  const text = [
    copy.greeting(supplier.contact_name),
    '',
    copy.intro(supplier.company_name),
    '',
    copy.referenceLine(reference),
    '',
    `${copy.factsHeading}:`,
    ...labelledLines(facts),
    '',
    `${copy.drawingsHeading}:`,
    ...lines,
    '',
    `${copy.pageHeading}:`,
    copy.page,
    ...answerLine,
    '',
    ...(link ? linkLines(link, copy) : [copy.linkAtSending]),
    '',
    copy.signOff,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(copy.greeting(supplier.contact_name))}</p>`,
    `<p>${escapeHtml(copy.intro(supplier.company_name))}</p>`,
    `<p>${escapeHtml(copy.referenceLine(reference))}</p>`,
    `<h2>${escapeHtml(copy.factsHeading)}</h2><table>${labelledRowsHtml(facts)}</table>`,
    `<h2>${escapeHtml(copy.drawingsHeading)}</h2>`,
    drawings.length === 0
      ? `<p>${escapeHtml(copy.noDrawings)}</p>`
      : `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<h2>${escapeHtml(copy.pageHeading)}</h2>`,
    `<p>${escapeHtml(copy.page)}</p>`,
    ...answerLine.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`),
    link ? linkHtml(link, copy) : `<p>${escapeHtml(copy.linkAtSending)}</p>`,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(copy.subject(reference)), text, html };
}
