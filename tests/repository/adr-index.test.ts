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

/** Each decision record says whether it holds and since when, under its title. */
describe('every ADR', () => {
  it('has a Status line and a Date line (YYYY-MM-DD) before its first section', () => {
    const records = readdirSync('docs/decisions').filter((name) => name.endsWith('.md'));
    const lacking = records.filter((name) => {
      const head = readFileSync(`docs/decisions/${name}`, 'utf8').split(/^## /m)[0] ?? '';
      return !/^- Status: \w+/m.test(head) || !/^- Date: \d{4}-\d{2}-\d{2}$/m.test(head);
    });
    expect(lacking).toEqual([]);
  });
});

/** A record states a decision as it stands; its run logs and figures live in docs/benchmarks, its history in git. */
describe('every ADR', () => {
  it('is at most 120 lines', () => {
    const records = readdirSync('docs/decisions').filter((name) => name.endsWith('.md'));
    const long = records
      .map((name) => ({ name, lines: readFileSync(`docs/decisions/${name}`, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 120)
      .map(({ name, lines }) => `${name}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
