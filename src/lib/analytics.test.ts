import { describe, expect, it, vi } from 'vitest';
import { pageName, trackPageView } from './analytics';

const titles = new Map([
  ['/', 'Home'],
  ['/services', 'Services'],
]);

describe('pageName', () => {
  it('uses the route title for known paths', () => {
    expect(pageName('/services', titles)).toBe('Services');
  });

  it("names unknown paths 'Page: {path}'", () => {
    expect(pageName('/no-such-page', titles)).toBe('Page: /no-such-page');
  });
});

describe('trackPageView', () => {
  it('does nothing when gtag is absent', () => {
    expect(trackPageView('/', 'Home', { location: { href: 'x' } } as unknown as Window)).toBe(false);
  });

  it('sends a page_view with path and title when gtag exists', () => {
    const gtag = vi.fn();
    const win = { gtag, location: { href: 'https://www.forgebridge.co.uk/services' } } as unknown as Window;
    expect(trackPageView('/services', 'Services', win)).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_path: '/services',
      page_title: 'Services',
      page_location: 'https://www.forgebridge.co.uk/services',
    });
  });
});
