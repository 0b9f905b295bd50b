-- A lead the team releases from "Held for review" goes out as an arrival would have
-- (docs/decisions/0048-held-leads-until-released.md). The flood guard stores a lead over a limit
-- as 'held' with no receipt and no webhook, so that a flood reaches neither strangers' mailboxes
-- nor the automation. A held lead the team releases (sets any other status) was a real one, and
-- until now it still never reached the automation's webhook, nor told the visitor it had arrived.
--   * On release: the webhook, for the kinds that have one (OEM RFQs and partner applications),
--     and the visitor's receipt, for the kinds that send one (all but the template download).
--   * An OEM RFQ's receipt says when the options are due (arrival + 72 hours). Once that time has
--     passed it would promise a time already gone, so a late release sends no receipt: the desk
--     shows the RFQ overdue, and the team writes to the buyer.
--   * The receipt allowance of one mailbox (private.take_receipt) is not spent: that limit keeps a
--     stranger from flooding someone's mailbox through our forms, and a release is the team's
--     decision about one lead.
--   * 'held' is set only on arrival (a trigger refuses any later change to it), so a lead is
--     released at most once; the outbox's unique (lead_table, lead_id, kind) would hold anyway.
--   * The team is not alerted: the team is who released it.

-- What a lead sends its visitor and the automation, one rule for arrival and release: the receipt
-- for every kind that sends one (all but the template download) when `p_receipt` says it is owed,
-- and the webhook for OEM RFQs and partner applications. One of each per lead at most.
create function private.queue_visitor_deliveries(p_table text, p_id uuid, p_receipt boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_receipt and p_table <> 'icp_template_leads' then
    insert into public.lead_deliveries (lead_table, lead_id, kind) values (p_table, p_id, 'receipt')
    on conflict (lead_table, lead_id, kind) do nothing;
  end if;
  if p_table in ('cnc_partner_leads', 'oem_leads') then
    insert into public.lead_deliveries (lead_table, lead_id, kind) values (p_table, p_id, 'webhook')
    on conflict (lead_table, lead_id, kind) do nothing;
  end if;
end;
$$;

revoke all on function private.queue_visitor_deliveries(text, uuid, boolean) from public, anon, authenticated;

-- The outbox trigger of 20261127130000_one_mailbox_one_count.sql, its receipt and webhook from the
-- rule above; the receipt still behind the mailbox's allowance.
create or replace function private.queue_lead_deliveries() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status = 'held' then
    insert into private.held_lead_alerts as h (lead_table, alerted_at) values (tg_table_name, now())
    on conflict (lead_table) do update set alerted_at = now() where h.alerted_at < now() - interval '1 hour';
    if found then
      insert into public.lead_deliveries (lead_table, lead_id, kind) values (tg_table_name, new.id, 'team_alert');
      perform private.poke_delivery_drain();
    end if;
    return null;
  end if;
  insert into public.lead_deliveries (lead_table, lead_id, kind) values (tg_table_name, new.id, 'team_alert');
  perform private.queue_visitor_deliveries(
    tg_table_name, new.id,
    tg_table_name <> 'icp_template_leads' and private.take_receipt(to_jsonb(new) ->> 'email'));
  perform private.poke_delivery_drain();
  return null;
end;
$$;

-- On release: the same rule, without the mailbox's allowance, and no receipt for an OEM RFQ whose
-- options were already due.
create function private.queue_released_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_visitor_deliveries(
    tg_table_name, new.id,
    tg_table_name <> 'oem_leads' or (to_jsonb(new) ->> 'due_at')::timestamptz > now());
  perform private.poke_delivery_drain();
  return null;
end;
$$;

revoke all on function private.queue_released_lead() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                           'consultation_requests'] loop
    execute format('create trigger queue_released_lead after update of status on public.%I
                      for each row when (old.status = ''held'' and new.status <> ''held'')
                      execute function private.queue_released_lead()', t);
  end loop;
end;
$$;
