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
--   * assigned_to: the team member working it. Only an admin at aal2 sets it, to another admin or
--     to nobody, through assign_rfq; a visitor's insert cannot (fix_rfq_due_at clears it).
--   * rfq_queue(): one page, sorted by a whitelisted column, with the total. The default order is
--     the promise's: running clocks by due time (overdue first), then paused clocks by the time
--     they have left, then the RFQs whose options went out (newest sending first). Each of those
--     three reads an index, so the first page costs the same at 10,000 and 100,000 RFQs.
--   * partner_lead_suppliers(): a partner lead's status follows its supplier (vetting, vetted,
--     rejected), read for the rows a page shows.

alter table public.oem_leads
  add column assigned_to uuid references auth.users (id) on delete set null,
  add column assigned_at timestamptz;
alter table public.consultation_requests
  add column assigned_to uuid references auth.users (id) on delete set null,
  add column assigned_at timestamptz;

comment on column public.oem_leads.assigned_to is
  'The team member working this RFQ (an admin), or null. Set only through public.assign_rfq.';
comment on column public.consultation_requests.assigned_to is
  'The team member working this RFQ (an admin), or null. Set only through public.assign_rfq.';

create index oem_leads_assigned_idx on public.oem_leads (assigned_to) where assigned_to is not null;
create index consultation_requests_assigned_idx on public.consultation_requests (assigned_to)
  where assigned_to is not null;

-- The queue's other indexed orders: open RFQs only (the queue never lists a closed one unless
-- asked for the closed stage).
create index oem_leads_queue_sent_idx on public.oem_leads (options_sent_at desc, id)
  where options_sent_at is not null and clock_closed_at is null;
create index consultation_requests_queue_sent_idx on public.consultation_requests (options_sent_at desc, id)
  where options_sent_at is not null and clock_closed_at is null;
create index oem_leads_queue_company_idx on public.oem_leads (company_name, id) where clock_closed_at is null;
create index consultation_requests_queue_company_idx on public.consultation_requests (company_name, id)
  where clock_closed_at is null;

-- On arrival nothing is assigned, whatever the insert carried.
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
  new.introduced_at := null;
  new.assigned_to := null;
  new.assigned_at := null;
  return new;
end;
$$;

-- The team: every account whose role is admin. The desk offers them as assignees.
create function public.team_members()
returns table (id uuid, email text)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may list the team';
  end if;
  return query
    select u.id, u.email::text from auth.users u
     where u.raw_app_meta_data ->> 'role' = 'admin'
     order by u.email;
end;
$$;

