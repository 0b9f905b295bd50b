-- The buyer's options page (docs/decisions/0037-buyer-options-page.md), part 1: the tables.
--
-- When the team sends the buyer's options, the deliver-leads function mints a private link to
-- /options#<token> for the RFQ (the token mechanism of the supplier's page: 32 random bytes, of
-- which the database keeps only the SHA-256) and puts it in the email. The link lives 30 days.
-- On the page the buyer compares the suppliers that said yes, and chooses whom to meet ("Introduce
-- me", with consent to share their contact details with that supplier), or says none fits, or asks
-- the team. A chosen supplier then, and only then, learns who the buyer is: in one introduction
-- email to both sides, and on its own brief page. The others never do.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.options_links (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null check (lead_table in ('oem_leads', 'consultation_requests')),
  lead_id uuid not null,
  -- Lower-case hex SHA-256 of the token's text; the token itself is never stored.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  opened_at timestamptz,
  revoked_at timestamptz,
  revoked_by text check (char_length(revoked_by) <= 320),
  constraint options_links_expire_after_issue check (expires_at > issued_at),
  constraint options_links_revoked_whole check ((revoked_at is null) = (revoked_by is null))
);
create index options_links_lead_idx on public.options_links (lead_table, lead_id);

-- What the buyer did on the page, each a record of its own: whom they asked to meet (with the
-- consent they gave, under the privacy notice's version), or that none of the options fits.
create table public.buyer_choices (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null check (lead_table in ('oem_leads', 'consultation_requests')),
  lead_id uuid not null,
  made_at timestamptz not null default clock_timestamp(),
  kind text not null check (kind in ('introduce', 'none_fit')),
  introduction_ids uuid[] check (cardinality(introduction_ids) between 1 and 3),
  -- The notice the buyer read when agreeing to share their name, company, email and phone.
  consent_version text references private.notice_versions (version),
  none_fit_reason text check (none_fit_reason in ('lead_time', 'price', 'capability', 'certification',
                                                  'location', 'found_elsewhere', 'project_changed', 'other')),
  words text check (char_length(words) <= 1000),
  constraint buyer_choices_introduce_whole
    check ((kind = 'introduce') = (introduction_ids is not null and consent_version is not null)),
  constraint buyer_choices_none_fit_whole check ((kind = 'none_fit') = (none_fit_reason is not null)),
  constraint buyer_choices_other_says_why check (none_fit_reason is distinct from 'other' or words is not null)
);
create index buyer_choices_lead_idx on public.buyer_choices (lead_table, lead_id, made_at);
create index buyer_choices_made_idx on public.buyer_choices (made_at);

create table public.buyer_questions (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null check (lead_table in ('oem_leads', 'consultation_requests')),
  lead_id uuid not null,
  asked_at timestamptz not null default now(),
  question text not null
    check (private.visible_length(question) >= 3 and char_length(question) <= 2000),
  reply text check (reply is null or (private.visible_length(reply) >= 3 and char_length(reply) <= 4000)),
  replied_at timestamptz,
  replied_by text check (char_length(replied_by) <= 320),
  constraint buyer_questions_reply_whole
    check ((reply is null) = (replied_at is null) and (reply is null) = (replied_by is null))
);
create index buyer_questions_lead_idx on public.buyer_questions (lead_table, lead_id, asked_at);

do $$
declare
  t text;
begin
  foreach t in array array['options_links', 'buyer_choices', 'buyer_questions'] loop
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

-- An introduction the buyer chose; only an offered supplier (one that said yes) can be.
alter table public.introductions
  add column chosen_at timestamptz,
  add constraint introductions_chosen_was_offered check (chosen_at is null or offered_at is not null);

-- When the buyer first asked to meet a supplier: the lead list's "Introduced" filter. Only the
-- choosing function sets it; a visitor's insert cannot (fix_rfq_due_at clears it).
alter table public.oem_leads add column introduced_at timestamptz;
alter table public.consultation_requests add column introduced_at timestamptz;
create index oem_leads_introduced_idx on public.oem_leads (introduced_at desc, id) where introduced_at is not null;
create index consultation_requests_introduced_idx on public.consultation_requests (introduced_at desc, id)
  where introduced_at is not null;

create or replace function private.fix_rfq_due_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.due_at := new.created_at + interval '72 hours';
  new.clock_due_at := new.due_at;
  new.clock_paused_at := null;
  new.options_sent_at := null;
  new.clock_closed_at := null;
  new.introduced_at := null;
  return new;
end;
$$;

-- The privacy notice now says when a supplier learns who the buyer is: only once the buyer asks
-- to meet it. A new version; the choice records it with the consent.
insert into private.notice_versions (version, published_on) values ('2026-11-30', '2026-11-30');

create function private.current_notice_version() returns text
language sql stable
set search_path = ''
as $$ select max(n.version) from private.notice_versions n $$;

-- ---------------------------------------------------------------------------------------------
-- The outbox's new messages
-- ---------------------------------------------------------------------------------------------

alter table public.lead_deliveries drop constraint lead_deliveries_kind_check;
alter table public.lead_deliveries add constraint lead_deliveries_kind_check
  check (kind in ('team_alert', 'receipt', 'webhook', 'factor_locked', 'supplier_brief', 'buyer_options',
                  'clock_reminder', 'buyer_due_moved', 'brief_reminder', 'brief_question', 'brief_reply',
                  'introduction', 'buyer_choice', 'buyer_question', 'buyer_reply'));
alter table public.lead_deliveries drop constraint lead_deliveries_lead_table_check;
alter table public.lead_deliveries add constraint lead_deliveries_lead_table_check
  check (lead_table in ('cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                        'consultation_requests', 'mfa_factors', 'introductions', 'rfq_clock_pauses',
                        'introduction_questions', 'buyer_choices', 'buyer_questions'));

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
           else false
         end);

-- A choice's alert and a question's alert and reply go with what they are about.
create function private.drop_buyer_deliveries() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.lead_deliveries d where d.lead_table = tg_table_name and d.lead_id = old.id;
  return null;
end;
$$;
create trigger drop_lead_deliveries after delete on public.buyer_choices
  for each row execute function private.drop_buyer_deliveries();
create trigger drop_lead_deliveries after delete on public.buyer_questions
  for each row execute function private.drop_buyer_deliveries();

-- Erasure and retention delete RFQs as the functions' owner; the buyer's links, choices and
-- questions go with the RFQ, as its introductions (and with them the suppliers' links) do.
create or replace function private.drop_rfq_options() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform set_config('forgebridge.rfq_job', 'on', true);
  delete from public.introductions i where i.lead_table = tg_table_name and i.lead_id = old.id;
  delete from public.suggestion_lists s where s.lead_table = tg_table_name and s.lead_id = old.id;
  delete from public.rfq_clock_pauses p where p.lead_table = tg_table_name and p.lead_id = old.id;
  delete from public.options_links l where l.lead_table = tg_table_name and l.lead_id = old.id;
  delete from public.buyer_choices c where c.lead_table = tg_table_name and c.lead_id = old.id;
  delete from public.buyer_questions q where q.lead_table = tg_table_name and q.lead_id = old.id;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return null;
end;
$$;

revoke all on function private.current_notice_version() from public;
revoke all on function private.drop_buyer_deliveries() from public;
