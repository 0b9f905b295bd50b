import { describe, expect, it } from 'vitest';
import { brand, controllerPlaceholders } from './constants';
import { assertLaunchReady, CONTROLLER_SOURCE } from './prelaunch';

const hosted = { VITE_SUPABASE_URL: 'https://abcd.supabase.co' };

describe('the launch check of the Vite config', () => {
  it('the repository still holds placeholders (a launch replaces them)', () => {
    expect(controllerPlaceholders()).toEqual(expect.arrayContaining(['legalName', 'companyNumber', 'icoRegistration']));
  });

  it('refuses a production build, naming each placeholder, its text and where to set it', () => {
    const build = () => assertLaunchReady({ command: 'build', mode: 'production', env: hosted });
    expect(build).toThrow(/^Production build refused: the privacy notice still names placeholder /);
    for (const key of controllerPlaceholders()) {
      const value = brand.controller[key as keyof typeof brand.controller];
      expect(build).toThrow(`${key} ("${value}")`);
    }
    expect(build).toThrow(CONTROLLER_SOURCE);
  });

  it('lets local builds, test builds and the dev server through with the same placeholders', () => {
    expect(() => assertLaunchReady({ command: 'build', mode: 'production', env: {} })).not.toThrow();
    expect(() =>
      assertLaunchReady({ command: 'build', mode: 'production', env: { VITE_SUPABASE_URL: ' ' } }),
    ).not.toThrow();
    expect(() => assertLaunchReady({ command: 'build', mode: 'test', env: hosted })).not.toThrow();
    expect(() => assertLaunchReady({ command: 'serve', mode: 'development', env: hosted })).not.toThrow();
  });

  it('lets a production build through once every detail is real', () => {
    expect(() => assertLaunchReady({ command: 'build', mode: 'production', env: hosted }, [])).not.toThrow();
  });
});
