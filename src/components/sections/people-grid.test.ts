import { describe, expect, it } from 'vitest';
import { initialsOf } from './people-grid';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Sarah Okafor')).toBe('SO');
    expect(initialsOf('  Mary   Anne de Vries ')).toBe('MV');
  });
  it('takes one letter from a single name and none from an empty one', () => {
    expect(initialsOf('tom')).toBe('T');
    expect(initialsOf('')).toBe('');
  });
});
