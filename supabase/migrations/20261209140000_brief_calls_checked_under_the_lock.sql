-- A supplier's calls on its brief page read the link with the introduction's row held. The
-- terms, an answer and a question each checked the link (revoked, expired, the RFQ closed, the
-- supplier no longer vetted) and only then waited for the introduction's row. Revoking a link, or
-- "Send again", holds that row while it revokes, so a call that waited for it went ahead through
-- the link just revoked. The link is now checked, the row locked, and the link checked again: the
-- answer is the one true once the call holds the row. A refused token locks nothing.

-- The live link a brief token opens, checked again once the introduction's row is held.
create function private.brief_access_locked(p_token text, p_address_key text,
  out introduction_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_first record;
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  select * into v_first from private.brief_access(p_token, p_address_key);
  if v_first.refusal is not null then
    refusal := v_first.refusal;
    return;
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform from public.introductions i where i.id = v_first.introduction_id for update;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  select a.introduction_id, a.link_id, a.expires_at, a.refusal
    into introduction_id, link_id, expires_at, refusal
    from private.brief_access(p_token, p_address_key) a;
end;
$$;

create or replace function public.accept_brief_terms(p_token text, p_name text, p_terms_version text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_name text := private.trimmed_text(p_name);
begin
  select * into v_access from private.brief_access_locked(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  if private.visible_length(v_name) < 2 or char_length(v_name) > 120 then
    raise sqlstate '22023' using message = 'Type your full name (2 to 120 characters)';
  end if;
  if p_terms_version is distinct from private.brief_terms_version() then
    raise sqlstate '23514' using message = 'The terms have changed since this page was opened: reload it and read them again';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  update public.introductions i
     set terms_accepted_at = now(), terms_name = v_name, terms_version = p_terms_version
   where i.id = v_access.introduction_id
     and (i.terms_accepted_at is null or i.terms_version is distinct from p_terms_version);
  if found then
    insert into public.introduction_events (introduction_id, kind, detail)
    values (v_access.introduction_id, 'terms_accepted', jsonb_build_object('name', v_name, 'version', p_terms_version));
  end if;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return private.brief_view(v_access.introduction_id, v_access.expires_at);
end;
$$;

create or replace function public.answer_brief(p_token text, p_answer jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
begin
  select * into v_access from private.brief_access_locked(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  perform private.store_brief_answer(v_access.introduction_id, p_answer, 'page', 'supplier');
  return private.brief_view(v_access.introduction_id, v_access.expires_at);
end;
$$;

create or replace function public.ask_brief_question(p_token text, p_text text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_question uuid;
  v_text text;
begin
  select * into v_access from private.brief_access_locked(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  v_text := private.trimmed_text(p_text);
  if private.visible_length(v_text) < 3 or char_length(v_text) > 2000 then
    raise sqlstate '22023' using message = 'A question needs 3 to 2,000 characters that are not spaces';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform from public.introductions i where i.id = v_access.introduction_id for update;
  if (select count(*) from public.introduction_questions q
       where q.introduction_id = v_access.introduction_id and q.reply is null) >= 10 then
    raise sqlstate '23514' using message = 'Ten questions are waiting for the team''s reply: it will answer them first';
  end if;
  insert into public.introduction_questions (introduction_id, question) values (v_access.introduction_id, v_text)
  returning id into v_question;
  insert into public.introduction_events (introduction_id, kind, detail)
  values (v_access.introduction_id, 'question', jsonb_build_object('question_id', v_question));
  insert into public.lead_deliveries (lead_table, lead_id, kind) values ('introduction_questions', v_question, 'brief_question');
  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
  return private.brief_view(v_access.introduction_id, v_access.expires_at);
end;
$$;

revoke all on function private.brief_access_locked(text, text) from public;
