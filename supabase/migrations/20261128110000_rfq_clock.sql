-- The 72-hour clock on every RFQ (docs/decisions/0030-the-72-hour-clock.md).
--   * due_at stays what the RFQ was promised on arrival: created_at + 72 calendar hours.
--   * clock_due_at is when the clock runs out: due_at plus the time of every closed pause. Only
--     the resume function moves it.
--   * clock_paused_at is the open pause's start (null while the clock runs). A pause needs a
--     reason, and each one is a row of rfq_clock_pauses.
--   * options_sent_at (the sending function sets it) stops the clock for good.
-- The clock's state is one SQL rule, public.rfq_clock_state, with the time left from
-- public.rfq_clock_seconds_left; the desk draws the same rule from the same three columns.
-- A visitor's insert can set none of them: the arrival trigger overwrites all four.

alter table public.oem_leads
  add column clock_due_at timestamptz,
  add column clock_paused_at timestamptz;
alter table public.consultation_requests
  add column clock_due_at timestamptz,
  add column clock_paused_at timestamptz;

update public.oem_leads set clock_due_at = due_at;
update public.consultation_requests set clock_due_at = due_at;

-- The default only keeps the column optional in an insert's shape; the trigger sets the value.
alter table public.oem_leads alter column clock_due_at set default now() + interval '72 hours',
  alter column clock_due_at set not null,
  add constraint oem_leads_clock_due_check check (clock_due_at >= due_at);
alter table public.consultation_requests alter column clock_due_at set default now() + interval '72 hours',
  alter column clock_due_at set not null,
  add constraint consultation_requests_clock_due_check check (clock_due_at >= due_at);

comment on column public.oem_leads.clock_due_at is
  'When the 72-hour clock runs out: due_at plus every closed pause; moved only by public.resume_rfq_clock.';
comment on column public.oem_leads.clock_paused_at is
  'When the open pause of the clock began (null while it runs); see rfq_clock_pauses.';
comment on column public.consultation_requests.clock_due_at is
  'When the 72-hour clock runs out: due_at plus every closed pause; moved only by public.resume_rfq_clock.';
comment on column public.consultation_requests.clock_paused_at is
  'When the open pause of the clock began (null while it runs); see rfq_clock_pauses.';

-- On arrival: the due time from the row's own created_at, a clock that runs, and no options sent,
-- whatever the insert carried.
create or replace function private.fix_rfq_due_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.due_at := new.created_at + interval '72 hours';
  new.clock_due_at := new.due_at;
  new.clock_paused_at := null;
  new.options_sent_at := null;
  return new;
end;
$$;

-- The open clocks, by when they run out: the list's "due soon" and "overdue" filters, the
-- dashboard's counts and the reminder job all read this index.
create index oem_leads_open_clock_idx on public.oem_leads (clock_due_at, id)
  where options_sent_at is null and clock_paused_at is null;
create index consultation_requests_open_clock_idx on public.consultation_requests (clock_due_at, id)
  where options_sent_at is null and clock_paused_at is null;

-- The desk's functions below run as their owner and change only the clock's columns (and the
-- sending function options_sent_at), each with forgebridge.rfq_job set for its own transaction.
create policy "The desk's RFQ functions move the clock as their owner" on public.oem_leads
  for update to postgres
  using (current_setting('forgebridge.rfq_job', true) = 'on')
  with check (current_setting('forgebridge.rfq_job', true) = 'on');
create policy "The desk's RFQ functions move the clock as their owner" on public.consultation_requests
  for update to postgres
  using (current_setting('forgebridge.rfq_job', true) = 'on')
  with check (current_setting('forgebridge.rfq_job', true) = 'on');

