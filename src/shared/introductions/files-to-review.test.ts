import { describe, expect, it } from 'vitest';
import { needsReview } from './files-to-review';

describe('which files need the team’s look before a brief carries them', () => {
  it('passes STEP, IGES and STL in any case, and nothing else', () => {
    for (const path of ['a/01-part.step', 'a/part.STP', 'a/p.iges', 'a/p.IGS', 'a/p.stl']) {
      expect(needsReview(path), path).toBe(false);
    }
    for (const path of ['a/drawing.pdf', 'a/photo.jpg', 'a/p.png', 'a/p.step.pdf', 'a/noextension', '', null]) {
      expect(needsReview(path), String(path)).toBe(true);
    }
  });
});
