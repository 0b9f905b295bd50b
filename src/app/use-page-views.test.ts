import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { findRoute } from './route-table';
import { analyticsPage, normalisePath } from './use-page-views';

describe('normalisePath', () => {
  it('drops trailing slashes as the router does, keeping the root', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('/about//')).toBe('/about');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
  });
});

describe('analyticsPage', () => {
  it('reports indexable routes under their own path and name', () => {
    expect(analyticsPage('/')).toEqual({ kind: 'page', path: '/', name: 'Home' });
    expect(analyticsPage(paths.terms)).toEqual({ kind: 'page', path: '/terms', name: 'Terms of Service' });
    expect(analyticsPage('/services/')).toEqual({
      kind: 'page',
      path: '/services',
      name: findRoute('/services')?.name,
    });
    expect(analyticsPage('/oem-buyers-guide')).toMatchObject({ kind: 'page', path: paths.oemBuyersGuide });
  });

  it('keeps the admin dashboard private, with or without a trailing slash, in any case and below it', () => {
    for (const path of [
      paths.admin,
      `${paths.admin}/`,
      `${paths.admin}//`,
      paths.admin.toUpperCase(),
      `${paths.admin}/x`,
    ]) {
      expect(analyticsPage(path), path).toEqual({ kind: 'private' });
    }
  });

  it('sends nothing for a URL the site does not have (the 404 page)', () => {
    expect(analyticsPage('/no-such-page')).toEqual({ kind: 'not-found' });
    expect(analyticsPage('/no-such-page/')).toEqual({ kind: 'not-found' });
    // A prefix of the admin path is not the dashboard, but not a page either.
    expect(analyticsPage(paths.admin.slice(0, -1))).toEqual({ kind: 'not-found' });
  });
});
