-- Wrong-link attempts per address hold against parallel requests. The three private pages (a
-- supplier's brief, a buyer's options, a shop's own page) share one count of failed tokens per
-- address: 20 in 15 minutes, then every token from that address is refused for the rest of the
-- window. Each call read the count and only then recorded its own failure, so calls sent at once
-- all read the count before any was recorded, and a burst could try any number of tokens.
-- Page calls from one address now take turns on a lock held to the end of their transaction:
-- each reads the count after the one before it has recorded its failure. Calls from other
-- addresses never wait on it.

-- Whether the address has used its wrong-link attempts in the window, after waiting for any other
-- page call from the same address to finish. Failures older than the window are forgotten here.
create function private.link_attempts_spent(p_address_key text) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_limit record;
begin
  perform pg_advisory_xact_lock(hashtextextended('forgebridge.link_attempts.' || coalesce(p_address_key, ''), 0));
  select * into v_limit from private.brief_link_attempts();
  delete from private.brief_link_failures f where f.address_key = p_address_key and f.at < now() - v_limit.brief_window;
  return (select count(*) from private.brief_link_failures f where f.address_key = p_address_key) >= v_limit.attempts;
end;
$$;

-- The live link a brief token opens, or the refusal to give (unchanged apart from the turn taken).
create or replace function private.brief_access(p_token text, p_address_key text,
  out introduction_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_hash text;
  v_rfq record;
  v_status text;
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  if private.link_attempts_spent(p_address_key) then
    refusal := private.brief_refusal(429, 'brief_link_limited',
                                     'Too many attempts from this address. Try again in 15 minutes.');
    return;
  end if;
  if p_token is not null and p_token ~ '^[A-Za-z0-9_-]{43}$' then
    v_hash := private.sha256_hex(p_token);
    select l.introduction_id, l.id, l.expires_at into introduction_id, link_id, expires_at
      from public.brief_links l
     where l.token_hash = v_hash and l.revoked_at is null and l.expires_at > now();
  end if;
  if introduction_id is not null then
    select * into v_rfq from private.introduction_rfq(introduction_id);
    -- Only a supplier we vouch for reads a brief: one no longer vetted (lapsed, paused, rejected)
    -- holds a dead link until the team vets it again.
    perform set_config('forgebridge.rfq_job', 'on', true);
    select s.status into v_status
      from public.introductions i join public.suppliers s on s.id = i.supplier_id
     where i.id = introduction_id;
    perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
    if v_rfq.sent_at is null or v_rfq.clock_closed_at is not null or v_status is distinct from 'vetted' then
      introduction_id := null;
      link_id := null;
    end if;
  end if;
  if introduction_id is null then
    insert into private.brief_link_failures (address_key) values (p_address_key);
    refusal := private.brief_refusal(404, 'brief_link_invalid',
                                     'This link is not valid or has expired. Ask Forgebridge for a new one.');
  end if;
end;
$$;

-- The live link an options token opens, or the refusal to give (unchanged apart from the turn taken).
create or replace function private.options_access(p_token text, p_address_key text,
  out lead_table text, out lead_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_closed timestamptz;
  v_sent timestamptz;
begin
  if private.link_attempts_spent(p_address_key) then
    refusal := private.brief_refusal(429, 'options_link_limited',
                                     'Too many attempts from this address. Try again in 15 minutes.');
    return;
  end if;
  if p_token is not null and p_token ~ '^[A-Za-z0-9_-]{43}$' then
    select l.lead_table, l.lead_id, l.id, l.expires_at into lead_table, lead_id, link_id, expires_at
      from public.options_links l
     where l.token_hash = private.sha256_hex(p_token) and l.revoked_at is null and l.expires_at > now();
  end if;
  if lead_id is not null then
    execute format('select l.clock_closed_at, l.options_sent_at from public.%I l where l.id = $1', lead_table)
      into v_closed, v_sent using lead_id;
    if v_sent is null or v_closed is not null then
      lead_id := null;
    end if;
  end if;
  if lead_id is null then
    lead_table := null;
    link_id := null;
    expires_at := null;
    insert into private.brief_link_failures (address_key) values (p_address_key);
    refusal := private.brief_refusal(404, 'options_link_invalid',
                                     'This link is not valid or has expired. Ask Forgebridge for a new one.');
  end if;
end;
$$;

-- The live link a shop's page token opens, or the refusal to give (unchanged apart from the turn taken).
create or replace function private.supplier_access(p_token text, p_address_key text,
  out supplier_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
begin
  if private.link_attempts_spent(p_address_key) then
    refusal := private.brief_refusal(429, 'supplier_link_limited',
                                     'Too many attempts from this address. Try again in 15 minutes.');
    return;
  end if;
  if p_token is not null and p_token ~ '^[A-Za-z0-9_-]{43}$' then
    select l.supplier_id, l.id, l.expires_at into supplier_id, link_id, expires_at
      from public.supplier_links l
     where l.token_hash = private.sha256_hex(p_token) and l.revoked_at is null and l.expires_at > now();
  end if;
  if supplier_id is null then
    insert into private.brief_link_failures (address_key) values (p_address_key);
    refusal := private.brief_refusal(404, 'supplier_link_invalid',
                                     'This link is not valid or has expired. Ask Forgebridge for a new one.');
  end if;
end;
$$;

revoke all on function private.link_attempts_spent(text) from public;
