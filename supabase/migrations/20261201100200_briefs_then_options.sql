-- A supplier's brief page, part 3: the desk's two sends (briefs, then the buyer's options),
-- links revoked and briefs sent again, the outbox's claims, reminders and a shortlist that grows
-- (docs/decisions/0036-supplier-brief-pages.md).

-- ---------------------------------------------------------------------------------------------
-- The desk: briefs, links, the buyer's options
-- ---------------------------------------------------------------------------------------------

-- The team's words for the brief, checked: only the brief's own columns, as text; blank ones say
-- nothing.
create function private.checked_brief_wording(p_lead_table text, p_brief_wording jsonb) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_wording jsonb;
begin
  if p_brief_wording is null or jsonb_typeof(p_brief_wording) <> 'object' then
    raise sqlstate '22023' using message = 'The brief''s wording is an object of text';
  end if;
  if exists (select from jsonb_each(p_brief_wording) w
              where jsonb_typeof(w.value) <> 'string'
                 or not w.key = any(case p_lead_table
                                      when 'oem_leads' then array['production_requirements', 'material_types',
                                        'quality_standards', 'sourcing_volume', 'delivery_requirements',
                                        'industry_sector', 'delivery_regions']
                                      else array['job_types', 'materials', 'quantity', 'timeline', 'tolerance'] end)) then
    raise sqlstate '22023' using message = 'Wording is written only for the brief''s own answers, as text';
  end if;
  select coalesce(jsonb_object_agg(w.key, private.required_reason(w.value #>> '{}', 'The wording for the brief', 300)), '{}')
    into v_wording
    from jsonb_each(p_brief_wording) w
   where private.visible_length(w.value #>> '{}') > 0;
  return v_wording;
end;
$$;

-- Sends the brief to every shortlisted supplier not yet sent one. The clock keeps running: it
-- stops when the buyer's options go. Each brief is checked as send_options checked it: vetted and
-- certified now, a suggested pick still passing the filters, an address to send to, and the files
-- looked at where a copy cannot be made certain.
create function public.send_briefs(p_lead_table text, p_lead_id uuid, p_brief_wording jsonb default '{}',
                                   p_files_checked boolean default false)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rfq record;
  v_briefs integer;
  v_without_email text;
  v_no_longer text;
  v_wording jsonb;
  v_actor text := private.rfq_actor();
  v_unsent uuid[];
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may send briefs';
  end if;
  perform private.check_rfq(p_lead_table, p_lead_id);
  v_wording := private.checked_brief_wording(p_lead_table, p_brief_wording);
  perform set_config('forgebridge.rfq_job', 'on', true);

  -- The RFQ's row is the lock the shortlist and the options take too.
  select * into v_rfq from private.lock_rfq(p_lead_table, p_lead_id);
  if v_rfq.options_sent_at is not null then
    raise sqlstate '23514' using message = 'The buyer''s options were sent: no more briefs for this RFQ';
  end if;
  if v_rfq.clock_closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed (won or lost): reopen it before sending briefs';
  end if;
  if v_rfq.status = 'held' then
    raise sqlstate '23514' using message = 'The RFQ is held for review: release it before sending briefs';
  end if;

  v_unsent := array(select i.supplier_id from public.introductions i
                     where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is null);
  v_briefs := cardinality(v_unsent);
  if v_briefs = 0 then
    raise sqlstate '23514' using message = 'Every shortlisted supplier has its brief: add a supplier to the shortlist first';
  end if;
  select string_agg(s.company_name, ', ' order by s.company_name) into v_without_email
    from public.suppliers s
   where s.id = any(v_unsent) and (s.email is null or btrim(s.email) = '');
  if v_without_email is not null then
    raise sqlstate '23514' using message = format('No email address to send the brief to: %s', v_without_email);
  end if;
  perform private.refuse_blocked_picks(p_lead_table, p_lead_id, v_unsent);
  select string_agg(r.company_name || ': ' || array_to_string(r.reasons, '; '), ' · ' order by r.company_name)
    into v_no_longer
    from public.introductions i
    join private.rank_suppliers(p_lead_table, p_lead_id, private.current_weights_version()) r
      on r.supplier_id = i.supplier_id
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is null
     and i.hand_reason is null and r.excluded_by is not null;
  if v_no_longer is not null then
    raise sqlstate '23514' using
      message = format('A suggested supplier no longer passes the filters; pick it again by hand with a reason, or choose another. %s', v_no_longer);
  end if;
  if private.files_needing_review(v_rfq.attachments) > 0 and not coalesce(p_files_checked, false) then
    raise sqlstate '23514' using
      message = 'Open every drawing, photo and PDF and confirm that none names the buyer (a title block, a logo) before sending';
  end if;

  insert into public.introduction_events (introduction_id, kind)
  select i.id, 'sent' from public.introductions i
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is null;
  insert into public.lead_deliveries (lead_table, lead_id, kind)
  select 'introductions', i.id, 'supplier_brief'
    from public.introductions i
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is null
   order by i.position;
  update public.introductions i
     set sent_at = now(),
         brief_wording = v_wording,
         files_checked_by = case when p_files_checked then v_actor end,
         files_checked_at = case when p_files_checked then now() end
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is null;

  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_briefs;
end;
$$;

-- Offers the buyer up to 3 suppliers that said yes, and stops the clock. Each is checked again as
-- it goes: vetted and certified now. The buyer reads the team's words about each, then what the
-- register says now. The other suppliers' links stay open to read; their answers close.
create function public.send_buyer_options(p_lead_table text, p_lead_id uuid, p_introduction_ids uuid[],
                                          p_buyer_reasons jsonb default '{}')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rfq record;
  v_count integer;
  v_not_yes text;
  v_buyer jsonb;
  v_actor text := private.rfq_actor();
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may send the options';
  end if;
  perform private.check_rfq(p_lead_table, p_lead_id);
  v_count := coalesce(cardinality(p_introduction_ids), 0);
  if v_count < 1 or v_count > 3 or array_position(p_introduction_ids, null) is not null
     or (select count(distinct x) from unnest(p_introduction_ids) x) <> v_count then
    raise sqlstate '22023' using message = 'Offer the buyer 1 to 3 different suppliers';
  end if;
  if p_buyer_reasons is null or jsonb_typeof(p_buyer_reasons) <> 'object' then
    raise sqlstate '22023' using message = 'The buyer''s reasons are an object of text';
  end if;
  if exists (select from jsonb_each(p_buyer_reasons) b
              where jsonb_typeof(b.value) <> 'string'
                 or b.key !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                 or not b.key::uuid = any(p_introduction_ids)) then
    raise sqlstate '22023' using message = 'A buyer-facing reason names one of the offered introductions, as text';
  end if;
  select coalesce(jsonb_object_agg(b.key, private.required_reason(b.value #>> '{}', 'A reason for the buyer', 300)), '{}')
    into v_buyer
    from jsonb_each(p_buyer_reasons) b
   where private.visible_length(b.value #>> '{}') > 0;
  perform set_config('forgebridge.rfq_job', 'on', true);

  select * into v_rfq from private.lock_rfq(p_lead_table, p_lead_id);
  if v_rfq.options_sent_at is not null then
    raise sqlstate '23514' using message = 'The options for this RFQ were sent already';
  end if;
  if v_rfq.clock_closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed (won or lost): reopen it before sending options';
  end if;
  if v_rfq.status = 'held' then
    raise sqlstate '23514' using message = 'The RFQ is held for review: release it before sending options';
  end if;
  if (select count(*) from public.introductions i
       where i.id = any(p_introduction_ids) and i.lead_table = p_lead_table and i.lead_id = p_lead_id) <> v_count then
    raise sqlstate '22023' using message = 'Every offered supplier is one this RFQ''s brief went to';
  end if;
  select string_agg(s.company_name, ', ' order by s.company_name) into v_not_yes
    from public.introductions i join public.suppliers s on s.id = i.supplier_id
   where i.id = any(p_introduction_ids) and i.answer is distinct from 'interested';
  if v_not_yes is not null then
    raise sqlstate '23514' using message = format('Only a supplier that said it can take the job is offered: %s', v_not_yes);
  end if;
  perform private.refuse_blocked_picks(p_lead_table, p_lead_id,
                                       array(select i.supplier_id from public.introductions i where i.id = any(p_introduction_ids)));

  -- Sending ends an open pause: the clock stood still for it and stops now.
  if v_rfq.clock_paused_at is not null then
    update public.rfq_clock_pauses p set resumed_at = now(), resumed_by = v_actor
     where p.lead_table = p_lead_table and p.lead_id = p_lead_id and p.resumed_at is null;
    execute format('update public.%I set clock_due_at = $2, clock_paused_at = null where id = $1', p_lead_table)
      using p_lead_id, v_rfq.clock_due_at + (now() - v_rfq.clock_paused_at);
  end if;

  update public.introductions i
     set offered_at = now(),
         buyer_reasons = array_remove(array[v_buyer ->> i.id::text]
                                      || private.buyer_safe_reasons(p_lead_table, p_lead_id, i.supplier_id), null)
   where i.id = any(p_introduction_ids);
  execute format('update public.%I set options_sent_at = now() where id = $1', p_lead_table) using p_lead_id;
  insert into public.lead_deliveries (lead_table, lead_id, kind) values (p_lead_table, p_lead_id, 'buyer_options');
  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_count;
end;
$$;

-- Revokes every live link of an introduction now.
create function private.revoke_links(p_introduction_id uuid, p_by text) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.brief_links l set revoked_at = now(), revoked_by = left(p_by, 320)
   where l.introduction_id = p_introduction_id and l.revoked_at is null and l.expires_at > now();
  get diagnostics v_count = row_count;
  if v_count > 0 then
    insert into public.introduction_events (introduction_id, kind, detail)
    values (p_introduction_id, 'link_revoked', jsonb_build_object('links', v_count));
  end if;
  return v_count;
end;
$$;

create function public.revoke_brief_links(p_introduction_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may revoke a supplier''s link';
  end if;
  if p_introduction_id is null or not exists (select from public.introductions i where i.id = p_introduction_id) then
    raise sqlstate '22023' using message = 'No such introduction';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform from public.introductions i where i.id = p_introduction_id for update;
  v_count := private.revoke_links(p_introduction_id, private.rfq_actor());
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_count;
end;
$$;

-- "Send again": the old link stops working now, and the brief goes again with a new one.
create function public.resend_brief(p_introduction_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rfq record;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may send a brief again';
  end if;
  if p_introduction_id is null then
    raise sqlstate '22023' using message = 'introduction_id is required';
  end if;
  select * into v_rfq from private.introduction_rfq(p_introduction_id);
  if v_rfq.lead_table is null then
    raise sqlstate '22023' using message = 'No such introduction';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform private.lock_rfq(v_rfq.lead_table, v_rfq.lead_id);
  if v_rfq.sent_at is null then
    raise sqlstate '23514' using message = 'This brief has not been sent yet: use Send briefs';
  end if;
  if v_rfq.clock_closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed: no brief goes out';
  end if;
  perform private.refuse_blocked_picks(v_rfq.lead_table, v_rfq.lead_id,
                                       array(select i.supplier_id from public.introductions i where i.id = p_introduction_id));
  if exists (select from public.lead_deliveries d
              where d.lead_table = 'introductions' and d.lead_id = p_introduction_id and d.kind = 'supplier_brief'
                and d.claimed_until > now()) then
    raise sqlstate '23514' using message = 'The brief is being sent right now: try again in a minute';
  end if;
  perform private.revoke_links(p_introduction_id, private.rfq_actor());
  insert into public.introduction_events (introduction_id, kind, detail)
  values (p_introduction_id, 'sent', jsonb_build_object('again', true));
  insert into public.lead_deliveries (lead_table, lead_id, kind) values ('introductions', p_introduction_id, 'supplier_brief')
  on conflict (lead_table, lead_id, kind) do update
    set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, sent_at = null,
        claimed_until = null;
  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
end;
$$;

-- The old single send keeps working for a desk that still calls it: every briefed supplier is
-- offered at once, as before. Stamping offered_at keeps the buyer's email to those it offered.
create or replace function private.stamp_offered_on_old_send() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_before text;
begin
  if old.options_sent_at is null and new.options_sent_at is not null
     and not exists (select from public.introductions i
                      where i.lead_table = tg_table_name and i.lead_id = new.id and i.offered_at is not null) then
    v_before := current_setting('forgebridge.rfq_job', true);
    perform set_config('forgebridge.rfq_job', 'on', true);
    update public.introductions i set offered_at = new.options_sent_at
     where i.lead_table = tg_table_name and i.lead_id = new.id and i.sent_at is not null;
    perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  end if;
  return null;
end;
$$;
create trigger stamp_offered_on_old_send after update of options_sent_at on public.oem_leads
  for each row execute function private.stamp_offered_on_old_send();
create trigger stamp_offered_on_old_send after update of options_sent_at on public.consultation_requests
  for each row execute function private.stamp_offered_on_old_send();

-- The buyer's email names the offered suppliers with what each stated.
create or replace function private.buyer_options_facts(p_lead_table text, p_lead_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'position', i.position, 'company_name', s.company_name, 'country', s.country, 'town', s.town,
           'reasons', to_jsonb(i.buyer_reasons))
         -- What the supplier stated, where it did.
         || jsonb_strip_nulls(jsonb_build_object(
           'lead_time', i.lead_time, 'earliest_start', i.earliest_start,
           'price', case when i.price_amount is null then null else jsonb_build_object(
                      'amount', i.price_amount, 'currency', i.price_currency, 'basis', i.price_basis) end,
           'minimum_order', i.minimum_order))
         order by i.position), '[]'::jsonb)
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.offered_at is not null
$$;

-- A brief's reminder and a question's alert and reply, as the deliver-leads function composes them.
create function private.brief_question_facts(p_question_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('question_id', q.id, 'question', q.question, 'reply', q.reply,
                            'asked_at', q.asked_at, 'brief', private.supplier_brief_facts(q.introduction_id))
    from public.introduction_questions q where q.id = p_question_id
$$;

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

-- ---------------------------------------------------------------------------------------------
-- Reminders
-- ---------------------------------------------------------------------------------------------

-- A supplier that has not answered 24 hours after its brief was sent gets one reminder, while its
-- link lives and the buyer's options have not gone. Run every 15 minutes by pg_cron on the hosted
-- project (and by the embedded backend's job runner locally).
create function public.queue_brief_reminders() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform set_config('forgebridge.rfq_job', 'on', true);
  with due as (
    select i.id from public.introductions i
     cross join lateral private.introduction_rfq(i.id) r
     where i.sent_at is not null and i.sent_at <= now() - interval '24 hours' and i.answer is null
       and r.options_sent_at is null and r.clock_closed_at is null
       and exists (select from public.brief_links l
                    where l.introduction_id = i.id and l.revoked_at is null and l.expires_at > now())
       and not exists (select from public.lead_deliveries d
                        where d.lead_table = 'introductions' and d.lead_id = i.id and d.kind = 'brief_reminder')
  ), queued as (
    insert into public.lead_deliveries (lead_table, lead_id, kind)
    select 'introductions', due.id, 'brief_reminder' from due
    on conflict (lead_table, lead_id, kind) do nothing
    returning lead_id
  ), trail as (
    insert into public.introduction_events (introduction_id, kind) select q.lead_id, 'reminded' from queued q
    returning 1
  )
  select count(*) into v_count from trail;
  if v_count > 0 then
    perform private.poke_delivery_drain();
  end if;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The shortlist grows while the team waits
-- ---------------------------------------------------------------------------------------------

-- The shortlist as before, with room for 10 (the sent ones stay; unsent picks are replaced).
create or replace function public.set_shortlist(p_lead_table text, p_lead_id uuid, p_picks jsonb)
returns setof public.introductions
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
  v_rfq record;
  v_list uuid;
  v_rank integer;
  v_reasons text[];
  v_position smallint;
  pick record;
begin
  perform private.require_rfq_admin();
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform private.require_rfq(p_lead_table, p_lead_id);
  if p_picks is null or jsonb_typeof(p_picks) <> 'array' then
    raise sqlstate '22023' using message = 'The shortlist is a list of picks: [{"supplier_id": …, "hand_reason"?: …}]';
  end if;
  if exists (select from jsonb_array_elements(p_picks) p
              where jsonb_typeof(p) <> 'object'
                 or jsonb_typeof(p -> 'supplier_id') is distinct from 'string'
                 or (p ->> 'supplier_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                 or (p ? 'hand_reason' and jsonb_typeof(p -> 'hand_reason') not in ('string', 'null'))) then
    raise sqlstate '22023' using message = 'Each pick names a supplier_id (a uuid) and may give a hand_reason (text)';
  end if;
  if (select count(distinct p ->> 'supplier_id') from jsonb_array_elements(p_picks) p) <> jsonb_array_length(p_picks) then
    raise sqlstate '22023' using message = 'A supplier appears once in a shortlist';
  end if;
  if jsonb_array_length(p_picks) + (select count(*) from public.introductions i
                                      where i.lead_table = p_lead_table and i.lead_id = p_lead_id
                                        and i.sent_at is not null) > 10 then
    raise sqlstate '22023' using message = 'At most 10 suppliers are briefed for one RFQ';
  end if;

  -- The RFQ's row is the lock sending takes too: a change waits for a send in flight, then finds
  -- the options sent.
  select * into v_rfq from private.lock_rfq(p_lead_table, p_lead_id);
  if v_rfq.options_sent_at is not null then
    raise sqlstate '23514' using message = 'The options were sent: the shortlist is final';
  end if;

  if exists (select from jsonb_array_elements(p_picks) p
              where not exists (select from public.suppliers s where s.id = (p ->> 'supplier_id')::uuid)) then
    raise sqlstate '22023' using message = 'Every pick must be a supplier in the register';
  end if;
  perform private.refuse_blocked_picks(p_lead_table, p_lead_id,
                                       array(select (p ->> 'supplier_id')::uuid from jsonb_array_elements(p_picks) p));

  select l.id into v_list from public.suggestion_lists l
   where l.lead_table = p_lead_table and l.lead_id = p_lead_id
   order by l.created_at desc, l.id desc limit 1;
  if v_list is null then
    v_list := public.record_suggestions(p_lead_table, p_lead_id);
    perform set_config('forgebridge.rfq_job', 'on', true);
  end if;

  delete from public.introductions i where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is null;
  for pick in
    select (p ->> 'supplier_id')::uuid as supplier_id, p ->> 'hand_reason' as hand_reason
      from jsonb_array_elements(p_picks) with ordinality as x(p, n)
     order by n
  loop
    select min(free) into v_position from generate_series(1, 10) free
     where not exists (select from public.introductions i
                        where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.position = free);
    v_rank := null;
    v_reasons := null;
    select i.rank, i.reasons into v_rank, v_reasons from public.suggestion_items i
     where i.list_id = v_list and i.supplier_id = pick.supplier_id and i.rank is not null;
    if v_rank is null then
      insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, hand_reason, reasons)
      values (p_lead_table, p_lead_id, pick.supplier_id, v_position, private.register_actor(),
              private.required_reason(pick.hand_reason, 'A supplier that was not suggested is added by hand with a reason that', 500),
              '{}');
    else
      insert into public.introductions (lead_table, lead_id, supplier_id, position, picked_by, suggestion_list_id,
                                        suggested_rank, reasons)
      values (p_lead_table, p_lead_id, pick.supplier_id, v_position, private.register_actor(), v_list, v_rank,
              v_reasons);
    end if;
  end loop;

  return query
    select i.* from public.introductions i
     where i.lead_table = p_lead_table and i.lead_id = p_lead_id order by i.position;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------------

revoke all on function private.checked_brief_wording(text, jsonb) from public;
revoke all on function private.revoke_links(uuid, text) from public;
revoke all on function private.brief_question_facts(uuid) from public;
revoke all on function private.stamp_offered_on_old_send() from public;

revoke all on function public.queue_brief_reminders() from public, anon, authenticated;
grant execute on function public.queue_brief_reminders() to service_role;

-- The desk's (each checks for an admin at aal2 itself).
do $$
declare
  f text;
begin
  foreach f in array array['public.send_briefs(text, uuid, jsonb, boolean)',
                           'public.send_buyer_options(text, uuid, uuid[], jsonb)',
                           'public.revoke_brief_links(uuid)',
                           'public.resend_brief(uuid)'] loop
    execute format('revoke all on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
end
$$;

-- The deliver-leads function claims deliveries as the service role (claim_lead_deliveries runs as
-- its caller) and reads these facts through it.
grant execute on function private.brief_question_facts(uuid) to service_role;

-- Hosted Supabase has pg_cron; the embedded Postgres does not, and runs the job itself
-- (supabase/local/jobs/rfq-clock.ts).
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    -- cron.schedule with a job name replaces a job of the same name, so re-running is harmless.
    perform cron.schedule('queue-brief-reminders', '*/15 * * * *', 'select public.queue_brief_reminders()');
  end if;
end;
$$;
