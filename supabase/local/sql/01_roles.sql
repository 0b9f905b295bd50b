-- Local only (never read by `supabase db push`): the roles and grants a hosted Supabase project
-- already has, so the migrations run here exactly as they run there.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  -- Hosted service_role bypasses row-level security; so does this one.
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Hosted projects created before 2025 grant everything in public to the API roles by default.
-- Reproducing that worst case here means a migration that forgets an explicit revoke fails the
-- schema lint test locally instead of leaking in production.
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to anon, authenticated, service_role;

-- Supabase installs extensions in their own schema, keeping public to application objects.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
