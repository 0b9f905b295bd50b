import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { IcpOptionGroup, IcpSection } from './content.ts';

/** Page geometry, palette and the flowing column the ICP template PDF is drawn with. */

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 30;
export const GUTTER = 16;
export const FOOTER_TOP = 40;
export const SCORE_HEIGHT = 44;

export const navy = rgb(0.043, 0.153, 0.259);
export const brand = rgb(0.09, 0.298, 0.49);
export const accent = rgb(0.949, 0.584, 0.141);
export const ink = rgb(0.12, 0.16, 0.22);
export const muted = rgb(0.33, 0.38, 0.45);
export const rule = rgb(0.62, 0.66, 0.72);
export const tint = rgb(0.933, 0.961, 0.984);

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

export const SIZE = { body: 7.6, small: 6.8, heading: 9.2 };
export const LINE = 10;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A vertical flow of content inside one column; throws if it would run into the footer. */
export class Column {
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
    private readonly x: number,
    private readonly width: number,
    public y: number,
  ) {}

  private need(height: number) {
    if (this.y - height < FOOTER_TOP + 4) {
      throw new Error(`ICP template does not fit on one page (column at x=${this.x})`);
    }
  }

  text(value: string, { font = this.fonts.regular, size = SIZE.body, color = ink, indent = 0 } = {}) {
    for (const line of wrap(value, font, size, this.width - indent)) {
      this.need(LINE);
      this.y -= LINE;
      this.page.drawText(line, { x: this.x + indent, y: this.y, size, font, color });
    }
  }

  heading(title: string, prompt: string) {
    this.need(LINE * 2 + 6);
    this.y -= 8;
    this.page.drawRectangle({ x: this.x, y: this.y - LINE - 2, width: 3, height: LINE + 1, color: accent });
    this.text(title, { font: this.fonts.bold, size: SIZE.heading, color: navy, indent: 7 });
    this.text(prompt, { font: this.fonts.italic, size: SIZE.small, color: muted, indent: 7 });
    this.y -= 1;
  }

  /** Checkboxes flowing left to right, wrapping at the column edge. */
  options({ label, options }: IcpOptionGroup) {
    const { regular, bold } = this.fonts;
    const box = 6;
    const start = this.x + 7 + (label ? bold.widthOfTextAtSize(`${label}:`, SIZE.body) + 6 : 0);
    this.need(LINE + 2);
    this.y -= LINE + 2;
    if (label) this.page.drawText(`${label}:`, { x: this.x + 7, y: this.y, size: SIZE.body, font: bold, color: ink });
    let cursor = start;
    for (const option of options) {
      const width = box + 4 + regular.widthOfTextAtSize(option, SIZE.body) + 10;
      if (cursor + width - 10 > this.x + this.width && cursor > start) {
        this.need(LINE + 2);
        this.y -= LINE + 2;
        cursor = start;
      }
      this.page.drawRectangle({
        x: cursor,
        y: this.y - 1,
        width: box,
        height: box,
        borderColor: brand,
        borderWidth: 0.7,
      });
      this.page.drawText(option, { x: cursor + box + 4, y: this.y, size: SIZE.body, font: regular, color: ink });
      cursor += width;
    }
  }

  /** A label followed by a ruled line to write on. */
  field(label: string) {
    const { regular } = this.fonts;
    this.need(LINE + 5);
    this.y -= LINE + 5;
    const text = `${label}:`;
    this.page.drawText(text, { x: this.x + 7, y: this.y, size: SIZE.small, font: regular, color: muted });
    const from = this.x + 7 + regular.widthOfTextAtSize(text, SIZE.small) + 4;
    this.page.drawLine({
      start: { x: from, y: this.y - 1.5 },
      end: { x: this.x + this.width, y: this.y - 1.5 },
      thickness: 0.5,
      color: rule,
    });
  }

  table({ columns, rows }: NonNullable<IcpSection['table']>) {
    const { regular, bold } = this.fonts;
    const x = this.x + 7;
    const total = this.width - 7;
    const widths = [total * 0.3, total * 0.44, total * 0.26];
    const lefts = [x, x + (widths[0] ?? 0), x + (widths[0] ?? 0) + (widths[1] ?? 0)];
    const pad = 3;

    const headerHeight = LINE + 3;
    this.need(headerHeight + 4);
    this.y -= 4;
    const top = this.y;
    this.page.drawRectangle({ x, y: this.y - headerHeight, width: total, height: headerHeight, color: tint });
    columns.forEach((column, i) => {
      this.page.drawText(column, {
        x: (lefts[i] ?? x) + pad,
        y: this.y - LINE + 1,
        size: SIZE.small,
        font: bold,
        color: navy,
      });
    });
    this.y -= headerHeight;

    for (const [role, need] of rows) {
      const roleLines = wrap(role, bold, SIZE.small, (widths[0] ?? 0) - pad * 2);
      const needLines = wrap(need, regular, SIZE.small, (widths[1] ?? 0) - pad * 2);
      const height = Math.max(roleLines.length, needLines.length) * 8.5 + 5;
      this.need(height);
      roleLines.forEach((line, i) => {
        this.page.drawText(line, { x: x + pad, y: this.y - 9 - i * 8.5, size: SIZE.small, font: bold, color: ink });
      });
      needLines.forEach((line, i) => {
        this.page.drawText(line, {
          x: (lefts[1] ?? x) + pad,
          y: this.y - 9 - i * 8.5,
          size: SIZE.small,
          font: regular,
          color: ink,
        });
      });
      this.y -= height;
      this.page.drawLine({ start: { x, y: this.y }, end: { x: x + total, y: this.y }, thickness: 0.5, color: rule });
    }
    for (const left of [...lefts, x + total]) {
      this.page.drawLine({ start: { x: left, y: top }, end: { x: left, y: this.y }, thickness: 0.5, color: rule });
    }
    this.page.drawLine({ start: { x, y: top }, end: { x: x + total, y: top }, thickness: 0.5, color: rule });
  }

  section(section: IcpSection) {
    this.heading(section.title, section.prompt);
    for (const group of section.groups ?? []) this.options(group);
    if (section.table) this.table(section.table);
    for (const field of section.fields ?? []) this.field(field);
  }
}
