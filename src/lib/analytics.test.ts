import { describe, expect, it, vi } from 'vitest';
import { trackPageView } from './analytics';

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
