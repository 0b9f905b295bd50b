import { describe, expect, it } from 'vitest';
import { articleMetaAt } from './meta-by-path';
import { articles } from './registry';

describe('an article page’s own metadata', () => {
  it('is the registry’s entry for every published path', async () => {
    for (const article of articles) expect(await articleMetaAt(article.path), article.path).toBe(article);
  });

  it('is nothing for a path no article is published at, spelling included', async () => {
    expect(await articleMetaAt('/oem-buyers-guide')).toBeUndefined();
    expect(await articleMetaAt('/resources')).toBeUndefined();
    expect(await articleMetaAt('toString')).toBeUndefined();
    expect(await articleMetaAt('__proto__')).toBeUndefined();
  });
});
