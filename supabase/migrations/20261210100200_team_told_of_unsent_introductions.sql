-- The team hears when a chosen supplier's introduction did not go
-- (docs/decisions/0037-buyer-options-page.md). When the buyer chooses a supplier, the outbox sends
-- the buyer and the supplier one introduction email. If that email is skipped (the supplier is no
-- longer one we may introduce, or an address is missing) or fails for good, the buyer's options
-- page says "The team will be in touch", and the desk shows "Not sent" under the supplier; but
-- nothing told the team, which had only the earlier alert of the choice.
--   * When an introduction's delivery ends skipped or failed, the outbox queues one team alert,
--     'introduction_unsent', on the same introduction: once per introduction, however often a
--     retry fails again (the outbox's unique (lead_table, lead_id, kind)).
--   * The alert names the RFQ, the buyer's company, the supplier and why the email did not go,
--     with the desk's link: the buyer was told the team would be in touch.

alter table public.lead_deliveries drop constraint lead_deliveries_kind_check;
alter table public.lead_deliveries add constraint lead_deliveries_kind_check
  check (kind in ('team_alert', 'receipt', 'webhook', 'factor_locked', 'supplier_brief', 'buyer_options',
                  'clock_reminder', 'buyer_due_moved', 'brief_reminder', 'brief_question', 'brief_reply',
                  'introduction', 'buyer_choice', 'buyer_question', 'buyer_reply', 'supplier_notice',
                  'introduction_unsent'));

-- What the team's alert says: the RFQ's row, the supplier, and the introduction email's outcome.
create function private.unsent_introduction_facts(p_introduction_id uuid) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_intro public.introductions;
  v_lead jsonb;
begin
  select * into v_intro from public.introductions i where i.id = p_introduction_id;
  if v_intro.id is null then
    return null;
  end if;
  execute format('select to_jsonb(l) from public.%I l where l.id = $1', v_intro.lead_table) into v_lead
    using v_intro.lead_id;
  return jsonb_build_object(
    'lead_table', v_intro.lead_table, 'lead_id', v_intro.lead_id, 'chosen_at', v_intro.chosen_at,
    'supplier', (select s.company_name from public.suppliers s where s.id = v_intro.supplier_id),
    'introduction', (select jsonb_build_object('status', d.status, 'reason', d.last_error)
                       from public.lead_deliveries d
                      where d.lead_table = 'introductions' and d.lead_id = v_intro.id and d.kind = 'introduction'),
    'lead', v_lead);
end;
$$;

revoke all on function private.unsent_introduction_facts(uuid) from public, anon, authenticated;
grant execute on function private.unsent_introduction_facts(uuid) to service_role;

create function private.queue_unsent_introduction_alert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_deliveries (lead_table, lead_id, kind)
  values ('introductions', new.lead_id, 'introduction_unsent')
  on conflict (lead_table, lead_id, kind) do nothing;
  if found then
    perform private.poke_delivery_drain();
  end if;
  return null;
end;
$$;

revoke all on function private.queue_unsent_introduction_alert() from public, anon, authenticated;

create trigger queue_unsent_introduction_alert after update of status on public.lead_deliveries
  for each row when (new.kind = 'introduction' and new.status in ('skipped', 'failed')
                     and old.status is distinct from new.status)
  execute function private.queue_unsent_introduction_alert();

-- The claim of 20261208100000_unsettled_deliveries_fail.sql, with the alert's facts.
create or replace function public.claim_lead_deliveries(max_rows integer default 20)
returns table (id uuid, lead_table text, lead_id uuid, kind text, attempt integer, lead jsonb)
language plpgsql
set search_path = ''
as $$
declare
  claimed record;
  settings private.delivery_settings;
  lost constant text := 'The sender stopped before recording an outcome for attempt ';
begin
  if max_rows is null or max_rows < 1 or max_rows > 100 then
    raise sqlstate '22023' using message = 'max_rows must be between 1 and 100';
  end if;
  select * into settings from private.delivery_settings;
  -- Its attempts spent: given up (the settle would have done so, had the last one been settled).
  with spent as (
    select d.id from public.lead_deliveries d
     where d.status = 'pending' and d.next_attempt_at <= now() and d.attempts >= settings.max_attempts
     for update skip locked
  )
  update public.lead_deliveries d
     set status = 'failed',
         last_error = case when d.claimed_until is not null then lost || d.attempts
                           else coalesce(d.last_error, 'Every attempt was spent') end,
         claimed_until = null
    from spent
   where d.id = spent.id;
  for claimed in
    with due as (
      select d.id from public.lead_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= now() and d.attempts < settings.max_attempts
      order by d.next_attempt_at, d.id
      limit max_rows
      for update skip locked
    )
    update public.lead_deliveries d
       set attempts = d.attempts + 1,
           -- A claim the sender never settled (its lease ran out) is a failed attempt.
           last_error = case when d.claimed_until is not null then lost || d.attempts else d.last_error end,
           next_attempt_at = now() + case when d.kind = 'supplier_brief' then settings.brief_lease
                                          else settings.lease end,
           claimed_until = now() + case when d.kind = 'supplier_brief' then settings.brief_lease
                                        else settings.lease end
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
    elsif claimed.lead_table = 'introductions' and claimed.kind = 'introduction_unsent' then
      lead := private.unsent_introduction_facts(claimed.lead_id);
    elsif claimed.lead_table = 'introductions' and claimed.kind = 'introduction' then
      lead := private.introduction_facts(claimed.lead_id);
    elsif claimed.lead_table = 'introductions' then
      lead := private.supplier_brief_facts(claimed.lead_id);
      if lead is not null then
        lead := lead || (select jsonb_build_object(
                                  'answer_by', private.brief_answer_by(r.sent_at, r.clock_due_at),
                                  'answered', i.answer is not null,
                                  'options_sent', r.options_sent_at is not null)
                           from public.introductions i, private.introduction_rfq(i.id) r
                          where i.id = claimed.lead_id);
      end if;
    elsif claimed.lead_table = 'introduction_questions' then
      lead := private.brief_question_facts(claimed.lead_id);
    elsif claimed.lead_table = 'buyer_choices' then
      lead := private.buyer_choice_facts(claimed.lead_id);
    elsif claimed.lead_table = 'buyer_questions' then
      lead := private.buyer_question_facts(claimed.lead_id);
    elsif claimed.lead_table = 'supplier_notices' then
      lead := private.supplier_notice_facts(claimed.lead_id);
    elsif claimed.lead_table = 'rfq_clock_pauses' then
      lead := private.due_moved_facts(claimed.lead_id);
    else
      execute format('select to_jsonb(l) from public.%I l where l.id = $1', claimed.lead_table)
        into lead using claimed.lead_id;
      if claimed.kind = 'buyer_options' and lead is not null then
        lead := lead || jsonb_build_object('options',
                                           private.buyer_options_facts(claimed.lead_table, claimed.lead_id));
      end if;
    end if;
    return next;
  end loop;
end;
$$;

revoke all on function public.claim_lead_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(integer) to service_role;
