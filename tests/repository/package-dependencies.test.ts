import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier the app imports, statically or lazily (tests excluded: they do not ship). */
function importedPackages(): Set<string> {
  const specifiers = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g)) {
      const specifier = match[1] ?? '';
      const parts = specifier.split('/');
      specifiers.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
    }
  }
  return specifiers;
}

describe('package.json dependencies', () => {
  // What ships to visitors is what src/ imports: a runtime dependency nothing imports is dead weight
  // in every install and a supply-chain risk for no benefit.
  it('lists only packages that the app imports', () => {
    const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = importedPackages();
    const unused = Object.keys(dependencies).filter((name) => !imported.has(name));
    expect(unused).toEqual([]);
  });
});
