-- The lead delivery outbox (docs/decisions/0015-lead-delivery-outbox.md). Storing a lead creates,
-- in the same transaction, every notification it owes: a team alert, a receipt to the visitor
-- (every kind but the ICP download) and the automation webhook (partner and OEM leads). The
-- `deliver-leads` Edge Function claims due rows, sends them and settles them; a failed send is
-- retried with exponential backoff, and given up after a bounded number of attempts.
--   * Visitors can neither read nor change deliveries; a signed-in admin reads them and may retry
--     a failed one through public.retry_lead_delivery; only service_role (the function) claims
--     and settles them.
--   * A delivery holds no copy of the lead: the function reads the lead when it sends, and the
--     delivery goes with its lead (erasure and retention).

create table public.lead_deliveries (
  -- Also the idempotency key of every send and the local part of the email's Message-ID, so a
  -- delivery sent twice (a crash between sending and settling) is recognised as the same one.
  id uuid primary key default gen_random_uuid(),
  lead_table text not null
    check (lead_table in ('cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                          'consultation_requests')),
  lead_id uuid not null,
  kind text not null check (kind in ('team_alert', 'receipt', 'webhook')),
  -- pending: waiting for next_attempt_at (or being sent: a claim moves next_attempt_at past the
  -- send's lease); sent; failed: given up after max_attempts; skipped: nothing to send to (no
  -- webhook URL is set).
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 2000),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (lead_table, lead_id, kind)
);

create index lead_deliveries_due_idx on public.lead_deliveries (next_attempt_at) where status = 'pending';
create index lead_deliveries_lead_idx on public.lead_deliveries (lead_id);

-- How often and how patiently deliveries are retried; one row, changed without a migration.
-- With 5 s doubling to at most an hour over 10 attempts, a delivery is retried for about 1.5 h.
create table private.delivery_settings (
  only_row boolean primary key default true check (only_row),
  max_attempts integer not null default 10 check (max_attempts between 1 and 50),
  first_backoff interval not null default interval '5 seconds' check (first_backoff > interval '0'),
  max_backoff interval not null default interval '1 hour' check (max_backoff > interval '0'),
  -- How long a claimed delivery is left to its sender before another drain may take it again.
  lease interval not null default interval '2 minutes' check (lease > interval '0')
);
insert into private.delivery_settings default values;
revoke all on table private.delivery_settings from public, anon, authenticated;
-- The claim and settle functions run as their caller, service_role, and read the settings.
grant usage on schema private to service_role;
grant select on table private.delivery_settings to service_role;

alter table public.lead_deliveries enable row level security;
alter table public.lead_deliveries force row level security;
revoke all on table public.lead_deliveries from public, anon, authenticated, service_role;
grant select on table public.lead_deliveries to authenticated;
grant select, insert, update, delete on table public.lead_deliveries to service_role;

create policy "Admins read lead deliveries" on public.lead_deliveries
  for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
-- The functions below run as their owner (postgres), which forced row-level security holds to
-- these policies; no API role can become postgres.
create policy "Storing a lead queues its deliveries" on public.lead_deliveries
  for insert to postgres
  with check (status = 'pending' and attempts = 0);
create policy "An admin's retry requeues a failed delivery" on public.lead_deliveries
  for update to postgres
  using (status = 'failed')
  with check (status = 'pending' and attempts = 0);
create policy "Deliveries go with their lead" on public.lead_deliveries
  for delete to postgres
  using (case lead_table
           when 'cnc_partner_leads' then not exists (select from public.cnc_partner_leads l where l.id = lead_id)
           when 'oem_leads' then not exists (select from public.oem_leads l where l.id = lead_id)
           when 'icp_template_leads' then not exists (select from public.icp_template_leads l where l.id = lead_id)
           when 'contact_messages' then not exists (select from public.contact_messages l where l.id = lead_id)
           when 'consultation_requests' then not exists (select from public.consultation_requests l where l.id = lead_id)
           else false
         end);

-- Wakes the drain as soon as deliveries are queued. Here it only notifies (the embedded backend
-- listens); on a hosted project with pg_net, the scheduling migration below replaces it with an
-- HTTP call to the function, which pg_net sends after the transaction commits.
create function private.poke_delivery_drain() returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('lead_deliveries', '');
end;
$$;

-- Security definer because the visitor who stores the lead has no INSERT on deliveries.
create function private.queue_lead_deliveries() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.lead_deliveries (lead_table, lead_id, kind) values (tg_table_name, new.id, 'team_alert');
  if tg_table_name <> 'icp_template_leads' then
    insert into public.lead_deliveries (lead_table, lead_id, kind) values (tg_table_name, new.id, 'receipt');
  end if;
  if tg_table_name in ('cnc_partner_leads', 'oem_leads') then
    insert into public.lead_deliveries (lead_table, lead_id, kind) values (tg_table_name, new.id, 'webhook');
  end if;
  perform private.poke_delivery_drain();
  return null;
end;
$$;

-- Erasure and retention delete leads as the functions' owner; their deliveries follow here.
create function private.drop_lead_deliveries() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.lead_deliveries d where d.lead_table = tg_table_name and d.lead_id = old.id;
  return null;
end;
$$;

revoke all on function private.poke_delivery_drain(), private.queue_lead_deliveries(),
  private.drop_lead_deliveries() from public, anon, authenticated;

do $$
declare
  lead_table text;
begin
  foreach lead_table in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                                      'consultation_requests'] loop
    execute format($sql$
      create trigger queue_lead_deliveries after insert on public.%1$I
        for each row execute function private.queue_lead_deliveries();
      create trigger drop_lead_deliveries after delete on public.%1$I
        for each row execute function private.drop_lead_deliveries();
    $sql$, lead_table);
  end loop;
