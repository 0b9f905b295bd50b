-- A delivery whose sender stopped mid-send (the function crashed, or was stopped at its time
-- limit) is never settled: only its lease brings it back. The claim now counts that as a failed
-- attempt the desk can see, and gives the delivery up once its attempts are spent, as a settle
-- would (docs/decisions/0015-lead-delivery-outbox.md).
--   * A due delivery still carrying a claim (claimed_until is set; every settle clears it) was
--     claimed and never settled: the next claim records that in last_error, so the desk flags it
--     as retrying, and a send that then succeeds clears it.
--   * A due delivery whose attempts are spent is marked failed, not claimed again.
--   * A supplier's brief copies up to 5 drawings (each download and upload may take 60 s) before
--     its link and email, which can outlast the 2-minute lease; its claim is leased for
--     brief_lease (5 minutes), so a slow send is not taken again by a second drain.

alter table private.delivery_settings
  add column brief_lease interval not null default interval '5 minutes' check (brief_lease > interval '0');

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
