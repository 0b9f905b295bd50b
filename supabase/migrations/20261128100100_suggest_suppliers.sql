-- Ranking suppliers for an RFQ (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md), part 2:
-- the ranking, its stored lists and the shortlist.
--   * private.rank_suppliers(): every supplier of the register for one RFQ. The 8 hard filters run
--     in order; the first one a supplier fails excludes it and is named (excluded_by), with the
--     fact in plain words. The others are scored from 0 to 100 by the weights of one version and
--     ranked, each with its reasons in plain words.
--   * public.suggest_suppliers(): that ranking, for an admin.
--   * public.record_suggestions(): stores the ranking the desk shows (a new list only when it
--     differs from the latest), so it can be replayed and measured later.
--   * public.suggestion_list_items(): a stored list, as it was ranked.
--   * public.set_shortlist(): the team's up to 3 picks, in order.
-- Each runs as its owner, refuses anyone but an admin at aal2 (42501) and bad input (22023, 23514),
-- and reads and writes only while forgebridge.rfq_job is on in its own transaction.

-- Filters, in order: the first failed names the exclusion.
--   status         vetted, and its revisit date not passed;
--   process        every process the RFQ names is among its processes;
--   certification  every required certification held (verified and unexpired: certificate_is_held);
--   uk_first       in GB, unless the buyer answered yes to suppliers outside the UK;
--   region         ships to the buyer's delivery region (Worldwide ships everywhere);
--   envelope       the part fits its envelope in some orientation, when both are known;
--   capacity       not at capacity;
--   declined       has not declined this RFQ.
-- Factors, each from 0 to 1 and multiplied by its weight; "unknown" (the RFQ or the supplier does
-- not say) is a neutral 0.5, the same for every supplier:
--   materials      the share of the requested materials it works;
--   industry       1 when it serves the RFQ's industry, else 0;
--   order_size     1 when it takes the RFQ's order size, else 0;
--   capacity       1 looking for work, 0.5 neutral;
--   lead_time      1 when its typical lead-time band is within the RFQ's (bands shortest first), else 0;
--   uk             1 in GB, else 0;
--   responsiveness introductions answered within 48 h, smoothed: (answered + 1) / (sent + 2), so a
--                  supplier with none starts at 0.5 and no rate is ever shown from no data. An
--                  introduction counts once answered or once 48 h have passed since it was sent.
create function private.rank_suppliers(p_lead_table text, p_lead_id uuid, p_weights_version integer)
returns table (supplier_id uuid, company_name text, country text, rank integer, score numeric, excluded_by text,
               reasons text[])
language sql stable
set search_path = ''
as $$
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
  held as (
    select c.supplier_id, array_agg(distinct c.standard) as standards
      from public.supplier_certificates c, req
     -- Narrowed to verified, unexpired rows before the one rule of a held certificate decides.
     where c.standard = any(req.r_certifications) and c.verified_at is not null and c.expires_on >= current_date
       and public.certificate_is_held(c.verified_at, c.expires_on)
     group by c.supplier_id
  ),
  answered as (
    select i.supplier_id, count(*)::integer as sent,
           (count(*) filter (where i.answered_at <= i.sent_at + interval '48 hours'))::integer as on_time
      from public.introductions i
     where i.sent_at is not null and (i.answered_at is not null or i.sent_at <= now() - interval '48 hours')
     group by i.supplier_id
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
           coalesce(h.standards, '{}') as held_standards,
           d.supplier_id is not null as has_declined, d.answer_reason as declined_reason,
           coalesce(a.sent, 0) as sent, coalesce(a.on_time, 0) as on_time,
           req.*, labels.l
      from public.suppliers s
      cross join req
      cross join labels
      left join revisits rv on rv.supplier_id = s.id
      left join held h on h.supplier_id = s.id
      left join declined d on d.supplier_id = s.id
      left join answered a on a.supplier_id = s.id
  ),
  filtered as (
    select f.*,
           case
             when not (f.status = 'vetted' and coalesce(f.revisit_due >= current_date, false)) then 'status'
             when not f.processes @> f.r_processes then 'process'
             when not f.held_standards @> f.r_certifications then 'certification'
             when not f.r_outside_uk and f.country <> 'GB' then 'uk_first'
             when f.r_region is not null and not f.regions && array[f.r_region, 'global'] then 'region'
             when f.r_part is not null and f.env_long is not null
                  and not (f.r_part[1] <= f.env_long and f.r_part[2] <= f.env_mid and f.r_part[3] <= f.env_short)
               then 'envelope'
             when f.capacity = 'at-capacity' then 'capacity'
             when f.has_declined then 'declined'
           end as excluded_by
      from facts f
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
           || array(select (f.l ->> ('certifications:' || c.standard)) || ' verified, expires '
                           || to_char(max(c.expires_on), 'Mon YYYY')
                      from public.supplier_certificates c
                     where c.supplier_id = f.id and c.standard = any(f.r_certifications)
                       and public.certificate_is_held(c.verified_at, c.expires_on)
                     group by c.standard order by c.standard)
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
                case when f.sent > 0 then format('Answered %s of %s introductions within 48 h', f.on_time, f.sent)
                     else 'No introductions yet' end
              ], null)
         else array[case f.excluded_by
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
         end] end
    from scored f
