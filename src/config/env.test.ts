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

  it('trims values first, so a leading space does not hide a secret key', () => {
    const env = (key: string) => ({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: key });
    expect(() => parseEnv(env(' sb_secret_abc123'))).toThrow(/secret key/);
    expect(() => parseEnv(env('\tsb_secret_abc123\n'))).toThrow(/secret key/);
    expect(() => parseEnv(env(` ${jwtWithRole('service_role')} `))).toThrow(/role "service_role"/);
    expect(parseEnv(env(` ${jwtWithRole('anon')} `)).VITE_SUPABASE_ANON_KEY).toBe(jwtWithRole('anon'));
    expect(parseEnv({ VITE_SITE_URL: ' https://www.example.com ' }).VITE_SITE_URL).toBe('https://www.example.com');
  });

  it('refuses a secret key or a JWT of any role but anon in every VITE_* variable', () => {
    expect(() => parseEnv({ VITE_SOMETHING_ELSE: 'sb_secret_abc123' })).toThrow(
      /VITE_SOMETHING_ELSE holds a secret key/,
    );
    expect(() => parseEnv({ VITE_BOOKING_URL: 'https://calendly.com/x?k=SB_SECRET_abc' })).toThrow(/VITE_BOOKING_URL/);
    expect(() => parseEnv({ VITE_EXTRA_KEY: jwtWithRole('service_role') })).toThrow(
      /VITE_EXTRA_KEY is a JWT with the role "service_role"/,
    );
    expect(() => parseEnv({ VITE_EXTRA_KEY: jwtWithRole('authenticated') })).toThrow(/role "authenticated"/);
    const noRole = ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify({ sub: 'x' })).replace(/=+$/, ''), 'sig'].join('.');
    expect(() => parseEnv({ VITE_EXTRA_KEY: noRole })).toThrow(/role "undefined"/);
    // A base64url payload (`-`/`_`) is decoded as such.
    const urlSafe = jwtWithRole('service_role?>?>').replace(/\+/g, '-').replace(/\//g, '_');
    expect(() => parseEnv({ VITE_EXTRA_KEY: urlSafe })).toThrow(/role "service_role\?>\?>"/);
    expect(parseEnv({ VITE_EXTRA_KEY: ' sb_publishable_abc ' })).toEqual({});
    expect(parseEnv({ VITE_EXTRA_KEY: jwtWithRole('anon') })).toEqual({});
  });

  it('fails the build config, which bakes in only the validated deployment values', () => {
    expect(() =>
      deploymentDefine({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'sb_secret_x' }),
    ).toThrow();
    const define = deploymentDefine({ VITE_ADMIN_PATH: '/ops/x', VITE_UNUSED_SECRET: 'do-not-ship' });
    expect(define.__DEPLOYMENT__).not.toContain('do-not-ship');
    expect(() =>
      deploymentDefine({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: ' sb_secret_x' }),
    ).toThrow(/secret key/);
    expect(JSON.parse(define.__DEPLOYMENT__)).toMatchObject({ adminPath: '/ops/x' });
  });
});
