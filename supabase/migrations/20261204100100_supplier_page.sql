-- A shop hears from us at every step to vetted, and has a page of its own
-- (docs/decisions/0040-a-shops-way-in.md):
--   * supplier_notices: each step the shop is told of (vetting started, visit booked, vetted, not
--     vetted with the team's reason, a certificate expiring within 30 days or expired, vetting
--     lapsed). Each queues one email through the outbox, which carries a fresh link to the page.
--   * supplier_links: the page's private links, as the brief page's: a random token the database
--     keeps only as its SHA-256, expiring after 30 days, revoked by the next message or the team.
--   * supplier_proposals: capability changes the shop makes on its page wait for the team; its
--     capacity applies at once, dated, and the ranking reads it.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.supplier_notices (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references public.suppliers (id) on delete cascade,
  created_at timestamptz not null default now(),
  event text not null check (event in ('vetting_started', 'visit_booked', 'vetted', 'not_vetted',
                                       'certificate_expiring', 'certificate_expired', 'lapsed')),
  -- visit_booked: {visit_on}; not_vetted: {reason}; certificate_*: {certificate_id, standard, expires_on}.
  facts jsonb not null default '{}' check (jsonb_typeof(facts) = 'object')
);
create index supplier_notices_supplier_idx on public.supplier_notices (supplier_id, created_at desc);
-- A certificate's expiry is told once per expiry date, however often the daily job runs.
create unique index supplier_notices_certificate_idx
  on public.supplier_notices (supplier_id, event, (facts ->> 'certificate_id'), (facts ->> 'expires_on'))
  where event in ('certificate_expiring', 'certificate_expired');

create table public.supplier_links (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references public.suppliers (id) on delete cascade,
  -- Lower-case hex SHA-256 of the token's text; the token itself is never stored.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  opened_at timestamptz,
  revoked_at timestamptz,
  revoked_by text check (char_length(revoked_by) <= 320),
  constraint supplier_links_expire_after_issue check (expires_at > issued_at),
  constraint supplier_links_revoked_whole check ((revoked_at is null) = (revoked_by is null))
);
create index supplier_links_supplier_idx on public.supplier_links (supplier_id);

