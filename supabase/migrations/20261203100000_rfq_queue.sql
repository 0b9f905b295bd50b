-- The RFQ queue's records (docs/decisions/0038-rfq-queue.md): who works an RFQ, the indexes the
-- queue's orders read, and a partner lead's supplier. The queue itself is the next migration.
--   * assigned_to: the team member working an RFQ. Only an admin at aal2 sets it, to another admin
--     or to nobody, through assign_rfq; a visitor's insert cannot (fix_rfq_due_at clears it).
--   * team_members(): the admins, offered as assignees.
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
create index oem_leads_queue_paused_idx on public.oem_leads ((clock_due_at - clock_paused_at), id)
  where options_sent_at is null and clock_paused_at is not null and clock_closed_at is null;
create index consultation_requests_queue_paused_idx on public.consultation_requests ((clock_due_at - clock_paused_at), id)
  where options_sent_at is null and clock_paused_at is not null and clock_closed_at is null;
create index oem_leads_queue_company_idx on public.oem_leads (lower(company_name), id) where clock_closed_at is null;
create index consultation_requests_queue_company_idx on public.consultation_requests (lower(company_name), id)
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

revoke all on function public.team_members(), public.assign_rfq(text, uuid, uuid) from public, anon;
grant execute on function public.team_members(), public.assign_rfq(text, uuid, uuid) to authenticated;

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
