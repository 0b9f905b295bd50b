-- A held RFQ is off the desk's clock until the team releases it
-- (docs/decisions/0048-held-leads-until-released.md). The flood guard stores a lead over a limit
-- as 'held' (docs/decisions/0008-abuse-limits-in-postgres.md). Held RFQs already left the weekly
-- figures and the 48-hour reminders, but the dashboard's "due within 24 h" and "overdue" counts,
-- "overdue now" in the figures and the RFQ queue still counted them: under a flood, the desk's
-- alarms and its worklist would fill with leads nobody has looked at yet.
--   * The clock itself is unchanged: it runs from arrival, as the buyer's receipt promised. A held
--     RFQ the team releases (any status but 'held') is back in every count with its true time left,
--     overdue if it ran out while held.
--   * The open clocks' index leaves held RFQs out, so every count and filter of open clocks reads
--     only RFQs on the clock, however many a flood holds.
--   * rfq_clock_counts also says how many RFQs are held, so the dashboard can point to them.

drop index public.oem_leads_open_clock_idx;
drop index public.consultation_requests_open_clock_idx;
create index oem_leads_open_clock_idx on public.oem_leads (clock_due_at, id)
  where options_sent_at is null and clock_paused_at is null and clock_closed_at is null and status <> 'held';
create index consultation_requests_open_clock_idx on public.consultation_requests (clock_due_at, id)
  where options_sent_at is null and clock_paused_at is null and clock_closed_at is null and status <> 'held';

