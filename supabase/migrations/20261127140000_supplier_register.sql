-- The supplier register (docs/decisions/0024-supplier-register.md): partner shops become vetted
-- suppliers, with what they can make. Admin-only like every lead table: the second factor, a live
-- session and restrictive policies; visitors can neither read nor write it.
--   * public.suppliers: identity and capabilities, one row per shop. Capability columns allow
--     exactly the vocabulary of src/lib/suppliers/ (a parity test keeps the two equal).
--   * public.supplier_certificates: one row per certificate. A certificate is held only while it
--     is verified and unexpired: public.certificate_is_held() is that one rule, used everywhere.
--   * public.supplier_visits: vetting visits with their checklist of four.
--   * public.supplier_history: every change of the three, with who and when; written by triggers.
--   * `vetted` is refused without a passed visit that ticked all four checks and whose revisit
--     date has not passed; a daily job lapses vetted suppliers whose revisit date has passed.
--   * Rejected and lapsed suppliers are purged 24 months after (the lead retention period);
--     erasure by email removes a supplier with its certificates, visits and history.

-- Who made a change: the admin's address, else the job named in forgebridge.actor, else the API
-- role the request runs as, else the database user.
create function private.register_actor() returns text
language sql stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'email', nullif(current_setting('forgebridge.actor', true), ''),
                  nullif(nullif(current_setting('role', true), ''), 'none'), session_user::text)
$$;

-- Suppliers ----------------------------------------------------------------------------------------
create table public.suppliers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  company_name text not null check (char_length(btrim(company_name)) between 1 and 200),
  contact_name text check (char_length(contact_name) <= 200),
  email text check (char_length(email) <= 320 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  phone text check (char_length(phone) <= 50),
  website text check (char_length(website) <= 300),
  -- ISO 3166-1 alpha-2; the United Kingdom is GB.
  country text not null check (country ~ '^[A-Z]{2}$'),
  town text check (char_length(town) <= 100),
  -- The partner sign-up it came from; the link goes (not the supplier) when the lead is deleted.
  partner_lead_id uuid references public.cnc_partner_leads (id) on delete set null,
  processes text[] not null default '{}'
    constraint suppliers_processes_check
    check (processes <@ array['cnc-milling', 'cnc-turning', 'swiss-type', 'multi-axis', 'grinding', 'edm',
                              'fabrication', 'assembly']::text[]),
  -- The most axes machined at once; stated exactly when the shop does multi-axis work.
  max_axes smallint check (max_axes between 4 and 9),
  materials text[] not null default '{}'
    constraint suppliers_materials_check
    check (materials <@ array['aluminium', 'steel', 'stainless-steel', 'titanium', 'nickel-alloys', 'brass',
                              'copper', 'plastics']::text[]),
  industries text[] not null default '{}'
    constraint suppliers_industries_check
    check (industries <@ array['aerospace', 'defence', 'automotive', 'motorsport', 'medical', 'energy',
                               'oil-and-gas', 'rail', 'electronics', 'general-engineering']::text[]),
  order_sizes text[] not null default '{}'
    constraint suppliers_order_sizes_check
    check (order_sizes <@ array['prototype', 'small', 'medium', 'large']::text[]),
  lead_time text
    constraint suppliers_lead_time_check
    check (lead_time in ('under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks')),
  regions text[] not null default '{}'
    constraint suppliers_regions_check
    check (regions <@ array['uk', 'eu', 'global']::text[]),
  -- The largest part its machines take, X × Y × Z in mm: all three or none.
  envelope_x_mm integer check (envelope_x_mm between 1 and 100000),
  envelope_y_mm integer check (envelope_y_mm between 1 and 100000),
  envelope_z_mm integer check (envelope_z_mm between 1 and 100000),
  capacity text
    constraint suppliers_capacity_check
    check (capacity in ('looking-for-work', 'neutral', 'at-capacity')),
  -- Stamped by the database whenever capacity is set.
  capacity_set_at date,
  status text not null default 'prospect'
    constraint suppliers_status_check
    check (status in ('prospect', 'vetting', 'vetted', 'paused', 'lapsed', 'rejected')),
  status_changed_at timestamptz not null default now(),
  notes text check (char_length(notes) <= 5000),
  updated_at timestamptz,
  updated_by text check (char_length(updated_by) <= 320),
  constraint suppliers_axes_with_multi_axis check ((max_axes is not null) = ('multi-axis' = any(processes))),
  constraint suppliers_envelope_whole
    check (num_nulls(envelope_x_mm, envelope_y_mm, envelope_z_mm) in (0, 3)),
  constraint suppliers_capacity_dated check ((capacity is null) = (capacity_set_at is null))
);

