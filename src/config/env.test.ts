import { describe, expect, it } from 'vitest';
import { deploymentDefaults } from './constants';
import { parseEnv, secretKeyProblem } from './env';
import { deploymentDefine, resolveDeployment } from './overrides';

describe('parseEnv', () => {
  it('accepts an empty environment (local build)', () => {
    expect(parseEnv({})).toEqual({});
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ VITE_SITE_URL: '', VITE_ADMIN_PATH: '' })).toEqual({});
  });

  it('rejects a malformed URL or admin path with the variable name', () => {
    expect(() => parseEnv({ VITE_BOOKING_URL: 'not a url' })).toThrow(/VITE_BOOKING_URL/);
    expect(() => parseEnv({ VITE_ADMIN_PATH: 'admin' })).toThrow(/VITE_ADMIN_PATH/);
  });

  it('refuses the old webhook variables, which would ship their tokens to every browser', () => {
    expect(() => parseEnv({ VITE_PARTNER_WEBHOOK_URL: 'https://hooks.example.com/x/TOKEN' })).toThrow(
      /PARTNER_WEBHOOK_URL as a secret of the deliver-leads Edge Function/,
    );
    expect(() => parseEnv({ VITE_OEM_WEBHOOK_URL: 'https://hooks.example.com/y' })).toThrow(/OEM_WEBHOOK_URL/);
    expect(parseEnv({ VITE_OEM_WEBHOOK_URL: '' })).toEqual({});
  });

  it('requires both Supabase variables together', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/both/);
    expect(parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' })).toMatchObject({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
    });
  });
});

describe('resolveDeployment', () => {
  it('falls back to the defaults, and to the embedded backend without Supabase variables', () => {
    expect(resolveDeployment({})).toMatchObject({ ...deploymentDefaults, supabase: undefined });
  });

  it('applies overrides, dropping a trailing slash from the site URL', () => {
    const deployment = resolveDeployment({
      VITE_SITE_URL: 'https://staging.example.com/',
      VITE_ADMIN_PATH: '/ops/elsewhere',
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'k',
      NOT_VITE: 'ignored',
    });
    expect(deployment).toMatchObject({
      siteUrl: 'https://staging.example.com',
      adminPath: '/ops/elsewhere',
      supabase: { url: 'https://abc.supabase.co', anonKey: 'k' },
    });
  });
});

/** A JWT-shaped key whose payload carries `role` (the signature is irrelevant to the check). */
const jwtWithRole = (role: string) =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify({ iss: 'supabase', role })).replace(/=+$/, ''), 'sig'].join('.');

describe('secret keys', () => {
  it('refuses a secret key or a service-role JWT as VITE_SUPABASE_ANON_KEY, naming the problem', () => {
    const env = (key: string) => ({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: key });
    expect(() => parseEnv(env('sb_secret_abc123'))).toThrow(/secret key/);
    expect(() => parseEnv(env(jwtWithRole('service_role')))).toThrow(/role "service_role"/);
    expect(parseEnv(env(jwtWithRole('anon'))).VITE_SUPABASE_ANON_KEY).toBe(jwtWithRole('anon'));
    expect(secretKeyProblem('sb_publishable_abc123')).toBeUndefined();
  });

  it('fails the build config, which bakes in only the validated deployment values', () => {
    expect(() =>
      deploymentDefine({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'sb_secret_x' }),
    ).toThrow();
    const define = deploymentDefine({ VITE_ADMIN_PATH: '/ops/x', VITE_UNUSED_SECRET: 'do-not-ship' });
    expect(define.__DEPLOYMENT__).not.toContain('do-not-ship');
    expect(JSON.parse(define.__DEPLOYMENT__)).toMatchObject({ adminPath: '/ops/x' });
  });
});
