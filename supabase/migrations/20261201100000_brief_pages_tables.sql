-- A supplier answers its brief on a page of its own (docs/decisions/0036-supplier-brief-pages.md).
--
-- Each introduction gets private links: a random token (32 bytes, base64url) that only its holder
-- knows; the database keeps its SHA-256 and nothing else. The deliver-leads function makes the
-- token when it sends the brief and stores the hash through issue_brief_link. The page at
-- /brief#<token> reads and writes only through the token functions below; anon still reads no
-- table. A link dies 7 days after the brief was sent, when the RFQ is closed, or when the team
-- revokes it; "Send again" revokes every link and the new brief carries a new one.
--
-- Briefs and the buyer's options are two sends: send_briefs asks the shortlisted suppliers and
-- leaves the clock running; send_buyer_options offers the buyer up to 3 suppliers that said yes,
-- and stops the clock. The team may brief more suppliers while it waits.

-- The version of the confidentiality terms the page shows (its text lives in the app's content
-- module src/content/brief-terms.ts under the same version; a test holds the two together).
create function private.brief_terms_version() returns text
language sql immutable
set search_path = ''
as $$ select '2026-12-01' $$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.brief_links (
  id uuid primary key default gen_random_uuid(),
  introduction_id uuid not null references public.introductions (id) on delete cascade,
  -- Lower-case hex SHA-256 of the token's text; the token itself is never stored.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  opened_at timestamptz,
  revoked_at timestamptz,
  revoked_by text check (char_length(revoked_by) <= 320),
  constraint brief_links_expire_after_issue check (expires_at > issued_at),
  constraint brief_links_revoked_whole check ((revoked_at is null) = (revoked_by is null))
);
create index brief_links_introduction_idx on public.brief_links (introduction_id);

create table public.introduction_events (
  id bigint generated always as identity primary key,
  introduction_id uuid not null references public.introductions (id) on delete cascade,
  kind text not null check (kind in ('sent', 'delivered', 'bounced', 'opened', 'terms_accepted', 'downloaded',
                                     'answered', 'question', 'reply', 'reminded', 'link_revoked')),
  -- When it happened, not when its transaction began: an answer that waited for another's lock
  -- is later on the trail, as it was written later.
  at timestamptz not null default clock_timestamp(),
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object')
);
create index introduction_events_introduction_idx on public.introduction_events (introduction_id, at, id);

create table public.introduction_questions (
  id uuid primary key default gen_random_uuid(),
  introduction_id uuid not null references public.introductions (id) on delete cascade,
  asked_at timestamptz not null default now(),
  question text not null
    check (private.visible_length(question) >= 3 and char_length(question) <= 2000),
  reply text check (reply is null or (private.visible_length(reply) >= 3 and char_length(reply) <= 4000)),
  replied_at timestamptz,
  replied_by text check (char_length(replied_by) <= 320),
  constraint introduction_questions_reply_whole
    check ((reply is null) = (replied_at is null) and (reply is null) = (replied_by is null))
);
create index introduction_questions_introduction_idx on public.introduction_questions (introduction_id, asked_at);

-- Bad tokens per address (a hash of it): more than brief_link_attempts() of them in the window
-- and every token function refuses that address until the window has passed.
create table private.brief_link_failures (
  address_key text not null,
  at timestamptz not null default now()
);
create index brief_link_failures_address_idx on private.brief_link_failures (address_key, at);
revoke all on table private.brief_link_failures from public, anon, authenticated, service_role;

create function private.brief_link_attempts(out attempts integer, out brief_window interval)
language sql immutable
set search_path = ''
as $$ select 20, interval '15 minutes' $$;

do $$
declare
  t text;
begin
  foreach t in array array['brief_links', 'introduction_events', 'introduction_questions'] loop
    execute format($sql$
      alter table public.%1$I enable row level security;
      alter table public.%1$I force row level security;
      revoke all on table public.%1$I from public, anon, authenticated, service_role;
      grant select on table public.%1$I to authenticated;
      grant select, insert, update, delete on table public.%1$I to service_role;
      create policy "Admins read what the desk keeps for an RFQ" on public.%1$I
        for select to authenticated
        using ((select private.is_admin()));
      create policy "Admin reads need the second factor" on public.%1$I
        as restrictive for select to authenticated
        using ((select private.is_admin()));
      create policy "The desk's functions write as their owner" on public.%1$I
        for all to postgres
        using (current_setting('forgebridge.rfq_job', true) = 'on')
        with check (current_setting('forgebridge.rfq_job', true) = 'on');
    $sql$, t);
  end loop;
end
$$;

