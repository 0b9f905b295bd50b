-- Two tables added so no lead is lost (docs/decisions/0004-no-lead-is-lost.md): the contact form and the /quote
-- consultation form. Same access rules and reasoning as 20261122090100_spec_lead_tables.sql.

-- Contact messages -------------------------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  constraint contact_messages_name_check check (btrim(name) <> '' and char_length(name) <= 200),
  constraint contact_messages_email_check
    check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint contact_messages_subject_check check (btrim(subject) <> '' and char_length(subject) <= 200),
  constraint contact_messages_message_check check (btrim(message) <> '' and char_length(message) <= 5000)
);

create index contact_messages_created_at_id_idx on public.contact_messages (created_at desc, id);

-- Consultation requests --------------------------------------------------------------------------
create table public.consultation_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  company_name text not null,
  contact_name text not null,
  email text not null,
  job_types text[] not null,
  project_description text not null,
  timeline text not null,
  budget text not null,
  materials text[] not null default '{}',
  quantity text not null,
  tolerance text,
  international_suppliers boolean not null default false,
  -- Metadata of the chosen files ({name, size, type}); the files themselves are not uploaded.
  attachments jsonb not null default '[]',
  constraint consultation_requests_company_name_check
    check (btrim(company_name) <> '' and char_length(company_name) <= 200),
  constraint consultation_requests_contact_name_check
    check (btrim(contact_name) <> '' and char_length(contact_name) <= 200),
  constraint consultation_requests_email_check
    check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- `<@` also rejects null elements, which compare as unknown.
  constraint consultation_requests_job_types_check
    check (cardinality(job_types) between 1 and 4
      and job_types <@ array['milling', 'turning', 'grinding', 'edm']),
  constraint consultation_requests_project_description_check
    check (char_length(project_description) between 10 and 5000),
  constraint consultation_requests_timeline_check
    check (timeline in ('1-4 weeks', '1-3 months', '3-6 months', '6+ months')),
  constraint consultation_requests_budget_check
    check (budget in ('Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000+')),
  constraint consultation_requests_materials_check
    check (cardinality(materials) <= 4
      and materials <@ array['aluminum', 'steel', 'stainlessSteel', 'plastic']),
  constraint consultation_requests_quantity_check check (quantity in ('1-10', '11-50', '51-100', '100+')),
  constraint consultation_requests_tolerance_check check (char_length(tolerance) <= 200),
  -- At most 20 entries, each an object with a non-empty name (<= 255), a size >= 0 in bytes and a
  -- media type string (may be empty: browsers leave it blank for CAD files); 20 kB overall.
  constraint consultation_requests_attachments_check
    check (jsonb_typeof(attachments) = 'array'
      and jsonb_array_length(attachments) <= 20
      and octet_length(attachments::text) <= 20000
      and not jsonb_path_exists(attachments, 'lax $[*] ? (@.type() != "object"
        || !(exists(@."name" ? (@.type() == "string" && @ like_regex "^.{1,255}$" flag "s"))
          && exists(@."size" ? (@.type() == "number" && @ >= 0))
          && exists(@."type" ? (@.type() == "string" && @ like_regex "^.{0,255}$" flag "s"))))'))
);

create index consultation_requests_created_at_id_idx on public.consultation_requests (created_at desc, id);

-- Access ------------------------------------------------------------------------------------------
alter table public.contact_messages enable row level security;
alter table public.contact_messages force row level security;
alter table public.consultation_requests enable row level security;
alter table public.consultation_requests force row level security;

revoke all on table public.contact_messages, public.consultation_requests
  from public, anon, authenticated, service_role;
grant insert on table public.contact_messages, public.consultation_requests to anon, authenticated;
grant select on table public.contact_messages, public.consultation_requests to authenticated;
grant select, insert, update, delete on table public.contact_messages, public.consultation_requests
  to service_role;

create policy "Visitors send contact messages stamped now" on public.contact_messages
  for insert to anon, authenticated
  with check (created_at = now());
create policy "Admins read contact messages" on public.contact_messages
  for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Visitors request consultations stamped now" on public.consultation_requests
  for insert to anon, authenticated
  with check (created_at = now());
create policy "Admins read consultation requests" on public.consultation_requests
  for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
