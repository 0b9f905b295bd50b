// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildIcpTemplatePdf } from './build.ts';
import { icpTemplate } from './content.ts';
import { icpTemplateContent } from '../../src/content/pages/icp-template.ts';

const shipped = join(import.meta.dirname, '../..', 'public', 'downloads', 'Universal-ICP-Template-B2B.pdf');

describe('Universal ICP template PDF', () => {
  it('is a one-page PDF titled as the template', async () => {
    const bytes = await buildIcpTemplatePdf();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(icpTemplate.metadata.title);
    expect(doc.getAuthor()).toBe('Forgebridge');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('is reproducible: two builds give the same bytes', async () => {
    const [a, b] = await Promise.all([buildIcpTemplatePdf(), buildIcpTemplatePdf()]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('matches the committed file in public/downloads (run `npm run pdf:icp` after changing the copy)', async () => {
    const [built, committed] = await Promise.all([buildIcpTemplatePdf(), readFile(shipped)]);
    expect(Buffer.from(built).equals(committed)).toBe(true);
  });

  it('has as many numbered sections as the download page says', () => {
    const titles = [...icpTemplate.left, ...icpTemplate.right, icpTemplate.score, icpTemplate.accounts].map(
      (section) => section.title,
    );
    const numbered = titles.filter((title) => /^\d+\. /.test(title));
    const words = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];
    expect(icpTemplateContent.inside.intro).toMatch(
      new RegExp(`^${words[numbered.length - 1] ?? String(numbered.length)} short sections`),
    );
    expect(numbered.map((title) => Number.parseInt(title, 10))).toEqual(numbered.map((_, i) => i + 1));
  });
});
