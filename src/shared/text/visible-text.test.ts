import { describe, expect, it } from 'vitest';
import { trimVisible, visibleLength } from './visible-text';

describe('visible text, as the database counts it', () => {
  it('counts no kind of space nor any zero-width character', () => {
    expect(visibleLength('  ab  ')).toBe(2);
    expect(visibleLength('a\u00a0\u200b\u200d\u2060\ufeff\u3000b')).toBe(2);
    expect(visibleLength('\u200b\u200b\u200b')).toBe(0);
    expect(visibleLength('Fits')).toBe(4);
  });

  it('trims spaces and invisible characters from both ends only', () => {
    expect(trimVisible('\u200b Good fit \u00a0')).toBe('Good fit');
    expect(trimVisible('a \u200b b')).toBe('a \u200b b');
  });
});
