-- Storage that cannot be used as free hosting (docs/decisions/0010-lead-attachments-in-storage.md).
-- Before, limits counted only finished uploads: sixty unfinished resumable uploads from one
-- address were all accepted, eight parallel uploads for one OEM lead all stored though it takes
-- one, and files a stored row did not list stayed for the whole retention period.
--   * Every upload, resumable or in one request, is reserved before it starts, by inserting a row
--     into public.upload_reservations, whose trigger counts it at once: files per lead (serialised, so
--     parallel uploads cannot pass together), leads with files per address an hour, and bytes one
--     address may leave unclaimed by a stored lead in a day. Storage refuses an object that has
--     no reservation, or one larger than it reserved.
--   * Objects that their stored lead does not list are orphans, swept like files whose lead
--     never arrived. Reservations are forgotten after a day.

-- A table visitors may insert into and nothing else, as lead tables: a reservation is a row, and
-- its trigger (not a function anon could call, see the schema lint) applies every limit.
create table public.upload_reservations (
  -- The object's path, `<lead table>/<lead id>/<file>`, and the bytes the visitor will send.
  name text primary key,
  bytes bigint not null check (bytes > 0),
  created_at timestamptz not null default now(),
  -- Filled by the trigger below, whatever the client sends.
  lead_table text not null default '',
  lead_id uuid,
  address_hash text not null default ''
);
create index upload_reservations_lead_idx on public.upload_reservations (lead_table, lead_id);
create index upload_reservations_address_idx on public.upload_reservations (address_hash, created_at);
comment on table public.upload_reservations is
  'Each visitor upload, counted when it starts (reserved before any byte is sent). Forgotten after a day.';

alter table public.upload_reservations enable row level security;
alter table public.upload_reservations force row level security;
revoke all on table public.upload_reservations from public, anon, authenticated, service_role;
grant insert (name, bytes) on table public.upload_reservations to anon, authenticated;
grant select, insert, update, delete on table public.upload_reservations to service_role;
create policy "Visitors reserve an upload under a lead folder" on public.upload_reservations
  for insert to anon, authenticated
  with check (
    created_at = now()
    and name ~ '^(oem_leads|consultation_requests)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'
  );
-- The triggers run as their owner, which forced row-level security holds to these policies: they
-- read the past day's reservations, and forget older ones.
create policy "Upload checks read the past day's reservations" on public.upload_reservations
  for select to postgres
  using (created_at > now() - interval '1 day');
create policy "The reservation trigger forgets old reservations" on public.upload_reservations
  for delete to postgres
  using (created_at <= now() - interval '1 day');

-- One row of settings, changed without a migration.
create table private.upload_allowance (
  only_row boolean primary key default true check (only_row),
  -- Bytes one address may have reserved in a day for leads that were never stored: one full
  -- /quote request (20 files of 50 MB) and some to spare, never the whole disk.
  unclaimed_bytes_per_address_per_day bigint not null default 1288490188 check (unclaimed_bytes_per_address_per_day > 0)
);
insert into private.upload_allowance default values;
revoke all on table private.upload_allowance from public, anon, authenticated;

-- The finished-upload log is replaced by the reservations, which count an upload when it starts.
drop trigger log_visitor_upload on storage.objects;
drop function private.log_visitor_upload();
drop table private.upload_log;

