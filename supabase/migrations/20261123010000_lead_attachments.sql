-- Drawings and photos attached to a lead live in the private Storage bucket `lead-attachments`
-- (docs/decisions/0010-lead-attachments-in-storage.md). A form uploads each file before it inserts
-- its row, under `<lead table>/<lead id>/<file>`, where the lead id is the one the row will carry;
-- the row then lists each file's name, size, type and path.
--   * Visitors (anon, and any signed-in user filling a form) may only create objects under that
--     shape of path. No policy lets them read, list, overwrite or delete one.
--   * Only an admin reads them, through short-lived signed URLs.
--   * Uploads count against the same per-address and overall limits as lead inserts, per lead:
--     every file of one lead counts once. A lead may not hold more files than its form allows,
--     and a stored lead takes no more files.
--   * A visitor's row may only list files that were uploaded under its own id.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'lead-attachments', 'lead-attachments', false,
  -- 50 MB, the limit the /quote form states.
  52428800,
  -- What the forms accept. CAD files have no registered type, so browsers report none and the
  -- forms send them as application/octet-stream.
  array['application/pdf', 'image/jpeg', 'image/png', 'model/stl', 'model/obj', 'model/step', 'model/iges',
        'model/gltf-binary', 'model/gltf+json', 'application/octet-stream']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Object names --------------------------------------------------------------------------------------
-- `<table>/<lead id>/<file>`, the file name limited to a safe alphabet (the forms prefix an index and
-- replace anything else), so an object key is never a surprise in a URL or on a disk.
create function private.is_lead_attachment_path(path text) returns boolean
language sql immutable
set search_path = ''
as $$
  select path ~ '^(oem_leads|consultation_requests)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'
$$;

revoke all on function private.is_lead_attachment_path(text) from public, anon, authenticated;

-- The same pattern inline: a policy runs as the caller, who has no access to schema private.
create policy "Visitors upload lead attachments" on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'lead-attachments'
    and name ~ '^(oem_leads|consultation_requests)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'
  );

