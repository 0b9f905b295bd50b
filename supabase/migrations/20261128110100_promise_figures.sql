-- Is the promise kept? The figures the desk's figures view shows
-- (docs/decisions/0030-the-72-hour-clock.md). Every share and time is NULL when nothing was there
-- to measure, never 0 % or 100 % made from nothing; each comes with the count it was made from.
--   * weeks: per week of arrival (Monday, UK time), the RFQs that arrived, how many are decided
--     (options sent, or the clock ran out without them) and how many had options within the 72
--     clock hours; the share is of the decided ones. An RFQ whose clock still runs is not counted
--     either way yet.
--   * time to options: median and 90th percentile, in clock hours (pauses left out), of the RFQs
--     in those weeks whose options were sent.
--   * overdue now: open clocks past their end, whenever the RFQ arrived.
--   * picks: the suppliers of every sent shortlist in those weeks; precision at 3 is the share of
--     them that stood in the top 3 of the stored suggestion list, and the share added by hand.

create function public.promise_figures(p_weeks integer default 12)
returns jsonb
language plpgsql
stable
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

  with rfqs as (
    select l.created_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at
      from public.oem_leads l where l.created_at >= since and l.status <> 'held'
    union all
    select l.created_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at
      from public.consultation_requests l where l.created_at >= since and l.status <> 'held'
  ),
  judged as (
    select (date_trunc('week', r.created_at at time zone 'Europe/London'))::date as week,
           public.rfq_clock_state(r.clock_due_at, r.clock_paused_at, r.options_sent_at) as state,
           public.rfq_clock_seconds_left(r.clock_due_at, r.clock_paused_at, r.options_sent_at) as seconds_left
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
           count(*) filter (where j.state = 'sent' or j.state = 'overdue') as decided,
           count(*) filter (where j.state = 'sent' and j.seconds_left >= 0) as within_72h
      from week_list w left join judged j on j.week = w.week
     group by w.week
  ),
  picks as (
    select i.suggested_rank, i.hand_reason
      from public.introductions i
     where i.sent_at is not null and i.sent_at >= since
  )
  select jsonb_build_object(
    'since', since,
    'weeks', coalesce((select jsonb_agg(jsonb_build_object(
                 'week_start', w.week,
                 'arrived', w.arrived,
                 'decided', w.decided,
                 'within_72h', w.within_72h,
                 'share', case when w.decided > 0 then round(w.within_72h::numeric / w.decided, 4) end)
               order by w.week) from weeks w), '[]'::jsonb),
    'sent', (select count(*) from sent),
    'median_hours', (select round(percentile_cont(0.5) within group (order by s.hours)::numeric, 1) from sent s),
    'p90_hours', (select round(percentile_cont(0.9) within group (order by s.hours)::numeric, 1) from sent s),
    'overdue_now', (select count(*) from public.oem_leads l
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_due_at < now())
                 + (select count(*) from public.consultation_requests l
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_due_at < now()),
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
  return result;
end;
$$;

revoke all on function public.promise_figures(integer) from public, anon;
grant execute on function public.promise_figures(integer) to authenticated;
