-- Intentionally empty: no rows are seeded into a Supabase database.
-- Leads arrive through the site's forms. The admin is a Supabase Auth user whose
-- app_metadata.role is 'admin', set with the service role (see README). The embedded local
-- backend seeds its own admin and viewer accounts (supabase/local/seed/users.ts).
select 1;
