import { supplierBriefEmail as copy } from '../email/introduction-emails.ts';
import type { BriefDrawing, BriefFact } from './brief-facts.ts';
import { escapeHtml, labelledLines, labelledRowsHtml, oneLine, type RenderedEmail } from '../email/html.ts';

/**
 * A supplier's brief: the RFQ's reference and technical facts, and a download link for each
 * drawing. Its inputs hold nothing that identifies the buyer (./brief-facts.ts picks them), and
 * drawings are named by their position, never by the file name the buyer's computer gave them.
 * The desk's preview renders it with no links (they are signed when the brief is sent).
 */
export type SupplierBriefInput = {
  reference: string;
  supplier: { company_name: string; contact_name: string | null };
  facts: readonly BriefFact[];
  /** `withheld`: a copy that could not be made certain to name nobody, which the team did not check. */
  drawings: readonly (BriefDrawing & { url?: string; withheld?: boolean })[];
  /** When the links stop working (7 days after sending), as the supplier reads it; absent in the preview. */
  linksExpire?: string;
};

function drawingLine(index: number, drawing: BriefDrawing & { withheld?: boolean }): string {
  const details = drawing.measurements.length > 0 ? ` (${drawing.measurements.join(', ')})` : '';
  return `${copy.drawing(index)}${details}${drawing.withheld ? `: ${copy.withheld}` : ''}`;
}

export function renderSupplierBrief(input: SupplierBriefInput): RenderedEmail {
  const { reference, supplier, facts, drawings, linksExpire } = input;
  const linkNote = linksExpire ? copy.linkExpires(linksExpire) : copy.linkAtSending;
  const text = [
    copy.greeting(supplier.contact_name),
    '',
    copy.intro(supplier.company_name),
    '',
    `${copy.factsHeading}:`,
    ...labelledLines(facts),
    '',
    `${copy.drawingsHeading}:`,
    ...(drawings.length === 0
      ? [copy.noDrawings]
      : drawings.flatMap((drawing, i) => [drawingLine(i + 1, drawing), ...(drawing.url ? [drawing.url] : [])])),
    ...(drawings.length > 0 ? ['', linkNote] : []),
    '',
    copy.answer(reference),
    '',
    copy.signOff,
    '',
  ].join('\n');
  const rows = labelledRowsHtml(facts);
  const drawingItems =
    drawings.length === 0
      ? `<p>${escapeHtml(copy.noDrawings)}</p>`
      : `<ul>${drawings
          .map((drawing, i) => {
            const line = escapeHtml(drawingLine(i + 1, drawing));
            return `<li>${drawing.url ? `<a href="${escapeHtml(drawing.url)}">${line}</a>` : line}</li>`;
          })
          .join('')}</ul><p>${escapeHtml(linkNote)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(copy.greeting(supplier.contact_name))}</p>`,
    `<p>${escapeHtml(copy.intro(supplier.company_name))}</p>`,
    `<h2>${escapeHtml(copy.factsHeading)}</h2><table>${rows}</table>`,
    `<h2>${escapeHtml(copy.drawingsHeading)}</h2>${drawingItems}`,
    `<p>${escapeHtml(copy.answer(reference))}</p>`,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(copy.subject(reference)), text, html };
}
