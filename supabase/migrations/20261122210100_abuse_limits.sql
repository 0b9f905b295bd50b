-- Bots are held off in Postgres, where a direct API call with the public anon key cannot skip the
-- check (docs/decisions/0008-abuse-limits-in-postgres.md). For visitors (roles anon and
-- authenticated; service_role and direct connections are exempt):
--   * one request stores one lead: a bulk insert is refused with SQLSTATE PT413;
--   * per table, at most N leads per window by the same email, by the same client address, and
--     overall; going over is refused with SQLSTATE PT429 (PostgREST answers HTTP 429).
-- The limits live in one table, private.submission_limits, so they change without a migration.
-- The log keeps only SHA-256 hashes of emails and addresses, never the values, and forgets
-- entries once they are older than every window.

create schema if not exists private;
revoke all on schema private from public;

create table private.submission_limits (
  lead_table text not null,
  -- 'email': same email address; 'address': same client address; 'all': every visitor together.
  scope text not null check (scope in ('email', 'address', 'all')),
  max_submissions integer not null check (max_submissions > 0),
  per interval not null check (per > interval '0'),
  primary key (lead_table, scope)
);

insert into private.submission_limits (lead_table, scope, max_submissions, per)
select t.lead_table, s.scope, s.max_submissions, s.per
from (values ('cnc_partner_leads'), ('oem_leads'), ('icp_template_leads'), ('contact_messages'),
             ('consultation_requests')) as t(lead_table)
cross join (values
  -- A real buyer may send a few RFQs in an hour; a script sends hundreds.
  ('email', 5, interval '1 hour'),
  -- An office behind one address may hold several colleagues.
  ('address', 20, interval '1 hour'),
  -- The ceiling for everyone at once: far above real traffic, far below a flood.
  ('all', 500, interval '1 hour')
) as s(scope, max_submissions, per);

create table private.submission_log (
  lead_table text not null,
  email_hash text,
  address_hash text,
  created_at timestamptz not null default now()
);

create index submission_log_table_time_idx on private.submission_log (lead_table, created_at);

revoke all on table private.submission_limits, private.submission_log from public, anon, authenticated;

-- The client address as Supabase's gateway passes it: the first entry of X-Forwarded-For, which
-- PostgREST exposes to SQL in request.headers (lower-cased names). Null outside an API request.
create function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim(split_part(
    (nullif(current_setting('request.headers', true), '')::json) ->> 'x-forwarded-for', ',', 1)), '')
$$;

create function private.sha256_hex(value text) returns text
language sql immutable
set search_path = ''
as $$
  select case when value is null then null else encode(sha256(convert_to(value, 'UTF8')), 'hex') end
$$;

-- A trigger, so it runs inside every insert whatever the client. Security definer so it can read
-- and write the private log that visitors cannot see; it is not callable directly (a trigger
-- function), and EXECUTE is revoked anyway. The argument names the table's email column.
create function private.guard_visitor_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  -- The role PostgREST switched to for this request ('role' is not changed by security definer).
  caller text := current_setting('role', true);
  rows_in_request integer := coalesce(nullif(current_setting('forgebridge.visitor_rows', true), ''), '0')::integer + 1;
  v_email_hash text := private.sha256_hex(lower(btrim(to_jsonb(new) ->> tg_argv[0])));
  v_address_hash text := private.sha256_hex(private.client_address());
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
    if lim.scope = 'address' and v_address_hash is null then continue; end if;
    select count(*) into used
    from private.submission_log l
    where l.lead_table = tg_table_name
      and l.created_at > now() - lim.per
      and (lim.scope <> 'email' or l.email_hash = v_email_hash)
      and (lim.scope <> 'address' or l.address_hash = v_address_hash);
    if used >= lim.max_submissions then
      raise sqlstate 'PT429' using
        message = 'Too many submissions, please try again later',
        detail = format('At most %s %s per %s by %s.', lim.max_submissions, tg_table_name, lim.per,
          case lim.scope when 'email' then 'one email address'
                         when 'address' then 'one client address'
                         else 'all visitors together' end);
    end if;
  end loop;

  insert into private.submission_log (lead_table, email_hash, address_hash)
  values (tg_table_name, v_email_hash, v_address_hash);
  return new;
end;
$$;

revoke all on function private.guard_visitor_insert(), private.client_address(), private.sha256_hex(text)
  from public, anon, authenticated;

create trigger guard_visitor_insert before insert on public.cnc_partner_leads
  for each row execute function private.guard_visitor_insert('email');
create trigger guard_visitor_insert before insert on public.oem_leads
  for each row execute function private.guard_visitor_insert('email');
create trigger guard_visitor_insert before insert on public.icp_template_leads
  for each row execute function private.guard_visitor_insert('business_email');
create trigger guard_visitor_insert before insert on public.contact_messages
  for each row execute function private.guard_visitor_insert('email');
create trigger guard_visitor_insert before insert on public.consultation_requests
  for each row execute function private.guard_visitor_insert('email');
