-- Local only: the second factor as GoTrue keeps it. Each session records its assurance level
-- and how it was reached (password, then totp); TOTP factors and their challenges sit beside
-- the users, as auth.mfa_factors and auth.mfa_challenges do in a hosted project.

alter table auth.sessions
  add column if not exists aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
  -- [{method, timestamp}], the access token's amr claim.
  add column if not exists amr jsonb not null default '[]',
  -- The factor that raised the session to aal2; removing it lowers the session again.
  add column if not exists factor_id uuid;

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null default 'totp' check (factor_type = 'totp'),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  -- The base32 TOTP secret.
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz
);

create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (user_id, friendly_name) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null
);

revoke all on auth.mfa_factors, auth.mfa_challenges from public, anon, authenticated, service_role;
