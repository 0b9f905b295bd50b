-- The RFQ queue: one list of the RFQs still being worked, from the OEM dialog and /quote alike,
-- in the order the 72-hour promise would break (docs/decisions/0038-rfq-queue.md).
--   * An RFQ's stage is computed from the rows that record the work, never typed, so it cannot
--     disagree with the record. From the last step back:
--       closed        the team closed it (won or lost: clock_closed_at);
--       introduced    the buyer chose to meet a supplier (introduced_at);
--       options_sent  the buyer's options email went out (options_sent_at);
--       answers_in    at least one shortlisted supplier answered its brief;
--       briefs_sent   at least one brief went out;
--       suggested     the desk ranked the register for it, or a shortlist was picked;
--       new           nothing yet.
--   * rfq_queue(): one page, sorted by a whitelisted column, with the total. The default order is
--     the promise's: running clocks by due time (overdue first), then paused clocks by the time
--     they have left, then the RFQs whose options went out (newest sending first). Each of those
--     three reads an index, so the first page costs the same at 10,000 and 100,000 RFQs.

-- Stage from the facts of one RFQ. shortlisted/briefs/answered are counts of its introductions.
create function private.rfq_stage(
  clock_closed_at timestamptz, introduced_at timestamptz, options_sent_at timestamptz,
  answered integer, briefs integer, suggested boolean
) returns text
language sql immutable
set search_path = ''
as $$
  select case
           when clock_closed_at is not null then 'closed'
           when introduced_at is not null then 'introduced'
           when options_sent_at is not null then 'options_sent'
           when answered > 0 then 'answers_in'
           when briefs > 0 then 'briefs_sent'
           when suggested then 'suggested'
           else 'new'
         end
$$;

-- Both RFQ tables as one, with the columns the queue shows and sorts on. Owner's rights inside
-- rfq_queue only: no API role reads this view.
create view private.rfq_queue_rows as
  select 'oem_leads'::text as lead_table, l.id, l.company_name, l.contact_person as contact_name, l.email,
         l.created_at, l.due_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at, l.clock_closed_at,
         l.introduced_at, l.assigned_to
    from public.oem_leads l
  union all
  select 'consultation_requests'::text, c.id, c.company_name, c.contact_name, c.email,
         c.created_at, c.due_at, c.clock_due_at, c.clock_paused_at, c.options_sent_at, c.clock_closed_at,
         c.introduced_at, c.assigned_to
    from public.consultation_requests c;

revoke all on private.rfq_queue_rows from public, anon, authenticated, service_role;

-- A row of the page, as private.rfq_queue_page builds it from SQL put together per request.
create type private.rfq_queue_row as (
  lead_table text, lead_id uuid, company_name text, contact_name text, email text, created_at timestamptz,
  due_at timestamptz, clock_due_at timestamptz, clock_paused_at timestamptz, options_sent_at timestamptz,
  clock_closed_at timestamptz, introduced_at timestamptz, clock_state text, seconds_left bigint, stage text,
  shortlisted integer, briefs_sent integer, answered integer, yes_count integer,
  assigned_to uuid, assignee_email text, total bigint
);

-- One page of the queue.
--   p_sort: due (time left), reference, company, kind, stage, assignee or received.
--   p_stage: one stage, or null for every stage but closed.
--   p_due: 'overdue' or 'due_24h' (running clocks only), or null.
--   p_mine: only the caller's RFQs.
-- Each row carries the total of rows that match, so one call fills a page and its range.
-- The page is built from each table's first offset + limit rows in the order asked, merged: the
-- indexed orders (time left, company, reference, received) then read no more rows at 100,000
-- RFQs than at 10,000. The total of an unfiltered view comes from the trigger-kept lead counts
-- (an RFQ is closed exactly when its status is won or lost), so it reads no RFQ row either.
create function private.rfq_queue_page(
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

create function public.rfq_queue(
  p_sort text default 'due',
  p_desc boolean default false,
  p_stage text default null,
  p_due text default null,
  p_mine boolean default false,
  p_limit integer default 50,
  p_offset integer default 0
) returns table (
  lead_table text, lead_id uuid, company_name text, contact_name text, email text, created_at timestamptz,
  due_at timestamptz, clock_due_at timestamptz, clock_paused_at timestamptz, options_sent_at timestamptz,
  clock_closed_at timestamptz, introduced_at timestamptz, clock_state text, seconds_left bigint, stage text,
  shortlisted integer, briefs_sent integer, answered integer, yes_count integer,
  assigned_to uuid, assignee_email text, total bigint
)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may read the queue';
  end if;
  return query select * from private.rfq_queue_page(p_sort, p_desc, p_stage, p_due, p_mine, p_limit, p_offset);
end;
$$;

revoke all on function public.rfq_queue(text, boolean, text, text, boolean, integer, integer) from public, anon;
grant execute on function public.rfq_queue(text, boolean, text, text, boolean, integer, integer) to authenticated;
revoke all on function private.rfq_stage(timestamptz, timestamptz, timestamptz, integer, integer, boolean)
  from public, anon, authenticated;
