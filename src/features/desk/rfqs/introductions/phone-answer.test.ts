import { describe, expect, it } from 'vitest';
import { introductionFixture } from '@/testing/introduction-fixture';
import { answerOf, draftErrors, draftOf, startRange, type AnswerDraft } from './phone-answer';

const now = new Date('2026-11-29T23:30:00Z'); // 29 November in the UK
const blank = draftOf(introductionFixture(1, 'Coventry Precision'));
const yes: AnswerDraft = { ...blank, answer: 'interested', lead_time: '2-4-weeks', earliest_start: '2026-12-07' };

describe('an answer taken by phone', () => {
  it('builds the shape record_phone_answer takes, empty optional fields as null', () => {
    expect(draftErrors(yes, now)).toEqual({});
    expect(answerOf({ ...yes, note: '   ' })).toEqual({
      answer: 'interested',
      lead_time: '2-4-weeks',
      earliest_start: '2026-12-07',
      price: null,
      minimum_order: null,
      note: null,
    });
    const priced = {
      ...yes,
      price_amount: ' 1250.5 ',
      price_currency: 'EUR',
      price_basis: 'per_part',
      minimum_order: '50',
    } as const;
    expect(answerOf(priced)).toMatchObject({
      price: { amount: 1250.5, currency: 'EUR', basis: 'per_part' },
      minimum_order: 50,
    });
    expect(answerOf({ ...blank, answer: 'declined', reason: 'no_capacity', words: '  Full until March ' })).toEqual({
      answer: 'declined',
      reason: 'no_capacity',
      words: 'Full until March',
    });
  });

  it('holds the answer to the limits the database holds it to', () => {
    expect(draftErrors(blank, now)).toEqual({ answer: 'Choose interested or declined.' });
    expect(Object.keys(draftErrors({ ...yes, lead_time: '' }, now))).toEqual(['lead_time']);
    // Today in the UK to a year from it.
    expect(startRange(now)).toEqual({ from: '2026-11-29', to: '2027-11-29' });
    expect(draftErrors({ ...yes, earliest_start: '2026-11-28' }, now).earliest_start).toBe(
      'Give a date from 29 November 2026 to 29 November 2027.',
    );
    expect(draftErrors({ ...yes, earliest_start: '2026-11-29' }, now)).toEqual({});
    expect(draftErrors({ ...yes, earliest_start: '2027-11-30' }, now).earliest_start).toBeDefined();
    for (const bad of ['0', '0.001', '1.234', '100000000', 'abc', '-5']) {
      expect(draftErrors({ ...yes, price_amount: bad }, now).price_amount, bad).toBeDefined();
    }
    for (const good of ['0.01', '99999999', '12.30'])
      expect(draftErrors({ ...yes, price_amount: good }, now)).toEqual({});
    for (const bad of ['0', '1.5', '1000001']) {
      expect(draftErrors({ ...yes, minimum_order: bad }, now).minimum_order, bad).toBeDefined();
    }
    expect(draftErrors({ ...yes, note: 'x'.repeat(1001) }, now).note).toBeDefined();
    const no: AnswerDraft = { ...blank, answer: 'declined' };
    expect(draftErrors(no, now)).toEqual({ reason: 'Choose a reason.' });
    expect(draftErrors({ ...no, reason: 'deadline' }, now)).toEqual({});
    // "Another reason" needs words.
    expect(draftErrors({ ...no, reason: 'other', words: ' \u200b ab ' }, now).words).toBeDefined();
    expect(draftErrors({ ...no, reason: 'other', words: 'Too thin a wall' }, now)).toEqual({});
  });

  it('starts from the answer already stated', () => {
    const stated = introductionFixture(1, 'Coventry Precision', {
      answer: 'interested',
      answer_via: 'page',
      lead_time: 'over-8-weeks',
      earliest_start: '2027-01-04',
      price_amount: 99.5,
      price_currency: 'GBP',
      price_basis: 'per_part',
      minimum_order: 200,
      answer_note: 'Anodising subcontracted',
    });
    expect(draftOf(stated)).toMatchObject({
      answer: 'interested',
      lead_time: 'over-8-weeks',
      earliest_start: '2027-01-04',
      price_amount: '99.5',
      price_basis: 'per_part',
      minimum_order: '200',
      note: 'Anodising subcontracted',
    });
  });
});