-- Whether the lead a file belongs to is stored: a stored lead is final and takes no more files,
-- and its files no longer count as left unclaimed.
create function private.lead_is_stored(lead_table text, lead_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select case lead_table
    when 'oem_leads' then exists (select from public.oem_leads l where l.id = lead_is_stored.lead_id)
    when 'consultation_requests' then exists (select from public.consultation_requests l where l.id = lead_is_stored.lead_id)
    else false
  end
$$;

revoke all on function private.lead_is_stored(text, uuid) from public, anon, authenticated;

create function private.check_upload_reservation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
  v_table text := split_part(new.name, '/', 1);
  v_lead_id uuid;
  v_address_hash text := private.client_address_key();
  v_bucket_limit bigint;
  lim record;
  used bigint;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  if not private.is_lead_attachment_path(new.name) then
    -- The insert policy refuses it; this keeps the cast below safe.
    return new;
  end if;
  v_lead_id := split_part(new.name, '/', 2)::uuid;
  new.lead_table := v_table;
  new.lead_id := v_lead_id;
  new.address_hash := v_address_hash;

  select b.file_size_limit into v_bucket_limit from storage.buckets b where b.id = 'lead-attachments';
  if new.bytes > coalesce(v_bucket_limit, 0) then
    raise sqlstate 'PT413' using message = 'The file is too large',
      detail = format('A file may hold at most %s bytes.', v_bucket_limit);
  end if;

  perform pg_advisory_xact_lock(hashtext('forgebridge.visitor_upload.' || v_table));

  if exists (select from public.upload_reservations r where r.name = new.name) then
    -- The same file again (a retry after a lost answer): already counted, nothing to add.
    return null;
  end if;
  if private.lead_is_stored(v_table, v_lead_id) then
    raise sqlstate 'PT409' using message = 'This lead is already stored',
      detail = 'Files are uploaded before their lead is stored.';
  end if;

  delete from public.upload_reservations r where r.created_at < now() - interval '1 day';

  select count(*) into used from public.upload_reservations r
  where r.lead_table = v_table and r.lead_id = v_lead_id;
  if used >= private.max_lead_attachments(v_table) then
    raise sqlstate 'PT413' using message = 'Too many files for one lead',
      detail = format('At most %s files per %s lead.', private.max_lead_attachments(v_table), v_table);
  end if;

  -- Leads with files, by this address and by everyone (the hard cap), as lead inserts count them.
  for lim in
    select s.scope, s.max_submissions, s.per from private.submission_limits s
    where s.lead_table = v_table and s.scope in ('address', 'cap')
  loop
    select count(distinct r.lead_id) into used from public.upload_reservations r
    where r.lead_table = v_table and r.created_at > now() - lim.per and r.lead_id <> v_lead_id
      and (lim.scope <> 'address' or r.address_hash = v_address_hash);
    if used >= lim.max_submissions then
      raise sqlstate 'PT429' using message = 'Too many submissions, please try again later',
        detail = format('At most %s %s uploads per %s by %s.', lim.max_submissions, v_table, lim.per,
          case lim.scope when 'address' then 'one client address' else 'all visitors together' end);
    end if;
  end loop;

  -- Bytes this address reserved in the past day for leads that were never stored.
  select coalesce(sum(r.bytes), 0) into used from public.upload_reservations r
  where r.address_hash = v_address_hash
    and not private.lead_is_stored(r.lead_table, r.lead_id);
  if used + new.bytes > (select a.unclaimed_bytes_per_address_per_day from private.upload_allowance a) then
    raise sqlstate 'PT429' using message = 'Too many submissions, please try again later',
      detail = 'Too many bytes uploaded for leads that were never sent, from one client address in a day.';
  end if;
  return new;
end;
$$;

revoke all on function private.check_upload_reservation() from public, anon, authenticated;

create trigger check_upload_reservation before insert on public.upload_reservations
  for each row execute function private.check_upload_reservation();

-- Storage tests each visitor upload as the caller before it takes any byte (a resumable upload:
-- when it is created). It needs a reservation of at least the size it declares.
create or replace function private.guard_visitor_upload() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
  v_table text := split_part(new.name, '/', 1);
  v_lead_id uuid;
  v_reserved bigint;
  v_declared bigint;
begin
  if new.bucket_id <> 'lead-attachments' or caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  if not private.is_lead_attachment_path(new.name) then
    -- The insert policy refuses it too; this keeps the cast below safe.
    return new;
  end if;
  v_lead_id := split_part(new.name, '/', 2)::uuid;

  -- A stored lead is final: files cannot be added to it afterwards.
  if private.lead_is_stored(v_table, v_lead_id) then
    raise sqlstate 'PT409' using message = 'This lead is already stored',
      detail = 'Files are uploaded before their lead is stored.';
  end if;

  select r.bytes into v_reserved from public.upload_reservations r where r.name = new.name;
  if v_reserved is null then
    raise sqlstate 'PT428' using
      message = 'This upload was not reserved',
      detail = 'Reserve each file in upload_reservations before uploading it.';
  end if;
  -- A resumable upload declares its exact length when it is created; an upload in one request
  -- declares its request's length (form fields included), so its stored size is checked at the
  -- final write instead (private.check_reserved_size).
  v_declared := case when coalesce(current_setting('storage.operation', true), '') like 'storage.tus.%'
                      and new.metadata ->> 'contentLength' ~ '^\d{1,18}$'
                     then (new.metadata ->> 'contentLength')::bigint end;
  if v_declared is not null and v_declared > v_reserved then
    raise sqlstate 'PT413' using
      message = 'The file is larger than its reservation',
      detail = format('Reserved %s bytes.', v_reserved);
  end if;
  return new;
end;
$$;

revoke all on function private.guard_visitor_upload() from public, anon, authenticated;

-- The final write (as service_role, with the uploader's headers) may not store more bytes than
-- were reserved, whatever the upload declared when it started.
create function private.check_reserved_size() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_reserved bigint;
begin
  if new.bucket_id <> 'lead-attachments' or not private.is_lead_attachment_path(new.name)
    or current_setting('role', true) is distinct from 'service_role' or new.metadata ->> 'size' is null then
    return new;
  end if;
  select r.bytes into v_reserved from public.upload_reservations r where r.name = new.name;
  if v_reserved is not null and (new.metadata ->> 'size')::bigint > v_reserved then
    raise sqlstate 'PT413' using
      message = 'The file is larger than its reservation',
      detail = format('Reserved %s bytes.', v_reserved);
  end if;
  return new;
end;
$$;

revoke all on function private.check_reserved_size() from public, anon, authenticated;

create trigger check_reserved_size before insert or update on storage.objects
  for each row execute function private.check_reserved_size();

-- Orphans, now including files their stored lead does not list ------------------------------------
create or replace function public.orphan_lead_attachments(older_than interval default interval '1 day')
returns table (name text)
language sql stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'lead-attachments'
    and o.created_at < now() - older_than
    and not exists (
      select from public.oem_leads l
      where split_part(o.name, '/', 1) = 'oem_leads' and l.id::text = split_part(o.name, '/', 2)
        and l.attachments @> jsonb_build_array(jsonb_build_object('path', o.name)))
    and not exists (
      select from public.consultation_requests l
      where split_part(o.name, '/', 1) = 'consultation_requests' and l.id::text = split_part(o.name, '/', 2)
        and l.attachments @> jsonb_build_array(jsonb_build_object('path', o.name)))
  order by o.name
$$;

revoke all on function public.orphan_lead_attachments(interval) from public, anon, authenticated;
grant execute on function public.orphan_lead_attachments(interval) to service_role;
