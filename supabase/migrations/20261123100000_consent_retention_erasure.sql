-- Consent, retention and erasure (UK GDPR; docs/decisions/0011-consent-retention-erasure.md,
-- runbook in docs/privacy.md).
--   * Every lead row records what its visitor agreed to, when, and the version of the wording.
--   * Leads and their files are deleted after a retention period set in one place (24 months).
--   * An admin can erase every lead for one email address; each erasure is logged with a hash of
--     the address, never the address itself.

-- Consent ------------------------------------------------------------------------------------------
-- consent_version: the date of the privacy notice and consent wording the visitor was shown; the
--   client says which (no default), so a row can never claim a wording it did not show.
-- consent_at: consent is given by submitting, so it is the row's own time, generated from
--   created_at (which anon inserts must set to now()); nobody can write another.
-- privacy_agreed: ticked "I agree to the privacy policy"; only the ICP form has that box, and it
--   is required there. The other forms show the notice beside the button, so it stays false.
-- marketing_opt_in: ticked the optional "Email me occasional resources"; only the ICP form asks,
--   so no other table may claim it.
-- Rows stored before consent was recorded were shown the notice of 2026-11-22, and the ICP form's
-- privacy box was required then too (it read "I agree to the privacy policy and to Forgebridge
-- emailing me resources"; being a condition of the download, it is no record of a free choice
-- about marketing, so those rows keep marketing_opt_in false). Each column is added with that
-- value as its default, which fills the existing rows without an update (an update would stamp
-- every lead as changed by the lead desk's triggers), and the default then goes where the client
-- must say what it showed.
do $$
declare
  lead_table text;
begin
  foreach lead_table in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                                      'consultation_requests'] loop
    execute format($sql$
      alter table public.%1$I
        add column consent_version text not null default '2026-11-22'
          constraint %1$s_consent_version_check check (consent_version ~ '^\d{4}-\d{2}-\d{2}$'),
        add column consent_at timestamptz not null generated always as (created_at) stored,
        add column privacy_agreed boolean not null default %2$s,
        add column marketing_opt_in boolean not null default false;
      alter table public.%1$I
        alter column consent_version drop default,
        alter column privacy_agreed set default false;
    $sql$, lead_table, case when lead_table = 'icp_template_leads' then 'true' else 'false' end);
    if lead_table = 'icp_template_leads' then
      execute format('alter table public.%1$I add constraint %1$s_privacy_agreed_check check (privacy_agreed)',
                     lead_table);
    else
      execute format('alter table public.%1$I add constraint %1$s_marketing_opt_in_check check (not marketing_opt_in)',
                     lead_table);
    end if;
  end loop;
end;
$$;

-- Retention ------------------------------------------------------------------------------------------
-- The one place the period is set. The privacy notice states it (src/content/legal/consent.ts);
-- a database test keeps the two equal.
create table private.lead_retention (
  only_row boolean primary key default true check (only_row),
  keep_for interval not null default interval '24 months' check (keep_for >= interval '1 month')
);
insert into private.lead_retention default values;
revoke all on table private.lead_retention from public, anon, authenticated;

-- Deletes every lead older than the period, with its history, and returns how many leads went.
-- Their files cannot be deleted from SQL on Supabase (Storage's protect_delete trigger): once the
-- row is gone, public.orphan_lead_attachments names them and the sweepers remove them through
-- the Storage API (hourly in the embedded backend, `npm run storage:sweep` on a hosted project).
create function public.purge_expired_leads() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - (select keep_for from private.lead_retention);
  tbl text;
  ids uuid[];
  total integer := 0;
begin
  foreach tbl in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                                      'consultation_requests'] loop
    execute format('with gone as (delete from public.%I where created_at < $1 returning id) select array_agg(id) from gone',
                   tbl)
      into ids using cutoff;
    -- A separate statement: the history policy must see the leads already gone.
    delete from public.lead_status_history h where h.lead_table = tbl and h.lead_id = any(ids);
    total := total + coalesce(array_length(ids, 1), 0);
  end loop;
  return total;
end;
$$;

revoke all on function public.purge_expired_leads() from public, anon, authenticated;
grant execute on function public.purge_expired_leads() to service_role;

-- The functions below run as their owner (postgres), which forced row-level security holds to
-- the policies too. These let the owner delete only what retention or the erasure in progress
-- may delete; no API role can become postgres. The erasure names its address in a setting local
-- to its transaction.
do $$
declare
  lead_table text;
  email_column text;
begin
  for lead_table, email_column in
    select * from (values ('cnc_partner_leads', 'email'), ('oem_leads', 'email'),
                          ('icp_template_leads', 'business_email'), ('contact_messages', 'email'),
                          ('consultation_requests', 'email')) as t(lead_table, email_column)
  loop
    execute format($sql$
      create policy "Retention and erasure delete as the functions' owner" on public.%1$I
        for delete to postgres
        using (created_at < now() - (select keep_for from private.lead_retention)
               or lower(btrim(%2$I)) = current_setting('forgebridge.erasing_email', true));
    $sql$, lead_table, email_column);
  end loop;
end;
$$;

