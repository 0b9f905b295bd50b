import type { ArticleBlock, ArticleBody, ListItem } from './types';

export const WORDS_PER_MINUTE = 230;

/** `[label](/path)`: an internal link inside prose (see ProseText). */
export const proseLinkPattern = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** Prose with `[label](/path)` links reduced to the text a reader sees. */
export function plainText(text: string): string {
  return text.replace(proseLinkPattern, '$1');
}

function listItemText(item: ListItem): string[] {
  return typeof item === 'string' ? [item] : [item.lead, item.text];
}

function blockText(block: ArticleBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'subheading':
      return [block.text];
    case 'list':
      return block.items.flatMap(listItemText);
    case 'details':
      return block.items.flatMap((item) => [item.term, item.text]);
    case 'callout':
      return [block.title, block.text];
    case 'figures':
      return block.items.flatMap((stat) => [stat.value, stat.label]);
    case 'cta':
      return [block.title, block.text, ...block.links.map((link) => link.label)];
  }
}

/** The reader-visible strings of an article body, in order. */
export function bodyStrings(body: Pick<ArticleBody, 'intro' | 'sections'>): string[] {
  return [
    body.intro,
    ...body.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)]),
  ].map(plainText);
}

export function countWords(body: Pick<ArticleBody, 'intro' | 'sections'>): number {
  return bodyStrings(body)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in whole minutes, rounded up, at about 230 words a minute. */
export function readMinutesFor(body: Pick<ArticleBody, 'intro' | 'sections'>): number {
  return Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE));
}
