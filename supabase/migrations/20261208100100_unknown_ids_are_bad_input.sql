-- An unknown id is the caller's mistake, answered 400 (22023) like every other bad argument, not
-- 500: PostgREST maps P0002 to 500, which supabase-js may retry and which hides the problem.
--   * assign_rfq looks for the RFQ in the table it is told, so an id from the other RFQ table is
--     refused rather than answered with success while nothing changes.
--   * start_vetting refuses a partner sign-up that is not there (never stored, or erased).

create or replace function public.assign_rfq(p_lead_table text, p_lead_id uuid, p_assignee uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
  found_it boolean;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may assign an RFQ';
  end if;
  if p_lead_table is null or p_lead_table not in ('oem_leads', 'consultation_requests') then
    raise sqlstate '22023' using message = 'Not an RFQ table';
  end if;
  if p_assignee is not null and not exists (
    select from auth.users u where u.id = p_assignee and u.raw_app_meta_data ->> 'role' = 'admin'
  ) then
    raise sqlstate '22023' using message = 'Assign the RFQ to a member of the team';
  end if;
  execute format(
    'update public.%I set assigned_to = $2, assigned_at = case when $2 is null then null else now() end
      where id = $1 and assigned_to is distinct from $2', p_lead_table)
    using p_lead_id, p_assignee;
  get diagnostics changed = row_count;
  -- Nothing changed: already so, or no RFQ has this id in the table named (a client's mistake).
  if changed = 0 then
    execute format('select exists (select from public.%I where id = $1)', p_lead_table) into found_it using p_lead_id;
    if not found_it then
      raise sqlstate '22023' using message = 'No RFQ has this id among the ' || case p_lead_table
        when 'oem_leads' then 'OEM RFQs' else 'consultation requests' end;
    end if;
  end if;
end;
$$;

create or replace function public.start_vetting(p_partner_lead_id uuid, p_recognised_standards text[] default '{}',
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
    raise sqlstate '22023' using message = 'No partner sign-up has this id (it may have been erased)';
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
