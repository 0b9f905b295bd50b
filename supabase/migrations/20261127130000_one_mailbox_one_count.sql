-- One mailbox, one count (docs/decisions/0008-abuse-limits-in-postgres.md, revision 2026-11-27).
--   * An email column holds a plain address: dot-separated atoms of letters, digits and _ ' + -
--     before the @, a dotted domain after it. No comments, display names or quotes, and none of
--     ( ) < > " , ? % : each of them either names a second mailbox to a mail server or adds
--     parameters to a mailto: link. The forms check the same pattern
--     (src/lib/leads/fields/email-address.ts); a database test keeps the two equal.
--   * The per-email limit counts the mailbox an address reaches: lower case, any +tag removed, and
--     for gmail.com and googlemail.com (one mailbox) the dots of the local part removed.
--   * Receipts are counted per mailbox per day across every lead table. Past the limit the lead is
--     stored and reaches the team as usual; only the receipt is not sent.

-- Plain addresses -----------------------------------------------------------------------------------
-- NOT VALID: rows already stored keep their address (the desk can still read and update them); every
-- new row is checked.
do $$
declare
  t text;
  c text;
begin
  for t, c in select * from (values ('cnc_partner_leads', 'email'), ('oem_leads', 'email'),
                                    ('icp_template_leads', 'business_email'), ('contact_messages', 'email'),
                                    ('consultation_requests', 'email')) as v(t, c)
  loop
    execute format($sql$
      alter table public.%1$I drop constraint %1$s_%2$s_check;
      alter table public.%1$I add constraint %1$s_%2$s_check check (
        char_length(%2$I) <= 320
        and %2$I ~ '^[A-Za-z0-9_''+-]+(\.[A-Za-z0-9_''+-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
      ) not valid;
    $sql$, t, c);
  end loop;
end
$$;

-- The mailbox ---------------------------------------------------------------------------------------
-- The mailbox an address reaches, as the limits count it. Null for null.
create function private.mailbox(email text) returns text
language sql immutable
set search_path = ''
as $$
  with parts as (
    select split_part(lower(btrim(email)), '@', 1) as local_part,
           substr(lower(btrim(email)), length(split_part(lower(btrim(email)), '@', 1)) + 2) as domain
  ),
  untagged as (select split_part(local_part, '+', 1) as local_part, domain from parts)
  select case
    when email is null then null
    when domain in ('gmail.com', 'googlemail.com') then replace(local_part, '.', '') || '@gmail.com'
    else local_part || '@' || domain
  end
  from untagged
$$;

revoke all on function private.mailbox(text) from public, anon, authenticated;

-- The key the email limits count by: the mailbox's hash.
create function private.mailbox_key(email text) returns text
language sql immutable
set search_path = ''
as $$ select private.sha256_hex(private.mailbox(email)) $$;

revoke all on function private.mailbox_key(text) from public, anon, authenticated;

