import { describe, expect, it } from 'vitest';
import { briefContent } from '@/content/pages/brief';
import {
  answerIssues,
  blankAnswer,
  fromAnswer,
  latestStart,
  parseAmount,
  toAnswerInput,
  type AnswerFormValues,
} from './answer-schema';
import type { BriefAnswer } from './brief-view';

const copy = briefContent.answer;
const today = new Date(2026, 11, 1, 12);
const interested: AnswerFormValues = {
  ...blankAnswer,
  answer: 'interested',
  leadTime: '2-4-weeks',
  earliestStart: '2026-12-14',
};
const issuesOf = (values: AnswerFormValues) =>
  Object.fromEntries(answerIssues(values, today).map((issue) => [issue.path, issue.message]));

describe('the answer form’s checks', () => {
  it('asks for a choice first, and nothing else until there is one', () => {
    expect(issuesOf(blankAnswer)).toEqual({ answer: copy.choiceRequired });
  });

  it('needs a lead time and an earliest start from today to a year ahead when interested', () => {
    expect(issuesOf({ ...blankAnswer, answer: 'interested' })).toEqual({
      leadTime: copy.leadTimeRequired,
      earliestStart: copy.earliestStartRequired,
    });
    expect(issuesOf(interested)).toEqual({});
    expect(issuesOf({ ...interested, earliestStart: '2026-12-01' })).toEqual({});
    expect(issuesOf({ ...interested, earliestStart: '2026-11-30' })).toEqual({ earliestStart: copy.earliestStartPast });
    expect(latestStart(today)).toBe('2027-12-01');
    expect(issuesOf({ ...interested, earliestStart: '2027-12-01' })).toEqual({});
    expect(issuesOf({ ...interested, earliestStart: '2027-12-02' })).toEqual({ earliestStart: copy.earliestStartFar });
  });

  it('takes an optional price with up to two decimals, within the database’s bounds, and a whole minimum order', () => {
    expect(issuesOf({ ...interested, priceAmount: '1,250.50' })).toEqual({});
    expect(issuesOf({ ...interested, priceAmount: '12.345' })).toEqual({ priceAmount: copy.priceInvalid });
    expect(issuesOf({ ...interested, priceAmount: 'about 100' })).toEqual({ priceAmount: copy.priceInvalid });
    expect(issuesOf({ ...interested, priceAmount: '0' })).toEqual({ priceAmount: copy.priceRange });
    expect(issuesOf({ ...interested, priceAmount: '100000000' })).toEqual({ priceAmount: copy.priceRange });
    expect(issuesOf({ ...interested, minimumOrder: '1.5' })).toEqual({ minimumOrder: copy.minimumOrderInvalid });
    expect(issuesOf({ ...interested, minimumOrder: '0' })).toEqual({ minimumOrder: copy.minimumOrderInvalid });
    expect(issuesOf({ ...interested, minimumOrder: '1,000,000' })).toEqual({});
    expect(issuesOf({ ...interested, note: 'x'.repeat(1001) })).toEqual({ note: copy.tooLong(1000) });
  });

  it('needs a reason to decline, and words for "other" (three visible characters, as the database counts)', () => {
    expect(issuesOf({ ...blankAnswer, answer: 'declined' })).toEqual({ reason: copy.reasonRequired });
    expect(issuesOf({ ...blankAnswer, answer: 'declined', reason: 'no_capacity' })).toEqual({});
    expect(issuesOf({ ...blankAnswer, answer: 'declined', reason: 'other', words: ' a\u200b b ' })).toEqual({
      words: copy.wordsRequired,
    });
    expect(issuesOf({ ...blankAnswer, answer: 'declined', reason: 'other', words: 'Too thin' })).toEqual({});
  });

  it('ignores the other branch’s fields: a declined answer with a bad price left from "interested" goes', () => {
    expect(issuesOf({ ...interested, answer: 'declined', reason: 'deadline', priceAmount: 'x' })).toEqual({});
  });
});

describe('toAnswerInput and fromAnswer', () => {
  it('sends exactly the interested shape answer_brief reads, with nulls for what was left empty', () => {
    expect(toAnswerInput(interested)).toEqual({
      answer: 'interested',
      lead_time: '2-4-weeks',
      earliest_start: '2026-12-14',
      price: null,
      minimum_order: null,
      note: null,
    });
    expect(
      toAnswerInput({
        ...interested,
        priceAmount: '£1,250.5',
        priceCurrency: 'EUR',
        priceBasis: 'total',
        minimumOrder: ' 50 ',
        note: '  Anodising in house. ',
      }),
    ).toEqual({
      answer: 'interested',
      lead_time: '2-4-weeks',
      earliest_start: '2026-12-14',
      price: { amount: 1250.5, currency: 'EUR', basis: 'total' },
      minimum_order: 50,
      note: 'Anodising in house.',
    });
  });

  it('sends the declined shape without the interested fields', () => {
    expect(toAnswerInput({ ...interested, answer: 'declined', reason: 'other', words: ' Only turning ' })).toEqual({
      answer: 'declined',
      reason: 'other',
      words: 'Only turning',
    });
  });

  it('fills the form from the answer given, so changing it starts from what was said', () => {
    const given: BriefAnswer = {
      ...(toAnswerInput({ ...interested, priceAmount: '99.5', minimumOrder: '10' }) as BriefAnswer),
      answered_at: '2026-12-01T10:00:00Z',
      via: 'page',
    };
    const values = fromAnswer(given);
    expect(values).toMatchObject({
      answer: 'interested',
      leadTime: '2-4-weeks',
      priceAmount: '99.5',
      minimumOrder: '10',
    });
    expect(toAnswerInput(values)).toEqual(toAnswerInput({ ...interested, priceAmount: '99.5', minimumOrder: '10' }));
    expect(fromAnswer(null)).toEqual(blankAnswer);
  });

  it('reads amounts as a person writes them', () => {
    expect(parseAmount('1 250')).toBe(1250);
    expect(parseAmount('€12.50')).toBe(12.5);
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });
});
