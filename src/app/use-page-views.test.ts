import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
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
  it("reports indexable routes under the route's own path and the page's name", () => {
    expect(analyticsPage('/', 'Home')).toEqual({ kind: 'page', path: '/', name: 'Home' });
    expect(analyticsPage(paths.terms, 'Terms')).toEqual({ kind: 'page', path: '/terms', name: 'Terms' });
    expect(analyticsPage('/services/', 'Services')).toEqual({ kind: 'page', path: '/services', name: 'Services' });
    expect(analyticsPage('/oem-buyers-guide', 'Guide')).toMatchObject({ kind: 'page', path: paths.oemBuyersGuide });
  });

  it('keeps the admin dashboard private, with or without a trailing slash, in any case and below it', () => {
    for (const path of [
      paths.admin,
      `${paths.admin}/`,
      `${paths.admin}//`,
      paths.admin.toUpperCase(),
      `${paths.admin}/x`,
    ]) {
      expect(analyticsPage(path, 'Leads dashboard'), path).toEqual({ kind: 'private' });
    }
  });

  it('keeps the supplier’s brief page private: no banner, no page view', () => {
    for (const path of [paths.brief, `${paths.brief}/`, '/BRIEF']) {
      expect(analyticsPage(path, 'Your brief'), path).toEqual({ kind: 'private' });
    }
  });

  it('keeps the buyer’s options page private: no banner, no page view', () => {
    for (const path of [paths.options, `${paths.options}/`, '/OPTIONS']) {
      expect(analyticsPage(path, 'Your options'), path).toEqual({ kind: 'private' });
    }
  });

  it('keeps the shop’s own page private: no banner, no page view', () => {
    for (const path of [paths.supplier, `${paths.supplier}/`, '/SUPPLIER']) {
      expect(analyticsPage(path, 'Your supplier page'), path).toEqual({ kind: 'private' });
    }
  });

  it('sends nothing for a URL the site does not have (the 404 page)', () => {
    expect(analyticsPage('/no-such-page', 'Page not found')).toEqual({ kind: 'not-found' });
    expect(analyticsPage('/no-such-page/', 'Page not found')).toEqual({ kind: 'not-found' });
    // A prefix of the admin path is not the dashboard, but not a page either.
    expect(analyticsPage(paths.admin.slice(0, -1), 'Page not found')).toEqual({ kind: 'not-found' });
  });
});
