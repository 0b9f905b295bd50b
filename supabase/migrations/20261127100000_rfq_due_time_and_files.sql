-- An RFQ's due time, and an OEM RFQ that carries a model with its drawings
-- (docs/decisions/0023-lead-reference-and-due-time.md).
--
-- The promise is 3 vetted supplier options within 72 calendar hours of an RFQ being stored, on
-- both RFQ forms (the OEM dialog and /quote). `due_at` is fixed once, on arrival, by the database
-- from the row's own `created_at` (which the insert policies already hold to `now()`): whatever a
-- visitor sends for it is overwritten, so the receipt, the team alert and the desk read one time
-- no browser clock can move.

alter table public.oem_leads add column due_at timestamptz;
alter table public.consultation_requests add column due_at timestamptz;

update public.oem_leads set due_at = created_at + interval '72 hours' where due_at is null;
update public.consultation_requests set due_at = created_at + interval '72 hours' where due_at is null;

create function private.fix_rfq_due_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.due_at := new.created_at + interval '72 hours';
  return new;
end;
$$;

revoke all on function private.fix_rfq_due_at() from public, anon, authenticated;

create trigger fix_rfq_due_at before insert on public.oem_leads
  for each row execute function private.fix_rfq_due_at();
create trigger fix_rfq_due_at before insert on public.consultation_requests
  for each row execute function private.fix_rfq_due_at();

-- The default only keeps the column optional in an insert's shape; the trigger sets the value.
alter table public.oem_leads alter column due_at set default now() + interval '72 hours',
  alter column due_at set not null;
alter table public.consultation_requests alter column due_at set default now() + interval '72 hours',
  alter column due_at set not null;

comment on column public.oem_leads.due_at is
  'When the 3 supplier options are due: created_at + 72 hours, set by the database at insert.';
comment on column public.consultation_requests.due_at is
  'When the 3 supplier options are due: created_at + 72 hours, set by the database at insert.';

-- Files per OEM RFQ: up to 5 (a STEP model and its PDF drawings), each under the bucket's
-- existing size and type limits. Upload reservations count them with this function.
create or replace function private.max_lead_attachments(lead_table text) returns integer
language sql immutable
set search_path = ''
as $$ select case lead_table when 'oem_leads' then 5 when 'consultation_requests' then 20 else 0 end $$;

revoke all on function private.max_lead_attachments(text) from public, anon, authenticated;

alter table public.oem_leads drop constraint oem_leads_attachments_check;
alter table public.oem_leads
  add constraint oem_leads_attachments_check
    check (jsonb_typeof(attachments) = 'array'
      and jsonb_array_length(attachments) <= 5
      and not jsonb_path_exists(attachments, 'lax $[*] ? (@.type() != "object"
        || !(exists(@."name" ? (@.type() == "string" && @ like_regex "^.{1,255}$" flag "s"))
          && exists(@."size" ? (@.type() == "number" && @ >= 0))
          && exists(@."type" ? (@.type() == "string" && @ like_regex "^.{0,255}$" flag "s"))))'));

comment on column public.oem_leads.attachments is
  'Files uploaded to the lead-attachments bucket: [{name, size, type, path, measurements?}], at most 5. measurements as on consultation_requests.';
comment on column public.oem_leads.uploaded_file_name is
  'The first uploaded file''s name (the automation webhook''s fileName); every file is listed in attachments.';

-- The privacy notice now says who opens attached files (the team, then up to 3 vetted suppliers
-- under confidentiality; an NDA on request) and what a receipt carries: a new version.
insert into private.notice_versions (version, published_on) values ('2026-11-27', '2026-11-27');
