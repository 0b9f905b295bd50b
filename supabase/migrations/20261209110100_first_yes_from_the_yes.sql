-- "Time to the first yes" is measured to when a supplier said yes, not to its first answer of any
-- kind (docs/decisions/0036-supplier-brief-pages.md). A supplier may change its answer on its page
-- until the options are sent: one that declined at 5 hours and said yes at 40 hours gave the RFQ
-- its yes at 40 hours.
--   * introductions.interested_since: when the supplier's standing "interested" answer was given,
--     set by the trigger that keeps the first answer's time, whoever writes the answer. Edits of
--     that yes (a new price, a new lead time) keep it; a decline clears it, and a later yes starts
--     it again, since the RFQ had no yes from that supplier in between. Null unless the answer is
--     "interested". Answers given before it are read from the trail: the first "interested" after
--     the supplier's latest other answer, within the first and the latest answer's times.
--   * promise_figures' first yes is the earliest interested_since of the RFQ's suppliers. An RFQ
--     with no supplier saying yes adds nothing to that figure, which says "no data" (rfqs 0, the
--     hours null) when no RFQ has a yes.

alter table public.introductions add column interested_since timestamptz;

comment on column public.introductions.interested_since is
  'When the supplier''s standing "interested" answer was given (kept through edits of that yes); null unless the answer is interested. Set by a trigger.';

do $$
begin
  perform set_config('forgebridge.rfq_job', 'on', true);
  update public.introductions i
     set interested_since = greatest(i.first_answered_at, least(i.answered_at, coalesce(
           (select min(e.at) from public.introduction_events e
             where e.introduction_id = i.id and e.kind = 'answered' and e.detail ->> 'answer' = 'interested'
               and e.at > coalesce((select max(o.at) from public.introduction_events o
                                     where o.introduction_id = i.id and o.kind = 'answered'
                                       and o.detail ->> 'answer' is distinct from 'interested'), '-infinity')),
           i.answered_at)))
   where i.answer = 'interested';
  perform set_config('forgebridge.rfq_job', 'off', true);
end
$$;

alter table public.introductions
  add constraint introductions_interested_since_whole
    check ((answer is not distinct from 'interested') = (interested_since is not null)),
  add constraint introductions_interested_since_within
    check (interested_since between first_answered_at and answered_at);

-- The first answer's time stays as it was through every later edit; the standing yes's time stays
-- through every edit of that yes.
create or replace function private.keep_first_answer() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_yes timestamptz;
begin
  if new.answered_at is null then
    new.first_answered_at := null;
  elsif tg_op = 'INSERT' then
    new.first_answered_at := least(coalesce(new.first_answered_at, new.answered_at), new.answered_at);
  else
    new.first_answered_at := coalesce(old.first_answered_at, new.answered_at);
  end if;
  if new.answer is distinct from 'interested' then
    new.interested_since := null;
  else
    if tg_op = 'INSERT' then
      v_yes := coalesce(new.interested_since, new.answered_at);
    elsif old.answer is not distinct from 'interested' then
      v_yes := coalesce(old.interested_since, new.answered_at);
    else
      v_yes := new.answered_at;
    end if;
    new.interested_since := greatest(new.first_answered_at, least(v_yes, new.answered_at));
  end if;
  return new;
end;
$$;

-- The promise's figures of 20261208090200, the first yes read from when each supplier said yes.
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