-- One supplier per partner sign-up, so "Start vetting" twice opens the same one.
create unique index suppliers_partner_lead_idx on public.suppliers (partner_lead_id) where partner_lead_id is not null;
create index suppliers_status_name_idx on public.suppliers (status, company_name, id);
create index suppliers_country_idx on public.suppliers (country);
create index suppliers_processes_idx on public.suppliers using gin (processes);
create index suppliers_materials_idx on public.suppliers using gin (materials);
create index suppliers_industries_idx on public.suppliers using gin (industries);
create index suppliers_regions_idx on public.suppliers using gin (regions);
create index suppliers_lower_email_idx on public.suppliers (lower(btrim(email)));

-- Certificates ---------------------------------------------------------------------------------------
create table public.supplier_certificates (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references public.suppliers (id) on delete cascade,
  created_at timestamptz not null default now(),
  standard text not null
    constraint supplier_certificates_standard_check
    check (standard in ('iso9001', 'as9100', 'iatf16949', 'iso13485', 'iso14001', 'norsok', 'nadcap')),
  certificate_number text check (char_length(certificate_number) <= 100),
  issuing_body text check (char_length(issuing_body) <= 200),
  -- Unknown for a standard proposed from a partner's own words, until the certificate is seen.
  expires_on date,
  -- Set to any time to verify: the database stamps the moment and the admin (and keeps them).
  verified_at timestamptz,
  verified_by text check (char_length(verified_by) <= 320),
  updated_at timestamptz,
  updated_by text check (char_length(updated_by) <= 320),
  constraint supplier_certificates_verified_whole check ((verified_at is null) = (verified_by is null)),
  -- A certificate is verified by reading it, expiry date included.
  constraint supplier_certificates_verified_expiry check (verified_at is null or expires_on is not null)
);

create index supplier_certificates_supplier_idx on public.supplier_certificates (supplier_id, standard, expires_on desc);
create index supplier_certificates_standard_idx on public.supplier_certificates (standard, expires_on);

