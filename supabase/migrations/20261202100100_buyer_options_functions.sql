-- The buyer's options page (docs/decisions/0037-buyer-options-page.md), part 2: the link, what the
-- page shows, the buyer's choice, questions, and the supplier's page once it is chosen.

-- ---------------------------------------------------------------------------------------------
-- Links
-- ---------------------------------------------------------------------------------------------

-- Stores a new options link's hash (service role only: the deliver-leads function, which made the
-- token and puts it in the email). The options email's link (p_replace) revokes every earlier one
-- and lives 30 days from now; a reply's link joins the live one and dies with it. Returns its expiry.
create function public.issue_options_link(p_lead_table text, p_lead_id uuid, p_token_hash text, p_replace boolean)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rfq record;
  v_expires timestamptz;
begin
  if p_lead_table is null or p_lead_table not in ('oem_leads', 'consultation_requests') or p_lead_id is null
     or p_token_hash is null or p_token_hash !~ '^[0-9a-f]{64}$' or p_replace is null then
    raise sqlstate '22023' using message = 'An RFQ, a lower-case hex SHA-256 and whether it replaces the live link';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  -- One RFQ's links change one at a time.
  select * into v_rfq from private.lock_rfq(p_lead_table, p_lead_id);
  if v_rfq.options_sent_at is null then
    raise sqlstate '23514' using message = 'The buyer''s options have not been sent';
  end if;
  if v_rfq.clock_closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed: no new link';
  end if;
  if p_replace then
    update public.options_links l set revoked_at = now(), revoked_by = 'replaced by a new link'
     where l.lead_table = p_lead_table and l.lead_id = p_lead_id and l.revoked_at is null;
    v_expires := now() + interval '30 days';
  else
    select max(l.expires_at) into v_expires from public.options_links l
     where l.lead_table = p_lead_table and l.lead_id = p_lead_id and l.revoked_at is null and l.expires_at > now();
    if v_expires is null then
      raise sqlstate '23514' using message = 'The buyer''s link has expired or was revoked';
    end if;
  end if;
  insert into public.options_links (lead_table, lead_id, token_hash, expires_at)
  values (p_lead_table, p_lead_id, p_token_hash, v_expires);
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_expires;
end;
$$;