end;
$$;

-- Claiming and settling (service_role only: the function) -------------------------------------------
-- Takes up to max_rows due deliveries, skipping rows another drain holds, and moves each one's
-- next_attempt_at past the lease so no other drain takes it while it is sent. Returns each with
-- its lead's row, which the function needs to write the message.
create function public.claim_lead_deliveries(max_rows integer default 20)
returns table (id uuid, lead_table text, lead_id uuid, kind text, attempt integer, lead jsonb)
language plpgsql
set search_path = ''
as $$
declare
  claimed record;
begin
  if max_rows is null or max_rows < 1 or max_rows > 100 then
    raise sqlstate '22023' using message = 'max_rows must be between 1 and 100';
  end if;
  for claimed in
    with due as (
      select d.id from public.lead_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit max_rows
      for update skip locked
    )
    update public.lead_deliveries d
       set attempts = d.attempts + 1,
           next_attempt_at = now() + (select s.lease from private.delivery_settings s)
      from due
     where d.id = due.id
    returning d.id, d.lead_table, d.lead_id, d.kind, d.attempts
  loop
    id := claimed.id;
    lead_table := claimed.lead_table;
    lead_id := claimed.lead_id;
    kind := claimed.kind;
    attempt := claimed.attempts;
    execute format('select to_jsonb(l) from public.%I l where l.id = $1', claimed.lead_table)
      into lead using claimed.lead_id;
    return next;
  end loop;
end;
$$;

-- Records the outcome of one claimed attempt: outcome 'sent' or 'skipped' (final), or 'error'
-- with the error, which schedules the next attempt after first_backoff * 2^(attempt - 1) (at
-- most max_backoff), or marks the delivery failed once max_attempts are spent. An attempt that
-- is no longer the delivery's latest (its lease ran out and another drain took it) changes
-- nothing. Returns the delivery's status afterwards.
create function public.settle_lead_delivery(delivery_id uuid, attempt integer, outcome text, error text default null)
returns text
language plpgsql
set search_path = ''
as $$
declare
  settings private.delivery_settings;
  result text;
begin
  if outcome is null or outcome not in ('sent', 'skipped', 'error') then
    raise sqlstate '22023' using message = 'outcome must be sent, skipped or error';
  end if;
  select * into settings from private.delivery_settings;
  update public.lead_deliveries d
     set status = case
                    when outcome = 'sent' then 'sent'
                    when outcome = 'skipped' then 'skipped'
                    when d.attempts >= settings.max_attempts then 'failed'
                    else 'pending'
                  end,
         sent_at = case when outcome = 'sent' then now() end,
         last_error = case when outcome = 'sent' then null else left(error, 2000) end,
         next_attempt_at = case
                             when outcome = 'error' and d.attempts < settings.max_attempts
                               then now() + least(settings.first_backoff * power(2, d.attempts - 1),
                                                  settings.max_backoff)
                             else d.next_attempt_at
                           end
   where d.id = delivery_id and d.attempts = attempt and d.status = 'pending'
  returning d.status into result;
  return result;
end;
$$;

revoke all on function public.claim_lead_deliveries(integer), public.settle_lead_delivery(uuid, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(integer), public.settle_lead_delivery(uuid, integer, text, text)
  to service_role;

-- An admin's retry --------------------------------------------------------------------------------
-- Requeues a failed delivery with a fresh count of attempts and wakes the drain. Returns false
-- when the delivery is not (or no longer) failed.
create function public.retry_lead_delivery(delivery_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin' then
    raise sqlstate '42501' using message = 'Only an admin may retry a delivery';
  end if;
  update public.lead_deliveries d
     set status = 'pending', attempts = 0, next_attempt_at = now()
   where d.id = delivery_id and d.status = 'failed';
  get diagnostics changed = row_count;
  if changed > 0 then
    perform private.poke_delivery_drain();
  end if;
  return changed > 0;
end;
$$;

revoke all on function public.retry_lead_delivery(uuid) from public, anon, authenticated, service_role;
grant execute on function public.retry_lead_delivery(uuid) to authenticated;
