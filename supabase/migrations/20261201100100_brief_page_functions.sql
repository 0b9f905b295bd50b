-- A supplier's brief page, part 2: links, what the page shows, answers, questions and files
-- (docs/decisions/0036-supplier-brief-pages.md). The tables are in 20261201100000.

-- ---------------------------------------------------------------------------------------------
-- Links
-- ---------------------------------------------------------------------------------------------

-- The RFQ an introduction belongs to, as the link and the page need it.
create function private.introduction_rfq(p_introduction_id uuid,
  out lead_table text, out lead_id uuid, out options_sent_at timestamptz, out clock_closed_at timestamptz,
  out clock_due_at timestamptz, out sent_at timestamptz)
language plpgsql stable
set search_path = ''
as $$
begin
  select i.lead_table, i.lead_id, i.sent_at into lead_table, lead_id, sent_at
    from public.introductions i where i.id = p_introduction_id;
  if lead_table is null then
    return;
  end if;
  execute format('select l.options_sent_at, l.clock_closed_at, l.clock_due_at from public.%I l where l.id = $1', lead_table)
    into options_sent_at, clock_closed_at, clock_due_at using lead_id;
end;
$$;

-- Stores a new link's hash (service role only: the deliver-leads function, which made the token
-- and puts it in the email). A brief's link (p_replace) revokes every earlier link and lives 7 days
-- from now; a reply's or a reminder's link joins the live one and dies with it. Returns its expiry.
create function public.issue_brief_link(p_introduction_id uuid, p_token_hash text, p_replace boolean)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rfq record;
  v_expires timestamptz;
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  if p_introduction_id is null or p_token_hash is null or p_token_hash !~ '^[0-9a-f]{64}$' or p_replace is null then
    raise sqlstate '22023' using message = 'An introduction, a lower-case hex SHA-256 and whether it replaces the live link';
  end if;
  select * into v_rfq from private.introduction_rfq(p_introduction_id);
  if v_rfq.lead_table is null then
    raise sqlstate '22023' using message = 'No such introduction';
  end if;
  if v_rfq.sent_at is null then
    raise sqlstate '23514' using message = 'The brief has not been sent to this supplier';
  end if;
  if v_rfq.clock_closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed: no new link';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  -- One introduction's links change one at a time.
  perform from public.introductions i where i.id = p_introduction_id for update;
  if p_replace then
    update public.brief_links l set revoked_at = now(), revoked_by = 'replaced by a new brief'
     where l.introduction_id = p_introduction_id and l.revoked_at is null;
    v_expires := now() + interval '7 days';
  else
    select max(l.expires_at) into v_expires from public.brief_links l
     where l.introduction_id = p_introduction_id and l.revoked_at is null and l.expires_at > now();
    if v_expires is null then
      raise sqlstate '23514' using message = 'The supplier''s link has expired or was revoked: send the brief again';
    end if;
  end if;
  insert into public.brief_links (introduction_id, token_hash, expires_at) values (p_introduction_id, p_token_hash, v_expires);
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  return v_expires;
end;
$$;

-- The answer every bad link gets, and the one an address gets after too many: a JSON body in
-- PostgREST's error shape with the HTTP status set through PostgREST's response.status, so the
-- failure counted here is committed (raising would roll it back).
create function private.brief_refusal(p_status integer, p_code text, p_message text) returns jsonb
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('response.status', p_status::text, true);
  return jsonb_build_object('code', p_code, 'message', p_message, 'details', null, 'hint', null);
end;
$$;