-- The one rule of a held certificate: verified, and not expired today (UTC, the database's day).
create function public.certificate_is_held(verified_at timestamptz, expires_on date) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(verified_at is not null and expires_on >= current_date, false)
$$;

-- Visits -----------------------------------------------------------------------------------------------
create table public.supplier_visits (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references public.suppliers (id) on delete cascade,
  created_at timestamptz not null default now(),
  visited_on date not null,
  visited_by text not null check (char_length(btrim(visited_by)) between 1 and 200),
  certifications_checked boolean not null default false,
  sample_parts_approved boolean not null default false,
  qa_procedures_reviewed boolean not null default false,
  capacity_confirmed boolean not null default false,
  outcome text not null
    constraint supplier_visits_outcome_check check (outcome in ('passed', 'failed')),
  notes text check (char_length(notes) <= 5000),
  next_revisit_due date,
  updated_at timestamptz,
  updated_by text check (char_length(updated_by) <= 320),
  -- A passed visit says when to come back; that date is when the supplier lapses.
  constraint supplier_visits_revisit_when_passed check (outcome <> 'passed' or next_revisit_due is not null),
  constraint supplier_visits_revisit_after_visit check (next_revisit_due > visited_on)
);

create index supplier_visits_supplier_idx on public.supplier_visits (supplier_id, visited_on desc, created_at desc);

-- The visit that vets: passed, with all four checks ticked.
create function public.visit_is_complete(v public.supplier_visits) returns boolean
language sql stable
set search_path = ''
as $$
  select v.outcome = 'passed' and v.certifications_checked and v.sample_parts_approved
     and v.qa_procedures_reviewed and v.capacity_confirmed
$$;

-- When a supplier is next due a visit: the revisit date of its latest passed visit.
create function public.supplier_revisit_due(supplier uuid) returns date
language sql stable
set search_path = ''
as $$
  select v.next_revisit_due from public.supplier_visits v
   where v.supplier_id = supplier and v.outcome = 'passed'
   order by v.visited_on desc, v.created_at desc
   limit 1
$$;

-- History --------------------------------------------------------------------------------------------
create table public.supplier_history (
  id bigint generated always as identity primary key,
  supplier_id uuid not null,
  subject text not null check (subject in ('supplier', 'certificate', 'visit')),
  subject_id uuid not null,
  action text not null check (action in ('created', 'changed')),
  -- The supplier's status after a change of the supplier row.
  status text,
  -- Names of the columns that changed (never their values: history outlives no erasure).
  changed_fields text[] not null default '{}',
  changed_by text,
  changed_at timestamptz not null default now()
);

create index supplier_history_supplier_idx on public.supplier_history (supplier_id, changed_at desc, id desc);

-- Triggers -------------------------------------------------------------------------------------------
-- Stamps who and when on every row of the register, and the dates the database owns. Security
-- definer so that private.register_actor() stays closed to API roles; it reads no table.
create function private.stamp_register_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := private.register_actor();
  if tg_table_name = 'suppliers' then
    if tg_op = 'INSERT' then
      new.created_at := now();
      new.status_changed_at := now();
    elsif new.status is distinct from old.status then
      new.status_changed_at := now();
    else
      new.status_changed_at := old.status_changed_at;
    end if;
    if new.capacity is null then
      new.capacity_set_at := null;
    elsif tg_op = 'INSERT' or new.capacity is distinct from old.capacity or new.capacity_set_at is distinct from old.capacity_set_at then
      -- Setting capacity again (even to the same value) dates it today.
      new.capacity_set_at := current_date;
    end if;
  elsif tg_table_name = 'supplier_certificates' then
    if new.verified_at is null then
      new.verified_by := null;
    elsif tg_op = 'INSERT' or old.verified_at is null then
      new.verified_at := now();
      new.verified_by := private.register_actor();
    else
      new.verified_at := old.verified_at;
      new.verified_by := old.verified_by;
    end if;
  end if;
  return new;
end;
$$;

-- The status rule: `vetted` only after a complete passed visit whose revisit date has not passed.
-- Runs as the caller, whose policies let it read the supplier's visits.
create function private.check_supplier_status() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'vetted' and (tg_op = 'INSERT' or old.status is distinct from 'vetted') and not exists (
    select from public.supplier_visits v
     where v.supplier_id = new.id and public.visit_is_complete(v) and v.next_revisit_due >= current_date
  ) then
    raise sqlstate '23514' using
      message = 'A supplier is vetted only after a passed visit that checked certifications, sample parts, QA procedures and capacity',
      hint = 'Record a passed visit with all four checks ticked and a revisit date still to come';
  end if;
  return new;
end;
$$;

-- Security definer: nobody but this trigger writes the history.
create function private.record_register_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  fields text[] := '{}';
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(n.key order by n.key), '{}') into fields
      from jsonb_each(to_jsonb(new)) n
     where n.key not in ('updated_at', 'updated_by', 'status_changed_at')
       and (to_jsonb(old) -> n.key) is distinct from n.value;
    if cardinality(fields) = 0 then
      return null;
    end if;
  end if;
  insert into public.supplier_history (supplier_id, subject, subject_id, action, status, changed_fields, changed_by)
  values (
    case when tg_table_name = 'suppliers' then new.id else (to_jsonb(new) ->> 'supplier_id')::uuid end,
    case tg_table_name when 'suppliers' then 'supplier' when 'supplier_certificates' then 'certificate' else 'visit' end,
    new.id,
    case tg_op when 'INSERT' then 'created' else 'changed' end,
    case when tg_table_name = 'suppliers' then to_jsonb(new) ->> 'status' end,
    fields,
    new.updated_by
  );
  return null;
