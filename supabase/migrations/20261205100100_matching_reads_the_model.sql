-- Matching reads the model (docs/decisions/0042-the-ranking-reads-the-model.md): what the
-- browser's machining read stored with an RFQ's CAD file (the `read` of an attachment entry, shaped
-- as src/shared/cad/machining-read.ts writes it) now takes part in the ranking.
--   * A model read with faces no 3-axis approach reaches requires multi-axis work: a hard filter,
--     as if the buyer had asked it, whose reasons say it came from the model.
--   * The vocabulary gains a capability a shop states, `tight-tolerances` (±0.01 mm). No RFQ form
--     asks it, so it is never a hard filter; it is the new soft factor `thin_walls`: when the model
--     has walls under 0.5 mm, a shop that holds tight tolerances scores the factor in full.
--   * Match weights version 2 weighs the new factor (5, taken from materials). Version 1 replays as
--     it did: it has no thin_walls weight, so the factor adds nothing and gives no reason under it.
--   * A read that is not the stored shape (not an object, a figure of the wrong type) reads as no
--     read: it never raises, and requires nothing.
--   * private.rfq_requirements() gains what came from the model, so it is dropped and created again
--     (nothing the database tracks depends on it); rank_suppliers keeps its result and is replaced.

-- The vocabulary: tight tolerances -------------------------------------------------------------------
alter table public.suppliers drop constraint suppliers_processes_check;
alter table public.suppliers
  add constraint suppliers_processes_check
    check (processes <@ array['cnc-milling', 'cnc-turning', 'swiss-type', 'multi-axis', 'grinding', 'edm',
                              'fabrication', 'assembly', 'tight-tolerances']::text[]);
alter table public.cnc_partner_leads drop constraint cnc_partner_leads_processes_check;
alter table public.cnc_partner_leads
  add constraint cnc_partner_leads_processes_check
    check (processes <@ array['cnc-milling', 'cnc-turning', 'swiss-type', 'multi-axis', 'grinding', 'edm',
                              'fabrication', 'assembly', 'tight-tolerances']::text[]);

-- A shop may propose it on its page, as any other term of the list. The same function, with the
-- process list grown by the one term.
create or replace function private.capability_changes(p_supplier_id uuid, p_changes jsonb) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_supplier public.suppliers;
  v_key text;
  v_value jsonb;
  v_list text[];
  v_out jsonb := '{}'::jsonb;
  v_vocabulary constant jsonb := jsonb_build_object(
    'processes', array['cnc-milling', 'cnc-turning', 'swiss-type', 'multi-axis', 'grinding', 'edm', 'fabrication', 'assembly',
                  'tight-tolerances'],
    'materials', array['aluminium', 'steel', 'stainless-steel', 'titanium', 'nickel-alloys', 'brass', 'copper', 'plastics'],
    'industries', array['aerospace', 'defence', 'automotive', 'motorsport', 'medical', 'energy', 'oil-and-gas', 'rail',
                        'electronics', 'general-engineering'],
    'order_sizes', array['prototype', 'small', 'medium', 'large']);
  v_processes text[];
  v_axes integer;
