-- Upload accounting that cannot be stretched (docs/decisions/0010-lead-attachments-in-storage.md,
-- revision 2026-11-27).
--   * A reservation backs one resumable upload at a time. Storage records the upload's id on the
--     reservation when the upload is created (public.start_reserved_upload, as the service) and
--     refuses a second create while the first is unfinished: its partial bytes, kept for six hours
--     to be resumed, are then never more than the reservation, which counts against the address's
--     daily allowance for as long as they can exist.
--   * A stored lead releases only the reservations of the files it lists. Reserved files it does
--     not list stay charged to the address until the reservation is forgotten (a day), and are
--     swept as orphans.

alter table public.upload_reservations
  add column upload_id text check (char_length(upload_id) <= 1000),
  add column upload_started_at timestamptz;
comment on column public.upload_reservations.upload_id is
  'The resumable upload this reservation backs, set by Storage when the upload is created.';

-- The functions below run as their owner, which forced row-level security holds to policies, as
-- the reservation trigger is: they record an upload on a reservation of the past day.
create policy "Storage records the upload a reservation backs" on public.upload_reservations
  for update to postgres
  using (created_at > now() - interval '1 day')
  with check (created_at > now() - interval '1 day');

-- How long Storage keeps an unfinished resumable upload to be resumed (supabase/local/storage/sweep.ts
-- removes it then); until that time has passed, its reservation backs no other upload.
alter table private.upload_allowance
  add column unfinished_upload_kept interval not null default interval '6 hours' check (unfinished_upload_kept > interval '0');

-- Whether a stored lead lists this file among its attachments.
create function private.lead_lists_file(lead_table text, lead_id uuid, name text) returns boolean
language sql stable
set search_path = ''
as $$
  select case lead_table
    when 'oem_leads' then exists (
      select from public.oem_leads l where l.id = lead_lists_file.lead_id
        and l.attachments @> jsonb_build_array(jsonb_build_object('path', lead_lists_file.name)))
    when 'consultation_requests' then exists (
      select from public.consultation_requests l where l.id = lead_lists_file.lead_id
        and l.attachments @> jsonb_build_array(jsonb_build_object('path', lead_lists_file.name)))
    else false
  end
$$;

revoke all on function private.lead_lists_file(text, uuid, text) from public, anon, authenticated;

-- The reservation check of 20261124191000_upload_reservations.sql; only the unclaimed bytes change:
-- a reservation is released by a stored lead that lists its file, not by any stored lead.
create or replace function private.check_upload_reservation() returns trigger
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

  -- Bytes this address reserved in the past day for files no stored lead lists.
  select coalesce(sum(r.bytes), 0) into used from public.upload_reservations r
  where r.address_hash = v_address_hash
    and not private.lead_lists_file(r.lead_table, r.lead_id, r.name);
  if used + new.bytes > (select a.unclaimed_bytes_per_address_per_day from private.upload_allowance a) then
    raise sqlstate 'PT429' using message = 'Too many submissions, please try again later',
      detail = 'Too many bytes uploaded for leads that were never sent, from one client address in a day.';
  end if;
  return new;
end;
$$;

revoke all on function private.check_upload_reservation() from public, anon, authenticated;

-- Storage, as the service, when it creates (or resumes) a resumable upload of a reserved file. A
-- file with no reservation is not this function's to judge (the upload guard refuses visitors'
-- uploads without one). Refused with PT409 while another upload of the file is unfinished:
-- not stored yet, and started less than unfinished_upload_kept ago.
-- Security definer to read storage.objects; only the service may call it.
create function public.start_reserved_upload(object_name text, upload_id text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  held public.upload_reservations;
begin
  select * into held from public.upload_reservations r where r.name = object_name for update;
  if not found then
    return;
  end if;
  if held.upload_id is not null and held.upload_id <> start_reserved_upload.upload_id
    and held.upload_started_at > now() - (select a.unfinished_upload_kept from private.upload_allowance a)
    and not exists (select from storage.objects o where o.bucket_id = 'lead-attachments' and o.name = object_name) then
    raise sqlstate 'PT409' using message = 'This file is already being uploaded',
      detail = 'Resume the upload already started, or end it before starting another.';
  end if;
  update public.upload_reservations r
  set upload_id = start_reserved_upload.upload_id, upload_started_at = now()
  where r.name = object_name;
end;
$$;

-- Storage, as the service, when a resumable upload is abandoned or swept: its reservation may back
-- another upload.
create function public.end_reserved_upload(upload_id text) returns void
language sql security definer
set search_path = ''
as $$
  update public.upload_reservations r set upload_id = null, upload_started_at = null
  where r.upload_id = end_reserved_upload.upload_id
$$;

revoke all on function public.start_reserved_upload(text, text), public.end_reserved_upload(text)
  from public, anon, authenticated;
grant execute on function public.start_reserved_upload(text, text), public.end_reserved_upload(text) to service_role;
