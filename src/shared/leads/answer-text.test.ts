import { describe, expect, it } from 'vitest';
import { answerText, NOT_GIVEN } from './answer-text';

describe('answerText, the one reader of a stored answer', () => {
  it('shows stored option values with the labels the forms showed', () => {
    expect(answerText('partner', 'hear_about_us', 'search-engine')).toBe('Search engine');
    expect(answerText('oem', 'delivery_regions', 'eu')).toBe('UK and EU');
    expect(answerText('quote', 'job_types', ['milling', 'edm'])).toBe(
      'CNC milling, EDM (electrical discharge machining)',
    );
    // A joined column: its options, then the "other" text as typed.
    expect(answerText('oem', 'quality_standards', 'iso9001, other, NORSOK M-650')).toBe(
      'ISO 9001, Other, NORSOK M-650',
    );
  });

  it('says "Not given" for empty answers and reads booleans and files', () => {
    expect(answerText('oem', 'city', null)).toBe(NOT_GIVEN);
    expect(answerText('quote', 'materials', [])).toBe(NOT_GIVEN);
    expect(answerText('quote', 'international_suppliers', true)).toBe('Yes');
    expect(answerText('quote', 'international_suppliers', false)).toBe('No');
    expect(answerText('quote', 'attachments', [{ name: 'a.step', size: 1_572_864, type: 'model/step' }])).toBe(
      'a.step (1.50 MB, model/step)',
    );
  });

  it('reads a value outside its list, or of an unexpected shape, as it was stored', () => {
    expect(answerText('quote', 'job_types', [['milling']])).toBe('milling');
    expect(answerText('partner', 'hear_about_us', 'a podcast')).toBe('a podcast');
    expect(answerText('quote', 'budget', '$5,000 - $10,000')).toBe('$5,000 - $10,000');
  });
});
