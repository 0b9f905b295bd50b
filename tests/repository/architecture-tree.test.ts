import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The README's Architecture tree is how a newcomer finds a piece in one guess, so it names every
 * folder of the parts below (itself or through its subfolders), and nothing that is gone.
 */
const PARENTS = [
  'src',
  'src/components',
  'src/features',
  'src/lib',
  'src/shared',
  'supabase',
  'supabase/local',
  'tests',
  'scripts',
];

function architectureTree(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Architecture'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() !== '');
}

const folders = (parent: string) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => `${parent}/${entry.name}`);

describe("the README's Architecture tree", () => {
  const lines = architectureTree();

  it('names every folder of the source, backend, test and script trees', () => {
    const missing = PARENTS.flatMap(folders).filter((folder) => !lines.some((line) => line.startsWith(`${folder}/`)));
    expect(missing).toEqual([]);
  });

  it('names only folders that exist', () => {
    const stale = lines
      .map((line) => line.split(/\s/)[0] ?? '')
      .filter((path) => !(existsSync(path) && statSync(path).isDirectory()));
    expect(stale).toEqual([]);
  });
});
