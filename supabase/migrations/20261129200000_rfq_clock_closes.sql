-- Closing an RFQ stops its 72-hour clock (docs/decisions/0030-the-72-hour-clock.md).
-- An RFQ the team marks won or lost is no longer waiting for options: its clock must not stay
-- "overdue" for ever, count on the dashboard, fill the overdue list or be reminded.
--   * clock_closed_at is set by a trigger when the status becomes won or lost, and cleared when
--     it goes back to an open status (the clock then runs again towards its original end).
--     Nobody writes it directly; a visitor's insert cannot set it.
--   * The clock's rule gains the state 'closed': sent before closed before paused before overdue
--     before due_soon before running. The time left stops at the closing, as at a pause.
--   * The promise's figures count a closed RFQ as decided only when its clock had already run
--     out when it closed (the promise was broken); one closed in time measured nothing.

alter table public.oem_leads add column clock_closed_at timestamptz;
alter table public.consultation_requests add column clock_closed_at timestamptz;

comment on column public.oem_leads.clock_closed_at is
  'When the team closed the RFQ (won or lost), which stops its clock; null while open. Set by a trigger.';
comment on column public.consultation_requests.clock_closed_at is
  'When the team closed the RFQ (won or lost), which stops its clock; null while open. Set by a trigger.';

-- RFQs already closed: their clock stopped when they were last changed.
update public.oem_leads set clock_closed_at = coalesce(updated_at, now()) where status in ('won', 'lost');
update public.consultation_requests set clock_closed_at = coalesce(updated_at, now()) where status in ('won', 'lost');

-- On arrival nothing is closed, whatever the insert carried.
create or replace function private.fix_rfq_due_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.due_at := new.created_at + interval '72 hours';
  new.clock_due_at := new.due_at;
  new.clock_paused_at := null;
  new.options_sent_at := null;
  new.clock_closed_at := null;
  return new;
end;
$$;

-- Closing and reopening: only the status moves clock_closed_at.
create function private.close_rfq_clock() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status in ('won', 'lost') then
    new.clock_closed_at := case when old.status in ('won', 'lost') then old.clock_closed_at else now() end;
  else
    new.clock_closed_at := null;
  end if;
  return new;
end;
$$;

revoke all on function private.close_rfq_clock() from public, anon, authenticated;

create trigger close_rfq_clock before update on public.oem_leads
  for each row execute function private.close_rfq_clock();
create trigger close_rfq_clock before update on public.consultation_requests
  for each row execute function private.close_rfq_clock();

-- The open clocks' index holds open RFQs only.
drop index public.oem_leads_open_clock_idx;
drop index public.consultation_requests_open_clock_idx;
create index oem_leads_open_clock_idx on public.oem_leads (clock_due_at, id)
  where options_sent_at is null and clock_paused_at is null and clock_closed_at is null;
create index consultation_requests_open_clock_idx on public.consultation_requests (clock_due_at, id)
  where options_sent_at is null and clock_paused_at is null and clock_closed_at is null;

-- The rule, with the closing -------------------------------------------------------------------------
drop function public.rfq_clock_state(timestamptz, timestamptz, timestamptz, timestamptz);
drop function public.rfq_clock_seconds_left(timestamptz, timestamptz, timestamptz, timestamptz);

create function public.rfq_clock_state(
  clock_due_at timestamptz, clock_paused_at timestamptz, options_sent_at timestamptz, clock_closed_at timestamptz,
  at timestamptz default now()
) returns text
language sql stable
set search_path = ''
as $$
  select case
           when options_sent_at is not null then 'sent'
           when clock_closed_at is not null then 'closed'
           when clock_paused_at is not null then 'paused'
           when clock_due_at < at then 'overdue'
           when clock_due_at - interval '24 hours' <= at then 'due_soon'
           else 'running'
         end
$$;

-- Seconds left on the clock at `at`; negative once overdue. It stands still from the first of the
-- sending, the closing and the open pause.
create function public.rfq_clock_seconds_left(
  clock_due_at timestamptz, clock_paused_at timestamptz, options_sent_at timestamptz, clock_closed_at timestamptz,
  at timestamptz default now()
) returns bigint
language sql stable
set search_path = ''
as $$
  select floor(extract(epoch from clock_due_at
                 - least(coalesce(options_sent_at, 'infinity'), coalesce(clock_closed_at, 'infinity'),
                         coalesce(clock_paused_at, 'infinity'), at)))::bigint
