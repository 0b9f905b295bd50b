-- A second factor that cannot be guessed or replayed (docs/decisions/0019-admin-second-factor.md,
-- revision 2026-11-27). Postgres keeps, per factor, the wrong codes of the last few minutes, a
-- lock, and the time step of the last code it accepted, and answers every verify through
-- public.hook_mfa_verification_attempt: Supabase Auth's "MFA verification attempt" hook, which
-- GoTrue calls with {factor_id, factor_type, user_id, valid} before it accepts or refuses a code.
-- The embedded backend calls the same function the same way.
--   * 5 wrong codes for one factor in 5 minutes, from any number of addresses, lock the factor
--     for 15 minutes: every code is refused then, the right one included, and the team is alerted
--     through the outbox (kind 'factor_locked').
--   * A right code is accepted once: its 30-second time step must be later than the last one the
--     factor accepted. GoTrue's event does not carry the code's step, so on hosted Supabase the
--     step is the time of the verify (one accepted code per factor per step); the embedded
--     backend, which checks the code itself, adds the code's own step as `time_step`.

create table private.factor_guard_settings (
  only_row boolean primary key default true check (only_row),
  max_failures integer not null default 5 check (max_failures > 0),
  failures_per interval not null default interval '5 minutes' check (failures_per > interval '0'),
  lock_for interval not null default interval '15 minutes' check (lock_for > interval '0')
);
insert into private.factor_guard_settings default values;

-- One row per factor that was ever verified against. No secret, no code: ids and times.
create table private.factor_state (
  factor_id uuid primary key,
  user_id uuid not null,
  -- The 30-second time step (Unix time / 30) of the last accepted code.
  last_step bigint,
  locked_until timestamptz
);

create table private.factor_failures (
  factor_id uuid not null,
  failed_at timestamptz not null default now()
);
create index factor_failures_factor_time_idx on private.factor_failures (factor_id, failed_at);

revoke all on table private.factor_guard_settings, private.factor_state, private.factor_failures
  from public, anon, authenticated;

-- The team hears of a locked factor through the outbox, as of a lead: a delivery of kind
-- 'factor_locked' whose lead_id is the factor's id.
alter table public.lead_deliveries drop constraint lead_deliveries_lead_table_check;
alter table public.lead_deliveries add constraint lead_deliveries_lead_table_check
  check (lead_table in ('cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                        'consultation_requests', 'mfa_factors'));
alter table public.lead_deliveries drop constraint lead_deliveries_kind_check;
alter table public.lead_deliveries add constraint lead_deliveries_kind_check
  check (kind in ('team_alert', 'receipt', 'webhook', 'factor_locked'));

-- The hook. Security definer: GoTrue calls it as supabase_auth_admin, which reads no private table.
-- Answers {"decision": "continue"} or {"decision": "reject", "message": …}; GoTrue then refuses the
-- verify with 403 mfa_verification_rejected and the message.
create function public.hook_mfa_verification_attempt(event jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_factor uuid;
  v_user uuid;
  v_valid boolean := coalesce((event ->> 'valid')::boolean, false);
  v_step bigint := case when event ->> 'time_step' ~ '^\d{1,15}$' then (event ->> 'time_step')::bigint
                        else floor(extract(epoch from now()) / 30)::bigint end;
  settings private.factor_guard_settings;
  state private.factor_state;
  failures integer;
begin
  begin
    v_factor := (event ->> 'factor_id')::uuid;
    v_user := (event ->> 'user_id')::uuid;
  exception when invalid_text_representation then
    v_factor := null;
  end;
  if v_factor is null or v_user is null then
    return jsonb_build_object('decision', 'reject', 'message', 'Unknown factor.');
  end if;
  select * into settings from private.factor_guard_settings;
  insert into private.factor_state (factor_id, user_id) values (v_factor, v_user) on conflict (factor_id) do nothing;
  select * into state from private.factor_state s where s.factor_id = v_factor for update;

  if state.locked_until > now() then
    return jsonb_build_object('decision', 'reject',
      'message', 'Too many wrong codes: this authenticator is locked for a few minutes. Try again later.');
  end if;

  if not v_valid then
    delete from private.factor_failures f where f.failed_at < now() - settings.failures_per;
    insert into private.factor_failures (factor_id) values (v_factor);
    select count(*) into failures from private.factor_failures f where f.factor_id = v_factor;
    if failures >= settings.max_failures then
      update private.factor_state s set locked_until = now() + settings.lock_for where s.factor_id = v_factor;
      delete from private.factor_failures f where f.factor_id = v_factor;
      insert into public.lead_deliveries as d (lead_table, lead_id, kind) values ('mfa_factors', v_factor, 'factor_locked')
      on conflict (lead_table, lead_id, kind) do update
        set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, sent_at = null,
            created_at = now();
      perform private.poke_delivery_drain();
    end if;
    -- This wrong code is refused by Auth itself, as any wrong code.
    return jsonb_build_object('decision', 'continue');
  end if;

  if state.last_step is not null and state.last_step >= v_step then
    return jsonb_build_object('decision', 'reject',
      'message', 'This code has been used already. Wait for the next code.');
  end if;
  update private.factor_state s set last_step = v_step where s.factor_id = v_factor;
  delete from private.factor_failures f where f.factor_id = v_factor;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke all on function public.hook_mfa_verification_attempt(jsonb) from public, anon, authenticated, service_role;
do $$
begin
  -- Hosted Supabase calls the hook as supabase_auth_admin; the embedded backend calls it as the owner.
  if exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_mfa_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end
$$;

-- A locked factor's alert needs what the function writes it from: the factor's owner and lock, never
-- the secret. The claim of 20261127110000_retry_unsent_deliveries.sql (which records claimed_until),
-- with that one addition.
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
    if claimed.lead_table = 'mfa_factors' then
      lead := private.locked_factor_facts(claimed.lead_id);
    else
      execute format('select to_jsonb(l) from public.%I l where l.id = $1', claimed.lead_table)
        into lead using claimed.lead_id;
    end if;
    return next;
  end loop;
end;
$$;

create function private.locked_factor_facts(factor uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('id', s.factor_id, 'email', u.email, 'locked_until', s.locked_until,
                            'max_failures', g.max_failures, 'failures_per', g.failures_per::text)
  from private.factor_state s
  join auth.users u on u.id = s.user_id
  cross join private.factor_guard_settings g
  where s.factor_id = factor
$$;

revoke all on function private.locked_factor_facts(uuid) from public, anon, authenticated;
grant execute on function private.locked_factor_facts(uuid) to service_role;
