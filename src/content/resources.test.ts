import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { articles } from './articles/registry';
import { articleCategories } from './articles/types';
import { icpTemplateResource, resources } from './resources';

describe('resources', () => {
  it('lists the ICP template first, then every article from the registry in order', () => {
    expect(resources).toHaveLength(8);
    expect(resources[0]).toBe(icpTemplateResource);
    expect(icpTemplateResource.path).toBe(paths.icpTemplate);
    expect(resources.slice(1).map((r) => r.path)).toEqual(articles.map((a) => a.path));
    expect(resources.slice(1).map((r) => r.title)).toEqual(articles.map((a) => a.title));
  });

  it('uses each of the six resource categories at least once', () => {
    expect(new Set(resources.map((r) => r.category))).toEqual(new Set(articleCategories));
    expect(icpTemplateResource.category).toBe('Templates & Tools');
  });

  it('has unique paths and titles', () => {
    expect(new Set(resources.map((r) => r.path)).size).toBe(8);
    expect(new Set(resources.map((r) => r.title)).size).toBe(8);
  });
});
