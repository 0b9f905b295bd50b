import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { controllerPlaceholders } from '../../src/config/constants';

/**
 * The real `vite build` in production mode, for a hosted project, while the privacy notice still
 * names placeholders: it stops as its config loads (before bundling anything), naming each one.
 */
describe('a production build with placeholder controller details', () => {
  it('fails, naming each placeholder and where to set it', () => {
    const run = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-refused'], {
      env: {
        ...process.env,
        VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'sb_publishable_test',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).not.toBe(0);
    expect(output).toContain('Production build refused');
    for (const key of controllerPlaceholders()) expect(output).toContain(`${key} ("[`);
    expect(output).toContain('src/config/constants.ts');
  }, 60_000);
});