begin
  if p_changes is null or jsonb_typeof(p_changes) <> 'object' then
    raise sqlstate '22023' using message = 'Changes are an object of capability fields';
  end if;
  select * into v_supplier from public.suppliers s where s.id = p_supplier_id;
  for v_key, v_value in select e.key, e.value from jsonb_each(p_changes) e loop
    if v_key in ('processes', 'materials', 'industries', 'order_sizes') then
      if jsonb_typeof(v_value) <> 'array' or jsonb_path_exists(v_value, '$[*] ? (@.type() != "string")') then
        raise sqlstate '22023' using message = format('%s is a list of choices', v_key);
      end if;
      v_list := array(select distinct x from jsonb_array_elements_text(v_value) x order by x);
      if not v_list <@ array(select jsonb_array_elements_text(v_vocabulary -> v_key)) then
        raise sqlstate '22023' using message = format('%s holds a choice we do not know', v_key);
      end if;
      if v_list is distinct from array(select distinct x from jsonb_array_elements_text(to_jsonb(v_supplier) -> v_key) x
                                        order by x) then
        v_out := v_out || jsonb_build_object(v_key, to_jsonb(v_list));
      end if;
    elsif v_key = 'lead_time' then
      if v_value <> 'null' and (jsonb_typeof(v_value) <> 'string'
         or v_value #>> '{}' not in ('under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks')) then
        raise sqlstate '22023' using message = 'lead_time is one of the lead time choices';
      end if;
      if (v_value #>> '{}') is distinct from v_supplier.lead_time then
        v_out := v_out || jsonb_build_object(v_key, v_value);
      end if;
    elsif v_key = 'town' then
      if v_value <> 'null' and (jsonb_typeof(v_value) <> 'string' or char_length(v_value #>> '{}') > 100) then
        raise sqlstate '22023' using message = 'town is at most 100 characters';
      end if;
      if nullif(btrim(v_value #>> '{}'), '') is distinct from v_supplier.town then
        v_out := v_out || jsonb_build_object(v_key, to_jsonb(nullif(btrim(v_value #>> '{}'), '')));
      end if;
    elsif v_key in ('max_axes', 'envelope_x_mm', 'envelope_y_mm', 'envelope_z_mm') then
      if v_value <> 'null' and (jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}') !~ '^[0-9]{1,6}$'
         or (v_value #>> '{}')::integer not between (case v_key when 'max_axes' then 4 else 1 end)
                                                and (case v_key when 'max_axes' then 9 else 100000 end)) then
        raise sqlstate '22023' using message = format('%s is a whole number in range', v_key);
      end if;
      if (v_value #>> '{}') is distinct from (to_jsonb(v_supplier) ->> v_key) then
        v_out := v_out || jsonb_build_object(v_key, v_value);
      end if;
    else
      raise sqlstate '22023' using message = format('%s is not a capability the page changes', v_key);
    end if;
  end loop;
  -- The largest part is three sizes or none.
  if (p_changes ? 'envelope_x_mm' or p_changes ? 'envelope_y_mm' or p_changes ? 'envelope_z_mm')
     and (select count(*) from unnest(array['envelope_x_mm', 'envelope_y_mm', 'envelope_z_mm']) k
           where p_changes -> k is not null and p_changes -> k <> 'null') not in (0, 3) then
    raise sqlstate '22023' using message = 'The largest part takes all three sizes, or none';
  end if;
  -- Multi-axis work is stated with its most axes.
  v_processes := coalesce(array(select jsonb_array_elements_text(v_out -> 'processes')), v_supplier.processes);
  v_axes := coalesce((case when p_changes ? 'max_axes' then (p_changes ->> 'max_axes')::integer end),
                     v_supplier.max_axes);
  if 'multi-axis' = any(v_processes) and v_axes is null then
    raise sqlstate '22023' using message = 'Multi-axis work needs the most axes machined at once';
  end if;
  if not ('multi-axis' = any(v_processes)) then
    -- The most axes goes with multi-axis work.
    v_out := v_out - 'max_axes';
    if v_supplier.max_axes is not null then
      v_out := v_out || jsonb_build_object('max_axes', null);
    end if;
  end if;
  return v_out;
end;
$$;


-- Each term's label, as src/shared/suppliers/capabilities.ts writes it.
create or replace function private.capability_terms() returns table (list text, value text, label text)
language sql immutable
set search_path = ''
as $$
  values
    ('processes', 'cnc-milling', 'CNC milling'),
    ('processes', 'cnc-turning', 'CNC turning'),
    ('processes', 'swiss-type', 'Swiss-type turning'),
    ('processes', 'multi-axis', 'Multi-axis machining'),
    ('processes', 'grinding', 'Grinding'),
    ('processes', 'edm', 'EDM'),
    ('processes', 'fabrication', 'Fabrication'),
    ('processes', 'assembly', 'Assembly'),
    ('processes', 'tight-tolerances', 'Tight tolerances (±0.01 mm)'),
    ('materials', 'aluminium', 'Aluminium'),
    ('materials', 'steel', 'Steel'),
    ('materials', 'stainless-steel', 'Stainless steel'),
    ('materials', 'titanium', 'Titanium'),
    ('materials', 'nickel-alloys', 'Nickel alloys (Inconel)'),
    ('materials', 'brass', 'Brass'),
    ('materials', 'copper', 'Copper'),
    ('materials', 'plastics', 'Plastics'),
    ('certifications', 'iso9001', 'ISO 9001'),
    ('certifications', 'as9100', 'AS9100'),
    ('certifications', 'iatf16949', 'IATF 16949'),
    ('certifications', 'iso13485', 'ISO 13485'),
    ('certifications', 'iso14001', 'ISO 14001'),
    ('certifications', 'norsok', 'NORSOK M-650'),
    ('certifications', 'nadcap', 'Nadcap'),
    ('industries', 'aerospace', 'Aerospace'),
    ('industries', 'defence', 'Defence'),
    ('industries', 'automotive', 'Automotive'),
    ('industries', 'motorsport', 'Motorsport'),
    ('industries', 'medical', 'Medical'),
    ('industries', 'energy', 'Energy'),
    ('industries', 'oil-and-gas', 'Oil and gas'),
    ('industries', 'rail', 'Rail'),
    ('industries', 'electronics', 'Electronics'),
    ('industries', 'general-engineering', 'General engineering'),
    ('order_sizes', 'prototype', 'Prototype (1-10)'),
    ('order_sizes', 'small', 'Small (<100)'),
    ('order_sizes', 'medium', 'Medium (100-1000)'),
    ('order_sizes', 'large', 'Large (1000+)'),
    ('lead_time', 'under-2-weeks', 'Under 2 weeks'),
    ('lead_time', '2-4-weeks', '2-4 weeks'),
    ('lead_time', '4-8-weeks', '4-8 weeks'),
    ('lead_time', 'over-8-weeks', 'Over 8 weeks'),
    ('regions', 'uk', 'UK'),
    ('regions', 'eu', 'EU'),
    ('regions', 'global', 'Worldwide')
$$;

-- The weights: version 2 ------------------------------------------------------------------------------
alter table public.match_weights drop constraint match_weights_factor_check;
alter table public.match_weights
  add constraint match_weights_factor_check
    check (factor in ('materials', 'industry', 'order_size', 'capacity', 'lead_time', 'uk', 'responsiveness',
                      'thin_walls'));

-- Version 1 as it was, but 5 of materials' 30 go to thin walls. Still 100 in all.
insert into public.match_weights (version, factor, weight) values
  (2, 'materials', 25),
  (2, 'lead_time', 15),
  (2, 'responsiveness', 15),
  (2, 'industry', 12),
  (2, 'order_size', 10),
  (2, 'capacity', 10),
  (2, 'uk', 8),
  (2, 'thin_walls', 5);

-- What the model's read says ---------------------------------------------------------------------------
-- The reads of an RFQ's attachment entries that were read (outcome 'read'), each a jsonb object;
-- anything else (no read, a model not read, an entry or read that is not an object) gives none.
create function private.model_reads(p_attachments jsonb) returns setof jsonb
language sql immutable
set search_path = ''
as $$
  select a -> 'read'
    from jsonb_array_elements(case when jsonb_typeof(p_attachments) = 'array' then p_attachments
                                   else '[]'::jsonb end) a
   where (case when jsonb_typeof(a) = 'object' and jsonb_typeof(a -> 'read') = 'object'
               then a -> 'read' -> 'outcome' = '"read"'::jsonb else false end)
$$;

-- Some model of the RFQ has faces no 3-axis approach reaches.
create function private.model_needs_multi_axis(p_attachments jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(bool_or(r -> 'needsMultiAxis' = 'true'::jsonb), false) from private.model_reads(p_attachments) r
$$;

-- Some model of the RFQ has walls under 0.5 mm (a count above zero).
create function private.model_has_thin_walls(p_attachments jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(bool_or(case when jsonb_typeof(r -> 'thinWalls') = 'number' then (r ->> 'thinWalls')::numeric > 0
                               else false end), false)
    from private.model_reads(p_attachments) r
$$;

-- The thinnest wall over the models with thin walls, mm (null when none is stated).
create function private.model_thin_wall_min_mm(p_attachments jsonb) returns numeric
language sql immutable
set search_path = ''
as $$
  select min(case when jsonb_typeof(r -> 'thinWalls') = 'number' and jsonb_typeof(r -> 'thinWallMinMm') = 'number'
                  then case when (r ->> 'thinWalls')::numeric > 0 then (r ->> 'thinWallMinMm')::numeric end end)
    from private.model_reads(p_attachments) r
$$;

-- What an RFQ asks of a supplier ------------------------------------------------------------------------
-- As before (migration 20261128100000), and what the model's read adds:
--   processes         the form's, and multi-axis (once) when the model needs it;
--   model_processes   those the model alone asks (the form did not): their reasons say so;
--   thin_walls        some model has walls under 0.5 mm; thin_wall_min_mm the thinnest of them.
drop function private.rfq_requirements(text, uuid);
create function private.rfq_requirements(p_lead_table text, p_lead_id uuid)
returns table (
  processes text[], materials text[], certifications text[], order_size text, lead_time text, industry text,
  outside_uk boolean, delivery_region text, part_mm numeric[], model_processes text[], thin_walls boolean,
  thin_wall_min_mm numeric
)
language sql stable
rows 1
set search_path = ''
as $$
  with map as (select private.form_term_map() as m),
  form as (
    select array_remove(array[map.m ->> ('oem.typeOfWork.' || o.production_requirements)], null) as processes,
           private.form_term_list(map.m, 'oem.materials.', string_to_array(o.material_types, ',')) as materials,
           private.form_term_list(map.m, 'oem.certifications.', string_to_array(o.quality_standards, ','))
             as certifications,
           map.m ->> ('oem.orderSize.' || o.sourcing_volume) as order_size,
           map.m ->> ('oem.leadTimes.' || o.delivery_requirements) as lead_time,
           map.m ->> ('oem.industrySector.' || o.industry_sector) as industry,
           coalesce(o.work_outside_uk = 'yes', false) as outside_uk,
           map.m ->> ('oem.deliveryRegions.' || o.delivery_regions) as delivery_region,
           o.attachments
      from public.oem_leads o, map
     where p_lead_table = 'oem_leads' and o.id = p_lead_id
    union all
    select private.form_term_list(map.m, 'consultation.jobTypes.', c.job_types),
           private.form_term_list(map.m, 'consultation.materials.', c.materials),
           '{}'::text[],
           map.m ->> ('consultation.quantity.' || c.quantity),
           map.m ->> ('consultation.timeline.' || c.timeline),
           null,
           c.international_suppliers,
           null,
           c.attachments
      from public.consultation_requests c, map
     where p_lead_table = 'consultation_requests' and c.id = p_lead_id
  ),
  model as (
    select f.*,
           case when private.model_needs_multi_axis(f.attachments) and not 'multi-axis' = any(f.processes)
             then array['multi-axis'] else '{}'::text[] end as model_processes
      from form f
  )
  select m.processes || m.model_processes, m.materials, m.certifications, m.order_size, m.lead_time, m.industry,
         m.outside_uk, m.delivery_region, private.part_box_mm(m.attachments), m.model_processes,
         private.model_has_thin_walls(m.attachments), private.model_thin_wall_min_mm(m.attachments)
    from model m
$$;

revoke all on function private.model_reads(jsonb), private.model_needs_multi_axis(jsonb),
  private.model_has_thin_walls(jsonb), private.model_thin_wall_min_mm(jsonb), private.rfq_requirements(text, uuid)
  from public, anon, authenticated, service_role;
-- Why the model asks a process, in the words the desk shows beside it (MULTI_AXIS_REASON in
-- src/shared/cad/machining-read.ts).
create function private.model_process_reason(p_process text) returns text
language sql immutable
set search_path = ''
as $$ select case p_process when 'multi-axis' then 'the model has faces no 3-axis approach reaches' end $$;

revoke all on function private.model_process_reason(text) from public, anon, authenticated, service_role;

-- The ranking -------------------------------------------------------------------------------------------
-- As in migration 20261203100100, with the model's processes in the process filter and its reasons,
-- and the thin_walls factor in the score.
create or replace function private.rank_suppliers(p_lead_table text, p_lead_id uuid, p_weights_version integer)
returns table (supplier_id uuid, company_name text, country text, rank integer, score numeric, excluded_by text,
               reasons text[], excluded_by_all text[])
language plpgsql stable
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  return query
  with req as (
    select r.processes as r_processes, r.materials as r_materials, r.certifications as r_certifications,
           r.order_size as r_order_size, r.lead_time as r_lead_time, r.industry as r_industry,
           r.outside_uk as r_outside_uk, r.delivery_region as r_region, r.part_mm as r_part,
           r.model_processes as r_model_processes, r.thin_walls as r_thin_walls, r.thin_wall_min_mm as r_thin_wall_min
      from private.rfq_requirements(p_lead_table, p_lead_id) r
  ),
  w as (
    select coalesce(max(m.weight) filter (where m.factor = 'materials'), 0) as w_materials,
           coalesce(max(m.weight) filter (where m.factor = 'industry'), 0) as w_industry,
           coalesce(max(m.weight) filter (where m.factor = 'order_size'), 0) as w_order_size,
           coalesce(max(m.weight) filter (where m.factor = 'capacity'), 0) as w_capacity,
           coalesce(max(m.weight) filter (where m.factor = 'lead_time'), 0) as w_lead_time,
           coalesce(max(m.weight) filter (where m.factor = 'uk'), 0) as w_uk,
           coalesce(max(m.weight) filter (where m.factor = 'responsiveness'), 0) as w_responsiveness,
           coalesce(max(m.weight) filter (where m.factor = 'thin_walls'), 0) as w_thin_walls
      from public.match_weights m
     where m.version = p_weights_version
  ),
  labels as (
    select jsonb_object_agg(t.list || ':' || t.value, t.label) as l from private.capability_terms() t
  ),
  revisits as (
    select distinct on (v.supplier_id) v.supplier_id, v.next_revisit_due
      from public.supplier_visits v
     where v.outcome = 'passed'
     order by v.supplier_id, v.visited_on desc, v.created_at desc
  ),
  -- Each supplier's held standards among those required, in order, and the reason each gives.
  held as (
    select c.supplier_id, array_agg(c.standard order by c.standard) as standards,
           array_agg((labels.l ->> ('certifications:' || c.standard)) || ' verified, expires '
                     || to_char(c.expires_on, 'Mon YYYY') order by c.standard) as standard_reasons
      from (
        select c.supplier_id, c.standard, max(c.expires_on) as expires_on
          from (
            select c.supplier_id, c.standard, c.verified_at, c.expires_on
              from public.suppliers s
             cross join req
              join public.supplier_certificates c on c.supplier_id = s.id
             -- Every supplier's: one excluded by another filter still names the certificates it lacks.
             -- Narrowed to verified, unexpired rows before the one rule of a held certificate decides.
             where c.standard = any(req.r_certifications) and c.verified_at is not null and c.expires_on >= current_date
            -- The rule is a function call: applied to these rows only, not to every certificate.
            offset 0
          ) c
         where public.certificate_is_held(c.verified_at, c.expires_on)
         group by c.supplier_id, c.standard
      ) c
      cross join labels
     group by c.supplier_id
  ),
  -- Responsiveness scores only the suppliers that pass, so it is counted only for those that pass
  -- every filter on the supplier's own row (a few dozen, read through the supplier's index).
  -- What it did with its last 10 briefs whose outcome is known (answered, or 48 hours of silence):
  -- how many it answered within 48 hours, and its median time to an answer.
  answered as (
    select r.supplier_id, count(*)::integer as sent,
           (count(*) filter (where r.answered_at <= r.sent_at + interval '48 hours'))::integer as on_time,
           round((percentile_cont(0.5) within group (order by extract(epoch from r.answered_at - r.sent_at) / 3600)
                  filter (where r.answered_at is not null))::numeric, 1) as median_hours
      from (select i.supplier_id, i.sent_at, i.answered_at,
                   row_number() over (partition by i.supplier_id order by i.sent_at desc, i.id) as recent
              from public.suppliers s
             cross join req
              join public.introductions i on i.supplier_id = s.id
             where s.status = 'vetted' and s.processes @> req.r_processes
               and (req.r_outside_uk or s.country = 'GB')
               and (req.r_region is null or s.regions && array[req.r_region, 'global'])
               and s.capacity is distinct from 'at-capacity'
               and i.sent_at is not null and (i.answered_at is not null or i.sent_at <= now() - interval '48 hours')) r
     where r.recent <= 10
     group by r.supplier_id
  ),
  declined as (
    select i.supplier_id, i.answer_reason
      from public.introductions i
     where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.answer = 'declined'
  ),
  -- Only operators on each supplier's own row here: the lists in words are built further down, and
  -- only for the rows that show them.
  facts as (
    select s.id, s.company_name, s.country, s.status, s.processes, s.materials, s.industries, s.order_sizes,
           s.lead_time, s.regions, s.capacity,
           rv.next_revisit_due as revisit_due,
           greatest(s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm) as env_long,
           s.envelope_x_mm + s.envelope_y_mm + s.envelope_z_mm - greatest(s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm)
             - least(s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm) as env_mid,
           least(s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm) as env_short,
           coalesce(h.standards, '{}') as held_standards, coalesce(h.standard_reasons, '{}') as standard_reasons,
           d.supplier_id is not null as has_declined, d.answer_reason as declined_reason,
           coalesce(a.sent, 0) as sent, coalesce(a.on_time, 0) as on_time, a.median_hours,
           req.*, labels.l
      from public.suppliers s
      cross join req
      cross join labels
      left join revisits rv on rv.supplier_id = s.id
      left join held h on h.supplier_id = s.id
      left join declined d on d.supplier_id = s.id
      left join answered a on a.supplier_id = s.id
  ),
  -- Every hard filter a supplier fails, in the filters' order; the first is the one it is listed under.
  judged as (
    select f.*,
           array_remove(array[
             case when not (f.status = 'vetted' and coalesce(f.revisit_due >= current_date, false)) then 'status' end,
             case when not f.processes @> f.r_processes then 'process' end,
             case when not f.held_standards @> f.r_certifications then 'certification' end,
             case when not f.r_outside_uk and f.country <> 'GB' then 'uk_first' end,
             case when f.r_region is not null and not f.regions && array[f.r_region, 'global'] then 'region' end,
             case when f.r_part is not null and f.env_long is not null
                       and not (f.r_part[1] <= f.env_long and f.r_part[2] <= f.env_mid and f.r_part[3] <= f.env_short)
               then 'envelope' end,
             case when f.capacity = 'at-capacity' then 'capacity' end,
             case when f.has_declined then 'declined' end
           ], null) as failed
      from facts f
  ),
  filtered as (
    select j.*, j.failed[1] as excluded_by
      from judged j
  ),
  scored as (
    select f.*, w.w_thin_walls,
           case when f.excluded_by is null then round(
               w.w_materials * case when cardinality(f.r_materials) = 0 or cardinality(f.materials) = 0 then 0.5
                                    else (select count(*) from unnest(f.r_materials) r where r = any(f.materials))::numeric
                                         / cardinality(f.r_materials) end
             + w.w_industry * case when f.r_industry is null or cardinality(f.industries) = 0 then 0.5
                                   when f.r_industry = any(f.industries) then 1 else 0 end
             + w.w_order_size * case when f.r_order_size is null or cardinality(f.order_sizes) = 0 then 0.5
                                     when f.r_order_size = any(f.order_sizes) then 1 else 0 end
             + w.w_capacity * case f.capacity when 'looking-for-work' then 1 when 'at-capacity' then 0 else 0.5 end
             + w.w_lead_time * case when f.r_lead_time is null or f.lead_time is null then 0.5
                                    when array_position(array['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'], f.lead_time)
                                         <= array_position(array['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'], f.r_lead_time)
                                      then 1 else 0 end
             + w.w_uk * case when f.country = 'GB' then 1 else 0 end
             + w.w_responsiveness * ((f.on_time + 1)::numeric / (f.sent + 2))
             -- Neutral unless a model has thin walls; then a shop that holds tight tolerances scores it.
             + w.w_thin_walls * case when not f.r_thin_walls then 0.5
                                     when 'tight-tolerances' = any(f.processes) then 1 else 0 end,
             2) end as score
      from filtered f
      cross join w
  )
  select f.id, f.company_name, f.country,
         case when f.excluded_by is null then
           (row_number() over (partition by f.excluded_by is null
                               order by f.score desc, (f.country = 'GB') desc, f.company_name, f.id))::integer
         end,
         f.score,
         f.excluded_by,
         case when f.excluded_by is null then array_remove(
           -- A process the model alone asks says why.
           array(select (f.l ->> ('processes:' || p)) || ' ✓'
                        || case when p = any(f.r_model_processes) then ' (' || private.model_process_reason(p) || ')'
                                else '' end
                   from unnest(f.r_processes) p order by p)
           || f.standard_reasons
           || array(select (f.l ->> ('materials:' || m)) || ' ✓' from unnest(f.r_materials) m
                    where m = any(f.materials) order by m)
           || array[
                case when f.r_thin_walls and f.w_thin_walls > 0 and 'tight-tolerances' = any(f.processes)
                  then (f.l ->> 'processes:tight-tolerances') || ', for the model''s thin walls'
                       || coalesce(' (min ' || round(f.r_thin_wall_min, 2) || ' mm)', '') end,
                case when f.r_part is not null and f.env_long is not null then 'Fits ' || (concat_ws(' × ', round(f.r_part[1]), round(f.r_part[2]), round(f.r_part[3])) || ' mm') end,
                case when f.r_industry = any(f.industries)
                  then (f.l ->> ('industries:' || f.r_industry)) || ' experience' end,
                case when f.r_order_size = any(f.order_sizes)
                  then 'Takes ' || (f.l ->> ('order_sizes:' || f.r_order_size)) || ' orders' end,
                case when f.r_lead_time is not null and f.lead_time is not null
                       and array_position(array['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'], f.lead_time)
                                         <= array_position(array['under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks'], f.r_lead_time)
                  then 'Typically delivers in ' || lower((f.l ->> ('lead_time:' || f.lead_time))) end,
                case when f.capacity = 'looking-for-work' then 'Looking for work' end,
                case when f.country = 'GB' then 'Based in the UK' end,
                case when f.sent > 0 then format('Answered %s of its last %s briefs within 48 h', f.on_time, f.sent)
                                          || coalesce(format(' (median %s h)', trim_scale(f.median_hours)), '')
                     else 'No briefs yet' end
              ], null)
         -- One reason per filter failed, in the order of excluded_by_all.
         else array(select case x.failed_filter
           when 'status' then
             case when f.status = 'vetted' then 'Revisit overdue since ' || to_char(f.revisit_due, 'FMDD Mon YYYY')
                  else 'Not vetted (' || f.status || ')' end
           when 'process' then
             'Does not list ' || (select string_agg((f.l ->> ('processes:' || p))
                                                    || case when p = any(f.r_model_processes)
                                                         then ' (' || private.model_process_reason(p) || ')' else '' end,
                                                    ', ' order by p)
                                    from unnest(f.r_processes) p where not p = any(f.processes))
           when 'certification' then
             (select string_agg((f.l ->> ('certifications:' || c)), ', ' order by c)
                from unnest(f.r_certifications) c where not c = any(f.held_standards)) || ' not held (missing, unverified or expired)'
           when 'uk_first' then 'Outside the UK (' || f.country || '); the buyer asked for UK suppliers'
           when 'region' then 'Does not ship to ' || (f.l ->> ('regions:' || f.r_region))
           when 'envelope' then 'Part ' || (concat_ws(' × ', round(f.r_part[1]), round(f.r_part[2]), round(f.r_part[3])) || ' mm') || ' does not fit its '
                                || concat_ws(' × ', f.env_long, f.env_mid, f.env_short) || ' mm envelope'
           when 'capacity' then 'At capacity'
           when 'declined' then 'Declined this RFQ: ' || coalesce(f.declined_reason, 'no reason given')
         end from unnest(f.failed) with ordinality as x(failed_filter, n) order by x.n) end,
         case when cardinality(f.failed) > 0 then f.failed end
    from scored f;
end;
$$;