-- What a supplier stated, whether through its page or to the team by phone.
alter table public.introductions
  add column first_opened_at timestamptz,
  add column terms_version text check (char_length(terms_version) <= 40),
  add column terms_name text
    check (terms_name is null or (private.visible_length(terms_name) >= 2 and char_length(terms_name) <= 120)),
  add column terms_accepted_at timestamptz,
  add column answer_via text check (answer_via in ('page', 'phone')),
  add column lead_time text check (lead_time in ('under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks')),
  add column earliest_start date,
  add column price_amount numeric(12, 2) check (price_amount > 0 and price_amount < 100000000),
  add column price_currency text check (price_currency in ('GBP', 'EUR')),
  add column price_basis text check (price_basis in ('per_part', 'total')),
  add column minimum_order integer check (minimum_order between 1 and 1000000),
  add column answer_note text check (char_length(answer_note) <= 1000),
  add column decline_reason text
    check (decline_reason in ('deadline', 'not_manufacturable', 'no_capacity', 'outside_our_work', 'other')),
  add column offered_at timestamptz,
  add constraint introductions_terms_whole
    check ((terms_accepted_at is null) = (terms_name is null) and (terms_accepted_at is null) = (terms_version is null)),
  add constraint introductions_price_whole
    check ((price_amount is null) = (price_currency is null) and (price_amount is null) = (price_basis is null)),
  add constraint introductions_interested_states_when
    check (answer is distinct from 'interested' or answer_via is null
           or (lead_time is not null and earliest_start is not null)),
  add constraint introductions_declined_says_why
    check (answer is distinct from 'declined' or answer_via is null or decline_reason is not null),
  add constraint introductions_offered_said_yes
    check (offered_at is null or answer = 'interested' or answer_via is null);

-- More suppliers may be briefed while the team waits (a replacement after a decline); the buyer is
-- still offered at most 3 of them.
alter table public.introductions drop constraint introductions_position_check;
alter table public.introductions add constraint introductions_position_check check (position between 1 and 10);

-- Options sent before briefs and options were two sends offered every briefed supplier.
do $$
begin
  perform set_config('forgebridge.rfq_job', 'on', true);
  update public.introductions i set offered_at = i.sent_at
   where i.sent_at is not null
     and exists (select from public.oem_leads l where i.lead_table = 'oem_leads' and l.id = i.lead_id
                   and l.options_sent_at is not null
                 union all
                 select from public.consultation_requests c where i.lead_table = 'consultation_requests'
                   and c.id = i.lead_id and c.options_sent_at is not null);
  perform set_config('forgebridge.rfq_job', 'off', true);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The outbox's new messages
-- ---------------------------------------------------------------------------------------------

alter table public.lead_deliveries drop constraint lead_deliveries_kind_check;
alter table public.lead_deliveries add constraint lead_deliveries_kind_check
  check (kind in ('team_alert', 'receipt', 'webhook', 'factor_locked', 'supplier_brief', 'buyer_options',
                  'clock_reminder', 'buyer_due_moved', 'brief_reminder', 'brief_question', 'brief_reply'));
alter table public.lead_deliveries drop constraint lead_deliveries_lead_table_check;
alter table public.lead_deliveries add constraint lead_deliveries_lead_table_check
  check (lead_table in ('cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                        'consultation_requests', 'mfa_factors', 'introductions', 'rfq_clock_pauses',
                        'introduction_questions'));

-- The delete policy compared an introduction's id with its own lead id (always unequal), so it
-- let any brief's delivery go; it now lets a delivery go with the row it is about.
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
           else false
         end);

-- "Send again" queues the brief's delivery again: the one row per introduction and kind goes back
-- to pending, whatever became of it, unless it is being sent right now.
create policy "A brief sent again is queued again" on public.lead_deliveries
  for update to postgres
  using (kind = 'supplier_brief' and current_setting('forgebridge.rfq_job', true) = 'on'
         and (claimed_until is null or claimed_until <= now()))
  with check (kind = 'supplier_brief' and status = 'pending' and attempts = 0 and claimed_until is null);

-- A question's alert and reply, and a reminder, go with what they are about.
create function private.drop_question_deliveries() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.lead_deliveries d where d.lead_table = 'introduction_questions' and d.lead_id = old.id;
  return null;
end;
$$;
create trigger drop_lead_deliveries after delete on public.introduction_questions
  for each row execute function private.drop_question_deliveries();

-- The trail records what became of each message to the supplier: delivered, or bounced once the
-- outbox gave up.
create function private.record_brief_delivery() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  if new.lead_table <> 'introductions' or new.kind not in ('supplier_brief', 'brief_reminder')
     or new.status is not distinct from old.status or new.status not in ('sent', 'failed') then
    return null;
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  insert into public.introduction_events (introduction_id, kind, detail)
  select new.lead_id, case new.status when 'sent' then 'delivered' else 'bounced' end,
         jsonb_strip_nulls(jsonb_build_object('message', new.kind,
                                              'error', case when new.status = 'failed' then left(new.last_error, 300) end))
   where exists (select from public.introductions i where i.id = new.lead_id);
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  return null;
end;
$$;
create trigger record_brief_delivery after update of status on public.lead_deliveries
  for each row execute function private.record_brief_delivery();

revoke all on function private.brief_terms_version() from public;
revoke all on function private.brief_link_attempts() from public;
revoke all on function private.drop_question_deliveries() from public;
revoke all on function private.record_brief_delivery() from public;
