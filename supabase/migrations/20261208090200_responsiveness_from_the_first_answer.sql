-- A supplier's responsiveness is measured from its first answer, not its latest edit
-- (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md, 0036-supplier-brief-pages.md). A
-- supplier may correct its answer on its page until the options are sent; answered_at moves with
-- each write, so an on-time answer edited later would count as late.
--   * introductions.first_answered_at: when the supplier first answered, set once by a trigger
--     whoever writes the answer (its page, the team's phone answer), and cleared only with the
--     answer. Answers given before it are backfilled from the trail's first 'answered' event.
--   * The responsiveness factor of private.rank_suppliers, public.supplier_responsiveness and
--     promise_figures' first yes read it; each is restated whole, with only that column changed.

alter table public.introductions add column first_answered_at timestamptz;

do $$
begin
  perform set_config('forgebridge.rfq_job', 'on', true);
  update public.introductions i
     set first_answered_at = least(i.answered_at,
                                   (select min(e.at) from public.introduction_events e
                                     where e.introduction_id = i.id and e.kind = 'answered'))
   where i.answered_at is not null;
  perform set_config('forgebridge.rfq_job', 'off', true);
end
$$;

alter table public.introductions
  add constraint introductions_first_answer_whole check ((answered_at is null) = (first_answered_at is null)),
  add constraint introductions_first_answer_first check (first_answered_at <= answered_at);

-- The first answer's time stays as it was through every later edit.
create function private.keep_first_answer() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.answered_at is null then
    new.first_answered_at := null;
  elsif tg_op = 'INSERT' then
    new.first_answered_at := least(coalesce(new.first_answered_at, new.answered_at), new.answered_at);
  else
    new.first_answered_at := coalesce(old.first_answered_at, new.answered_at);
  end if;
  return new;
end;
$$;

revoke all on function private.keep_first_answer() from public, anon, authenticated, service_role;

create trigger keep_first_answer before insert or update on public.introductions
  for each row execute function private.keep_first_answer();

-- ---------------------------------------------------------------------------------------------
-- The readers
-- ---------------------------------------------------------------------------------------------

-- The ranking of 20261205100100, its responsiveness read from the first answer.
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
           (count(*) filter (where r.first_answered_at <= r.sent_at + interval '48 hours'))::integer as on_time,
           round((percentile_cont(0.5) within group (order by extract(epoch from r.first_answered_at - r.sent_at) / 3600)
                  filter (where r.first_answered_at is not null))::numeric, 1) as median_hours
      from (select i.supplier_id, i.sent_at, i.first_answered_at,
                   row_number() over (partition by i.supplier_id order by i.sent_at desc, i.id) as recent
              from public.suppliers s
             cross join req
              join public.introductions i on i.supplier_id = s.id
             where s.status = 'vetted' and s.processes @> req.r_processes
               and (req.r_outside_uk or s.country = 'GB')
               and (req.r_region is null or s.regions && array[req.r_region, 'global'])
               and s.capacity is distinct from 'at-capacity'
               and i.sent_at is not null and (i.first_answered_at is not null or i.sent_at <= now() - interval '48 hours')) r
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

-- The same figures for one supplier, for the desk's supplier panel: nothing is a rate made from no
-- data (briefs 0 means no figures). From each brief's first answer.
create or replace function public.supplier_responsiveness(p_supplier_id uuid)
returns table (briefs integer, answered_in_time integer, median_hours numeric)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may read a supplier''s responsiveness';
  end if;
  return query
    select count(*)::integer,
           (count(*) filter (where r.first_answered_at <= r.sent_at + interval '48 hours'))::integer,
           round((percentile_cont(0.5) within group (order by extract(epoch from r.first_answered_at - r.sent_at) / 3600)
                  filter (where r.first_answered_at is not null))::numeric, 1)
      from (select i.sent_at, i.first_answered_at
              from public.introductions i
             where i.supplier_id = p_supplier_id and i.sent_at is not null
               and (i.first_answered_at is not null or i.sent_at <= now() - interval '48 hours')
             order by i.sent_at desc, i.id
             limit 10) r;
end;
$$;

-- The promise's figures of 20261201100400, the first yes read from the first answer.
create or replace function public.promise_figures(p_weeks integer DEFAULT 12)
returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  result jsonb;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may read the figures';
  end if;
  if p_weeks is null or p_weeks < 1 or p_weeks > 52 then
    raise sqlstate '22023' using message = 'weeks must be between 1 and 52';
  end if;
  since := (date_trunc('week', now() at time zone 'Europe/London') - make_interval(weeks => p_weeks - 1))
             at time zone 'Europe/London';
  perform set_config('forgebridge.rfq_job', 'on', true);

  with rfqs as (
    select 'oem_leads'::text as t, l.id, l.created_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at,
           l.clock_closed_at
      from public.oem_leads l where l.created_at >= since and l.status <> 'held'
    union all
    select 'consultation_requests', l.id, l.created_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at,
           l.clock_closed_at
      from public.consultation_requests l where l.created_at >= since and l.status <> 'held'
  ),
  judged as (
    select (date_trunc('week', r.created_at at time zone 'Europe/London'))::date as week,
           public.rfq_clock_state(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at) as state,
           public.rfq_clock_seconds_left(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at) as seconds_left,
           -- The options the buyer was offered (briefs to suppliers are not options).
           (select count(*) from public.introductions i
             where i.lead_table = r.t and i.lead_id = r.id and i.offered_at is not null) as options
      from rfqs r
  ),
  sent as (
    select (72 * 3600 - j.seconds_left) / 3600.0 as hours from judged j where j.state = 'sent'
  ),
  week_list as (
    select w::date as week
      from generate_series(since at time zone 'Europe/London', now() at time zone 'Europe/London', interval '1 week') w
  ),
  weeks as (
    select w.week,
           count(j.state) as arrived,
           count(*) filter (where j.state in ('sent', 'overdue')
                                    or (j.state = 'closed' and j.seconds_left < 0)) as decided,
           count(*) filter (where j.state = 'sent' and j.seconds_left >= 0 and j.options >= 3) as within_72h,
           count(*) filter (where j.state = 'sent' and j.seconds_left >= 0 and j.options < 3) as fewer_in_time,
           count(*) filter (where j.state = 'sent' and j.seconds_left < 0) as sent_late
      from week_list w left join judged j on j.week = w.week
     group by w.week
  ),
  picks as (
    select i.suggested_rank, i.hand_reason
      from public.introductions i
     where i.sent_at is not null and i.sent_at >= since
  ),
  -- The steps between arrival and options, from the records of each: the first brief, the first
  -- supplier that said yes (on its page or by phone).
  steps as (
    select r.created_at,
           (select min(i.sent_at) from public.introductions i
             where i.lead_table = r.t and i.lead_id = r.id) as first_brief,
           (select min(i.first_answered_at) from public.introductions i
             where i.lead_table = r.t and i.lead_id = r.id and i.answer = 'interested') as first_yes
      from rfqs r
  ),
  -- Briefs whose outcome is known: answered, or 48 hours of silence.
  briefs as (
    select i.answer, i.decline_reason
      from public.introductions i
     where i.sent_at >= since and (i.first_answered_at is not null or i.sent_at <= now() - interval '48 hours')
  ),
  offered as (
    select j.options from judged j where j.state = 'sent'
  )
  select jsonb_build_object(
    'since', since,
    'weeks', coalesce((select jsonb_agg(jsonb_build_object(
                 'week_start', w.week,
                 'arrived', w.arrived,
                 'decided', w.decided,
                 'within_72h', w.within_72h,
                 'fewer_in_time', w.fewer_in_time,
                 'sent_late', w.sent_late,
                 'share', case when w.decided > 0 then round(w.within_72h::numeric / w.decided, 4) end)
               order by w.week) from weeks w), '[]'::jsonb),
    'sent', (select count(*) from sent),
    'fewer_in_time', (select coalesce(sum(w.fewer_in_time), 0) from weeks w),
    'sent_late', (select coalesce(sum(w.sent_late), 0) from weeks w),
    'median_hours', (select round(percentile_cont(0.5) within group (order by s.hours)::numeric, 1) from sent s),
    'p90_hours', (select round(percentile_cont(0.9) within group (order by s.hours)::numeric, 1) from sent s),
    'overdue_now', (select count(*) from public.oem_leads l
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
                       and l.clock_due_at < now())
                 + (select count(*) from public.consultation_requests l
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
                       and l.clock_due_at < now()),
    'to_briefs', (select jsonb_build_object(
                    'rfqs', count(*),
                    'median_hours', round((percentile_cont(0.5) within group (order by extract(epoch from s.first_brief - s.created_at) / 3600))::numeric, 1),
                    'p90_hours', round((percentile_cont(0.9) within group (order by extract(epoch from s.first_brief - s.created_at) / 3600))::numeric, 1))
                    from steps s where s.first_brief is not null),
    'to_first_yes', (select jsonb_build_object(
                       'rfqs', count(*),
                       'median_hours', round((percentile_cont(0.5) within group (order by extract(epoch from s.first_yes - s.created_at) / 3600))::numeric, 1),
                       'p90_hours', round((percentile_cont(0.9) within group (order by extract(epoch from s.first_yes - s.created_at) / 3600))::numeric, 1))
                       from steps s where s.first_yes is not null),
    'answers', (select jsonb_build_object(
                  'briefs', count(*),
                  'answered', count(b.answer),
                  'interested', count(*) filter (where b.answer = 'interested'),
                  'rate', case when count(*) > 0 then round(count(b.answer)::numeric / count(*), 4) end)
                  from briefs b),
    'declines', coalesce((select jsonb_agg(jsonb_build_object('reason', d.reason, 'count', d.n) order by d.n desc, d.reason)
                            from (select coalesce(b.decline_reason, 'unstated') as reason, count(*) as n
                                    from briefs b where b.answer = 'declined' group by 1) d), '[]'::jsonb),
    -- How many options each RFQ with options sent got: 3 is the promise.
    'options_per_rfq', (select jsonb_build_object('three', count(*) filter (where o.options >= 3),
                                                  'two', count(*) filter (where o.options = 2),
                                                  'one', count(*) filter (where o.options = 1),
                                                  'none', count(*) filter (where o.options = 0))
                          from offered o),
    'picks', (select count(*) from picks),
    'top3_picks', (select count(*) from picks p where p.suggested_rank <= 3),
    'hand_picks', (select count(*) from picks p where p.hand_reason is not null),
    'precision_at_3', (select case when count(*) > 0
                              then round((count(*) filter (where p.suggested_rank <= 3))::numeric / count(*), 4) end
                         from picks p),
    'hand_share', (select case when count(*) > 0
                          then round((count(*) filter (where p.hand_reason is not null))::numeric / count(*), 4) end
                     from picks p)
  ) into result;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return result;
end;
$$;
