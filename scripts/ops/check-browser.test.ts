import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm test`'s first step: without Chromium, one line saying how to get it, and a failure. */
describe('the browser check', () => {
  const check = (path: string) =>
    spawnSync(process.execPath, ['scripts/ops/check-browser.mjs'], {
      env: { ...process.env, CHROMIUM_PATH: path },
      encoding: 'utf8',
    });

  it('stops with one line naming the apt-get command and CHROMIUM_PATH when Chromium is missing', () => {
    const run = check('/nonexistent/chromium');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('apt-get install -y chromium');
    expect(lines[0]).toContain('CHROMIUM_PATH');
  });

  it('says nothing when the browser is there', () => {
    const run = check(process.execPath);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