end;
$$;

create trigger stamp_register_change before insert or update on public.suppliers
  for each row execute function private.stamp_register_change();
create trigger check_supplier_status before insert or update on public.suppliers
  for each row execute function private.check_supplier_status();
create trigger record_register_change after insert or update on public.suppliers
  for each row execute function private.record_register_change();
create trigger stamp_register_change before insert or update on public.supplier_certificates
  for each row execute function private.stamp_register_change();
create trigger record_register_change after insert or update on public.supplier_certificates
  for each row execute function private.record_register_change();
create trigger stamp_register_change before insert or update on public.supplier_visits
  for each row execute function private.stamp_register_change();
create trigger record_register_change after insert or update on public.supplier_visits
  for each row execute function private.record_register_change();

revoke all on function private.register_actor(), private.stamp_register_change(), private.check_supplier_status(),
  private.record_register_change() from public, anon, authenticated;

-- Access ----------------------------------------------------------------------------------------------
-- Admins at aal2 read, add and change the register; nobody deletes through the API (the jobs and
-- the erasure do, as the functions' owner). Updates are column by column: the database owns ids,
-- times, stamps, verification and the link to the lead.
do $$
declare
  t text;
begin
  foreach t in array array['suppliers', 'supplier_certificates', 'supplier_visits', 'supplier_history'] loop
    execute format($sql$
      alter table public.%1$I enable row level security;
      alter table public.%1$I force row level security;
      revoke all on table public.%1$I from public, anon, authenticated, service_role;
      grant select on table public.%1$I to authenticated;
      grant select, insert, update, delete on table public.%1$I to service_role;
      create policy "Admins read the register" on public.%1$I
        for select to authenticated
        using ((select private.is_admin()));
      create policy "Admin reads need the second factor" on public.%1$I
        as restrictive for select to authenticated
        using ((select private.is_admin()));
    $sql$, t);
  end loop;
  foreach t in array array['suppliers', 'supplier_certificates', 'supplier_visits'] loop
    execute format($sql$
      grant insert on table public.%1$I to authenticated;
      create policy "Admins add to the register" on public.%1$I
        for insert to authenticated
        with check ((select private.is_admin()));
      create policy "Admin inserts need the second factor" on public.%1$I
        as restrictive for insert to authenticated
        with check ((select private.is_admin()));
      create policy "Admins change the register" on public.%1$I
        for update to authenticated
        using ((select private.is_admin()))
        with check ((select private.is_admin()));
      create policy "Admin updates need the second factor" on public.%1$I
        as restrictive for update to authenticated
        using ((select private.is_admin()))
        with check ((select private.is_admin()));
    $sql$, t);
  end loop;
end
$$;

-- Only the triggers write the history, for every caller, the service role included.
revoke insert, update, delete on table public.supplier_history from service_role;

grant update (company_name, contact_name, email, phone, website, country, town, processes, max_axes, materials,
              industries, order_sizes, lead_time, regions, envelope_x_mm, envelope_y_mm, envelope_z_mm, capacity,
              capacity_set_at, status, notes)
  on table public.suppliers to authenticated;
grant update (certificate_number, issuing_body, expires_on, verified_at) on table public.supplier_certificates
  to authenticated;
grant update (notes) on table public.supplier_visits to authenticated;

-- The functions below run as their owner, which forced row-level security holds to these policies;
-- each sets forgebridge.register_job for its own transaction. No API role can become postgres.
create policy "Register jobs read as the functions' owner" on public.suppliers
  for select to postgres
  using (current_setting('forgebridge.register_job', true) = 'on');
create policy "The lapse job lapses as the functions' owner" on public.suppliers
  for update to postgres
  using (current_setting('forgebridge.register_job', true) = 'on' and status = 'vetted')
  with check (status = 'lapsed');
create policy "Retention and erasure delete as the functions' owner" on public.suppliers
  for delete to postgres
  using (current_setting('forgebridge.register_job', true) = 'on');
create policy "Register jobs read as the functions' owner" on public.supplier_visits
  for select to postgres
  using (current_setting('forgebridge.register_job', true) = 'on');
create policy "Register triggers record changes as they happen" on public.supplier_history
  for insert to postgres
  with check (changed_at = now());
create policy "History goes with its supplier" on public.supplier_history
  for delete to postgres
  using (current_setting('forgebridge.register_job', true) = 'on');

-- Functions -------------------------------------------------------------------------------------------
revoke all on function public.certificate_is_held(timestamptz, date), public.visit_is_complete(public.supplier_visits),
  public.supplier_revisit_due(uuid) from public, anon, service_role;
grant execute on function public.certificate_is_held(timestamptz, date), public.visit_is_complete(public.supplier_visits),
  public.supplier_revisit_due(uuid) to authenticated, service_role;

-- The register as the desk lists it: each supplier with the standards it holds (by the one rule),
-- when its revisit is due, and whether a visit would allow `vetted`. Runs as the caller.
create view public.supplier_register with (security_invoker = true) as
select s.*,
       coalesce((select array_agg(distinct c.standard order by c.standard) from public.supplier_certificates c
                  where c.supplier_id = s.id and public.certificate_is_held(c.verified_at, c.expires_on)), '{}')
         as held_certifications,
       public.supplier_revisit_due(s.id) as revisit_due,
       exists (select from public.supplier_visits v
                where v.supplier_id = s.id and public.visit_is_complete(v) and v.next_revisit_due >= current_date)
         as has_complete_visit
  from public.suppliers s;

revoke all on table public.supplier_register from public, anon, authenticated, service_role;
grant select on table public.supplier_register to authenticated, service_role;

-- Each certificate with whether it is held today.
create view public.supplier_certificate_states with (security_invoker = true) as
select c.*, public.certificate_is_held(c.verified_at, c.expires_on) as held
  from public.supplier_certificates c;

revoke all on table public.supplier_certificate_states from public, anon, authenticated, service_role;
grant select on table public.supplier_certificate_states to authenticated, service_role;

-- The desk's filters. Empty arguments do not narrow; q matches company, contact, email and town.
-- Runs as the caller, and refuses anyone but an admin at aal2 outright.
create function public.supplier_matches_filters(
  s public.supplier_register, q text, status text, process text, certification text, country text, capacity text
) returns boolean
language sql stable
set search_path = ''
as $$
  select (coalesce(q, '') = ''
          or strpos(lower(concat_ws(' ', s.company_name, s.contact_name, s.email, s.town)), lower(btrim(q))) > 0)
     and (coalesce(status, '') = '' or s.status = status)
     and (coalesce(process, '') = '' or s.processes @> array[process])
     and (coalesce(certification, '') = '' or s.held_certifications @> array[certification])
     and (coalesce(country, '') = '' or s.country = country)
     and (coalesce(capacity, '') = '' or s.capacity = capacity)
$$;

create function public.find_suppliers(
  q text default null, status text default null, process text default null, certification text default null,
  country text default null, capacity text default null, page_from integer default 0, page_size integer default 50
) returns setof public.supplier_register
language plpgsql stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may read the supplier register';
  end if;
  return query
    select s.* from public.supplier_register s
     where public.supplier_matches_filters(s, find_suppliers.q, find_suppliers.status, find_suppliers.process,
                                   find_suppliers.certification, find_suppliers.country, find_suppliers.capacity)
     order by s.company_name, s.id
     offset greatest(page_from, 0) limit least(greatest(page_size, 1), 1000);
end;
$$;

create function public.count_suppliers(
  q text default null, status text default null, process text default null, certification text default null,
  country text default null, capacity text default null
) returns bigint
language plpgsql stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may read the supplier register';
  end if;
  return (select count(*) from public.supplier_register s
           where public.supplier_matches_filters(s, count_suppliers.q, count_suppliers.status, count_suppliers.process,
                                         count_suppliers.certification, count_suppliers.country,
                                         count_suppliers.capacity));
end;
$$;

revoke all on function public.supplier_matches_filters(public.supplier_register, text, text, text, text, text, text)
  from public, anon, service_role;
grant execute on function public.supplier_matches_filters(public.supplier_register, text, text, text, text, text, text)
  to authenticated;
revoke all on function public.find_suppliers(text, text, text, text, text, text, integer, integer),
  public.count_suppliers(text, text, text, text, text, text) from public, anon, service_role;
grant execute on function public.find_suppliers(text, text, text, text, text, text, integer, integer),
  public.count_suppliers(text, text, text, text, text, text) to authenticated;

-- Lapses every vetted supplier whose revisit date has passed; returns how many.
create function public.lapse_overdue_suppliers() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  lapsed integer;
begin
  perform set_config('forgebridge.register_job', 'on', true);
  perform set_config('forgebridge.actor', 'lapse job', true);
  update public.suppliers s set status = 'lapsed'
   where s.status = 'vetted' and public.supplier_revisit_due(s.id) < current_date;
  get diagnostics lapsed = row_count;
  perform set_config('forgebridge.register_job', '', true);
  perform set_config('forgebridge.actor', '', true);
  return lapsed;
end;
$$;

-- Deletes rejected and lapsed suppliers 24 months (the lead retention period) after their status
-- changed, with their certificates, visits and history; returns how many suppliers went.
create function public.purge_expired_suppliers() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
begin
  perform set_config('forgebridge.register_job', 'on', true);
  with gone as (
    delete from public.suppliers s
     where s.status in ('rejected', 'lapsed')
       and s.status_changed_at < now() - (select keep_for from private.lead_retention)
    returning s.id
  )
  select array_agg(id) into ids from gone;
  delete from public.supplier_history h where h.supplier_id = any(ids);
  perform set_config('forgebridge.register_job', '', true);
  return coalesce(array_length(ids, 1), 0);
end;
$$;

revoke all on function public.lapse_overdue_suppliers(), public.purge_expired_suppliers()
  from public, anon, authenticated;
grant execute on function public.lapse_overdue_suppliers(), public.purge_expired_suppliers() to service_role;

-- Erasure ----------------------------------------------------------------------------------------------
-- public.erase_leads_by_email logs every erasure with the address's hash; as that entry is written,
-- the suppliers with that address go too (with their certificates, visits and history), and the
-- entry counts them. A trigger, so the erasure function stays as it is.
alter table public.erasure_log
  add column suppliers_erased integer not null default 0 check (suppliers_erased >= 0);

create function private.erase_suppliers_with_log() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
begin
  perform set_config('forgebridge.register_job', 'on', true);
  with gone as (
    delete from public.suppliers s
     where s.email is not null and private.sha256_hex(lower(btrim(s.email))) = new.email_sha256
    returning s.id
  )
  select array_agg(id) into ids from gone;
  delete from public.supplier_history h where h.supplier_id = any(ids);
  perform set_config('forgebridge.register_job', '', true);
  new.suppliers_erased := coalesce(array_length(ids, 1), 0);
  return new;
end;
$$;

revoke all on function private.erase_suppliers_with_log() from public, anon, authenticated;

create trigger erase_suppliers before insert on public.erasure_log
  for each row execute function private.erase_suppliers_with_log();

-- Schedules ---------------------------------------------------------------------------------------------
-- Hosted Supabase has pg_cron; the embedded Postgres does not, and runs both jobs itself
-- (supabase/local/register-jobs.ts).
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    -- cron.schedule with a job name replaces a job of the same name, so re-running is harmless.
    perform cron.schedule('lapse-overdue-suppliers', '7 0 * * *', 'select public.lapse_overdue_suppliers()');
    perform cron.schedule('purge-expired-suppliers', '27 3 * * *', 'select public.purge_expired_suppliers()');
  end if;
end;
$$;
