-- A locked second factor signs nobody out, and slow guessing is locked too
-- (docs/decisions/0019-admin-second-factor.md, revision 2026-11-30).
--
-- When the MFA verification attempt hook answers "reject", GoTrue deletes every session of the
-- user before it refuses the verify. So the hook never rejects because of a lock: while a factor
-- is locked it answers "continue" (GoTrue refuses a wrong code with 422 and raises the session on
-- a right one), and Postgres refuses the desk instead: private.is_admin() is false for a session
-- whose TOTP verification (the `totp` entry of the token's `amr` claim, Unix seconds) falls inside
-- a lock period of the factor that raised it. Sessions verified outside every lock are unaffected.
--   * Lock periods are kept (private.factor_locks), not only the current lock, because a session
--     verified during a lock must stay refused after the lock ends.
--   * Besides 5 wrong codes in 5 minutes, every 10 wrong codes in a row lock the factor and alert
--     the team; only a right code outside a lock ends the row. Wrong codes during a lock count, but
--     a lock under way is neither lengthened nor alerted again.
--   * A reused code is still rejected (so GoTrue signs the user out): only whoever holds a right
--     code can cause that, never a password alone.

alter table private.factor_guard_settings
  add column max_consecutive_failures integer not null default 10 check (max_consecutive_failures > 0);

alter table private.factor_state add column consecutive_failures integer not null default 0;

-- Every lock a factor has had: [locked_from, locked_until]. Ids and times only.
create table private.factor_locks (
  id bigint generated always as identity primary key,
  factor_id uuid not null,
  user_id uuid not null,
  locked_from timestamptz not null default now(),
  locked_until timestamptz not null
);
create index factor_locks_user_idx on private.factor_locks (user_id, locked_from);
revoke all on table private.factor_locks from public, anon, authenticated;

insert into private.factor_locks (factor_id, user_id, locked_from, locked_until)
select s.factor_id, s.user_id, s.locked_until - g.lock_for, s.locked_until
from private.factor_state s cross join private.factor_guard_settings g
where s.locked_until is not null;

create or replace function public.hook_mfa_verification_attempt(event jsonb) returns jsonb
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
  locked boolean;
  failures integer;
  in_a_row integer;
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
  locked := coalesce(state.locked_until > now(), false);

  if not v_valid then
    delete from private.factor_failures f where f.failed_at < now() - settings.failures_per;
    insert into private.factor_failures (factor_id) values (v_factor);
    select count(*) into failures from private.factor_failures f where f.factor_id = v_factor;
    update private.factor_state s set consecutive_failures = s.consecutive_failures + 1
     where s.factor_id = v_factor returning s.consecutive_failures into in_a_row;
    if not locked
       and (failures >= settings.max_failures or in_a_row % settings.max_consecutive_failures = 0) then
      update private.factor_state s set locked_until = now() + settings.lock_for where s.factor_id = v_factor;
      insert into private.factor_locks (factor_id, user_id, locked_from, locked_until)
      values (v_factor, v_user, now(), now() + settings.lock_for);
      delete from private.factor_failures f where f.factor_id = v_factor;
      insert into public.lead_deliveries as d (lead_table, lead_id, kind) values ('mfa_factors', v_factor, 'factor_locked')
      on conflict (lead_table, lead_id, kind) do update
        set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, sent_at = null,
            created_at = now();
      perform private.poke_delivery_drain();
    end if;
    -- Auth refuses this wrong code itself (422), as any wrong code, and signs nobody out.
    return jsonb_build_object('decision', 'continue');
  end if;

  if state.last_step is not null and state.last_step >= v_step then
    return jsonb_build_object('decision', 'reject',
      'message', 'This code has been used already. Wait for the next code.');
  end if;
  update private.factor_state s set last_step = v_step where s.factor_id = v_factor;
  -- A right code during a lock raises the session, which private.is_admin() then refuses; it
  -- clears no count, or a guess that hit would wipe the record of the guessing.
  if not locked then
    update private.factor_state s set consecutive_failures = 0 where s.factor_id = v_factor;
    delete from private.factor_failures f where f.factor_id = v_factor;
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

-- True when the caller's token says its TOTP verification happened during a lock of the factor
-- that raised its session (any factor of the user, when the session names none). A `totp` entry
-- whose time cannot be read counts as inside. The token's time is whole seconds, so a lock counts
-- from the start of the second it began in.
create function private.verified_during_factor_lock() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select
    from jsonb_array_elements(case when jsonb_typeof((select auth.jwt()) -> 'amr') = 'array'
                                   then (select auth.jwt()) -> 'amr' else '[]'::jsonb end) as a(entry)
    join private.factor_locks l on l.user_id::text = (select auth.jwt()) ->> 'sub'
    where a.entry ->> 'method' = 'totp'
      and not exists (
        select from auth.sessions s
         where s.id::text = (select auth.jwt()) ->> 'session_id'
           and s.factor_id is not null and s.factor_id <> l.factor_id
      )
      and (a.entry ->> 'timestamp' !~ '^\d{1,12}(\.\d+)?$'
           or to_timestamp((a.entry ->> 'timestamp')::double precision)
                between date_trunc('second', l.locked_from) and l.locked_until)
  )
$$;
revoke all on function private.verified_during_factor_lock() from public, anon, authenticated, service_role;

-- The gate of 20261124210000_admin_aal2.sql, every condition kept, and one more: a session whose
-- second factor was verified during a lock of that factor is never admin.
create or replace function private.is_admin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
     and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
     and exists (
       select from auth.sessions s
        where s.id::text = (select auth.jwt()) ->> 'session_id'
          and s.user_id::text = (select auth.jwt()) ->> 'sub'
          and s.aal::text = 'aal2'
     )
     and not private.verified_during_factor_lock()
$$;

-- The desk asks this to tell such a person why it shows nothing: it concerns the caller's own
-- session only.
create function public.second_factor_verified_during_lock() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.verified_during_factor_lock()
$$;
revoke all on function public.second_factor_verified_during_lock() from public, anon, service_role;
grant execute on function public.second_factor_verified_during_lock() to authenticated;