$$;

revoke all on function public.rfq_clock_state(timestamptz, timestamptz, timestamptz, timestamptz, timestamptz),
  public.rfq_clock_seconds_left(timestamptz, timestamptz, timestamptz, timestamptz, timestamptz) from public, anon;
grant execute on function public.rfq_clock_state(timestamptz, timestamptz, timestamptz, timestamptz, timestamptz),
  public.rfq_clock_seconds_left(timestamptz, timestamptz, timestamptz, timestamptz, timestamptz)
  to authenticated, service_role;

-- A closed RFQ's clock cannot be paused (nothing is waiting); resuming one paused before the
-- closing is still allowed, so no pause stays open for ever.
create or replace function public.pause_rfq_clock(p_lead_table text, p_lead_id uuid, p_reason text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  clock record;
  closed_at timestamptz;
  reason text := btrim(coalesce(p_reason, ''));
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may pause the clock';
  end if;
  if char_length(reason) < 3 or char_length(reason) > 500 then
    raise sqlstate '22023' using message = 'Give a reason for the pause, 3 to 500 characters';
  end if;
  select * into clock from private.rfq_clock_for_update(p_lead_table, p_lead_id);
  if clock.options_sent_at is not null then
    raise sqlstate '23514' using message = 'The options were sent: the clock has stopped';
  end if;
  execute format('select l.clock_closed_at from public.%I l where l.id = $1', p_lead_table)
    into closed_at using p_lead_id;
  if closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed: the clock has stopped';
  end if;
  if clock.clock_paused_at is not null then
    raise sqlstate '23514' using message = 'The clock is already paused';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  insert into public.rfq_clock_pauses (lead_table, lead_id, paused_at, paused_by, reason)
  values (p_lead_table, p_lead_id, now(), private.rfq_actor(), reason);
  execute format('update public.%I set clock_paused_at = now() where id = $1', p_lead_table) using p_lead_id;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return now();
end;
$$;

-- The dashboard's counts: open clocks only.
create or replace function public.rfq_clock_counts()
returns table (lead_table text, due_soon bigint, overdue bigint)
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
    select 'oem_leads'::text,
           count(*) filter (where l.clock_due_at >= now()),
           count(*) filter (where l.clock_due_at < now())
      from public.oem_leads l
     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
       and l.clock_due_at <= now() + interval '24 hours'
    union all
    select 'consultation_requests'::text,
           count(*) filter (where l.clock_due_at >= now()),
           count(*) filter (where l.clock_due_at < now())
      from public.consultation_requests l
     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
       and l.clock_due_at <= now() + interval '24 hours';
end;
$$;

-- The 48-hour reminder: never for a closed RFQ.
create or replace function public.queue_clock_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into public.lead_deliveries (lead_table, lead_id, kind)
  select r.lead_table, r.id, 'clock_reminder'
    from (select 'oem_leads'::text as lead_table, l.id from public.oem_leads l
           where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
             and l.status <> 'held'
             and l.clock_due_at <= now() + interval '24 hours' and l.clock_due_at > now() - interval '24 hours'
          union all
          select 'consultation_requests'::text, l.id from public.consultation_requests l
           where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
             and l.status <> 'held'
             and l.clock_due_at <= now() + interval '24 hours' and l.clock_due_at > now() - interval '24 hours') r
  on conflict (lead_table, lead_id, kind) do nothing;
  get diagnostics queued = row_count;
  if queued > 0 then
    perform private.poke_delivery_drain();
  end if;
  return queued;
end;
$$;

-- The promise's figures with the closing: a closed RFQ is decided (not within 72 hours) only when
-- its clock had run out before it closed; it is never overdue now.
create or replace function public.promise_figures(p_weeks integer default 12)
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
    select l.created_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at, l.clock_closed_at
      from public.oem_leads l where l.created_at >= since and l.status <> 'held'
    union all
    select l.created_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at, l.clock_closed_at
      from public.consultation_requests l where l.created_at >= since and l.status <> 'held'
  ),
  judged as (
    select (date_trunc('week', r.created_at at time zone 'Europe/London'))::date as week,
           public.rfq_clock_state(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at) as state,
           public.rfq_clock_seconds_left(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at) as seconds_left
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
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
                       and l.clock_due_at < now())
                 + (select count(*) from public.consultation_requests l
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
                       and l.clock_due_at < now()),
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
