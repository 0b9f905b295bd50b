-- Limits no visitor can dodge or turn against buyers (docs/decisions/0008-abuse-limits-in-postgres.md).
--   * The client address comes from one header the platform sets and a client cannot write,
--     named in private.client_address_source. X-Forwarded-For's first entry is the client's own
--     words: a fresh value per request was never limited, and "X-Forwarded-For: ," skipped the check.
--   * A request with no address is a bucket of its own, never a skipped check.
--   * Over a limit that someone else could fill (the same email, every visitor together, or the
--     no-address bucket), a lead is stored "held for review" instead of refused: the visitor is
--     thanked as usual, no receipt or webhook leaves, and the team gets one alert an hour per
--     table that leads are being held. Only a visitor's own address, over its own limit, or a hard
--     cap far above any real traffic (it bounds storage) refuses with PT429.

-- The client address ---------------------------------------------------------------------------------
create table private.client_address_source (
  only_row boolean primary key default true check (only_row),
  -- A lower-case request header name, as PostgREST lists them in request.headers. Cloudflare, in
  -- front of Supabase's gateway, writes CF-Connecting-IP itself and replaces any value a client
  -- sent; the embedded backend sets it from the socket's peer address the same way.
  header text not null default 'cf-connecting-ip' check (header ~ '^[a-z0-9-]{1,64}$')
);
insert into private.client_address_source default values;
revoke all on table private.client_address_source from public, anon, authenticated;

create or replace function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim(left(
    (nullif(current_setting('request.headers', true), '')::json) ->> (select s.header from private.client_address_source s),
    100)), '')
$$;

revoke all on function private.client_address() from public, anon, authenticated;

-- The key the address limits count by: the address's hash, or the hash of '' for "no address".
create function private.client_address_key() returns text
language sql stable
set search_path = ''
as $$ select private.sha256_hex(coalesce(private.client_address(), '')) $$;

revoke all on function private.client_address_key() from public, anon, authenticated;

-- Held leads ---------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                           'consultation_requests']
  loop
    execute format($sql$
      alter table public.%1$I drop constraint %1$s_status_check;
      alter table public.%1$I add constraint %1$s_status_check
        check (status in ('held', 'new', 'contacted', 'qualified', 'won', 'lost'));
    $sql$, t);
  end loop;
end
$$;

-- A visitor's row is new, or held by the guard below (a visitor asking to be held only hides its
-- own lead); every other desk column stays untouched, as before.
alter policy "Visitors submit partner leads stamped now" on public.cnc_partner_leads
  with check (created_at = now() and status in ('new', 'held') and notes is null and updated_at is null and updated_by is null);
alter policy "Visitors submit OEM leads stamped now" on public.oem_leads
  with check (created_at = now() and status in ('new', 'held') and notes is null and updated_at is null and updated_by is null);
alter policy "Visitors submit ICP leads stamped now" on public.icp_template_leads
  with check (created_at = now() and status in ('new', 'held') and notes is null and updated_at is null and updated_by is null);
alter policy "Visitors send contact messages stamped now" on public.contact_messages
  with check (created_at = now() and status in ('new', 'held') and notes is null and updated_at is null and updated_by is null);
alter policy "Visitors request consultations stamped now" on public.consultation_requests
  with check (created_at = now() and status in ('new', 'held') and notes is null and updated_at is null and updated_by is null);

-- The hard cap: far above real traffic (a few leads an hour), far below what would fill the
-- database: at most 2,000 leads a table an hour.
alter table private.submission_limits drop constraint submission_limits_scope_check;
alter table private.submission_limits add constraint submission_limits_scope_check
  check (scope in ('email', 'address', 'all', 'cap'));
insert into private.submission_limits (lead_table, scope, max_submissions, per)
select t.lead_table, 'cap', 2000, interval '1 hour'
from (values ('cnc_partner_leads'), ('oem_leads'), ('icp_template_leads'), ('contact_messages'),
             ('consultation_requests')) as t(lead_table);

create or replace function private.guard_visitor_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  -- The role PostgREST switched to for this request ('role' is not changed by security definer).
  caller text := current_setting('role', true);
  rows_in_request integer := coalesce(nullif(current_setting('forgebridge.visitor_rows', true), ''), '0')::integer + 1;
  v_email_hash text := private.sha256_hex(lower(btrim(to_jsonb(new) ->> tg_argv[0])));
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

-- A held lead owes no receipt (that would let anyone mail a stranger past the per-email limit) and
-- no webhook (that would carry a flood into the automation). The team hears of held leads once an
-- hour per table, through the alert of the first one; the desk lists them all under "Held".
create table private.held_lead_alerts (
  lead_table text primary key,
  alerted_at timestamptz not null
);
revoke all on table private.held_lead_alerts from public, anon, authenticated;

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

revoke all on function private.queue_lead_deliveries() from public, anon, authenticated;

-- Uploads count by the same address key: supabase/migrations/20261124191000_upload_reservations.sql
-- replaces their limits with reservations made before the first byte.

-- Consent that cannot be forged -------------------------------------------------------------------
-- Every privacy notice the site has published, by the date it carries. A lead's consent_version
-- must name one of them: the notice's current version (src/content/legal/consent.ts) is added here
-- by the migration that publishes it, and a database test keeps the two equal.
create table private.notice_versions (
  version text primary key check (version ~ '^\d{4}-\d{2}-\d{2}$'),
  published_on date not null
);
insert into private.notice_versions (version, published_on) values
  ('2026-11-22', '2026-11-22'),
  ('2026-11-23', '2026-11-23');
revoke all on table private.notice_versions from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                           'consultation_requests']
  loop
    execute format($sql$
      alter table public.%1$I add constraint %1$s_consent_version_fkey
        foreign key (consent_version) references private.notice_versions (version);
    $sql$, t);
    -- Only the ICP form has a privacy box; no other row may claim it was ticked. NOT VALID: rows
    -- already stored are left as they are (none could have been written by the forms with true).
    if t <> 'icp_template_leads' then
      execute format('alter table public.%1$I add constraint %1$s_privacy_agreed_check check (not privacy_agreed) not valid', t);
    end if;
  end loop;
end
$$;
