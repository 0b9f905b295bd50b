-- Keeping the promise of 3 vetted supplier options within 72 hours: the tables the clock, the
-- suggestions, the shortlist and the introductions share. The functions that write them come in
-- the migrations after this one; every write goes through them.
--   * An RFQ is an OEM lead (oem_leads) or a /quote consultation (consultation_requests); the
--     pair (lead_table, lead_id) names it, as lead_deliveries does. Every row here goes with its
--     RFQ (retention and erasure delete them with the lead).
--   * options_sent_at on both lead tables: when the options went out. It stops the 72-hour clock.
--   * rfq_clock_pauses: each pause of the clock, with its reason and who paused and resumed it.
--   * suggestion_lists and suggestion_items: every ranked list the desk was shown, with the
--     weights' version, so a ranking can be replayed and measured later.
--   * introductions: the shortlist (up to 3 suppliers, in order; each suggested at a rank or added
--     by hand with a reason), when each brief was sent, and the supplier's answer.
--   * The outbox carries the three new messages: a supplier's brief (a delivery whose lead_table is
--     'introductions' and lead_id the introduction's id), the buyer's email naming the options
--     ('buyer_options') and the team's 48-hour reminder ('clock_reminder'), each at most once per
--     RFQ or introduction by the outbox's unique (lead_table, lead_id, kind).
-- Admins at aal2 read them all; nothing is written through the API directly: the functions run as
-- their owner, which forced row-level security holds to the owner policies below, and each of
-- them sets forgebridge.rfq_job for its own transaction. No API role can become postgres.

alter table public.lead_deliveries drop constraint lead_deliveries_lead_table_check;
alter table public.lead_deliveries add constraint lead_deliveries_lead_table_check
  check (lead_table in ('cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                        'consultation_requests', 'mfa_factors', 'introductions'));
alter table public.lead_deliveries drop constraint lead_deliveries_kind_check;
alter table public.lead_deliveries add constraint lead_deliveries_kind_check
  check (kind in ('team_alert', 'receipt', 'webhook', 'factor_locked', 'supplier_brief', 'buyer_options',
                  'clock_reminder'));

alter table public.oem_leads add column options_sent_at timestamptz;
alter table public.consultation_requests add column options_sent_at timestamptz;

create table public.rfq_clock_pauses (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null check (lead_table in ('oem_leads', 'consultation_requests')),
  lead_id uuid not null,
  paused_at timestamptz not null default now(),
  paused_by text not null check (char_length(paused_by) <= 320),
  -- Why the clock may stop, in the team's words, e.g. "waiting for the buyer's drawing".
  reason text not null check (char_length(btrim(reason)) between 3 and 500),
  resumed_at timestamptz,
  resumed_by text check (char_length(resumed_by) <= 320),
  constraint rfq_clock_pauses_resumed_whole check ((resumed_at is null) = (resumed_by is null)),
  constraint rfq_clock_pauses_resumed_after check (resumed_at is null or resumed_at >= paused_at)
);

-- At most one open pause per RFQ.
create unique index rfq_clock_pauses_open_idx on public.rfq_clock_pauses (lead_table, lead_id) where resumed_at is null;
create index rfq_clock_pauses_lead_idx on public.rfq_clock_pauses (lead_id, paused_at);

create table public.suggestion_lists (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null check (lead_table in ('oem_leads', 'consultation_requests')),
  lead_id uuid not null,
  created_at timestamptz not null default now(),
  created_by text not null check (char_length(created_by) <= 320),
  -- The version of the soft score's weights the list was ranked with.
  weights_version integer not null,
  passed_count integer not null check (passed_count >= 0),
  excluded_count integer not null check (excluded_count >= 0)
);

create index suggestion_lists_lead_idx on public.suggestion_lists (lead_id, created_at desc);

create table public.suggestion_items (
  list_id uuid not null references public.suggestion_lists (id) on delete cascade,
  supplier_id uuid not null references public.suppliers (id) on delete cascade,
  -- 1 for the best; null for a supplier a hard filter excluded.
  rank integer check (rank >= 1),
  score numeric(5, 2) check (score between 0 and 100),
  -- The first hard filter the supplier failed, null when it passed them all.
  excluded_by text,
  reasons text[] not null default '{}',
  primary key (list_id, supplier_id),
  constraint suggestion_items_ranked_or_excluded check ((rank is null) = (excluded_by is not null)),
  constraint suggestion_items_scored_when_ranked check ((rank is null) = (score is null))
);

create index suggestion_items_supplier_idx on public.suggestion_items (supplier_id);

create table public.introductions (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null check (lead_table in ('oem_leads', 'consultation_requests')),
  lead_id uuid not null,
  supplier_id uuid not null references public.suppliers (id) on delete cascade,
  -- The shortlist's order, 1 to 3.
  position smallint not null check (position between 1 and 3),
  picked_at timestamptz not null default now(),
  picked_by text not null check (char_length(picked_by) <= 320),
  -- Suggested: the list and the rank it had there. Added by hand: the reason, and no rank.
  suggestion_list_id uuid references public.suggestion_lists (id) on delete set null,
  suggested_rank integer check (suggested_rank >= 1),
  hand_reason text check (char_length(btrim(hand_reason)) between 3 and 500),
  -- Why it fits, in the plain words the buyer's email repeats.
  reasons text[] not null default '{}',
  -- When the supplier's brief was queued for sending.
  sent_at timestamptz,
  answer text check (answer in ('interested', 'quoted', 'declined')),
  answer_reason text check (char_length(btrim(answer_reason)) between 1 and 1000),
  answered_at timestamptz,
  answered_by text check (char_length(answered_by) <= 320),
  unique (lead_table, lead_id, supplier_id),
  constraint introductions_suggested_or_by_hand check ((suggested_rank is null) <> (hand_reason is null)),
  constraint introductions_answer_whole check ((answer is null) = (answered_at is null)),
  constraint introductions_answer_after_sending check (answer is null or sent_at is not null),
  constraint introductions_declined_with_reason check (answer is distinct from 'declined' or answer_reason is not null)
);

create index introductions_lead_idx on public.introductions (lead_id, position);
create index introductions_supplier_idx on public.introductions (supplier_id, sent_at);

do $$
declare
  t text;
begin
  foreach t in array array['rfq_clock_pauses', 'suggestion_lists', 'suggestion_items', 'introductions'] loop
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

-- Erasure and retention delete RFQs as the functions' owner; what the desk kept for one follows
-- here (suggestion items go with their list).
create function private.drop_rfq_options() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform set_config('forgebridge.rfq_job', 'on', true);
  delete from public.introductions i where i.lead_table = tg_table_name and i.lead_id = old.id;
  delete from public.suggestion_lists s where s.lead_table = tg_table_name and s.lead_id = old.id;
  delete from public.rfq_clock_pauses p where p.lead_table = tg_table_name and p.lead_id = old.id;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return null;
end;
$$;

revoke all on function private.drop_rfq_options() from public, anon, authenticated;

create trigger drop_rfq_options after delete on public.oem_leads
  for each row execute function private.drop_rfq_options();
create trigger drop_rfq_options after delete on public.consultation_requests
  for each row execute function private.drop_rfq_options();
