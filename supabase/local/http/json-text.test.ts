import { describe, expect, it } from 'vitest';
import { JsonTooDeepError, MAX_JSON_DEPTH, parseJsonText } from './json-text.ts';

const nested = (levels: number, open = '{"a":', close = '}') => `${open.repeat(levels)}1${close.repeat(levels)}`;

describe('parseJsonText', () => {
  it('parses JSON up to the deepest nesting allowed, objects and arrays alike', () => {
    expect(parseJsonText('{"name":"Ada","parts":[{"qty":2}]}')).toEqual({ name: 'Ada', parts: [{ qty: 2 }] });
    expect(() => parseJsonText(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => parseJsonText(nested(MAX_JSON_DEPTH, '[', ']'))).not.toThrow();
  });

  it('refuses one level deeper, as a SyntaxError like any malformed JSON', () => {
    for (const text of [nested(MAX_JSON_DEPTH + 1), nested(MAX_JSON_DEPTH + 1, '[', ']'), nested(100_000, '[', ']')]) {
      expect(() => parseJsonText(text)).toThrow(JsonTooDeepError);
      expect(() => parseJsonText(text)).toThrow(SyntaxError);
    }
  });

  it('does not count brackets inside strings, nor quotes escaped in them', () => {
    const text = JSON.stringify({ note: '{'.repeat(500), quoted: 'a "[[[" b \\', tail: '['.repeat(200) });
    expect(parseJsonText(text)).toEqual(JSON.parse(text));
  });

  it('still refuses what JSON.parse refuses', () => {
    expect(() => parseJsonText('{"a":')).toThrow(SyntaxError);
    expect(() => parseJsonText('')).toThrow(SyntaxError);
  });
});
