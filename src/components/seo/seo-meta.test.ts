import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, formatTitle } from './seo-meta';

describe('formatTitle', () => {
  it('adds the brand suffix to a title without the brand', () => {
    expect(formatTitle('Services')).toBe('Services | Forgebridge');
  });

  it('leaves a title that already names the brand, in any case', () => {
    expect(formatTitle('About Forgebridge')).toBe('About Forgebridge');
    expect(formatTitle('FORGEBRIDGE partners')).toBe('FORGEBRIDGE partners');
  });
});

describe('canonicalUrl', () => {
  it('joins the site URL and the path', () => {
    expect(canonicalUrl('/services')).toBe('https://www.forgebridge.co.uk/services');
  });

  it('keeps the root slash and drops trailing slashes, queries and fragments elsewhere', () => {
    expect(canonicalUrl('/')).toBe('https://www.forgebridge.co.uk/');
    expect(canonicalUrl('/about/')).toBe('https://www.forgebridge.co.uk/about');
    expect(canonicalUrl('/quote?ref=nav#form')).toBe('https://www.forgebridge.co.uk/quote');
  });

  it('preserves the case of article paths and accepts another base', () => {
    expect(canonicalUrl('/OEM-buyers-guide', 'https://staging.example.com/')).toBe(
      'https://staging.example.com/OEM-buyers-guide',
    );
  });
});

describe('absoluteUrl', () => {
  it('passes absolute URLs through and resolves site paths', () => {
    expect(absoluteUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(absoluteUrl('/og-image.png')).toBe('https://www.forgebridge.co.uk/og-image.png');
  });
});