create policy "Admins read lead attachments" on storage.objects
  for select to authenticated
  using (bucket_id = 'lead-attachments' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

-- Limits on visitor uploads ------------------------------------------------------------------------
create table private.upload_log (
  lead_table text not null,
  lead_id uuid not null,
  address_hash text,
  created_at timestamptz not null default now()
);

create index upload_log_table_time_idx on private.upload_log (lead_table, created_at);
revoke all on table private.upload_log from public, anon, authenticated;

-- Most files one lead may carry: the OEM form takes one drawing, /quote up to 20 files.
create function private.max_lead_attachments(lead_table text) returns integer
language sql immutable
set search_path = ''
as $$ select case lead_table when 'oem_leads' then 1 when 'consultation_requests' then 20 else 0 end $$;

-- Runs on every insert into storage.objects. Storage first tests an upload as the caller in a
-- transaction it rolls back (so a refusal here stops the upload before any byte is kept), then
-- writes the final row as service_role: only visitors' test inserts are checked.
create function private.guard_visitor_upload() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
  v_table text := split_part(new.name, '/', 1);
  v_lead_id uuid;
  v_address_hash text := private.sha256_hex(private.client_address());
  lim record;
  used integer;
begin
  if new.bucket_id <> 'lead-attachments' or caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  if not private.is_lead_attachment_path(new.name) then
    -- The insert policy refuses it too; this keeps the cast below safe.
    return new;
  end if;
  v_lead_id := split_part(new.name, '/', 2)::uuid;

  perform pg_advisory_xact_lock(hashtext('forgebridge.visitor_upload.' || v_table));

  -- A stored lead is final: files cannot be added to it afterwards.
  if (v_table = 'oem_leads' and exists (select from public.oem_leads l where l.id = v_lead_id))
    or (v_table = 'consultation_requests'
        and exists (select from public.consultation_requests l where l.id = v_lead_id)) then
    raise sqlstate 'PT409' using
      message = 'This lead is already stored',
      detail = 'Files are uploaded before their lead is stored.';
  end if;

  select count(*) into used
  from storage.objects o
  where o.bucket_id = 'lead-attachments' and o.name like v_table || '/' || v_lead_id || '/%';
  if used >= private.max_lead_attachments(v_table) then
    raise sqlstate 'PT413' using
      message = 'Too many files for one lead',
      detail = format('At most %s files per %s lead.', private.max_lead_attachments(v_table), v_table);
  end if;

  delete from private.upload_log l
  where l.lead_table = v_table
    and l.created_at < now() - coalesce(
      (select max(s.per) from private.submission_limits s where s.lead_table = v_table), interval '1 day');

  -- Each lead counts once, however many files it carries.
  for lim in
    select s.scope, s.max_submissions, s.per from private.submission_limits s
    where s.lead_table = v_table and s.scope in ('address', 'all')
  loop
    if lim.scope = 'address' and v_address_hash is null then continue; end if;
    select count(distinct l.lead_id) into used
    from private.upload_log l
    where l.lead_table = v_table
      and l.created_at > now() - lim.per
      and l.lead_id <> v_lead_id
      and (lim.scope <> 'address' or l.address_hash = v_address_hash);
    if used >= lim.max_submissions then
      raise sqlstate 'PT429' using
        message = 'Too many submissions, please try again later',
        detail = format('At most %s %s uploads per %s by %s.', lim.max_submissions, v_table, lim.per,
          case lim.scope when 'address' then 'one client address' else 'all visitors together' end);
    end if;
  end loop;
  return new;
end;
$$;

-- Logs the stored object (Storage's final write) with the uploader's address from request.headers,
-- which Storage sets for that write too.
create function private.log_visitor_upload() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.bucket_id = 'lead-attachments' and private.is_lead_attachment_path(new.name) then
    insert into private.upload_log (lead_table, lead_id, address_hash)
    values (split_part(new.name, '/', 1), split_part(new.name, '/', 2)::uuid,
            private.sha256_hex(private.client_address()));
  end if;
  return null;
end;
$$;

revoke all on function private.guard_visitor_upload(), private.log_visitor_upload(),
  private.max_lead_attachments(text) from public, anon, authenticated;

create trigger guard_visitor_upload before insert on storage.objects
  for each row execute function private.guard_visitor_upload();
create trigger log_visitor_upload after insert on storage.objects
  for each row execute function private.log_visitor_upload();

-- Attachment lists on the lead rows -----------------------------------------------------------------
-- Each entry: {name, size, type, path}. Rows stored before uploads existed have no path; a
-- visitor's new row must give one for every file (checked by the trigger below).
alter table public.oem_leads
  add column attachments jsonb not null default '[]';

alter table public.oem_leads
  add constraint oem_leads_attachments_check
    check (jsonb_typeof(attachments) = 'array'
      and jsonb_array_length(attachments) <= 1
      and not jsonb_path_exists(attachments, 'lax $[*] ? (@.type() != "object"
        || !(exists(@."name" ? (@.type() == "string" && @ like_regex "^.{1,255}$" flag "s"))
          && exists(@."size" ? (@.type() == "number" && @ >= 0))
          && exists(@."type" ? (@.type() == "string" && @ like_regex "^.{0,255}$" flag "s"))))')),
  add constraint oem_leads_attachment_paths_check
    check (not jsonb_path_exists(attachments,
      'lax $[*].path ? (@.type() != "string" || !(@ like_regex "^oem_leads/[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$"))'));

alter table public.consultation_requests
  add constraint consultation_requests_attachment_paths_check
    check (not jsonb_path_exists(attachments,
      'lax $[*].path ? (@.type() != "string" || !(@ like_regex "^consultation_requests/[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$"))'));

comment on column public.consultation_requests.attachments is
  'Files uploaded to the lead-attachments bucket: [{name, size, type, path}]; older rows have no path.';
comment on column public.oem_leads.attachments is
  'The drawing uploaded to the lead-attachments bucket: [{name, size, type, path}], at most one.';

-- A visitor's row lists only files stored under its own id, with their stored sizes, so the admin
-- never sees a file that is not there and a row cannot claim another lead's files.
create function private.check_visitor_attachments() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
  prefix text := tg_table_name || '/' || new.id || '/';
  entry jsonb;
begin
  -- Anything but an array is the check constraint's to refuse.
  if caller is null or caller not in ('anon', 'authenticated')
    or jsonb_typeof(to_jsonb(new) -> 'attachments') is distinct from 'array' then
    return new;
  end if;
  for entry in select value from jsonb_array_elements(to_jsonb(new) -> 'attachments') loop
    if not coalesce(starts_with(entry ->> 'path', prefix), false) or not exists (
      select from storage.objects o
      where o.bucket_id = 'lead-attachments' and o.name = entry ->> 'path'
        and (o.metadata ->> 'size')::bigint = (entry ->> 'size')::bigint
    ) then
      raise sqlstate '23514' using
        message = 'An attachment is not stored under this lead',
        detail = format('No stored object %s of %s bytes.', entry ->> 'path', entry ->> 'size');
    end if;
  end loop;
  return new;
end;
$$;

revoke all on function private.check_visitor_attachments() from public, anon, authenticated;

create trigger check_visitor_attachments before insert on public.oem_leads
  for each row execute function private.check_visitor_attachments();
create trigger check_visitor_attachments before insert on public.consultation_requests
  for each row execute function private.check_visitor_attachments();

-- Orphans -------------------------------------------------------------------------------------------
-- Files whose lead never arrived (the visitor gave up, or someone used the bucket as free hosting)
-- are removed after a day. A Storage object must be deleted through the Storage API, which also
-- deletes its bytes, so this only names them: the sweeper (`npm run storage:sweep` against a
-- hosted project, built into the embedded backend) calls it as service_role and removes them.
create function public.orphan_lead_attachments(older_than interval default interval '1 day')
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
      where split_part(o.name, '/', 1) = 'oem_leads' and l.id::text = split_part(o.name, '/', 2))
    and not exists (
      select from public.consultation_requests l
      where split_part(o.name, '/', 1) = 'consultation_requests' and l.id::text = split_part(o.name, '/', 2))
  order by o.name
$$;

revoke all on function public.orphan_lead_attachments(interval) from public, anon, authenticated;
grant execute on function public.orphan_lead_attachments(interval) to service_role;