$$;

-- An RFQ the desk's functions may work on: its table is a kind of RFQ and the row exists. The
-- caller has turned forgebridge.rfq_job on, so the owner reads the row.
create function private.require_rfq(p_lead_table text, p_lead_id uuid) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if p_lead_table is null or p_lead_table not in ('oem_leads', 'consultation_requests') then
    raise sqlstate '22023' using message = 'An RFQ is an OEM lead (oem_leads) or a /quote consultation (consultation_requests)';
  end if;
  if p_lead_id is null or not exists (
    select from public.oem_leads o where p_lead_table = 'oem_leads' and o.id = p_lead_id
    union all
    select from public.consultation_requests c where p_lead_table = 'consultation_requests' and c.id = p_lead_id
  ) then
    raise sqlstate '22023' using message = 'No such RFQ';
  end if;
end;
$$;

create function private.require_rfq_admin() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not coalesce(private.is_admin(), false) then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may rank suppliers for an RFQ';
  end if;
end;
$$;

-- The ranking, for an admin. p_weights_version replays an older version's weights (default: the latest).
create function public.suggest_suppliers(p_lead_table text, p_lead_id uuid, p_weights_version integer default null)
returns table (supplier_id uuid, company_name text, country text, rank integer, score numeric, excluded_by text,
               reasons text[])
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
create function public.record_suggestions(p_lead_table text, p_lead_id uuid) returns uuid
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
                                               'excluded_by', r.excluded_by, 'reasons', to_jsonb(r.reasons))
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
                                                 'reasons', to_jsonb(i.reasons)) order by i.supplier_id), '[]')
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
  insert into public.suggestion_items (list_id, supplier_id, rank, score, excluded_by, reasons)
  select v_list, r.supplier_id, r.rank, r.score, r.excluded_by, array(select jsonb_array_elements_text(r.reasons))
    from jsonb_to_recordset(v_ranking) as r(supplier_id uuid, rank integer, score numeric, excluded_by text, reasons jsonb);
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  return v_list;
end;
$$;

-- A stored list as it was ranked, best first, then the excluded by filter and name.
create function public.suggestion_list_items(p_list_id uuid)
returns table (supplier_id uuid, company_name text, country text, rank integer, score numeric, excluded_by text,
               reasons text[])
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
    select i.supplier_id, s.company_name, s.country, i.rank, i.score, i.excluded_by, i.reasons
      from public.suggestion_items i
      join public.suppliers s on s.id = i.supplier_id
     where i.list_id = p_list_id
     order by i.rank nulls last, i.excluded_by, s.company_name, i.supplier_id;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
end;
$$;

-- The team's shortlist: the picks not yet sent, in order, [{supplier_id, hand_reason?}]. They replace
-- the unsent picks at once and take the free positions after the introductions already sent (at
-- most 3 in all). A pick ranked in the RFQ's latest stored list records that list, its rank and
-- its reasons; any other supplier needs a hand_reason, recorded as the pick's reason. A supplier
-- that declined this RFQ, or whose introduction was sent, cannot be picked again.
create function public.set_shortlist(p_lead_table text, p_lead_id uuid, p_picks jsonb)
returns setof public.introductions
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
  v_list uuid;
  v_sent integer;
  v_rank integer;
  v_reasons text[];
  v_position smallint;
  pick record;
