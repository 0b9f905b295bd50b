import { describe, expect, it } from 'vitest';
import { deskErrorMessage, isDatabaseRefusal } from './desk-error';

describe('what a failed change on the desk says', () => {
  it('says a known constraint in words, never its name', () => {
    const said = deskErrorMessage({
      message: 'new row for relation "introductions" violates check constraint "introductions_hand_reason_visible"',
    });
    expect(said).toBe('A pick by hand needs a reason of at least 3 characters that are not spaces.');
  });

  it('says an unknown constraint in general words', () => {
    const said = deskErrorMessage(new Error('new row violates check constraint "some_new_check"'));
    expect(said).not.toContain('some_new_check');
    expect(said).toBe('A value was not accepted. Check the fields and try again.');
  });

  it('passes on the database’s own words, and says something when there are none', () => {
    expect(deskErrorMessage(new Error("Give the certificate's expiry date to verify it"))).toBe(
      "Give the certificate's expiry date to verify it",
    );
    expect(deskErrorMessage({})).toBe('A value was not accepted. Check the fields and try again.');
    expect(deskErrorMessage(null)).toBe('A value was not accepted. Check the fields and try again.');
  });
});

describe('a refusal by the database', () => {
  it('is told from a network failure by its SQLSTATE', () => {
    expect(isDatabaseRefusal({ code: '23514', message: 'x' })).toBe(true);
    expect(isDatabaseRefusal(new Error('Failed to fetch'))).toBe(false);
    expect(isDatabaseRefusal({ code: '' })).toBe(false);
  });
});
