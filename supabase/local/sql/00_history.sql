-- Local only, run at every start (idempotent): what has been applied to this data directory.
-- schema_migrations mirrors the table the Supabase CLI keeps; local_sql tracks the files of this
-- folder, each applied once per data directory (edit one, then `npm run db:reset`).
create schema if not exists supabase_migrations;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  statements text[] not null default '{}',
  applied_at timestamptz not null default now()
);

create table if not exists supabase_migrations.local_sql (
  name text primary key,
  applied_at timestamptz not null default now()
);

revoke all on schema supabase_migrations from public;