begin
  perform private.require_rfq_admin();
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform private.require_rfq(p_lead_table, p_lead_id);
  if p_picks is null or jsonb_typeof(p_picks) <> 'array' then
    raise sqlstate '22023' using message = 'The shortlist is a list of picks: [{"supplier_id": …, "hand_reason"?: …}]';
  end if;
  if exists (select from jsonb_array_elements(p_picks) p
              where jsonb_typeof(p) <> 'object'
                 or jsonb_typeof(p -> 'supplier_id') is distinct from 'string'
                 or (p ->> 'supplier_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                 or (p ? 'hand_reason' and jsonb_typeof(p -> 'hand_reason') not in ('string', 'null'))) then
    raise sqlstate '22023' using message = 'Each pick names a supplier_id (a uuid) and may give a hand_reason (text)';
  end if;
  if (select count(distinct p ->> 'supplier_id') from jsonb_array_elements(p_picks) p) <> jsonb_array_length(p_picks) then
    raise sqlstate '22023' using message = 'A supplier appears once in a shortlist';
  end if;
  -- One change of the shortlist at a time per RFQ.
  perform pg_advisory_xact_lock(hashtextextended('shortlist:' || p_lead_table || ':' || p_lead_id::text, 0));
  select count(*) into v_sent from public.introductions i
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is not null;
  if v_sent + jsonb_array_length(p_picks) > 3 then
    raise sqlstate '22023' using message = format('A shortlist holds at most 3 suppliers, %s of them already sent', v_sent);
  end if;
  if exists (select from public.introductions i
              where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is not null
                and i.supplier_id in (select (p ->> 'supplier_id')::uuid from jsonb_array_elements(p_picks) p)) then
    raise sqlstate '23514' using
      message = 'A supplier that declined this RFQ, or whose introduction was sent, cannot be picked again';
  end if;

  select l.id into v_list from public.suggestion_lists l
   where l.lead_table = p_lead_table and l.lead_id = p_lead_id
   order by l.created_at desc, l.id desc limit 1;
  if v_list is null then
    v_list := public.record_suggestions(p_lead_table, p_lead_id);
    perform set_config('forgebridge.rfq_job', 'on', true);
  end if;

  delete from public.introductions i
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is null;
  for pick in
    select (p ->> 'supplier_id')::uuid as supplier_id, nullif(btrim(p ->> 'hand_reason'), '') as hand_reason
      from jsonb_array_elements(p_picks) with ordinality as x(p, n)
     order by n
  loop
    if not exists (select from public.suppliers s where s.id = pick.supplier_id) then
      raise sqlstate '22023' using message = format('No supplier %s in the register', pick.supplier_id);
    end if;
    select min(free) into v_position from generate_series(1, 3) free
     where not exists (select from public.introductions i
                        where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.position = free);
    v_rank := null;
    v_reasons := null;
    select i.rank, i.reasons into v_rank, v_reasons from public.suggestion_items i
     where i.list_id = v_list and i.supplier_id = pick.supplier_id and i.rank is not null;
    if v_rank is null then
      if pick.hand_reason is null or char_length(pick.hand_reason) not between 3 and 500 then
        raise sqlstate '22023' using
          message = 'A supplier that was not suggested is added by hand with a reason (3 to 500 characters)';
      end if;
      insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, hand_reason, reasons)
      values (p_lead_table, p_lead_id, pick.supplier_id, v_position, private.register_actor(), pick.hand_reason,
              array[pick.hand_reason]);
    else
      insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, suggestion_list_id,
                                        suggested_rank, reasons)
      values (p_lead_table, p_lead_id, pick.supplier_id, v_position, private.register_actor(), v_list, v_rank,
              v_reasons);
    end if;
  end loop;

  return query
    select i.* from public.introductions i
     where i.lead_table = p_lead_table and i.lead_id = p_lead_id order by i.position;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
end;
$$;

revoke all on function private.rank_suppliers(text, uuid, integer),
  private.require_rfq(text, uuid), private.require_rfq_admin() from public, anon, authenticated, service_role;
revoke all on function public.suggest_suppliers(text, uuid, integer), public.record_suggestions(text, uuid),
  public.suggestion_list_items(uuid), public.set_shortlist(text, uuid, jsonb) from public, anon, service_role;
grant execute on function public.suggest_suppliers(text, uuid, integer), public.record_suggestions(text, uuid),
  public.suggestion_list_items(uuid), public.set_shortlist(text, uuid, jsonb) to authenticated;