-- The live link a token opens, or the refusal to give. A wrong, expired or revoked token, and a
-- token of a closed RFQ, all get the same answer, and each counts against the address.
create function private.brief_access(p_token text, p_address_key text,
  out introduction_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_limit record;
  v_hash text;
  v_rfq record;
begin
  select * into v_limit from private.brief_link_attempts();
  delete from private.brief_link_failures f where f.address_key = p_address_key and f.at < now() - v_limit.brief_window;
  if (select count(*) from private.brief_link_failures f where f.address_key = p_address_key) >= v_limit.attempts then
    refusal := private.brief_refusal(429, 'brief_link_limited',
                                     'Too many attempts from this address. Try again in 15 minutes.');
    return;
  end if;
  if p_token is not null and p_token ~ '^[A-Za-z0-9_-]{43}$' then
    v_hash := private.sha256_hex(p_token);
    select l.introduction_id, l.id, l.expires_at into introduction_id, link_id, expires_at
      from public.brief_links l
     where l.token_hash = v_hash and l.revoked_at is null and l.expires_at > now();
  end if;
  if introduction_id is not null then
    select * into v_rfq from private.introduction_rfq(introduction_id);
    if v_rfq.sent_at is null or v_rfq.clock_closed_at is not null then
      introduction_id := null;
      link_id := null;
    end if;
  end if;
  if introduction_id is null then
    insert into private.brief_link_failures (address_key) values (p_address_key);
    refusal := private.brief_refusal(404, 'brief_link_invalid',
                                     'This link is not valid or has expired. Ask Forgebridge for a new one.');
  end if;
end;
$$;

-- When the team needs the supplier's answer: a day before the buyer's options are due, and never
-- sooner than 12 hours after the brief was sent.
create function private.brief_answer_by(p_sent_at timestamptz, p_due_at timestamptz) returns timestamptz
language sql immutable
set search_path = ''
as $$ select greatest(p_sent_at + interval '12 hours', coalesce(p_due_at - interval '24 hours', p_sent_at + interval '24 hours')) $$;

-- What the page shows: the brief's technical facts and the supplier's own record. Nothing here can
-- name the buyer: the RFQ's technical columns only (the brief's allow-list), each file by its
-- number, extension, size and measurements (never its name or stored path), and what this
-- supplier itself typed.
create function private.brief_view(p_introduction_id uuid, p_expires_at timestamptz) returns jsonb
language sql stable
set search_path = ''
as $$
  with facts as (
    select private.supplier_brief_facts(p_introduction_id) as f
  ),
  intro as (
    select i.* from public.introductions i where i.id = p_introduction_id
  ),
  rfq as (
    select r.* from private.introduction_rfq(p_introduction_id) r
  ),
  files as (
    select coalesce(jsonb_agg(jsonb_build_object(
             'n', e.n,
             'extension', lower(substring(e.a ->> 'path' from '\.([A-Za-z0-9]{1,10})$')),
             'size_bytes', e.a -> 'size',
             'measurements', e.a -> 'measurements',
             'available', exists (select from storage.objects o
                                   where o.bucket_id = 'lead-attachments'
                                     and o.name = 'briefs/' || p_introduction_id || '/drawing-' || e.n
                                                  || coalesce('.' || lower(substring(e.a ->> 'path' from '\.([A-Za-z0-9]{1,10})$')), '')))
             order by e.n), '[]'::jsonb) as list
      from facts, jsonb_array_elements(coalesce(facts.f #> '{rfq,attachments}', '[]')) with ordinality as e(a, n)
     where e.a ->> 'path' is not null
  )
  select jsonb_build_object(
    'reference', 'FB-' || upper(substr(i.lead_id::text, 1, 4)) || '-' || upper(substr(i.lead_id::text, 5, 4)),
    'kind', i.lead_table,
    'rfq', (facts.f -> 'rfq') - 'attachments',
    'wording', i.brief_wording,
    'answer_by', private.brief_answer_by(i.sent_at, rfq.clock_due_at),
    'expires_at', p_expires_at,
    'terms', jsonb_build_object('version', private.brief_terms_version(), 'accepted_at', i.terms_accepted_at,
                                'name', i.terms_name, 'accepted_version', i.terms_version),
    'files', files.list,
    'answer', case when i.answer is null then null else jsonb_strip_nulls(jsonb_build_object(
                'answer', i.answer, 'answered_at', i.answered_at, 'via', i.answer_via,
                'lead_time', i.lead_time, 'earliest_start', i.earliest_start,
                'price', case when i.price_amount is null then null else jsonb_build_object(
                           'amount', i.price_amount, 'currency', i.price_currency, 'basis', i.price_basis) end,
                'minimum_order', i.minimum_order,
                'note', case when i.answer = 'interested' then i.answer_note end,
                'reason', i.decline_reason,
                'words', case when i.decline_reason is not null then i.answer_note end)) end,
    'questions', coalesce((select jsonb_agg(jsonb_build_object('asked_at', q.asked_at, 'text', q.question,
                                                               'reply', q.reply, 'replied_at', q.replied_at)
                                            order by q.asked_at, q.id)
                             from public.introduction_questions q where q.introduction_id = i.id), '[]'::jsonb),
    'open', rfq.options_sent_at is null and rfq.clock_closed_at is null)
  from intro i, facts, rfq, files
$$;

-- The address a token function counts against: the client's, as the REST layer reports it.
create function private.brief_caller_key() returns text
language sql stable
set search_path = ''
as $$ select private.client_address_key() $$;

create function public.open_brief(p_token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
begin
  select * into v_access from private.brief_access(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  -- The trail shows each link's first opening.
  update public.brief_links l set opened_at = now() where l.id = v_access.link_id and l.opened_at is null;
  if found then
    insert into public.introduction_events (introduction_id, kind) values (v_access.introduction_id, 'opened');
    update public.introductions i set first_opened_at = now()
     where i.id = v_access.introduction_id and i.first_opened_at is null;
  end if;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return private.brief_view(v_access.introduction_id, v_access.expires_at);
end;
$$;

create function public.accept_brief_terms(p_token text, p_name text, p_terms_version text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_name text := private.trimmed_text(p_name);
begin
  select * into v_access from private.brief_access(p_token, private.brief_caller_key());
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

-- ---------------------------------------------------------------------------------------------
-- Answers
-- ---------------------------------------------------------------------------------------------

-- One reader of an answer, for the page and for the team's record of a phone call:
--   {"answer":"interested","lead_time":…,"earliest_start":"YYYY-MM-DD","price":null|{amount,currency,basis},
--    "minimum_order":null|n,"note":null|text}
--   {"answer":"declined","reason":…,"words":null|text}
create function private.read_brief_answer(p_answer jsonb,
  out answer text, out lead_time text, out earliest_start date, out price_amount numeric, out price_currency text,
  out price_basis text, out minimum_order integer, out answer_note text, out decline_reason text,
  out answer_reason text)
language plpgsql stable
set search_path = ''
as $$
declare
  v_price jsonb;
  v_words text;
begin
  if p_answer is null or jsonb_typeof(p_answer) <> 'object' then
    raise sqlstate '22023' using message = 'The answer is an object: {"answer": "interested" | "declined", …}';
  end if;
  answer := p_answer ->> 'answer';
  if answer = 'interested' then
    lead_time := p_answer ->> 'lead_time';
    if lead_time is null or lead_time not in ('under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks') then
      raise sqlstate '22023' using message = 'Choose a lead time';
    end if;
    if jsonb_typeof(p_answer -> 'earliest_start') is distinct from 'string'
       or (p_answer ->> 'earliest_start') !~ '^\d{4}-\d{2}-\d{2}$' then
      raise sqlstate '22023' using message = 'Give the earliest start as a date';
    end if;
    begin
      earliest_start := (p_answer ->> 'earliest_start')::date;
    exception when others then
      raise sqlstate '22023' using message = 'Give the earliest start as a date';
    end;
    if earliest_start < (now() at time zone 'Europe/London')::date
       or earliest_start > (now() at time zone 'Europe/London')::date + 366 then
      raise sqlstate '22023' using message = 'The earliest start is a date from today to a year ahead';
    end if;
    v_price := p_answer -> 'price';
    if v_price is not null and jsonb_typeof(v_price) <> 'null' then
      if jsonb_typeof(v_price) <> 'object' or jsonb_typeof(v_price -> 'amount') is distinct from 'number'
         or (v_price ->> 'amount')::numeric <= 0 or (v_price ->> 'amount')::numeric >= 100000000
         or (v_price ->> 'currency') is null or (v_price ->> 'currency') not in ('GBP', 'EUR')
         or (v_price ->> 'basis') is null or (v_price ->> 'basis') not in ('per_part', 'total') then
        raise sqlstate '22023' using
          message = 'An indicative price is an amount above 0 in GBP or EUR, per part or in total';
      end if;
      price_amount := round((v_price ->> 'amount')::numeric, 2);
      price_currency := v_price ->> 'currency';
      price_basis := v_price ->> 'basis';
    end if;
    if p_answer -> 'minimum_order' is not null and jsonb_typeof(p_answer -> 'minimum_order') <> 'null' then
      if jsonb_typeof(p_answer -> 'minimum_order') <> 'number'
         or (p_answer ->> 'minimum_order')::numeric not between 1 and 1000000
         or (p_answer ->> 'minimum_order')::numeric <> trunc((p_answer ->> 'minimum_order')::numeric) then
        raise sqlstate '22023' using message = 'A minimum order is a whole number of parts from 1 to 1,000,000';
      end if;
      minimum_order := (p_answer ->> 'minimum_order')::integer;
    end if;
    if jsonb_typeof(p_answer -> 'note') = 'string' then
      answer_note := private.trimmed_text(p_answer ->> 'note');
      if char_length(answer_note) > 1000 then
        raise sqlstate '22023' using message = 'A note to the team is at most 1,000 characters';
      end if;
      if private.visible_length(answer_note) = 0 then
        answer_note := null;
      end if;
    end if;
  elsif answer = 'declined' then
    decline_reason := p_answer ->> 'reason';
    if decline_reason is null
       or decline_reason not in ('deadline', 'not_manufacturable', 'no_capacity', 'outside_our_work', 'other') then
      raise sqlstate '22023' using message = 'Choose why you decline';
    end if;
    if jsonb_typeof(p_answer -> 'words') = 'string' then
      v_words := private.trimmed_text(p_answer ->> 'words');
      if private.visible_length(v_words) = 0 then
        v_words := null;
      end if;
    end if;
    if decline_reason = 'other' then
      v_words := private.required_reason(v_words, 'Saying why you decline', 1000);
    elsif v_words is not null and char_length(v_words) > 1000 then
      raise sqlstate '22023' using message = 'Saying why you decline takes at most 1,000 characters';
    end if;
    answer_note := v_words;
    -- The reason as the suggestions read it ("Declined this RFQ: …").
    answer_reason := case decline_reason
                       when 'deadline' then 'Can''t meet the deadline'
                       when 'not_manufacturable' then 'Not manufacturable as drawn'
                       when 'no_capacity' then 'No capacity'
                       when 'outside_our_work' then 'Outside our processes or materials'
                       else 'Other' end
                     || coalesce(': ' || v_words, '');
    answer_reason := left(answer_reason, 1000);
  else
    raise sqlstate '22023' using message = 'The answer is "interested" or "declined"';
  end if;
end;
$$;

-- Writes an answer, once per call, under the introduction's row lock; the trail gets it too.
-- Refused once the buyer's options were sent or the RFQ was closed.
create function private.store_brief_answer(p_introduction_id uuid, p_answer jsonb, p_via text, p_by text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v record;
  v_rfq record;
begin
  select * into v from private.read_brief_answer(p_answer);
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform from public.introductions i where i.id = p_introduction_id for update;
  select * into v_rfq from private.introduction_rfq(p_introduction_id);
  if v_rfq.lead_table is null then
    raise sqlstate '22023' using message = 'No such introduction';
  end if;
  if v_rfq.sent_at is null then
    raise sqlstate '23514' using message = 'The brief has not been sent to this supplier yet';
  end if;
  if v_rfq.options_sent_at is not null then
    raise sqlstate '23514' using message = 'Answers closed when the buyer''s options were sent';
  end if;
  if v_rfq.clock_closed_at is not null then
    raise sqlstate '23514' using message = 'This RFQ is closed';
  end if;
  update public.introductions i
     set answer = v.answer, answered_at = now(), answered_by = left(p_by, 320), answer_via = p_via,
         lead_time = v.lead_time, earliest_start = v.earliest_start,
         price_amount = v.price_amount, price_currency = v.price_currency, price_basis = v.price_basis,
         minimum_order = v.minimum_order, answer_note = v.answer_note,
         decline_reason = v.decline_reason, answer_reason = v.answer_reason
   where i.id = p_introduction_id;
  insert into public.introduction_events (introduction_id, kind, detail)
  values (p_introduction_id, 'answered',
          jsonb_strip_nulls(jsonb_build_object('answer', v.answer, 'via', p_via, 'lead_time', v.lead_time,
                                               'earliest_start', v.earliest_start, 'reason', v.decline_reason,
                                               'price_amount', v.price_amount, 'price_currency', v.price_currency,
                                               'price_basis', v.price_basis, 'minimum_order', v.minimum_order)));
  perform set_config('forgebridge.rfq_job', 'off', true);
end;
$$;

create function public.answer_brief(p_token text, p_answer jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
begin
  select * into v_access from private.brief_access(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  perform private.store_brief_answer(v_access.introduction_id, p_answer, 'page', 'supplier');
  return private.brief_view(v_access.introduction_id, v_access.expires_at);
end;
$$;

-- The team records an answer the supplier gave by phone or email.
create function public.record_phone_answer(p_introduction_id uuid, p_answer jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may record a supplier''s answer';
  end if;
  if p_introduction_id is null then
    raise sqlstate '22023' using message = 'introduction_id is required';
  end if;
  perform private.store_brief_answer(p_introduction_id, p_answer, 'phone', private.rfq_actor());
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Questions
-- ---------------------------------------------------------------------------------------------

create function public.ask_brief_question(p_token text, p_text text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_question uuid;
  v_text text;
begin
  select * into v_access from private.brief_access(p_token, private.brief_caller_key());
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

create function public.reply_brief_question(p_question_id uuid, p_reply text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reply text;
  v_introduction uuid;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may reply to a supplier';
  end if;
  if p_question_id is null then
    raise sqlstate '22023' using message = 'question_id is required';
  end if;
  v_reply := private.trimmed_text(p_reply);
  if private.visible_length(v_reply) < 3 or char_length(v_reply) > 4000 then
    raise sqlstate '22023' using message = 'A reply needs 3 to 4,000 characters that are not spaces';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  select q.introduction_id into v_introduction from public.introduction_questions q where q.id = p_question_id for update;
  if v_introduction is null then
    raise sqlstate '22023' using message = 'No such question';
  end if;
  update public.introduction_questions q set reply = v_reply, replied_at = now(), replied_by = private.rfq_actor()
   where q.id = p_question_id and q.reply is null;
  if not found then
    raise sqlstate '23514' using message = 'This question has its reply already';
  end if;
  insert into public.introduction_events (introduction_id, kind, detail)
  values (v_introduction, 'reply', jsonb_build_object('question_id', p_question_id));
  insert into public.lead_deliveries (lead_table, lead_id, kind) values ('introduction_questions', p_question_id, 'brief_reply');
  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Files
-- ---------------------------------------------------------------------------------------------

-- The neutral copy of file n, for the brief-files function to sign for a few minutes (service role
-- only: it passes the address it read from the request). Only after the terms were accepted.
create function public.brief_file(p_token text, p_file integer, p_address text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_intro record;
  v_file jsonb;
  v_ext text;
  v_path text;
begin
  select * into v_access from private.brief_access(p_token, private.sha256_hex(coalesce(p_address, '')));
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  select i.terms_accepted_at into v_intro from public.introductions i where i.id = v_access.introduction_id;
  if v_intro.terms_accepted_at is null then
    raise sqlstate '23514' using message = 'Accept the confidentiality terms before opening the drawings';
  end if;
  if p_file is null or p_file < 1 or p_file > 20 then
    raise sqlstate '22023' using message = 'No such file in this brief';
  end if;
  v_file := private.supplier_brief_facts(v_access.introduction_id) #> array['rfq', 'attachments', (p_file - 1)::text];
  if v_file is null or v_file ->> 'path' is null then
    raise sqlstate '22023' using message = 'No such file in this brief';
  end if;
  v_ext := lower(substring(v_file ->> 'path' from '\.([A-Za-z0-9]{1,10})$'));
  v_path := 'briefs/' || v_access.introduction_id || '/drawing-' || p_file || coalesce('.' || v_ext, '');
  if not exists (select from storage.objects o where o.bucket_id = 'lead-attachments' and o.name = v_path) then
    raise sqlstate '23514' using message = 'This file is not available: the team is checking it';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  insert into public.introduction_events (introduction_id, kind, detail)
  values (v_access.introduction_id, 'downloaded', jsonb_build_object('file', p_file));
  perform set_config('forgebridge.rfq_job', 'off', true);
  return jsonb_build_object('path', v_path, 'download_name', 'drawing-' || p_file || coalesce('.' || v_ext, ''));
end;
$$;

-- Who may call what
revoke all on function private.introduction_rfq(uuid) from public;
revoke all on function private.brief_refusal(integer, text, text) from public;
revoke all on function private.brief_access(text, text) from public;
revoke all on function private.brief_answer_by(timestamptz, timestamptz) from public;
revoke all on function private.brief_view(uuid, timestamptz) from public;
revoke all on function private.brief_caller_key() from public;
revoke all on function private.read_brief_answer(jsonb) from public;
revoke all on function private.store_brief_answer(uuid, jsonb, text, text) from public;
revoke all on function public.issue_brief_link(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.issue_brief_link(uuid, text, boolean) to service_role;
revoke all on function public.brief_file(text, integer, text) from public, anon, authenticated;
grant execute on function public.brief_file(text, integer, text) to service_role;
-- The page's functions: the token is the key.
revoke all on function public.open_brief(text) from public;
revoke all on function public.accept_brief_terms(text, text, text) from public;
revoke all on function public.answer_brief(text, jsonb) from public;
revoke all on function public.ask_brief_question(text, text) from public;
grant execute on function public.open_brief(text) to anon, authenticated;
grant execute on function public.accept_brief_terms(text, text, text) to anon, authenticated;
grant execute on function public.answer_brief(text, jsonb) to anon, authenticated;
grant execute on function public.ask_brief_question(text, text) to anon, authenticated;
-- The deliver-leads function's claims (as the service role) read these.
grant execute on function private.introduction_rfq(uuid) to service_role;
grant execute on function private.brief_answer_by(timestamptz, timestamptz) to service_role;

-- The desk's (each checks for an admin at aal2 itself).
revoke all on function public.record_phone_answer(uuid, jsonb) from public, anon;
grant execute on function public.record_phone_answer(uuid, jsonb) to authenticated;
revoke all on function public.reply_brief_question(uuid, text) from public, anon;
grant execute on function public.reply_brief_question(uuid, text) to authenticated;
