-- Near misses (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md): an excluded supplier
-- names every hard filter it fails, not only the first, so the desk can show who fails exactly one.
--   * private.rank_suppliers() returns excluded_by_all: every filter failed, in the filters' order
--     (null for a supplier that passes). excluded_by stays the first of them, for what reads it.
--     An excluded supplier's reasons hold one reason per filter failed, in that same order.
--   * Certificates are read for every supplier, not only for those the status and process filters
--     let through: one excluded by another filter still names the certificates it lacks.
--   * suggestion_items stores excluded_by_all, so a stored list replays as it was shown. Lists
--     stored before it hold null there: which other filters they failed was not recorded.
--   * The functions whose result gains the column are dropped and created again, granted as before.

alter table public.suggestion_items add column excluded_by_all text[];
alter table public.suggestion_items add constraint suggestion_items_all_filters_start_with_the_first
  check (excluded_by_all is null
         or (excluded_by is not null and cardinality(excluded_by_all) >= 1 and excluded_by_all[1] = excluded_by));

drop function public.suggest_suppliers(text, uuid, integer);
drop function public.suggestion_list_items(uuid);
drop function private.rank_suppliers(text, uuid, integer);

create function private.rank_suppliers(p_lead_table text, p_lead_id uuid, p_weights_version integer)
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
           r.outside_uk as r_outside_uk, r.delivery_region as r_region, r.part_mm as r_part
      from private.rfq_requirements(p_lead_table, p_lead_id) r
  ),
  w as (
    select coalesce(max(m.weight) filter (where m.factor = 'materials'), 0) as w_materials,
           coalesce(max(m.weight) filter (where m.factor = 'industry'), 0) as w_industry,
           coalesce(max(m.weight) filter (where m.factor = 'order_size'), 0) as w_order_size,
           coalesce(max(m.weight) filter (where m.factor = 'capacity'), 0) as w_capacity,
           coalesce(max(m.weight) filter (where m.factor = 'lead_time'), 0) as w_lead_time,
           coalesce(max(m.weight) filter (where m.factor = 'uk'), 0) as w_uk,
           coalesce(max(m.weight) filter (where m.factor = 'responsiveness'), 0) as w_responsiveness
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
    select f.*,
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
             + w.w_responsiveness * ((f.on_time + 1)::numeric / (f.sent + 2)),
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
           array(select (f.l ->> ('processes:' || p)) || ' ✓' from unnest(f.r_processes) p order by p)
           || f.standard_reasons
           || array(select (f.l ->> ('materials:' || m)) || ' ✓' from unnest(f.r_materials) m
                    where m = any(f.materials) order by m)
           || array[
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
             'Does not list ' || (select string_agg((f.l ->> ('processes:' || p)), ', ' order by p)
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

-- The ranking, for an admin. p_weights_version replays an older version's weights (default: the latest).
create function public.suggest_suppliers(p_lead_table text, p_lead_id uuid, p_weights_version integer default null)
returns table (supplier_id uuid, company_name text, country text, rank integer, score numeric, excluded_by text,
               reasons text[], excluded_by_all text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
  v_version integer;
begin
  perform private.require_rfq_admin();
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform private.require_rfq(p_lead_table, p_lead_id);
  v_version := coalesce(p_weights_version, private.current_weights_version());
  if not exists (select from public.match_weights m where m.version = v_version) then
    raise sqlstate '22023' using message = format('No match weights of version %s', p_weights_version);
  end if;
  return query
    select r.* from private.rank_suppliers(p_lead_table, p_lead_id, v_version) r
     order by r.rank nulls last, r.excluded_by, r.company_name, r.supplier_id;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
end;
$$;

-- Stores the ranking the desk shows and returns its list. When the latest list of the RFQ holds
-- the same ranking by the same weights, that list is returned and nothing new is stored.
create or replace function public.record_suggestions(p_lead_table text, p_lead_id uuid) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
  v_version integer;
  v_ranking jsonb;
  v_latest uuid;
  v_list uuid;
begin
  perform private.require_rfq_admin();
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform private.require_rfq(p_lead_table, p_lead_id);
  v_version := private.current_weights_version();
  select coalesce(jsonb_agg(jsonb_build_object('supplier_id', r.supplier_id, 'rank', r.rank, 'score', r.score,
                                               'excluded_by', r.excluded_by, 'reasons', to_jsonb(r.reasons),
                                               'excluded_by_all', to_jsonb(r.excluded_by_all))
                            order by r.supplier_id), '[]')
    into v_ranking
    from private.rank_suppliers(p_lead_table, p_lead_id, v_version) r;

  select l.id into v_latest from public.suggestion_lists l
   where l.lead_table = p_lead_table and l.lead_id = p_lead_id and l.weights_version = v_version
     and not exists (select from public.suggestion_lists newer
                      where newer.lead_table = l.lead_table and newer.lead_id = l.lead_id
                        and (newer.created_at, newer.id) > (l.created_at, l.id))
   order by l.created_at desc, l.id desc limit 1;
  if v_latest is not null and v_ranking = (
    select coalesce(jsonb_agg(jsonb_build_object('supplier_id', i.supplier_id, 'rank', i.rank,
                                                 'score', i.score, 'excluded_by', i.excluded_by,
                                                 'reasons', to_jsonb(i.reasons),
                                                 'excluded_by_all', to_jsonb(i.excluded_by_all)) order by i.supplier_id), '[]')
      from public.suggestion_items i where i.list_id = v_latest
  ) then
    perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
    return v_latest;
  end if;

  insert into public.suggestion_lists (lead_table, lead_id, created_by, weights_version, passed_count, excluded_count)
  select p_lead_table, p_lead_id, private.register_actor(), v_version,
         count(*) filter (where r.excluded_by is null), count(*) filter (where r.excluded_by is not null)
    from jsonb_to_recordset(v_ranking) as r(excluded_by text)
  returning id into v_list;
  insert into public.suggestion_items (list_id, supplier_id, rank, score, excluded_by, reasons, excluded_by_all)
  select v_list, r.supplier_id, r.rank, r.score, r.excluded_by, array(select jsonb_array_elements_text(r.reasons)),
         r.excluded_by_all
    from jsonb_to_recordset(v_ranking)
      as r(supplier_id uuid, rank integer, score numeric, excluded_by text, reasons jsonb, excluded_by_all text[]);
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  return v_list;
end;
$$;

-- A stored list as it was ranked, best first, then the excluded by filter and name.
create function public.suggestion_list_items(p_list_id uuid)
returns table (supplier_id uuid, company_name text, country text, rank integer, score numeric, excluded_by text,
               reasons text[], excluded_by_all text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  perform private.require_rfq_admin();
  perform set_config('forgebridge.rfq_job', 'on', true);
  if p_list_id is null or not exists (select from public.suggestion_lists l where l.id = p_list_id) then
    raise sqlstate '22023' using message = 'No such suggestion list';
  end if;
  return query
    select i.supplier_id, s.company_name, s.country, i.rank, i.score, i.excluded_by, i.reasons, i.excluded_by_all
      from public.suggestion_items i
      join public.suppliers s on s.id = i.supplier_id
     where i.list_id = p_list_id
     order by i.rank nulls last, i.excluded_by, s.company_name, i.supplier_id;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
end;
$$;

revoke all on function private.rank_suppliers(text, uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.suggest_suppliers(text, uuid, integer), public.suggestion_list_items(uuid)
  from public, anon, service_role;
grant execute on function public.suggest_suppliers(text, uuid, integer), public.suggestion_list_items(uuid)
  to authenticated;
