-- A shop's sign-up carries what the register needs to match it
-- (docs/decisions/0040-a-shops-way-in.md):
--   * cnc_partner_leads gains the capability answers, in the register's own vocabulary, and the
--     certificate files the shop attaches (PDF or image, uploaded to Storage as drawings are);
--   * "Start vetting" is one database call that carries every answer over to a supplier in
--     vetting, and proposes the certificates the shop named, unverified, with their files;
--   * the register records when a vetting visit is booked, and the reason a shop is not vetted.

-- The privacy notice now names what the partner form asks, the certificate files, the shop's
-- emails and its own page. A new version; every sign-up records the one its visitor was shown.
insert into private.notice_versions (version, published_on) values ('2026-12-04', '2026-12-04');

-- The sign-up's answers -------------------------------------------------------------------------------
alter table public.cnc_partner_leads
  add column processes text[] not null default '{}'
    constraint cnc_partner_leads_processes_check
    check (processes <@ array['cnc-milling', 'cnc-turning', 'swiss-type', 'multi-axis', 'grinding', 'edm',
                              'fabrication', 'assembly']::text[]),
  add column max_axes smallint check (max_axes between 4 and 9),
  add column materials text[] not null default '{}'
    constraint cnc_partner_leads_materials_check
    check (materials <@ array['aluminium', 'steel', 'stainless-steel', 'titanium', 'nickel-alloys', 'brass',
                              'copper', 'plastics']::text[]),
  add column held_certifications text[] not null default '{}'
    constraint cnc_partner_leads_held_certifications_check
    check (held_certifications <@ array['iso9001', 'as9100', 'iatf16949', 'iso13485', 'iso14001', 'norsok',
                                        'nadcap']::text[]),
  add column industries text[] not null default '{}'
    constraint cnc_partner_leads_industries_check
    check (industries <@ array['aerospace', 'defence', 'automotive', 'motorsport', 'medical', 'energy',
                               'oil-and-gas', 'rail', 'electronics', 'general-engineering']::text[]),
  add column order_sizes text[] not null default '{}'
    constraint cnc_partner_leads_order_sizes_check
    check (order_sizes <@ array['prototype', 'small', 'medium', 'large']::text[]),
  add column lead_time text
    constraint cnc_partner_leads_lead_time_check
    check (lead_time in ('under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks')),
  add column envelope_x_mm integer check (envelope_x_mm between 1 and 100000),
  add column envelope_y_mm integer check (envelope_y_mm between 1 and 100000),
  add column envelope_z_mm integer check (envelope_z_mm between 1 and 100000),
  add column town text check (char_length(town) <= 100),
  -- ISO 3166-1 alpha-2, as the register keeps it; the United Kingdom is GB.
  add column country text check (country ~ '^[A-Z]{2}$'),
  add column attachments jsonb not null default '[]',
  -- The most axes is the answer to "multi-axis": given with it, never without it.
  add constraint cnc_partner_leads_axes_with_multi_axis check (max_axes is null or 'multi-axis' = any(processes)),
  add constraint cnc_partner_leads_envelope_whole check (num_nulls(envelope_x_mm, envelope_y_mm, envelope_z_mm) in (0, 3)),
  add constraint cnc_partner_leads_attachments_check
    check (jsonb_typeof(attachments) = 'array'
      and jsonb_array_length(attachments) <= 5
      and not jsonb_path_exists(attachments, 'lax $[*] ? (@.type() != "object"
        || !(exists(@."name" ? (@.type() == "string" && @ like_regex "^.{1,255}$" flag "s"))
          && exists(@."size" ? (@.type() == "number" && @ >= 0))
          && exists(@."type" ? (@.type() == "string" && @ like_regex "^.{0,255}$" flag "s"))))')),
  add constraint cnc_partner_leads_attachment_paths_check
    check (not jsonb_path_exists(attachments,
      'lax $[*].path ? (@.type() != "string" || !(@ like_regex "^cnc_partner_leads/[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$"))'));

comment on column public.cnc_partner_leads.attachments is
  'Certificates the shop attached, uploaded to the lead-attachments bucket: [{name, size, type, path}], at most 5.';

-- A visitor's row lists only files stored under its own id, with their stored sizes.
create trigger check_visitor_attachments before insert on public.cnc_partner_leads
  for each row execute function private.check_visitor_attachments();

-- Uploads under a partner sign-up's folder ----------------------------------------------------------------
create or replace function private.is_lead_attachment_path(path text) returns boolean
language sql immutable
set search_path = ''
as $$
  select path ~ '^(oem_leads|consultation_requests|cnc_partner_leads)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'
$$;

create or replace function private.max_lead_attachments(lead_table text) returns integer
language sql immutable
set search_path = ''
as $$
  select case lead_table when 'oem_leads' then 5 when 'consultation_requests' then 20 when 'cnc_partner_leads' then 5
         else 0 end
$$;

-- The same pattern inline: a policy runs as the caller, who has no access to schema private.
drop policy "Visitors upload lead attachments" on storage.objects;
create policy "Visitors upload lead attachments" on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'lead-attachments'
    and name ~ '^(oem_leads|consultation_requests|cnc_partner_leads)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'
  );