-- The visitor guard of 20261124190000_unforgeable_limits.sql, counting the mailbox rather than the
-- string as typed; nothing else changes.
create or replace function private.guard_visitor_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  -- The role PostgREST switched to for this request ('role' is not changed by security definer).
  caller text := current_setting('role', true);
  rows_in_request integer := coalesce(nullif(current_setting('forgebridge.visitor_rows', true), ''), '0')::integer + 1;
  v_email_hash text := private.mailbox_key(to_jsonb(new) ->> tg_argv[0]);
  v_has_address boolean := private.client_address() is not null;
  v_address_hash text := private.client_address_key();
  hold boolean := false;
  lim record;
  used integer;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;

  perform set_config('forgebridge.visitor_rows', rows_in_request::text, true);
  if rows_in_request > 1 then
    raise sqlstate 'PT413' using
      message = 'One lead per request',
      detail = 'Visitors store one row per request; send each lead on its own.';
  end if;

  -- One visitor insert per table at a time, so two simultaneous requests cannot both pass a limit.
  perform pg_advisory_xact_lock(hashtext('forgebridge.visitor_insert.' || tg_table_name));

  delete from private.submission_log l
  where l.lead_table = tg_table_name
    and l.created_at < now() - coalesce(
      (select max(s.per) from private.submission_limits s where s.lead_table = tg_table_name), interval '1 day');

  for lim in
    select s.scope, s.max_submissions, s.per from private.submission_limits s where s.lead_table = tg_table_name
  loop
    if lim.scope = 'email' and v_email_hash is null then continue; end if;
    select count(*) into used
    from private.submission_log l
    where l.lead_table = tg_table_name
      and l.created_at > now() - lim.per
      and (lim.scope <> 'email' or l.email_hash = v_email_hash)
      and (lim.scope <> 'address' or l.address_hash = v_address_hash);
    if used < lim.max_submissions then continue; end if;
    -- A visitor's own address over its own limit, or the hard cap: refused.
    if lim.scope = 'cap' or (lim.scope = 'address' and v_has_address) then
      raise sqlstate 'PT429' using
        message = 'Too many submissions, please try again later',
        detail = format('At most %s %s per %s by %s.', lim.max_submissions, tg_table_name, lim.per,
          case lim.scope when 'address' then 'one client address' else 'all visitors together' end);
    end if;
    -- A limit someone else could have filled: stored, and held for the team to review.
    hold := true;
  end loop;

  insert into private.submission_log (lead_table, email_hash, address_hash)
  values (tg_table_name, v_email_hash, v_address_hash);
  if hold then
    new.status := 'held';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_visitor_insert() from public, anon, authenticated;

-- Receipts per mailbox ------------------------------------------------------------------------------
-- How many receipts one mailbox gets, from every lead table together. A buyer sends a few leads a
-- day; someone typing a stranger's address into every form gets that stranger at most this many.
create table private.receipt_allowance (
  only_row boolean primary key default true check (only_row),
  max_receipts integer not null default 5 check (max_receipts > 0),
  per interval not null default interval '1 day' check (per > interval '0')
);
insert into private.receipt_allowance default values;

-- Only the mailbox's hash, as private.submission_log keeps it.
create table private.receipt_log (
  mailbox_hash text not null check (mailbox_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
create index receipt_log_mailbox_time_idx on private.receipt_log (mailbox_hash, created_at);

revoke all on table private.receipt_allowance, private.receipt_log from public, anon, authenticated;

-- True, and counted, when the mailbox may get one more receipt now. Serialised per mailbox, so two
-- simultaneous leads cannot both take the last one.
create function private.take_receipt(email text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  key text := private.mailbox_key(email);
  allowance private.receipt_allowance;
  used integer;
begin
  if key is null then
    return false;
  end if;
  select * into allowance from private.receipt_allowance;
  perform pg_advisory_xact_lock(hashtext('forgebridge.receipt.' || key));
  delete from private.receipt_log r where r.created_at < now() - allowance.per;
  select count(*) into used from private.receipt_log r where r.mailbox_hash = key and r.created_at > now() - allowance.per;
  if used >= allowance.max_receipts then
    return false;
  end if;
  insert into private.receipt_log (mailbox_hash) values (key);
  return true;
end;
$$;

revoke all on function private.take_receipt(text) from public, anon, authenticated;

-- The outbox trigger of 20261124190000_unforgeable_limits.sql, with the receipt behind the
-- mailbox's allowance.
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
  if tg_table_name <> 'icp_template_leads' and private.take_receipt(to_jsonb(new) ->> 'email') then
    insert into public.lead_deliveries (lead_table, lead_id, kind) values (tg_table_name, new.id, 'receipt');
  end if;
  if tg_table_name in ('cnc_partner_leads', 'oem_leads') then
    insert into public.lead_deliveries (lead_table, lead_id, kind) values (tg_table_name, new.id, 'webhook');
  end if;
  perform private.poke_delivery_drain();
  return null;
end;
$$;

revoke all on function private.queue_lead_deliveries() from public, anon, authenticated;