-- The dashboard's counts: open clocks of RFQs on the clock, and the RFQs held for review (read from
-- the trigger-kept lead counts, so a flood of held rows costs this nothing).
drop function public.rfq_clock_counts();
create function public.rfq_clock_counts()
returns table (lead_table text, due_soon bigint, overdue bigint, held bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may read the clocks';
  end if;
  return query
    select t.lead_table,
           coalesce(o.due_soon, 0), coalesce(o.overdue, 0),
           coalesce((select sum(c.leads)::bigint from private.lead_counts c
                      where c.lead_table = t.lead_table and c.status = 'held'), 0)
      from (values ('oem_leads'::text), ('consultation_requests'::text)) t (lead_table)
      left join (
        select 'oem_leads'::text as lead_table,
               count(*) filter (where l.clock_due_at >= now()) as due_soon,
               count(*) filter (where l.clock_due_at < now()) as overdue
          from public.oem_leads l
         where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
           and l.status <> 'held' and l.clock_due_at <= now() + interval '24 hours'
        union all
        select 'consultation_requests'::text,
               count(*) filter (where l.clock_due_at >= now()),
               count(*) filter (where l.clock_due_at < now())
          from public.consultation_requests l
         where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
           and l.status <> 'held' and l.clock_due_at <= now() + interval '24 hours'
      ) o on o.lead_table = t.lead_table;
end;
$$;

revoke all on function public.rfq_clock_counts() from public, anon;
grant execute on function public.rfq_clock_counts() to authenticated;

-- The promise's figures of 20261209110100_first_yes_from_the_yes.sql: "overdue now" counts RFQs on
-- the clock only.
create or replace function public.promise_figures(p_weeks integer default 12)
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
  -- supplier that said yes (on its page or by phone), when it said yes, whatever it answered before.
  steps as (
    select r.created_at,
           (select min(i.sent_at) from public.introductions i
             where i.lead_table = r.t and i.lead_id = r.id) as first_brief,
           (select min(i.interested_since) from public.introductions i
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
                       and l.status <> 'held' and l.clock_due_at < now())
                 + (select count(*) from public.consultation_requests l
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
                       and l.status <> 'held' and l.clock_due_at < now()),
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

-- The queue of 20261203100050_rfq_queue_page.sql lists RFQs on the clock only: a held RFQ joins it
-- when the team releases it.
create or replace function private.rfq_queue_page(
  p_sort text, p_desc boolean, p_stage text, p_due text, p_mine boolean, p_limit integer, p_offset integer
) returns setof private.rfq_queue_row
language plpgsql stable
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  page_end integer := p_offset + p_limit;
  descending boolean := coalesce(p_desc, false);
  dir text := case when coalesce(p_desc, false) then 'desc' else 'asc' end;
  matched bigint;
  cond text;
  sort_key text;
  part text;
  parts text[] := array[]::text[];
  t text;
  stages constant text[] := array['new', 'suggested', 'briefs_sent', 'answers_in', 'options_sent', 'introduced', 'closed'];
  -- The promise's order within one table: running clocks by due time, then paused ones by the
  -- time they have left, then those whose options went out, newest sending first.
  promise_group constant text :=
    'case when r.options_sent_at is not null then 2 when r.clock_paused_at is not null then 1 else 0 end';
  promise_key constant text :=
    'case when r.options_sent_at is not null then -extract(epoch from r.options_sent_at)
          when r.clock_paused_at is not null then extract(epoch from r.clock_due_at - r.clock_paused_at)
          else extract(epoch from r.clock_due_at) end';
  -- The stage's rank, read from the work's rows (only when sorting by it).
  stage_rank constant text :=
    'case when r.clock_closed_at is not null then 7 when r.introduced_at is not null then 6
          when r.options_sent_at is not null then 5
          when exists (select from public.introductions i where i.lead_id = r.id and i.answer is not null) then 4
          when exists (select from public.introductions i where i.lead_id = r.id and i.sent_at is not null) then 3
          when exists (select from public.introductions i where i.lead_id = r.id)
            or exists (select from public.suggestion_lists s where s.lead_id = r.id) then 2
          else 1 end';
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may read the queue';
  end if;
  if p_sort is null or p_sort not in ('due', 'reference', 'company', 'kind', 'stage', 'assignee', 'received') then
    raise sqlstate '22023' using message = 'Sort by due, reference, company, kind, stage, assignee or received';
  end if;
  if p_stage is not null and not p_stage = any(stages) then
    raise sqlstate '22023' using message = 'Not a stage of an RFQ';
  end if;
  if p_due is not null and p_due not in ('overdue', 'due_24h') then
    raise sqlstate '22023' using message = 'Filter the clock by overdue or due_24h';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_offset is null or p_offset < 0 or p_offset > 1000000 then
    raise sqlstate '22023' using message = 'A page is 1 to 200 rows from an offset of 0 or more';
  end if;

  -- What a row must be to be listed. Only whitelisted SQL is put together here; the caller's id
  -- travels as a parameter ($1).
  cond := case when p_stage = 'closed' then 'r.clock_closed_at is not null' else 'r.clock_closed_at is null' end;
  cond := cond || ' and r.status <> ''held''';
  cond := cond || case p_due
    when 'overdue' then ' and r.options_sent_at is null and r.clock_paused_at is null and r.clock_due_at < now()'
    when 'due_24h' then ' and r.options_sent_at is null and r.clock_paused_at is null
                          and r.clock_due_at >= now() and r.clock_due_at <= now() + interval ''24 hours'''
    else '' end;
  cond := cond || case when coalesce(p_mine, false) then ' and r.assigned_to = $1' else '' end;
  cond := cond || case p_stage
    when 'introduced' then ' and r.introduced_at is not null'
    when 'options_sent' then ' and r.options_sent_at is not null and r.introduced_at is null'
    when 'answers_in' then ' and r.options_sent_at is null and r.introduced_at is null
      and exists (select from public.introductions i where i.lead_id = r.id and i.answer is not null)'
    when 'briefs_sent' then ' and r.options_sent_at is null and r.introduced_at is null
      and exists (select from public.introductions i where i.lead_id = r.id and i.sent_at is not null)
      and not exists (select from public.introductions i where i.lead_id = r.id and i.answer is not null)'
    when 'suggested' then ' and r.options_sent_at is null and r.introduced_at is null
      and (exists (select from public.introductions i where i.lead_id = r.id)
           or exists (select from public.suggestion_lists s where s.lead_id = r.id))
      and not exists (select from public.introductions i where i.lead_id = r.id and i.sent_at is not null)'
    when 'new' then ' and r.options_sent_at is null and r.introduced_at is null
      and not exists (select from public.introductions i where i.lead_id = r.id)
      and not exists (select from public.suggestion_lists s where s.lead_id = r.id)'
    else '' end;

  sort_key := case p_sort
    when 'company' then 'lower(r.company_name)'
    when 'reference' then 'r.id::text'
    when 'received' then 'to_char(r.created_at at time zone ''UTC'', ''YYYYMMDDHH24MISSUS'')'
    when 'kind' then 'r.lead_table'
    when 'assignee' then '(select u.email::text from auth.users u where u.id = r.assigned_to)'
    when 'stage' then '(' || stage_rank || ')::text'
    else 'null::text' end;

  foreach t in array array['oem_leads', 'consultation_requests'] loop
    if p_sort = 'due' and not descending then
      -- The promise's order reads each of its three groups from an index of its own.
      part := format(
        '(select %1$L::text as lead_table, r.id, null::text as k, 0 as g, extract(epoch from r.clock_due_at) as n
            from public.%1$I r where %2$s and r.options_sent_at is null and r.clock_paused_at is null
           order by r.clock_due_at, r.id limit %3$s)
         union all
         (select %1$L::text, r.id, null::text, 1, extract(epoch from r.clock_due_at - r.clock_paused_at)
            from public.%1$I r where %2$s and r.options_sent_at is null and r.clock_paused_at is not null
           order by r.clock_due_at - r.clock_paused_at, r.id limit %3$s)
         union all
         (select %1$L::text, r.id, null::text, 2, -extract(epoch from r.options_sent_at)
            from public.%1$I r where %2$s and r.options_sent_at is not null
           order by r.options_sent_at desc, r.id limit %3$s)',
        t, cond, page_end);
    else
      part := format(
        '(select %1$L::text as lead_table, r.id, %2$s as k, %3$s as g, %4$s as n
            from public.%1$I r where %5$s order by %6$s limit %7$s)',
        t, replace(sort_key, 'r.lead_table', quote_literal(t)), promise_group, promise_key, cond,
        case p_sort
          when 'company' then format('lower(r.company_name) %1$s, r.id %1$s', dir)
          when 'reference' then format('r.id %s', dir)
          when 'received' then format('r.created_at %1$s, r.id %1$s', dir)
          when 'due' then 'g desc, n desc, r.id desc'
          else format('k %s nulls last, g, n, r.id', dir) end,
        page_end);
    end if;
    parts := parts || part;
  end loop;

  if p_due is null and not coalesce(p_mine, false) and (p_stage is null or p_stage = 'closed') then
    select coalesce(sum(c.leads), 0) into matched
      from private.lead_counts c
     where c.lead_table in ('oem_leads', 'consultation_requests')
       and c.status <> 'held'
       and (c.status in ('won', 'lost')) = (p_stage is not distinct from 'closed');
  else
    execute format('select (select count(*) from public.oem_leads r where %1$s)
                         + (select count(*) from public.consultation_requests r where %1$s)', cond)
      into matched using me;
  end if;

  return query execute format($q$
    with page as (
      select p.* from (%1$s) p
       order by %2$s
      offset $2 limit $3
    )
    select p.lead_table, r.id, r.company_name, r.contact_name, r.email, r.created_at, r.due_at, r.clock_due_at,
           r.clock_paused_at, r.options_sent_at, r.clock_closed_at, r.introduced_at,
           public.rfq_clock_state(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at),
           public.rfq_clock_seconds_left(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at),
           private.rfq_stage(r.clock_closed_at, r.introduced_at, r.options_sent_at, f.answered, f.briefs, f.suggested),
           f.shortlisted, f.briefs, f.answered, f.yes, r.assigned_to,
           (select u.email::text from auth.users u where u.id = r.assigned_to), $4::bigint
      from page p
      join private.rfq_queue_rows r on r.id = p.id and r.lead_table = p.lead_table
      cross join lateral (
        select count(*)::integer as shortlisted,
               (count(*) filter (where i.sent_at is not null))::integer as briefs,
               (count(*) filter (where i.answer is not null))::integer as answered,
               (count(*) filter (where i.answer in ('interested', 'quoted')))::integer as yes,
               count(*) > 0 or exists (select from public.suggestion_lists s
                                        where s.lead_id = p.id and s.lead_table = p.lead_table) as suggested
          from public.introductions i
         where i.lead_id = p.id and i.lead_table = p.lead_table
      ) f
     order by %2$s$q$,
    array_to_string(parts, ' union all '),
    case p_sort
      when 'company' then format('p.k %1$s, p.id %1$s', dir)
      when 'reference' then format('p.k %s', dir)
      when 'received' then format('p.k %1$s, p.id %1$s', dir)
      when 'due' then case when descending then 'p.g desc, p.n desc, p.id desc' else 'p.g, p.n, p.id' end
      else format('p.k %s nulls last, p.g, p.n, p.id', dir) end)
    using me, p_offset, p_limit, matched;
end;
$$;

revoke all on function private.rfq_queue_page(text, boolean, text, text, boolean, integer, integer)
  from public, anon, authenticated;