-- Who works an RFQ: another admin, or nobody (null).
create function public.assign_rfq(p_lead_table text, p_lead_id uuid, p_assignee uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may assign an RFQ';
  end if;
  if p_lead_table is null or p_lead_table not in ('oem_leads', 'consultation_requests') then
    raise sqlstate '22023' using message = 'Not an RFQ table';
  end if;
  if p_assignee is not null and not exists (
    select from auth.users u where u.id = p_assignee and u.raw_app_meta_data ->> 'role' = 'admin'
  ) then
    raise sqlstate '22023' using message = 'Assign the RFQ to a member of the team';
  end if;
  execute format(
    'update public.%I set assigned_to = $2, assigned_at = case when $2 is null then null else now() end
      where id = $1 and assigned_to is distinct from $2', p_lead_table)
    using p_lead_id, p_assignee;
  get diagnostics changed = row_count;
  if changed = 0 and not exists (select from public.oem_leads where id = p_lead_id)
     and not exists (select from public.consultation_requests where id = p_lead_id) then
    raise sqlstate 'P0002' using message = 'No such RFQ';
  end if;
end;
$$;

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

-- What the records say of one RFQ's work: its shortlist, briefs sent, answers, yeses, and whether
-- the desk ranked the register for it.
create function private.rfq_work(p_lead_table text, p_lead_id uuid)
returns table (shortlisted integer, briefs integer, answered integer, yes integer, suggested boolean)
language sql stable
set search_path = ''
as $$
  select count(*)::integer,
         (count(*) filter (where i.sent_at is not null))::integer,
         (count(*) filter (where i.answer is not null))::integer,
         (count(*) filter (where i.answer in ('interested', 'quoted')))::integer,
         count(*) > 0 or exists (select from public.suggestion_lists s
                                  where s.lead_id = p_lead_id and s.lead_table = p_lead_table)
    from public.introductions i
   where i.lead_id = p_lead_id and i.lead_table = p_lead_table
$$;

revoke all on function private.rfq_work(text, uuid) from public, anon, authenticated;

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

-- One page of the queue.
--   p_sort: due (time left), reference, company, kind, stage, assignee or received.
--   p_stage: one stage, or null for every stage but closed.
--   p_due: 'overdue' or 'due_24h' (running clocks only), or null.
--   p_mine: only the caller's RFQs.
-- Each row carries the total of rows that match, so one call fills a page and its range.
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
declare
  me uuid := (select auth.uid());
  page_end integer := p_offset + p_limit;
  matched bigint;
  stages constant text[] := array['new', 'suggested', 'briefs_sent', 'answers_in', 'options_sent', 'introduced', 'closed'];
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

  if p_sort = 'due' and not coalesce(p_desc, false) and p_stage is null and not coalesce(p_mine, false) then
    -- The promise's order, read from the indexes: each of the three parts needs at most
    -- offset + limit rows, however many RFQs there are.
    select count(*) into matched
      from private.rfq_queue_rows r
     where r.clock_closed_at is null
       and (p_due is null or (r.options_sent_at is null and r.clock_paused_at is null
            and case p_due when 'overdue' then r.clock_due_at < now()
                           else r.clock_due_at >= now() and r.clock_due_at <= now() + interval '24 hours' end));
    return query
      with page as (
        (select r.lead_table, r.id, 0 as g, extract(epoch from r.clock_due_at) as k
           from private.rfq_queue_rows r
          where r.options_sent_at is null and r.clock_paused_at is null and r.clock_closed_at is null
            and (p_due is null or case p_due when 'overdue' then r.clock_due_at < now()
                                  else r.clock_due_at >= now() and r.clock_due_at <= now() + interval '24 hours' end)
          order by r.clock_due_at, r.id limit page_end)
        union all
        (select r.lead_table, r.id, 1, extract(epoch from r.clock_due_at - r.clock_paused_at)
           from private.rfq_queue_rows r
          where p_due is null and r.options_sent_at is null and r.clock_paused_at is not null
            and r.clock_closed_at is null
          order by r.clock_due_at - r.clock_paused_at, r.id limit page_end)
        union all
        (select r.lead_table, r.id, 2, -extract(epoch from r.options_sent_at)
           from private.rfq_queue_rows r
          where p_due is null and r.options_sent_at is not null and r.clock_closed_at is null
          order by r.options_sent_at desc, r.id limit page_end)
      )
      select p.lead_table, r.id, r.company_name, r.contact_name, r.email, r.created_at, r.due_at, r.clock_due_at,
             r.clock_paused_at, r.options_sent_at, r.clock_closed_at, r.introduced_at,
             public.rfq_clock_state(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at),
             public.rfq_clock_seconds_left(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at),
             private.rfq_stage(r.clock_closed_at, r.introduced_at, r.options_sent_at, f.answered, f.briefs, f.suggested),
             f.shortlisted, f.briefs, f.answered, f.yes, r.assigned_to,
             (select u.email::text from auth.users u where u.id = r.assigned_to), matched
        from page p
        join private.rfq_queue_rows r on r.id = p.id and r.lead_table = p.lead_table
        cross join lateral private.rfq_work(p.lead_table, p.id) f
       order by p.g, p.k, p.id
      offset p_offset limit p_limit;
    return;
  end if;

  -- Any other order or filter: the matching rows are sorted whole. The facts of other tables are
  -- read for a row only where the stage filter or the stage sort needs them.
  return query
    with matching as (
      select r.*, case when p_sort = 'stage' or p_stage in ('new', 'suggested', 'briefs_sent', 'answers_in')
                       then private.rfq_stage(r.clock_closed_at, r.introduced_at, r.options_sent_at, f.answered,
                                              f.briefs, f.suggested) end as computed_stage
        from private.rfq_queue_rows r
        left join lateral private.rfq_work(r.lead_table, r.id) f
          on p_sort = 'stage' or p_stage in ('new', 'suggested', 'briefs_sent', 'answers_in')
       where (case when p_stage = 'closed' then r.clock_closed_at is not null else r.clock_closed_at is null end)
         and (p_due is null or (r.options_sent_at is null and r.clock_paused_at is null and r.clock_closed_at is null
              and case p_due when 'overdue' then r.clock_due_at < now()
                             else r.clock_due_at >= now() and r.clock_due_at <= now() + interval '24 hours' end))
         and (not coalesce(p_mine, false) or r.assigned_to = me)
         and (p_stage is null or p_stage = 'closed'
              or (p_stage = 'introduced' and r.introduced_at is not null)
              or (p_stage = 'options_sent' and r.options_sent_at is not null and r.introduced_at is null)
              or (p_stage in ('new', 'suggested', 'briefs_sent', 'answers_in')
                  and r.options_sent_at is null and r.introduced_at is null))
    ),
    ordered as (
      select m.*, count(*) over () as matched_count,
             case when m.options_sent_at is not null then 2 when m.clock_paused_at is not null then 1 else 0 end as g,
             public.rfq_clock_seconds_left(m.clock_due_at, m.clock_paused_at, m.options_sent_at, m.clock_closed_at) as left_s,
             (select u.email::text from auth.users u where u.id = m.assigned_to) as assignee
        from matching m
       where p_stage is null or p_stage not in ('new', 'suggested', 'briefs_sent', 'answers_in')
          or m.computed_stage = p_stage
    ),
    page as (
      select o.* from ordered o
       order by
         case when not p_desc then
           case p_sort when 'company' then lower(o.company_name) when 'kind' then o.lead_table
                       when 'assignee' then o.assignee when 'reference' then o.id::text
                       when 'stage' then lpad(array_position(stages, o.computed_stage)::text, 2, '0') end
         end asc nulls last,
         case when p_desc then
           case p_sort when 'company' then lower(o.company_name) when 'kind' then o.lead_table
                       when 'assignee' then o.assignee when 'reference' then o.id::text
                       when 'stage' then lpad(array_position(stages, o.computed_stage)::text, 2, '0') end
         end desc nulls last,
         case when p_sort = 'received' and not p_desc then o.created_at end asc,
         case when p_sort = 'received' and p_desc then o.created_at end desc,
         case when p_sort = 'due' and p_desc then o.g end desc,
         case when p_sort = 'due' and p_desc then o.left_s end desc,
         o.g, o.left_s, o.id
      offset p_offset limit p_limit
    )
    select p.lead_table, p.id, p.company_name, p.contact_name, p.email, p.created_at, p.due_at, p.clock_due_at,
           p.clock_paused_at, p.options_sent_at, p.clock_closed_at, p.introduced_at,
           public.rfq_clock_state(p.clock_due_at, p.clock_paused_at, p.options_sent_at, p.clock_closed_at),
           p.left_s,
           private.rfq_stage(p.clock_closed_at, p.introduced_at, p.options_sent_at, f.answered, f.briefs, f.suggested),
           f.shortlisted, f.briefs, f.answered, f.yes, p.assigned_to, p.assignee, p.matched_count
      from page p
      cross join lateral private.rfq_work(p.lead_table, p.id) f
     order by
       case when not p_desc then
         case p_sort when 'company' then lower(p.company_name) when 'kind' then p.lead_table
                     when 'assignee' then p.assignee when 'reference' then p.id::text
                     when 'stage' then lpad(array_position(stages, p.computed_stage)::text, 2, '0') end
       end asc nulls last,
       case when p_desc then
         case p_sort when 'company' then lower(p.company_name) when 'kind' then p.lead_table
                     when 'assignee' then p.assignee when 'reference' then p.id::text
                     when 'stage' then lpad(array_position(stages, p.computed_stage)::text, 2, '0') end
       end desc nulls last,
       case when p_sort = 'received' and not p_desc then p.created_at end asc,
       case when p_sort = 'received' and p_desc then p.created_at end desc,
       case when p_sort = 'due' and p_desc then p.g end desc,
       case when p_sort = 'due' and p_desc then p.left_s end desc,
       p.g, p.left_s, p.id;
end;
$$;

revoke all on function public.team_members(), public.assign_rfq(text, uuid, uuid),
  public.rfq_queue(text, boolean, text, text, boolean, integer, integer) from public, anon;
grant execute on function public.team_members(), public.assign_rfq(text, uuid, uuid),
  public.rfq_queue(text, boolean, text, text, boolean, integer, integer) to authenticated;
revoke all on function private.rfq_stage(timestamptz, timestamptz, timestamptz, integer, integer, boolean)
  from public, anon, authenticated;

-- A partner lead's status follows its supplier, for the leads a page shows.
create function public.partner_lead_suppliers(p_lead_ids uuid[])
returns table (lead_id uuid, supplier_id uuid, supplier_status text, status_changed_at timestamptz)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may read the register';
  end if;
  if cardinality(p_lead_ids) > 200 then
    raise sqlstate '22023' using message = 'At most 200 leads at a time';
  end if;
  return query
    select s.partner_lead_id, s.id, s.status, s.status_changed_at
      from public.suppliers s
     where s.partner_lead_id = any(p_lead_ids);
end;
$$;

revoke all on function public.partner_lead_suppliers(uuid[]) from public, anon;
grant execute on function public.partner_lead_suppliers(uuid[]) to authenticated;
