-- An admin's Retry applies to every delivery that is not sent, not only to one given up on: one
-- still retrying after a failed attempt is sent now instead of after its backoff, one waiting for
-- its first try is sent now, and a skipped one is tried again (e.g. once the webhook's URL is
-- set). Each starts again with a fresh count of attempts and no error, so the desk shows it as
-- waiting, not failing, until an attempt fails again.
--   * A delivery being sent right now (its claim's lease is running) is left to its sender, so a
--     Retry never sends one twice at once. The claim records the lease's end in claimed_until,
--     and the outcome clears it.
--   * The desk marks a lead whose delivery failed or is retrying by reading its page's leads'
--     deliveries by (lead_table, lead_id), the index of their unique key: at most three rows per
--     lead, whatever the size of the tables (under a millisecond for a page of 50 among 60,000
--     deliveries), so no column or view is added for it.

alter table public.lead_deliveries add column claimed_until timestamptz;

create or replace function public.claim_lead_deliveries(max_rows integer default 20)
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
           next_attempt_at = now() + (select s.lease from private.delivery_settings s),
           claimed_until = now() + (select s.lease from private.delivery_settings s)
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

create or replace function public.settle_lead_delivery(delivery_id uuid, attempt integer, outcome text, error text default null)
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
                           end,
         claimed_until = null
   where d.id = delivery_id and d.attempts = attempt and d.status = 'pending'
  returning d.status into result;
  return result;
end;
$$;

revoke all on function public.claim_lead_deliveries(integer), public.settle_lead_delivery(uuid, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(integer), public.settle_lead_delivery(uuid, integer, text, text)
  to service_role;

drop policy "An admin's retry requeues a failed delivery" on public.lead_deliveries;
create policy "An admin's retry requeues an unsent delivery nobody is sending" on public.lead_deliveries
  for update to postgres
  using (status <> 'sent' and (claimed_until is null or claimed_until <= now()))
  with check (status = 'pending' and attempts = 0 and claimed_until is null);

-- Returns false when the delivery is sent, being sent, or not there.
create or replace function public.retry_lead_delivery(delivery_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may retry a delivery';
  end if;
  update public.lead_deliveries d
     set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = null, last_error = null
   where d.id = delivery_id
     and d.status <> 'sent'
     and (d.claimed_until is null or d.claimed_until <= now());
  get diagnostics changed = row_count;
  if changed > 0 then
    perform private.poke_delivery_drain();
  end if;
  return changed > 0;
end;
$$;

revoke all on function public.retry_lead_delivery(uuid) from public, anon, authenticated, service_role;
grant execute on function public.retry_lead_delivery(uuid) to authenticated;
