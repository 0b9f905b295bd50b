-- Nothing new in `public` is reachable through the API unless a migration grants it explicitly
-- (docs/decisions/0003-security-model.md). Older hosted projects grant every new table and function to anon and
-- authenticated by default; these statements stop that for objects this role creates later.
-- Each table migration still revokes and grants explicitly, so it is safe on any project.

alter default privileges for role postgres in schema public
  revoke all on tables from anon, authenticated;

alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated;

alter default privileges for role postgres in schema public
  revoke all on functions from anon, authenticated;

-- Functions are executable by PUBLIC unless revoked globally (a schema-level revoke cannot undo
-- a global default); RPCs must then be granted one by one.
alter default privileges for role postgres
  revoke execute on functions from public;
