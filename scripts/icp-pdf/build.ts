import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import {
  A4,
  accent,
  brand,
  Column,
  FOOTER_TOP,
  type Fonts,
  GUTTER,
  ink,
  LINE,
  MARGIN,
  muted,
  navy,
  rule,
  SCORE_HEIGHT,
  SIZE,
  tint,
} from './layout.ts';
import { icpTemplate } from './content.ts';

/**
 * Draws the one-page Universal ICP Template. Pure: the same input gives the same
 * bytes (fixed metadata dates, no document ID), so the committed PDF can be checked by a test.
 */

function drawHeader(page: PDFPage, fonts: Fonts): number {
  const { header, howTo } = icpTemplate;
  const height = 74;
  const top = A4.height;
  page.drawRectangle({ x: 0, y: top - height, width: A4.width, height, color: navy });
  page.drawRectangle({ x: 0, y: top - height - 3, width: A4.width, height: 3, color: accent });
  page.drawText(header.brand, { x: MARGIN, y: top - 22, size: 9, font: fonts.bold, color: accent });
  page.drawText(header.title, { x: MARGIN, y: top - 44, size: 18, font: fonts.bold, color: rgb(1, 1, 1) });
  page.drawText(header.subtitle, { x: MARGIN, y: top - 61, size: 9, font: fonts.regular, color: rgb(0.84, 0.9, 0.96) });

  const full = new Column(page, fonts, MARGIN, A4.width - MARGIN * 2, top - height - 6);
  full.text(howTo, { font: fonts.italic, size: SIZE.small + 0.4, color: muted });
  return full.y;
}

function drawTopFields(page: PDFPage, fonts: Fonts, y: number): number {
  const fields = icpTemplate.topFields;
  const width = (A4.width - MARGIN * 2 - GUTTER * (fields.length - 1)) / fields.length;
  let bottom = y;
  fields.forEach((label, i) => {
    const column = new Column(page, fonts, MARGIN + i * (width + GUTTER) - 7, width + 7, y);
    column.field(label);
    bottom = Math.min(bottom, column.y);
  });
  return bottom;
}

function drawScore(page: PDFPage, fonts: Fonts, top: number) {
  const { score } = icpTemplate;
  const x = MARGIN;
  const width = A4.width - MARGIN * 2;
  const height = SCORE_HEIGHT;
  const y = top - height;
  if (y < FOOTER_TOP + 4) throw new Error('ICP template does not fit on one page (score band)');
  page.drawRectangle({ x, y, width, height, color: tint, borderColor: brand, borderWidth: 0.7 });
  page.drawText(score.title, { x: x + 8, y: top - 13, size: SIZE.heading, font: fonts.bold, color: navy });
  const cells = [...score.criteria, score.totalLabel];
  const cellWidth = (width - 16) / cells.length;
  cells.forEach((label, i) => {
    const cx = x + 8 + i * cellWidth;
    const font = i === cells.length - 1 ? fonts.bold : fonts.regular;
    page.drawText(label, { x: cx, y: top - 27, size: SIZE.small, font, color: ink });
    page.drawLine({
      start: { x: cx, y: top - 38 },
      end: { x: cx + cellWidth - 12, y: top - 38 },
      thickness: 0.5,
      color: rule,
    });
  });
  const decisionWidth = fonts.bold.widthOfTextAtSize(score.decision, SIZE.small);
  page.drawText(score.decision, {
    x: x + width - 8 - decisionWidth,
    y: top - 13,
    size: SIZE.small,
    font: fonts.bold,
    color: brand,
  });
}

function drawAccounts(page: PDFPage, fonts: Fonts, top: number) {
  const { accounts } = icpTemplate;
  const x = MARGIN;
  const width = A4.width - MARGIN * 2;
  page.drawRectangle({ x, y: top - LINE - 2, width: 3, height: LINE + 1, color: accent });
  page.drawText(accounts.title, { x: x + 7, y: top - LINE, size: SIZE.heading, font: fonts.bold, color: navy });
  page.drawText(accounts.prompt, { x: x + 7, y: top - LINE * 2, size: SIZE.small, font: fonts.italic, color: muted });

  const rowHeight = 16;
  const tableTop = top - LINE * 2 - 6;
  const bottom = tableTop - rowHeight * (accounts.rows + 1);
  if (bottom < FOOTER_TOP + 4) throw new Error('ICP template does not fit on one page (accounts table)');
  page.drawRectangle({ x, y: tableTop - rowHeight, width, height: rowHeight, color: tint });
  let left = x;
  accounts.columns.forEach((column, i) => {
    page.drawText(column, { x: left + 4, y: tableTop - 11, size: SIZE.small, font: fonts.bold, color: navy });
    page.drawLine({ start: { x: left, y: tableTop }, end: { x: left, y: bottom }, thickness: 0.5, color: rule });
    left += width * (accounts.widths[i] ?? 0);
  });
  page.drawLine({
    start: { x: x + width, y: tableTop },
    end: { x: x + width, y: bottom },
    thickness: 0.5,
    color: rule,
  });
  for (let row = 0; row <= accounts.rows + 1; row++) {
    const y = tableTop - row * rowHeight;
    page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.5, color: rule });
  }
}

function drawFooter(page: PDFPage, fonts: Fonts) {
  const { footer } = icpTemplate;
  page.drawLine({ start: { x: MARGIN, y: 30 }, end: { x: A4.width - MARGIN, y: 30 }, thickness: 0.6, color: accent });
  page.drawText(footer.left, { x: MARGIN, y: 19, size: SIZE.small, font: fonts.regular, color: muted });
  const width = fonts.bold.widthOfTextAtSize(footer.right, SIZE.small);
  page.drawText(footer.right, { x: A4.width - MARGIN - width, y: 19, size: SIZE.small, font: fonts.bold, color: navy });
}

export async function buildIcpTemplatePdf(): Promise<Uint8Array> {
  const { metadata } = icpTemplate;
  // updateMetadata: false stops pdf-lib stamping the current time and its own producer string.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(metadata.title, { showInWindowTitleBar: true });
  doc.setAuthor(metadata.author);
  doc.setSubject(metadata.subject);
  doc.setKeywords([...metadata.keywords]);
  doc.setCreator(metadata.creator);
  doc.setProducer(metadata.producer);
  doc.setLanguage(metadata.language);
  doc.setCreationDate(metadata.date);
  doc.setModificationDate(metadata.date);

  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const page = doc.addPage([A4.width, A4.height]);

  const afterHeader = drawHeader(page, fonts);
  const afterFields = drawTopFields(page, fonts, afterHeader - 2);

  const columnWidth = (A4.width - MARGIN * 2 - GUTTER) / 2;
  const left = new Column(page, fonts, MARGIN, columnWidth, afterFields - 2);
  const right = new Column(page, fonts, MARGIN + columnWidth + GUTTER, columnWidth, afterFields - 2);
  for (const section of icpTemplate.left) left.section(section);
  for (const section of icpTemplate.right) right.section(section);

  const scoreTop = Math.min(left.y, right.y) - 12;
  drawScore(page, fonts, scoreTop);
  drawAccounts(page, fonts, scoreTop - SCORE_HEIGHT - 8);
  drawFooter(page, fonts);

  return doc.save({ useObjectStreams: false });
}
