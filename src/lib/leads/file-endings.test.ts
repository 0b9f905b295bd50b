import { describe, expect, it } from 'vitest';
import { acceptAttribute, withSameKindEndings } from './file-endings';

describe('file picker endings', () => {
  it('offers every ending of each kind a form names, so the picker hides none of them', () => {
    expect(acceptAttribute(['pdf', 'step', 'iges', 'jpg'])).toBe('.pdf,.step,.stp,.iges,.igs,.jpg,.jpeg');
    // Whichever ending of a kind is named, the others come with it, once.
    expect(withSameKindEndings(['stp', 'step', 'jpeg'])).toEqual(['step', 'stp', 'jpg', 'jpeg']);
  });
});