create policy "History goes with its lead" on public.lead_status_history
  for delete to postgres
  using (case lead_table
           when 'cnc_partner_leads' then not exists (select from public.cnc_partner_leads l where l.id = lead_id)
           when 'oem_leads' then not exists (select from public.oem_leads l where l.id = lead_id)
           when 'icp_template_leads' then not exists (select from public.icp_template_leads l where l.id = lead_id)
           when 'contact_messages' then not exists (select from public.contact_messages l where l.id = lead_id)
           when 'consultation_requests' then not exists (select from public.consultation_requests l where l.id = lead_id)
           else false
         end);

-- Hosted Supabase has pg_cron; the embedded Postgres does not, and runs the purge itself.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    -- cron.schedule with a job name replaces a job of the same name, so re-running is harmless.
    perform cron.schedule('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()');
  end if;
end;
$$;

-- Erasure ------------------------------------------------------------------------------------------
create table public.erasure_log (
  id bigint generated always as identity primary key,
  erased_at timestamptz not null default now(),
  erased_by uuid not null,
  -- Hex SHA-256 of the lower-cased, trimmed address (as private.submission_log hashes it): enough
  -- to show a given address was erased, never the address itself.
  email_sha256 text not null check (email_sha256 ~ '^[0-9a-f]{64}$'),
  leads_erased integer not null check (leads_erased >= 0),
  attachments_erased integer not null check (attachments_erased >= 0)
);

alter table public.erasure_log enable row level security;
alter table public.erasure_log force row level security;
revoke all on table public.erasure_log from public, anon, authenticated, service_role;
grant select on table public.erasure_log to authenticated;
grant select on table public.erasure_log to service_role;

create policy "Admins read the erasure log" on public.erasure_log
  for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
-- Only the erasure function writes the log, as its owner.
create policy "The erasure function logs as it erases" on public.erasure_log
  for insert to postgres
  with check (erased_at = now());

-- Admins delete the files of an erased lead through the Storage API, which checks this policy.
create policy "Admins delete lead attachments" on storage.objects
  for delete to authenticated
  using (bucket_id = 'lead-attachments' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

-- The caller must be a signed-in admin; checked here, in the database, whatever the client sends.
create function private.require_admin() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin' then
    raise sqlstate '42501' using message = 'Only an admin may search or erase leads by email';
  end if;
end;
$$;

-- The address as the lead tables hold it: stored addresses cannot contain whitespace (the `\s` of
-- their checks), so any the admin pasted around it (a tab, a line break) goes, not only spaces;
-- lower case, as private.submission_log hashes it.
create function private.normalised_email(email text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  address text := lower(regexp_replace(email, '^\s+|\s+$', '', 'g'));
begin
  if address is null or address = '' then
    raise sqlstate '22023' using message = 'An email address is required';
  end if;
  return address;
end;
$$;

-- Every lead stored for one address, in every table, with the names of its files.
create function public.find_leads_by_email(email text)
returns table (lead_table text, lead_id uuid, created_at timestamptz, attachment_paths text[])
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  address text;
begin
  perform private.require_admin();
  address := private.normalised_email(email);
  return query
  with leads as (
    select 'icp_template_leads'::text as t, l.id, l.created_at from public.icp_template_leads l
      where lower(btrim(l.business_email)) = address
    union all
    select 'oem_leads', l.id, l.created_at from public.oem_leads l where lower(btrim(l.email)) = address
    union all
    select 'cnc_partner_leads', l.id, l.created_at from public.cnc_partner_leads l
      where lower(btrim(l.email)) = address
    union all
    select 'contact_messages', l.id, l.created_at from public.contact_messages l
      where lower(btrim(l.email)) = address
    union all
    select 'consultation_requests', l.id, l.created_at from public.consultation_requests l
      where lower(btrim(l.email)) = address
  )
  select leads.t, leads.id, leads.created_at,
         coalesce((select array_agg(o.name order by o.name) from storage.objects o
                    where o.bucket_id = 'lead-attachments'
                      and o.name like leads.t || '/' || leads.id::text || '/%'), '{}')
  from leads
  order by leads.created_at desc, leads.id;
end;
$$;

-- Deletes every lead for one address, with its history and abuse-limit hashes, logs the erasure
-- and returns the files' names for the admin's client to remove through the Storage API.
create function public.erase_leads_by_email(email text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  found record;
  paths text[] := '{}';
  leads integer := 0;
begin
  perform private.require_admin();
  address := private.normalised_email(email);
  perform set_config('forgebridge.erasing_email', address, true);
  for found in select * from public.find_leads_by_email(email) loop
    execute format('delete from public.%I where id = $1', found.lead_table) using found.lead_id;
    delete from public.lead_status_history h where h.lead_table = found.lead_table and h.lead_id = found.lead_id;
    paths := paths || found.attachment_paths;
    leads := leads + 1;
  end loop;
  perform set_config('forgebridge.erasing_email', '', true);
  delete from private.submission_log where email_hash = private.sha256_hex(address);
  insert into public.erasure_log (erased_by, email_sha256, leads_erased, attachments_erased)
  values ((select auth.uid()), private.sha256_hex(address), leads, coalesce(array_length(paths, 1), 0));
  return jsonb_build_object('leads', leads, 'attachment_paths', to_jsonb(paths));
end;
$$;

revoke all on function private.require_admin(), private.normalised_email(text) from public, anon, authenticated;
revoke all on function public.find_leads_by_email(text), public.erase_leads_by_email(text)
  from public, anon, authenticated, service_role;
grant execute on function public.find_leads_by_email(text), public.erase_leads_by_email(text) to authenticated;