drop policy "Visitors reserve an upload under a lead folder" on public.upload_reservations;
create policy "Visitors reserve an upload under a lead folder" on public.upload_reservations
  for insert to anon, authenticated
  with check (
    created_at = now()
    and name ~ '^(oem_leads|consultation_requests|cnc_partner_leads)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'
  );

create or replace function private.lead_is_stored(lead_table text, lead_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select case lead_table
    when 'oem_leads' then exists (select from public.oem_leads l where l.id = lead_is_stored.lead_id)
    when 'consultation_requests' then exists (select from public.consultation_requests l where l.id = lead_is_stored.lead_id)
    when 'cnc_partner_leads' then exists (select from public.cnc_partner_leads l where l.id = lead_is_stored.lead_id)
    else false
  end
$$;

create or replace function private.lead_lists_file(lead_table text, lead_id uuid, name text) returns boolean
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
    when 'cnc_partner_leads' then exists (
      select from public.cnc_partner_leads l where l.id = lead_lists_file.lead_id
        and l.attachments @> jsonb_build_array(jsonb_build_object('path', lead_lists_file.name)))
    else false
  end
$$;

-- The register ---------------------------------------------------------------------------------------------
-- A certificate's files: the shop's own copies from its sign-up, in the lead-attachments bucket.
-- They outlive the sign-up (the orphan sweep keeps every object a certificate lists) and go with
-- the certificate.
alter table public.supplier_certificates
  add column files jsonb not null default '[]'
    constraint supplier_certificates_files_check
    check (jsonb_typeof(files) = 'array' and jsonb_array_length(files) <= 5
      and not jsonb_path_exists(files, 'lax $[*] ? (@.type() != "object" || !exists(@."path" ? (@.type() == "string")))'));

alter table public.suppliers
  -- The vetting visit the team has booked with the shop.
  add column visit_booked_on date,
  -- Why the team recorded the shop as not vetted; the shop is told in these words.
  add column status_reason text check (char_length(btrim(status_reason)) between 1 and 1000);

grant update (visit_booked_on, status_reason) on table public.suppliers to authenticated;

-- The register as the desk lists it, now with the booked visit and the reason (appended, so the
-- view's row type keeps its earlier columns in their order).
create or replace view public.supplier_register with (security_invoker = true) as
select s.id, s.created_at, s.company_name, s.contact_name, s.email, s.phone, s.website, s.country, s.town,
       s.partner_lead_id, s.processes, s.max_axes, s.materials, s.industries, s.order_sizes, s.lead_time,
       s.regions, s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm, s.capacity, s.capacity_set_at, s.status,
       s.status_changed_at, s.notes, s.updated_at, s.updated_by,
       coalesce((select array_agg(distinct c.standard order by c.standard) from public.supplier_certificates c
                  where c.supplier_id = s.id and public.certificate_is_held(c.verified_at, c.expires_on)), '{}')
         as held_certifications,
       public.supplier_revisit_due(s.id) as revisit_due,
       exists (select from public.supplier_visits v
                where v.supplier_id = s.id and public.visit_is_complete(v) and v.next_revisit_due >= current_date)
         as has_complete_visit,
       s.visit_booked_on, s.status_reason
  from public.suppliers s;

create or replace view public.supplier_certificate_states with (security_invoker = true) as
select c.id, c.supplier_id, c.created_at, c.standard, c.certificate_number, c.issuing_body, c.expires_on,
       c.verified_at, c.verified_by, c.updated_at, c.updated_by,
       public.certificate_is_held(c.verified_at, c.expires_on) as held,
       c.files
  from public.supplier_certificates c;

-- Not vetted, in words: recording a shop as rejected needs the reason it will be told (shops
-- rejected before reasons were recorded keep their status). A reason belongs to that status only,
-- so it goes when the status moves on.
create function private.check_supplier_reason() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'rejected' and (tg_op = 'INSERT' or old.status is distinct from 'rejected')
     and new.status_reason is null then
    raise sqlstate '23514' using message = 'A reason is needed to record a supplier as not vetted';
  end if;
  if new.status <> 'rejected' then
    new.status_reason := null;
  end if;
  return new;
end;
$$;

revoke all on function private.check_supplier_reason() from public, anon, authenticated;

create trigger check_supplier_reason before insert or update on public.suppliers
  for each row execute function private.check_supplier_reason();

-- Start vetting ----------------------------------------------------------------------------------------------
-- A partner sign-up becomes a supplier in vetting, in one transaction: every answer the shop gave is
-- carried over (the country it named, else GB: the network is UK-first; it ships within that
-- market until the team hears more), and the standards it
-- named (ticked, recognised in its own words by the desk, or named by an attached file's name such
-- as "AS9100 cert.pdf") are proposed as unverified certificates with their files. Nothing the shop
-- typed is verified here. A file goes to the standard its name names; a file naming none goes to
-- every proposal, for the team to sort out as it reads them. Answers the supplier, the one already
-- started when called again. Runs as the caller: the register's policies (an admin at aal2) apply.
create function public.start_vetting(p_partner_lead_id uuid, p_recognised_standards text[] default '{}',
                                     p_recognised_industries text[] default '{}') returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_lead public.cnc_partner_leads;
  v_supplier uuid;
  v_files jsonb;
  v_standard text;
begin
  if not (select private.is_admin()) then
    raise sqlstate '42501' using message = 'Only an admin with a second factor can start vetting';
  end if;
  if not coalesce(p_recognised_standards, '{}') <@ array['iso9001', 'as9100', 'iatf16949', 'iso13485', 'iso14001',
                                                         'norsok', 'nadcap']::text[]
     or not coalesce(p_recognised_industries, '{}') <@ array['aerospace', 'defence', 'automotive', 'motorsport',
                                                             'medical', 'energy', 'oil-and-gas', 'rail',
                                                             'electronics', 'general-engineering']::text[] then
    raise sqlstate '22023' using message = 'Recognised standards and industries come from the register''s vocabulary';
  end if;
  -- A second click waits for the first, then finds its supplier.
  perform pg_advisory_xact_lock(hashtext('forgebridge.start_vetting.' || p_partner_lead_id::text));
  select s.id into v_supplier from public.suppliers s where s.partner_lead_id = p_partner_lead_id;
  if v_supplier is not null then
    return v_supplier;
  end if;
  select * into v_lead from public.cnc_partner_leads l where l.id = p_partner_lead_id;
  if not found then
    raise sqlstate 'P0002' using message = 'No partner sign-up has this id';
  end if;
  insert into public.suppliers (company_name, contact_name, email, phone, website, country, town, partner_lead_id,
                                processes, max_axes, materials, industries, order_sizes, lead_time, regions,
                                envelope_x_mm, envelope_y_mm, envelope_z_mm, status)
  values (btrim(v_lead.company_name), nullif(btrim(v_lead.contact_name), ''), btrim(v_lead.email), v_lead.phone,
          nullif(btrim(v_lead.company_website), ''), coalesce(v_lead.country, 'GB'), nullif(btrim(v_lead.town), ''),
          v_lead.id, v_lead.processes,
          case when 'multi-axis' = any(v_lead.processes) then coalesce(v_lead.max_axes, 5) end,
          v_lead.materials,
          array(select distinct i from unnest(v_lead.industries || coalesce(p_recognised_industries, '{}')) i order by i),
          v_lead.order_sizes, v_lead.lead_time,
          -- Where it ships, until the team hears more: within its own market (the sign-up offers
          -- the UK and the EU only).
          case when coalesce(v_lead.country, 'GB') = 'GB' then array['uk'] else array['eu'] end,
          v_lead.envelope_x_mm, v_lead.envelope_y_mm, v_lead.envelope_z_mm, 'vetting')
  returning id into v_supplier;

  -- Each stored file with the standard its name names (letters and digits only, lower case).
  select coalesce(jsonb_agg(jsonb_build_object(
           'file', jsonb_build_object('name', a ->> 'name', 'size', a -> 'size', 'type', a ->> 'type',
                                      'path', a ->> 'path'),
           'standard', (select k.standard
                          from (values ('as9100', 'as9100'), ('iatf16949', '16949'), ('iso13485', '13485'),
                                       ('iso14001', '14001'), ('iso9001', '9001'), ('norsok', 'norsok'),
                                       ('nadcap', 'nadcap')) as k(standard, needle)
                         where strpos(regexp_replace(lower(a ->> 'name'), '[^a-z0-9]', '', 'g'), k.needle) > 0
                         order by k.standard limit 1)) order by n), '[]')
    into v_files
    from jsonb_array_elements(v_lead.attachments) with ordinality as e(a, n)
   where a ->> 'path' is not null;

  for v_standard in
    select distinct st from unnest(v_lead.held_certifications || coalesce(p_recognised_standards, '{}')
                                   || array(select f ->> 'standard' from jsonb_array_elements(v_files) f
                                             where f ->> 'standard' is not null)) st
     order by st
  loop
    insert into public.supplier_certificates (supplier_id, standard, files)
    values (v_supplier, v_standard,
            coalesce((select jsonb_agg(f -> 'file' order by o)
                        from jsonb_array_elements(v_files) with ordinality as x(f, o)
                       where f ->> 'standard' is null or f ->> 'standard' = v_standard), '[]'));
  end loop;
  return v_supplier;
end;
$$;

revoke all on function public.start_vetting(uuid, text[], text[]) from public, anon, authenticated, service_role;
grant execute on function public.start_vetting(uuid, text[], text[]) to authenticated;