-- The rule ------------------------------------------------------------------------------------------
-- sent (the options went out) before paused before overdue (past the clock's end) before due_soon
-- (24 hours or less left) before running.
create function public.rfq_clock_state(
  clock_due_at timestamptz, clock_paused_at timestamptz, options_sent_at timestamptz, at timestamptz default now()
) returns text
language sql stable
set search_path = ''
as $$
  select case
           when options_sent_at is not null then 'sent'
           when clock_paused_at is not null then 'paused'
           when clock_due_at < at then 'overdue'
           when clock_due_at - interval '24 hours' <= at then 'due_soon'
           else 'running'
         end
$$;

-- Seconds left on the clock at `at`; negative once overdue. A paused clock keeps what it had when
-- it paused, a sent one what it had when the options went out.
create function public.rfq_clock_seconds_left(
  clock_due_at timestamptz, clock_paused_at timestamptz, options_sent_at timestamptz, at timestamptz default now()
) returns bigint
language sql stable
set search_path = ''
as $$
  select floor(extract(epoch from clock_due_at
                 - least(coalesce(options_sent_at, 'infinity'), coalesce(clock_paused_at, 'infinity'), at)))::bigint
$$;

revoke all on function public.rfq_clock_state(timestamptz, timestamptz, timestamptz, timestamptz),
  public.rfq_clock_seconds_left(timestamptz, timestamptz, timestamptz, timestamptz) from public, anon;
grant execute on function public.rfq_clock_state(timestamptz, timestamptz, timestamptz, timestamptz),
  public.rfq_clock_seconds_left(timestamptz, timestamptz, timestamptz, timestamptz) to authenticated, service_role;

-- Pausing and resuming -------------------------------------------------------------------------------
-- Who acts, as the desk records it.
create function private.rfq_actor() returns text
language sql stable
set search_path = ''
as $$
  select left(coalesce((select auth.jwt()) ->> 'email', (select auth.jwt()) ->> 'sub', current_user::text), 320)
$$;

revoke all on function private.rfq_actor() from public, anon, authenticated;

-- Refuses anything but an RFQ table, and an id that names no RFQ; returns the row's clock.
create function private.rfq_clock_for_update(p_lead_table text, p_lead_id uuid,
  out clock_due_at timestamptz, out clock_paused_at timestamptz, out options_sent_at timestamptz)
language plpgsql
set search_path = ''
as $$
begin
  if p_lead_table is null or p_lead_table not in ('oem_leads', 'consultation_requests') then
    raise sqlstate '22023' using message = 'lead_table must be oem_leads or consultation_requests';
  end if;
  if p_lead_id is null then
    raise sqlstate '22023' using message = 'lead_id is required';
  end if;
  execute format('select l.clock_due_at, l.clock_paused_at, l.options_sent_at from public.%I l where l.id = $1 for update',
                 p_lead_table)
    into clock_due_at, clock_paused_at, options_sent_at using p_lead_id;
  if clock_due_at is null then
    raise sqlstate '22023' using message = 'No such RFQ';
  end if;
end;
$$;

revoke all on function private.rfq_clock_for_update(text, uuid) from public, anon, authenticated;

-- Pauses the clock of one RFQ with the team's reason; returns when it paused.
create function public.pause_rfq_clock(p_lead_table text, p_lead_id uuid, p_reason text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  clock record;
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

-- Resumes a paused clock; the time it stood still moves its end. Returns the new end.
create function public.resume_rfq_clock(p_lead_table text, p_lead_id uuid)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  clock record;
  moved timestamptz;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may resume the clock';
  end if;
  select * into clock from private.rfq_clock_for_update(p_lead_table, p_lead_id);
  if clock.clock_paused_at is null then
    raise sqlstate '23514' using message = 'The clock is not paused';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  update public.rfq_clock_pauses p set resumed_at = now(), resumed_by = private.rfq_actor()
   where p.lead_table = p_lead_table and p.lead_id = p_lead_id and p.resumed_at is null;
  moved := clock.clock_due_at + (now() - clock.clock_paused_at);
  execute format('update public.%I set clock_due_at = $2, clock_paused_at = null where id = $1', p_lead_table)
    using p_lead_id, moved;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return moved;
end;
$$;

revoke all on function public.pause_rfq_clock(text, uuid, text), public.resume_rfq_clock(text, uuid)
  from public, anon;
grant execute on function public.pause_rfq_clock(text, uuid, text), public.resume_rfq_clock(text, uuid)
  to authenticated;

-- The dashboard's counts -----------------------------------------------------------------------------
-- Open clocks (options not sent, not paused) per RFQ table: due within 24 hours, and overdue.
create function public.rfq_clock_counts()
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
     where l.options_sent_at is null and l.clock_paused_at is null
       and l.clock_due_at <= now() + interval '24 hours'
    union all
    select 'consultation_requests'::text,
           count(*) filter (where l.clock_due_at >= now()),
           count(*) filter (where l.clock_due_at < now())
      from public.consultation_requests l
     where l.options_sent_at is null and l.clock_paused_at is null
       and l.clock_due_at <= now() + interval '24 hours';
end;
$$;

revoke all on function public.rfq_clock_counts() from public, anon;
grant execute on function public.rfq_clock_counts() to authenticated;

-- The 48-hour reminder -------------------------------------------------------------------------------
-- Once 48 of an RFQ's 72 clock hours have run without options, the team gets one reminder
-- through the outbox ('clock_reminder'); the outbox's unique (lead_table, lead_id, kind) makes it
-- one, however often and however concurrently this runs. A paused clock is not reminded, nor one
-- that ran out more than a day ago (the RFQs stored before the clock existed): the desk shows
-- those as overdue. Returns how many reminders it queued.
create function public.queue_clock_reminders()
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
           where l.options_sent_at is null and l.clock_paused_at is null and l.status <> 'held'
             and l.clock_due_at <= now() + interval '24 hours' and l.clock_due_at > now() - interval '24 hours'
          union all
          select 'consultation_requests'::text, l.id from public.consultation_requests l
           where l.options_sent_at is null and l.clock_paused_at is null and l.status <> 'held'
             and l.clock_due_at <= now() + interval '24 hours' and l.clock_due_at > now() - interval '24 hours') r
  on conflict (lead_table, lead_id, kind) do nothing;
  get diagnostics queued = row_count;
  if queued > 0 then
    perform private.poke_delivery_drain();
  end if;
  return queued;
end;
$$;

revoke all on function public.queue_clock_reminders() from public, anon, authenticated;
grant execute on function public.queue_clock_reminders() to service_role;

-- Hosted Supabase has pg_cron; the embedded Postgres does not, and runs the job itself
-- (supabase/local/jobs/rfq-clock.ts).
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    -- cron.schedule with a job name replaces a job of the same name, so re-running is harmless.
    perform cron.schedule('queue-clock-reminders', '*/5 * * * *', 'select public.queue_clock_reminders()');
  end if;
end;
$$;
