import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The README's ADR index names every decision record, so a new one is found from the README. */
describe('the README ADR index', () => {
  it('links every file in docs/decisions', () => {
    const readme = readFileSync('README.md', 'utf8');
    const records = readdirSync('docs/decisions').filter((name) => name.endsWith('.md'));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !readme.includes(`(docs/decisions/${name})`))).toEqual([]);
  });
});