-- The live options link a token opens, or the refusal to give. A wrong, expired or revoked token,
-- and a token of a closed RFQ, all get the same answer. Failures count in the same table as the
-- suppliers' links, so an address has one allowance for both kinds.
create function private.options_access(p_token text, p_address_key text,
  out lead_table text, out lead_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_limit record;
  v_closed timestamptz;
  v_sent timestamptz;
begin
  select * into v_limit from private.brief_link_attempts();
  delete from private.brief_link_failures f where f.address_key = p_address_key and f.at < now() - v_limit.brief_window;
  if (select count(*) from private.brief_link_failures f where f.address_key = p_address_key) >= v_limit.attempts then
    refusal := private.brief_refusal(429, 'options_link_limited',
                                     'Too many attempts from this address. Try again in 15 minutes.');
    return;
  end if;
  if p_token is not null and p_token ~ '^[A-Za-z0-9_-]{43}$' then
    select l.lead_table, l.lead_id, l.id, l.expires_at into lead_table, lead_id, link_id, expires_at
      from public.options_links l
     where l.token_hash = private.sha256_hex(p_token) and l.revoked_at is null and l.expires_at > now();
  end if;
  if lead_id is not null then
    execute format('select l.clock_closed_at, l.options_sent_at from public.%I l where l.id = $1', lead_table)
      into v_closed, v_sent using lead_id;
    if v_sent is null or v_closed is not null then
      lead_id := null;
    end if;
  end if;
  if lead_id is null then
    lead_table := null;
    link_id := null;
    expires_at := null;
    insert into private.brief_link_failures (address_key) values (p_address_key);
    refusal := private.brief_refusal(404, 'options_link_invalid',
                                     'This link is not valid or has expired. Ask Forgebridge for a new one.');
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- What the page shows
-- ---------------------------------------------------------------------------------------------

-- One offered supplier as the buyer sees it: who and where, what it makes, what we verified and
-- when we last visited, what it stated for this RFQ, and why it fits in buyer-safe words. No
-- internal score, rank or count of our introductions.
create function private.offered_option(p_introduction_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
           'id', i.id,
           'position', i.position,
           'company_name', s.company_name,
           'town', s.town,
           'country', s.country,
           'regions', to_jsonb(s.regions),
           'processes', to_jsonb(s.processes),
           'max_axes', s.max_axes,
           'materials', to_jsonb(s.materials),
           'certificates', coalesce((select jsonb_agg(jsonb_build_object('standard', c.standard,
                                                                         'expires', to_char(c.expires_on, 'YYYY-MM'))
                                                      order by c.standard, c.expires_on desc)
                                       from public.supplier_certificates c
                                      where c.supplier_id = s.id and public.certificate_is_held(c.verified_at, c.expires_on)),
                                    '[]'::jsonb),
           'last_visit', (select to_char(v.visited_on, 'YYYY-MM') from public.supplier_visits v
                           where v.supplier_id = s.id and public.visit_is_complete(v)
                           order by v.visited_on desc limit 1),
           'stated', jsonb_strip_nulls(jsonb_build_object(
                       'lead_time', i.lead_time, 'earliest_start', i.earliest_start,
                       'price', case when i.price_amount is null then null else jsonb_build_object(
                                  'amount', i.price_amount, 'currency', i.price_currency, 'basis', i.price_basis) end,
                       'minimum_order', i.minimum_order)),
           'reasons', to_jsonb(coalesce(i.buyer_reasons, '{}'::text[])),
           'chosen_at', i.chosen_at)
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   where i.id = p_introduction_id
$$;

-- The whole page for one RFQ: its reference, the buyer's own files with their measurements, when
-- the options were promised and sent, the options, and what the buyer did and asked.
create function private.options_view(p_lead_table text, p_lead_id uuid, p_expires_at timestamptz) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_created timestamptz;
  v_due timestamptz;
  v_sent timestamptz;
  v_attachments jsonb;
begin
  execute format('select l.created_at, l.clock_due_at, l.options_sent_at, l.attachments
                    from public.%I l where l.id = $1', p_lead_table)
    into v_created, v_due, v_sent, v_attachments using p_lead_id;
  return jsonb_build_object(
    'reference', 'FB-' || upper(substr(p_lead_id::text, 1, 4)) || '-' || upper(substr(p_lead_id::text, 5, 4)),
    'kind', p_lead_table,
    'submitted_at', v_created,
    'promised_at', v_due,
    'sent_at', v_sent,
    'expires_at', p_expires_at,
    'notice_version', private.current_notice_version(),
    'files', coalesce((select jsonb_agg(jsonb_build_object(
                         'n', e.n,
                         'name', coalesce(e.a ->> 'name', regexp_replace(e.a ->> 'path', '^.*/', '')),
                         'size_bytes', e.a -> 'size',
                         'measurements', e.a -> 'measurements') order by e.n)
                         from jsonb_array_elements(coalesce(v_attachments, '[]'::jsonb)) with ordinality as e(a, n)
                        where jsonb_typeof(e.a) = 'object'), '[]'::jsonb),
    'options', coalesce((select jsonb_agg(private.offered_option(i.id) order by i.position)
                           from public.introductions i
                          where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.offered_at is not null),
                        '[]'::jsonb),
    'none_fit', (select jsonb_build_object('at', c.made_at, 'reason', c.none_fit_reason, 'words', c.words)
                   from public.buyer_choices c
                  where c.lead_table = p_lead_table and c.lead_id = p_lead_id and c.kind = 'none_fit'
                  order by c.made_at limit 1),
    'questions', coalesce((select jsonb_agg(jsonb_build_object('asked_at', q.asked_at, 'text', q.question,
                                                               'reply', q.reply, 'replied_at', q.replied_at)
                                            order by q.asked_at, q.id)
                             from public.buyer_questions q
                            where q.lead_table = p_lead_table and q.lead_id = p_lead_id), '[]'::jsonb));
end;
$$;

create function public.open_options(p_token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
begin
  select * into v_access from private.options_access(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  update public.options_links l set opened_at = now() where l.id = v_access.link_id and l.opened_at is null;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return private.options_view(v_access.lead_table, v_access.lead_id, v_access.expires_at);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The buyer's choice
-- ---------------------------------------------------------------------------------------------

-- "Introduce me": the buyer asks to meet 1 to 3 of the offered suppliers and agrees, under the
-- notice's version they read, to share their name, company, email and phone with each. For each
-- newly chosen supplier one introduction email goes to both sides; the team is alerted; the
-- supplier's own page then shows who the buyer is. A choice is never taken back, and choosing a
-- supplier already chosen changes nothing (a second click sends nothing twice).
create function public.choose_options(p_token text, p_introduction_ids uuid[], p_notice_version text)
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
begin
  select * into v_access from private.options_access(p_token, private.brief_caller_key());
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
  perform private.lock_rfq(v_access.lead_table, v_access.lead_id);
  if (select count(*) from public.introductions i
       where i.id = any(p_introduction_ids) and i.lead_table = v_access.lead_table and i.lead_id = v_access.lead_id
         and i.offered_at is not null and i.answer = 'interested') <> v_count then
    raise sqlstate '23514' using message = 'Choose from the suppliers we offered you for this RFQ';
  end if;
  v_new := array(select i.id from public.introductions i
                  where i.id = any(p_introduction_ids) and i.chosen_at is null order by i.position);
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
-- Refused once the buyer has asked to meet a supplier (a question to the team says more then).
create function public.decline_options(p_token text, p_reason text, p_words text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_words text := private.trimmed_text(p_words);
  v_choice uuid;
begin
  select * into v_access from private.options_access(p_token, private.brief_caller_key());
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
  perform private.lock_rfq(v_access.lead_table, v_access.lead_id);
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

-- ---------------------------------------------------------------------------------------------
-- Questions
-- ---------------------------------------------------------------------------------------------

create function public.ask_options_question(p_token text, p_text text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_question uuid;
  v_text text := private.trimmed_text(p_text);
begin
  select * into v_access from private.options_access(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  if private.visible_length(v_text) < 3 or char_length(v_text) > 2000 then
    raise sqlstate '22023' using message = 'A question needs 3 to 2,000 characters that are not spaces';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform private.lock_rfq(v_access.lead_table, v_access.lead_id);
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

create function public.reply_options_question(p_question_id uuid, p_reply text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reply text := private.trimmed_text(p_reply);
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may reply to a buyer';
  end if;
  if p_question_id is null then
    raise sqlstate '22023' using message = 'question_id is required';
  end if;
  if private.visible_length(v_reply) < 3 or char_length(v_reply) > 4000 then
    raise sqlstate '22023' using message = 'A reply needs 3 to 4,000 characters that are not spaces';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform from public.buyer_questions q where q.id = p_question_id for update;
  if not found then
    raise sqlstate '22023' using message = 'No such question';
  end if;
  update public.buyer_questions q set reply = v_reply, replied_at = now(), replied_by = private.rfq_actor()
   where q.id = p_question_id and q.reply is null;
  if not found then
    raise sqlstate '23514' using message = 'This question has its reply already';
  end if;
  insert into public.lead_deliveries (lead_table, lead_id, kind) values ('buyer_questions', p_question_id, 'buyer_reply');
  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The chosen supplier's page, and its link
-- ---------------------------------------------------------------------------------------------

-- Who the buyer is, for a supplier the buyer chose to meet; null for every other supplier.
create function private.chosen_buyer(p_introduction_id uuid) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_intro record;
  v_buyer jsonb;
begin
  select i.lead_table, i.lead_id, i.chosen_at into v_intro from public.introductions i where i.id = p_introduction_id;
  if v_intro.chosen_at is null then
    return null;
  end if;
  if v_intro.lead_table = 'oem_leads' then
    select jsonb_build_object('name', o.contact_person, 'company', o.company_name, 'job_title', o.job_title,
                              'email', o.email, 'phone', o.phone)
      into v_buyer from public.oem_leads o where o.id = v_intro.lead_id;
  else
    select jsonb_build_object('name', c.contact_name, 'company', c.company_name, 'job_title', null,
                              'email', c.email, 'phone', null)
      into v_buyer from public.consultation_requests c where c.id = v_intro.lead_id;
  end if;
  return v_buyer || jsonb_build_object('chosen_at', v_intro.chosen_at);
end;
$$;

-- The brief's page as before (its technical view, renamed here), with the buyer's identity only
-- once the buyer chose this supplier.
alter function private.brief_view(uuid, timestamptz) rename to brief_technical_view;
create function private.brief_view(p_introduction_id uuid, p_expires_at timestamptz) returns jsonb
language sql stable
set search_path = ''
as $$
  select private.brief_technical_view(p_introduction_id, p_expires_at)
         || jsonb_build_object('buyer', private.chosen_buyer(p_introduction_id))
$$;

-- A chosen supplier's link (the one its introduction email carries) lives 30 days, as the buyer's
-- does; every other brief link lives 7.
create or replace function public.issue_brief_link(p_introduction_id uuid, p_token_hash text, p_replace boolean)
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
    v_expires := now() + case when exists (select from public.introductions i
                                           where i.id = p_introduction_id and i.chosen_at is not null)
                              then interval '30 days' else interval '7 days' end;
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

-- ---------------------------------------------------------------------------------------------
-- The outbox's claims
-- ---------------------------------------------------------------------------------------------

-- An introduction email: both sides' contact details, and the RFQ's technical facts.
create function private.introduction_facts(p_introduction_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
           'introduction_id', i.id, 'lead_table', i.lead_table, 'lead_id', i.lead_id, 'chosen_at', i.chosen_at,
           'buyer', private.chosen_buyer(i.id),
           'supplier', jsonb_build_object('company_name', s.company_name, 'contact_name', s.contact_name,
                                          'email', s.email, 'phone', s.phone, 'website', s.website,
                                          'town', s.town, 'country', s.country),
           'stated', private.offered_option(i.id) -> 'stated')
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   where i.id = p_introduction_id and i.chosen_at is not null
$$;

-- A choice's alert: what the buyer did, the RFQ's company and contact, and the suppliers chosen.
create function private.buyer_choice_facts(p_choice_id uuid) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_choice public.buyer_choices;
  v_lead jsonb;
begin
  select * into v_choice from public.buyer_choices c where c.id = p_choice_id;
  if v_choice.id is null then
    return null;
  end if;
  execute format('select to_jsonb(l) from public.%I l where l.id = $1', v_choice.lead_table) into v_lead using v_choice.lead_id;
  return jsonb_build_object(
    'choice', to_jsonb(v_choice),
    'lead', v_lead,
    'chosen', coalesce((select jsonb_agg(s.company_name order by i.position)
                          from public.introductions i join public.suppliers s on s.id = i.supplier_id
                         where i.id = any(v_choice.introduction_ids)), '[]'::jsonb),
    'offered', (select count(*) from public.introductions i
                 where i.lead_table = v_choice.lead_table and i.lead_id = v_choice.lead_id and i.offered_at is not null));
end;
$$;

-- A buyer's question (the team's alert) or its reply (to the buyer, with a link to the page).
create function private.buyer_question_facts(p_question_id uuid) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_question public.buyer_questions;
  v_lead jsonb;
begin
  select * into v_question from public.buyer_questions q where q.id = p_question_id;
  if v_question.id is null then
    return null;
  end if;
  execute format('select to_jsonb(l) from public.%I l where l.id = $1', v_question.lead_table) into v_lead using v_question.lead_id;
  return jsonb_build_object('question', to_jsonb(v_question), 'lead', v_lead);
end;
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
-- Figures: how often the options are ones the buyer wants
-- ---------------------------------------------------------------------------------------------

-- From RFQs whose options went in the last p_weeks weeks (London weeks, by when the options were
-- sent) and whose buyer has decided: chose, said none fits, or let 14 days pass. precision@3 is
-- the share of the options sent that the buyer chose to meet. Each figure carries the number of
-- RFQs it is made from; a share of nothing is null, never 0.
create function public.choice_figures(p_weeks integer default 12) returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  result jsonb;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may read the figures';
  end if;
  if p_weeks is null or p_weeks < 1 or p_weeks > 52 then
    raise sqlstate '22023' using message = 'weeks must be between 1 and 52';
  end if;
  since := (date_trunc('week', now() at time zone 'Europe/London') - make_interval(weeks => p_weeks - 1))
             at time zone 'Europe/London';
  perform set_config('forgebridge.rfq_job', 'on', true);
  with rfqs as (
    select 'oem_leads'::text as t, l.id, l.options_sent_at from public.oem_leads l
     where l.options_sent_at >= since and l.status <> 'held'
    union all
    select 'consultation_requests', l.id, l.options_sent_at from public.consultation_requests l
     where l.options_sent_at >= since and l.status <> 'held'
  ),
  each_rfq as (
    select (date_trunc('week', r.options_sent_at at time zone 'Europe/London'))::date as week,
           r.options_sent_at,
           (select count(*) from public.introductions i
             where i.lead_table = r.t and i.lead_id = r.id and i.offered_at is not null) as offered,
           (select count(*) from public.introductions i
             where i.lead_table = r.t and i.lead_id = r.id and i.chosen_at is not null) as chosen,
           (select min(i.chosen_at) from public.introductions i
             where i.lead_table = r.t and i.lead_id = r.id) as first_choice,
           (select c.none_fit_reason from public.buyer_choices c
             where c.lead_table = r.t and c.lead_id = r.id and c.kind = 'none_fit' order by c.made_at limit 1) as none_fit
      from rfqs r
  ),
  decided as (
    select e.* from each_rfq e
     where e.offered > 0
       and (e.chosen > 0 or e.none_fit is not null or e.options_sent_at <= now() - interval '14 days')
  ),
  week_list as (
    select w::date as week
      from generate_series(since at time zone 'Europe/London', now() at time zone 'Europe/London', interval '1 week') w
  )
  select jsonb_build_object(
    'since', since,
    'weeks', (select jsonb_agg(jsonb_build_object(
                       'week_start', w.week,
                       'rfqs', (select count(*) from decided d where d.week = w.week),
                       'offered', (select coalesce(sum(d.offered), 0) from decided d where d.week = w.week),
                       'chosen', (select coalesce(sum(d.chosen), 0) from decided d where d.week = w.week),
                       'precision_at_3', (select case when sum(d.offered) > 0
                                                      then round(sum(d.chosen)::numeric / sum(d.offered), 4) end
                                            from decided d where d.week = w.week))
                     order by w.week) from week_list w),
    'rfqs', (select count(*) from decided),
    'waiting', (select count(*) from each_rfq e where e.offered > 0)
               - (select count(*) from decided),
    'offered', (select coalesce(sum(d.offered), 0) from decided d),
    'chosen', (select coalesce(sum(d.chosen), 0) from decided d),
    'precision_at_3', (select case when sum(d.offered) > 0 then round(sum(d.chosen)::numeric / sum(d.offered), 4) end
                         from decided d),
    'introduced_rfqs', (select count(*) from decided d where d.chosen > 0),
    'introduced_share', (select case when count(*) > 0
                                     then round((count(*) filter (where d.chosen > 0))::numeric / count(*), 4) end
                           from decided d),
    'to_choice', (select jsonb_build_object(
                    'rfqs', count(*),
                    'median_hours', round((percentile_cont(0.5) within group (order by extract(epoch from d.first_choice - d.options_sent_at) / 3600))::numeric, 1),
                    'p90_hours', round((percentile_cont(0.9) within group (order by extract(epoch from d.first_choice - d.options_sent_at) / 3600))::numeric, 1))
                    from decided d where d.first_choice is not null),
    'none_fit', coalesce((select jsonb_agg(jsonb_build_object('reason', n.reason, 'count', n.n) order by n.n desc, n.reason)
                            from (select d.none_fit as reason, count(*) as n from decided d
                                   where d.none_fit is not null group by 1) n), '[]'::jsonb)
  ) into result;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------------

revoke all on function private.options_access(text, text) from public;
revoke all on function private.offered_option(uuid) from public;
revoke all on function private.options_view(text, uuid, timestamptz) from public;
revoke all on function private.chosen_buyer(uuid) from public;
revoke all on function private.brief_view(uuid, timestamptz) from public;
revoke all on function private.introduction_facts(uuid) from public;
revoke all on function private.buyer_choice_facts(uuid) from public;
revoke all on function private.buyer_question_facts(uuid) from public;
revoke all on function public.issue_options_link(text, uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.issue_options_link(text, uuid, text, boolean) to service_role;
-- The page's functions: the token is the key.
revoke all on function public.open_options(text) from public;
revoke all on function public.choose_options(text, uuid[], text) from public;
revoke all on function public.decline_options(text, text, text) from public;
revoke all on function public.ask_options_question(text, text) from public;
grant execute on function public.open_options(text) to anon, authenticated;
grant execute on function public.choose_options(text, uuid[], text) to anon, authenticated;
grant execute on function public.decline_options(text, text, text) to anon, authenticated;
grant execute on function public.ask_options_question(text, text) to anon, authenticated;
-- The deliver-leads function's claims (as the service role) read these.
grant execute on function private.introduction_facts(uuid) to service_role;
grant execute on function private.buyer_choice_facts(uuid) to service_role;
grant execute on function private.buyer_question_facts(uuid) to service_role;
grant execute on function private.chosen_buyer(uuid) to service_role;
grant execute on function private.offered_option(uuid) to service_role;
grant execute on function private.current_notice_version() to service_role;
-- The desk's (each checks for an admin at aal2 itself).
revoke all on function public.reply_options_question(uuid, text) from public, anon;
grant execute on function public.reply_options_question(uuid, text) to authenticated;
revoke all on function public.choice_figures(integer) from public, anon;
grant execute on function public.choice_figures(integer) to authenticated;
