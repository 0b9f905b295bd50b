-- Local only: wrong codes each challenge has taken, so the embedded GoTrue ends a challenge after
-- the third (docs/decisions/0019-admin-second-factor.md). Hosted GoTrue keeps no such count.
alter table auth.mfa_challenges add column if not exists failed_attempts integer not null default 0;