create table public.supplier_proposals (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references public.suppliers (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Only what differs from the register when proposed; keys as the suppliers' columns.
  changes jsonb not null check (jsonb_typeof(changes) = 'object' and changes <> '{}'),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  decided_at timestamptz,
  decided_by text check (char_length(decided_by) <= 320),
  constraint supplier_proposals_decided_whole
    check ((status = 'pending') = (decided_at is null) and (decided_at is null) = (decided_by is null))
);
-- One proposal waits at a time: a new one from the page replaces it.
create unique index supplier_proposals_pending_idx on public.supplier_proposals (supplier_id) where status = 'pending';

-- Admins at aal2 read all three; nobody writes them through the API. The functions below write
-- as their owner, which forced row-level security holds to the policies after this block.
do $$
declare
  t text;
begin
  foreach t in array array['supplier_notices', 'supplier_links', 'supplier_proposals'] loop
    execute format($sql$
      alter table public.%1$I enable row level security;
      alter table public.%1$I force row level security;
      revoke all on table public.%1$I from public, anon, authenticated, service_role;
      grant select on table public.%1$I to authenticated, service_role;
      create policy "Admins read the register" on public.%1$I
        for select to authenticated
        using ((select private.is_admin()));
      create policy "Admin reads need the second factor" on public.%1$I
        as restrictive for select to authenticated
        using ((select private.is_admin()));
      create policy "Register functions read as the functions' owner" on public.%1$I
        for select to postgres
        using (current_setting('forgebridge.register_job', true) = 'on');
      create policy "Register functions write as the functions' owner" on public.%1$I
        for insert to postgres
        with check (current_setting('forgebridge.register_job', true) = 'on');
      create policy "Register functions change as the functions' owner" on public.%1$I
        for update to postgres
        using (current_setting('forgebridge.register_job', true) = 'on')
        with check (current_setting('forgebridge.register_job', true) = 'on');
      create policy "Rows go with their supplier" on public.%1$I
        for delete to postgres
        using (current_setting('forgebridge.register_job', true) = 'on');
    $sql$, t);
  end loop;
end
$$;

-- The shop's page and the team's decisions change a supplier as the functions' owner: capacity
-- from the page, a proposal's capabilities when accepted. Each function sets the flag for its own
-- transaction only; no API role can become postgres.
create policy "The shop's page and accepted proposals change a supplier" on public.suppliers
  for update to postgres
  using (current_setting('forgebridge.supplier_change', true) = 'on')
  with check (current_setting('forgebridge.supplier_change', true) = 'on');
create policy "Register jobs read certificates as the functions' owner" on public.supplier_certificates
  for select to postgres
  using (current_setting('forgebridge.register_job', true) = 'on');
create policy "Register jobs read introductions as the functions' owner" on public.introductions
  for select to postgres
  using (current_setting('forgebridge.register_job', true) = 'on');

-- ---------------------------------------------------------------------------------------------
-- Notices: written as the steps happen, each queued as one email
-- ---------------------------------------------------------------------------------------------

-- A supplier's own steps: vetting started, visit booked, vetted, not vetted, lapsed. Only a
-- supplier with an address hears of them.
create function private.notice_supplier_steps() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_event text;
  v_before text := current_setting('forgebridge.register_job', true);
begin
  if new.email is null then
    return null;
  end if;
  perform set_config('forgebridge.register_job', 'on', true);
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    v_event := case new.status when 'vetting' then 'vetting_started' when 'vetted' then 'vetted'
                               when 'rejected' then 'not_vetted' when 'lapsed' then 'lapsed' end;
    if v_event is not null then
      insert into public.supplier_notices (supplier_id, event, facts)
      values (new.id, v_event, case when v_event = 'not_vetted'
                                    then jsonb_build_object('reason', new.status_reason) else '{}' end);
    end if;
  end if;
  if new.visit_booked_on is not null
     and (tg_op = 'INSERT' or new.visit_booked_on is distinct from old.visit_booked_on) then
    insert into public.supplier_notices (supplier_id, event, facts)
    values (new.id, 'visit_booked', jsonb_build_object('visit_on', new.visit_booked_on));
  end if;
  perform set_config('forgebridge.register_job', coalesce(v_before, ''), true);
  return null;
end;
$$;

create trigger notice_supplier_steps after insert or update on public.suppliers
  for each row execute function private.notice_supplier_steps();

-- Each notice is one email of the outbox; it goes with the notice.
create function private.queue_supplier_notice() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.lead_deliveries (lead_table, lead_id, kind) values ('supplier_notices', new.id, 'supplier_notice');
    return null;
  end if;
  delete from public.lead_deliveries d where d.lead_table = 'supplier_notices' and d.lead_id = old.id;
  return null;
end;
$$;

create trigger queue_supplier_notice after insert or delete on public.supplier_notices
  for each row execute function private.queue_supplier_notice();

revoke all on function private.notice_supplier_steps(), private.queue_supplier_notice() from public, anon, authenticated;

alter table public.lead_deliveries drop constraint lead_deliveries_kind_check;
alter table public.lead_deliveries add constraint lead_deliveries_kind_check
  check (kind in ('team_alert', 'receipt', 'webhook', 'factor_locked', 'supplier_brief', 'buyer_options',
                  'clock_reminder', 'buyer_due_moved', 'brief_reminder', 'brief_question', 'brief_reply',
                  'introduction', 'buyer_choice', 'buyer_question', 'buyer_reply', 'supplier_notice'));
alter table public.lead_deliveries drop constraint lead_deliveries_lead_table_check;
alter table public.lead_deliveries add constraint lead_deliveries_lead_table_check
  check (lead_table in ('cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                        'consultation_requests', 'mfa_factors', 'introductions', 'rfq_clock_pauses',
                        'introduction_questions', 'buyer_choices', 'buyer_questions', 'supplier_notices'));

drop policy "Deliveries go with their lead" on public.lead_deliveries;
create policy "Deliveries go with their lead" on public.lead_deliveries
  for delete to postgres
  using (case lead_table
           when 'cnc_partner_leads' then not exists (select from public.cnc_partner_leads l where l.id = lead_deliveries.lead_id)
           when 'oem_leads' then not exists (select from public.oem_leads l where l.id = lead_deliveries.lead_id)
           when 'icp_template_leads' then not exists (select from public.icp_template_leads l where l.id = lead_deliveries.lead_id)
           when 'contact_messages' then not exists (select from public.contact_messages l where l.id = lead_deliveries.lead_id)
           when 'consultation_requests' then not exists (select from public.consultation_requests l where l.id = lead_deliveries.lead_id)
           when 'introductions' then not exists (select from public.introductions i where i.id = lead_deliveries.lead_id)
           when 'rfq_clock_pauses' then not exists (select from public.rfq_clock_pauses p where p.id = lead_deliveries.lead_id)
           when 'introduction_questions' then not exists (select from public.introduction_questions q where q.id = lead_deliveries.lead_id)
           when 'buyer_choices' then not exists (select from public.buyer_choices c where c.id = lead_deliveries.lead_id)
           when 'buyer_questions' then not exists (select from public.buyer_questions q where q.id = lead_deliveries.lead_id)
           when 'supplier_notices' then not exists (select from public.supplier_notices n where n.id = lead_deliveries.lead_id)
           else false
         end);

-- Certificates: a held certificate expiring within 30 days, and one that expired in the past 30
-- days, each told once per expiry date, unless a later certificate of the same standard is held.
-- Daily (pg_cron on the hosted project; supabase/local/register-jobs.ts on the embedded one).
-- Answers how many notices it wrote.
create function public.queue_certificate_notices() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_before text := current_setting('forgebridge.register_job', true);
begin
  perform set_config('forgebridge.register_job', 'on', true);
  with due as (
    select c.supplier_id, c.id, c.standard, c.expires_on,
           case when c.expires_on >= current_date then 'certificate_expiring' else 'certificate_expired' end as event
      from public.supplier_certificates c
      join public.suppliers s on s.id = c.supplier_id
     where c.verified_at is not null
       and c.expires_on between current_date - 30 and current_date + 30
       and s.email is not null and s.status in ('vetting', 'vetted', 'paused')
       and not exists (select from public.supplier_certificates r
                        where r.supplier_id = c.supplier_id and r.standard = c.standard and r.id <> c.id
                          and public.certificate_is_held(r.verified_at, r.expires_on)
                          and r.expires_on > c.expires_on)
  ), written as (
    insert into public.supplier_notices (supplier_id, event, facts)
    select d.supplier_id, d.event,
           jsonb_build_object('certificate_id', d.id, 'standard', d.standard, 'expires_on', d.expires_on)
      from due d
    on conflict (supplier_id, event, (facts ->> 'certificate_id'), (facts ->> 'expires_on'))
      where event in ('certificate_expiring', 'certificate_expired')
      do nothing
    returning 1
  )
  select count(*) into v_count from written;
  perform set_config('forgebridge.register_job', coalesce(v_before, ''), true);
  return v_count;
end;
$$;

revoke all on function public.queue_certificate_notices() from public, anon, authenticated;
grant execute on function public.queue_certificate_notices() to service_role;

do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    -- cron.schedule with a job name replaces a job of the same name, so re-running is harmless.
    perform cron.schedule('queue-certificate-notices', '17 7 * * *', 'select public.queue_certificate_notices()');
  end if;
end;
$$;

-- What a notice's email needs: the event, its facts and the supplier it is for (null once gone).
create function private.supplier_notice_facts(p_notice_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
           'event', n.event, 'facts', n.facts, 'created_at', n.created_at,
           'supplier', jsonb_build_object('id', s.id, 'company_name', s.company_name, 'contact_name', s.contact_name,
                                          'email', s.email, 'status', s.status, 'partner_lead_id', s.partner_lead_id))
    from public.supplier_notices n join public.suppliers s on s.id = n.supplier_id
   where n.id = p_notice_id
$$;

revoke all on function private.supplier_notice_facts(uuid) from public, anon, authenticated;
grant execute on function private.supplier_notice_facts(uuid) to service_role;
