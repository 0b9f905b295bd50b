-- The buyer's link is checked with its RFQ's row held (docs/decisions/0037-buyer-options-page.md).
-- "Introduce me", "none of these fit" and a question each take the RFQ's row lock, as the team's
-- changes to the RFQ do: "Send the options again" revokes the link under it, and closing the RFQ
-- (won or lost) writes the row. The link and the RFQ are read once that lock is held, so a call
-- that waited for a revocation or a closing gets the invalid link's answer (404
-- options_link_invalid) and records nothing: no choice, no introduction email (which gives the
-- buyer's identity to a supplier), no "none fits", no question.

-- The live options link a token opens, or the refusal to give, as private.options_access answers,
-- checked again once the link's RFQ row is locked for the caller's transaction: what the first
-- check found is what is locked, and what the second finds is what stands. A refused token locks
-- nothing. An RFQ erased meanwhile answers as any invalid link does.
create function private.options_access_locked(p_token text, p_address_key text,
  out lead_table text, out lead_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  select a.lead_table, a.lead_id, a.link_id, a.expires_at, a.refusal
    into lead_table, lead_id, link_id, expires_at, refusal
    from private.options_access(p_token, p_address_key) a;
  if refusal is not null then
    return;
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  execute format('select from public.%I l where l.id = $1 for update', lead_table) using lead_id;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  -- This statement reads what committed before the lock was granted.
  select a.lead_table, a.lead_id, a.link_id, a.expires_at, a.refusal
    into lead_table, lead_id, link_id, expires_at, refusal
    from private.options_access(p_token, p_address_key) a;
end;
$$;

revoke all on function private.options_access_locked(text, text) from public;

-- "Introduce me": the buyer asks to meet 1 to 3 of the offered suppliers and agrees, under the
-- notice's version they read, to share their name, company, email and phone with each. For each
-- newly chosen supplier one introduction email goes to both sides; the team is alerted; the
-- supplier's own page then shows who the buyer is. A choice is never taken back, and choosing a
-- supplier already chosen changes nothing (a second click sends nothing twice). A supplier we may
-- no longer offer is refused, and nothing of the choice is recorded. The link and the RFQ are
-- checked with the RFQ's row held.
create or replace function public.choose_options(p_token text, p_introduction_ids uuid[], p_notice_version text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_count integer := coalesce(cardinality(p_introduction_ids), 0);
  v_new uuid[];
  v_choice uuid;
  v_gone text;
  v_gone_count integer;
begin
  select * into v_access from private.options_access_locked(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  if v_count < 1 or v_count > 3 or array_position(p_introduction_ids, null) is not null
     or (select count(distinct x) from unnest(p_introduction_ids) x) <> v_count then
    raise sqlstate '22023' using message = 'Choose 1 to 3 of the suppliers offered';
  end if;
  if p_notice_version is distinct from private.current_notice_version() then
    raise sqlstate '23514' using
      message = 'Our privacy notice has changed since this page was opened: reload it and read it again';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  if (select count(*) from public.introductions i
       where i.id = any(p_introduction_ids) and i.lead_table = v_access.lead_table and i.lead_id = v_access.lead_id
         and i.offered_at is not null and i.answer = 'interested') <> v_count then
    raise sqlstate '23514' using message = 'Choose from the suppliers we offered you for this RFQ';
  end if;
  v_new := array(select i.id from public.introductions i
                  where i.id = any(p_introduction_ids) and i.chosen_at is null order by i.position);
  -- Only a supplier we may still offer is introduced: vetted, its revisit not overdue, and holding
  -- every certification the RFQ requires, as when it was offered.
  select string_agg(s.company_name, ' and ' order by i.position), count(*) into v_gone, v_gone_count
    from public.introductions i join public.suppliers s on s.id = i.supplier_id
   where i.id = any(v_new) and cardinality(private.offer_blockers(i.id)) > 0;
  if v_gone_count > 0 then
    raise sqlstate '23514' using
      message = format('%s %s no longer available. The team will be in touch.', v_gone,
                       case when v_gone_count = 1 then 'is' else 'are' end);
  end if;
  if cardinality(v_new) > 0 then
    insert into public.buyer_choices (lead_table, lead_id, kind, introduction_ids, consent_version)
    values (v_access.lead_table, v_access.lead_id, 'introduce', v_new, p_notice_version)
    returning id into v_choice;
    update public.introductions i set chosen_at = now() where i.id = any(v_new);
    -- A chosen supplier's live page link now lives 30 days, as the buyer's does: the page is where
    -- it reads who the buyer is. An expired or revoked link stays dead.
    update public.brief_links l set expires_at = greatest(l.expires_at, now() + interval '30 days')
     where l.introduction_id = any(v_new) and l.revoked_at is null and l.expires_at > now();
    insert into public.lead_deliveries (lead_table, lead_id, kind)
    select 'introductions', x, 'introduction' from unnest(v_new) x;
    insert into public.lead_deliveries (lead_table, lead_id, kind) values ('buyer_choices', v_choice, 'buyer_choice');
    execute format('update public.%I set introduced_at = now() where id = $1 and introduced_at is null', v_access.lead_table)
      using v_access.lead_id;
    perform private.poke_delivery_drain();
  end if;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return private.options_view(v_access.lead_table, v_access.lead_id, v_access.expires_at);
end;
$$;

-- "None of these fit", with a reason from the list and the buyer's words (required for "other").
-- The team is alerted; the RFQ's clock is not reopened. Said once: a second time changes nothing.
-- Refused once the buyer has asked to meet a supplier (a question to the team says more then). The
-- link and the RFQ are checked with the RFQ's row held.
create or replace function public.decline_options(p_token text, p_reason text, p_words text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_words text := private.trimmed_text(p_words);
  v_choice uuid;
begin
  select * into v_access from private.options_access_locked(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  if p_reason is null or p_reason not in ('lead_time', 'price', 'capability', 'certification', 'location',
                                           'found_elsewhere', 'project_changed', 'other') then
    raise sqlstate '22023' using message = 'Choose why none of the options fits';
  end if;
  if private.visible_length(v_words) = 0 then
    v_words := null;
  end if;
  if p_reason = 'other' then
    v_words := private.required_reason(v_words, 'Saying why none fits', 1000);
  elsif char_length(v_words) > 1000 then
    raise sqlstate '22023' using message = 'Saying why none fits takes at most 1,000 characters';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  if exists (select from public.introductions i
              where i.lead_table = v_access.lead_table and i.lead_id = v_access.lead_id and i.chosen_at is not null) then
    raise sqlstate '23514' using
      message = 'You have asked to meet a supplier already: send the team a question to tell us more';
  end if;
  if not exists (select from public.buyer_choices c
                  where c.lead_table = v_access.lead_table and c.lead_id = v_access.lead_id and c.kind = 'none_fit') then
    insert into public.buyer_choices (lead_table, lead_id, kind, none_fit_reason, words)
    values (v_access.lead_table, v_access.lead_id, 'none_fit', p_reason, v_words)
    returning id into v_choice;
    insert into public.lead_deliveries (lead_table, lead_id, kind) values ('buyer_choices', v_choice, 'buyer_choice');
    perform private.poke_delivery_drain();
  end if;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return private.options_view(v_access.lead_table, v_access.lead_id, v_access.expires_at);
end;
$$;

-- A question to the team from the options page: at most ten wait for a reply at once. The link and
-- the RFQ are checked with the RFQ's row held.
create or replace function public.ask_options_question(p_token text, p_text text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_question uuid;
  v_text text := private.trimmed_text(p_text);
begin
  select * into v_access from private.options_access_locked(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  if private.visible_length(v_text) < 3 or char_length(v_text) > 2000 then
    raise sqlstate '22023' using message = 'A question needs 3 to 2,000 characters that are not spaces';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  if (select count(*) from public.buyer_questions q
       where q.lead_table = v_access.lead_table and q.lead_id = v_access.lead_id and q.reply is null) >= 10 then
    raise sqlstate '23514' using message = 'Ten questions are waiting for the team''s reply: it will answer them first';
  end if;
  insert into public.buyer_questions (lead_table, lead_id, question) values (v_access.lead_table, v_access.lead_id, v_text)
  returning id into v_question;
  insert into public.lead_deliveries (lead_table, lead_id, kind) values ('buyer_questions', v_question, 'buyer_question');
  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
  return private.options_view(v_access.lead_table, v_access.lead_id, v_access.expires_at);
end;
$$;
