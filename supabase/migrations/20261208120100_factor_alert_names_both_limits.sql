-- The factor_locked alert names both limits that lock a factor: wrong codes within the window,
-- and wrong codes in a row (20261208120000_factor_lock_signs_nobody_out.sql). The facts of
-- 20261127130200_second_factor_guard.sql, with max_consecutive_failures added.
create or replace function private.locked_factor_facts(factor uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('id', s.factor_id, 'email', u.email, 'locked_until', s.locked_until,
                            'max_failures', g.max_failures, 'failures_per', g.failures_per::text,
                            'max_consecutive_failures', g.max_consecutive_failures)
  from private.factor_state s
  join auth.users u on u.id = s.user_id
  cross join private.factor_guard_settings g
  where s.factor_id = factor
$$;
