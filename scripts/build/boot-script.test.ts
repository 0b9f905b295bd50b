import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minifyBootScript } from './boot-script';

describe('minifyBootScript', () => {
  const source = readFileSync(new URL('../../src/boot.js', import.meta.url), 'utf8');
  const minified = minifyBootScript(source);

  it('carries none of the source comments to the visitor and keeps every attribute it reads', () => {
    expect(source).toContain('/*');
    expect(minified).not.toMatch(/\/\*|\/\/ /);
    expect(minified.length).toBeLessThan(source.length / 2);
    for (const name of [
      'data-entry',
      'data-stylesheet',
      'modulepreload',
      'first-contentful-paint',
      'painted',
      'sheet-loaded',
      'laying-out',
      '__pendingSubmit',
    ]) {
      expect(minified).toContain(name);
    }
  });

  it('refuses a script that does not parse', () => {
    expect(() => minifyBootScript('function (')).toThrow(/does not minify/);
  });
});
