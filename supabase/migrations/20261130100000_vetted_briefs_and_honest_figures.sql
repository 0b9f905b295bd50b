-- Only a vetted supplier receives a brief, a brief carries only what the team chose to say, and
-- the 72-hour figures cannot be bent (docs/decisions/0029, 0030 and 0031).
--   * A reason (a pause, a pick by hand, a decline) needs at least 3 visible characters once every
--     Unicode space and invisible format character is taken out: private.visible_length().
--   * Vetted, checked when picked and again when sent: private.pick_blockers() names what makes a
--     supplier unpickable for an RFQ (not vetted, revisit passed, a required certification not
--     held, declined this RFQ). A pick by hand may relax a technical filter (process, envelope,
--     region, UK first, capacity) with its reason, never these. public.shortlist_blockers() gives
--     the desk the same list, so it offers only what may be picked.
--   * set_shortlist and send_options take the same lock, the RFQ's row, and the shortlist is final
--     once the options were sent.
--   * send_options refuses a closed or held RFQ, ends an open pause (the clock stands still for
--     the pause, then stops at the sending), rebuilds each pick's buyer-facing reasons from the
--     register as it is then, and stores the team's words: the supplier-facing wording of an
--     answer the buyer typed (never the buyer's own text), the buyer-facing reason of a pick, and
--     who confirmed the files were checked when a file's copy cannot be certain to name nobody.
--   * The clock cannot be paused once it ran out, nor resumed after the options were sent. A pause
--     that moves the due time tells the buyer the new time (a 'buyer_due_moved' delivery on the
--     pause's row).
--   * 'held' is the flood guard's status on arrival; no admin sets it.
--   * A certificate's verification is cleared when its expiry, number or issuing body changes, and
--     verifying one without an expiry date is refused in words.
--   * The figures count an RFQ as kept only when 3 options went out within its time, and say how
--     many went out with fewer, or late.

-- Reasons with something in them ---------------------------------------------------------------------
-- Spaces of every kind (\s, no-break, Ogham, en/em, ideographic...) and the invisible format
-- characters (zero-width space and joiners, word joiner, byte-order mark, direction marks).
create function private.visible_length(p_text text) returns integer
language sql immutable parallel safe
set search_path = ''
as $$
  select char_length(regexp_replace(coalesce(p_text, ''),
           '[\s\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]', '', 'g'))
$$;

-- The text with those characters trimmed from both ends; null when nothing visible is left.
create function private.trimmed_text(p_text text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select nullif(regexp_replace(coalesce(p_text, ''),
           '^[\s\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]+|[\s\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]+$',
           '', 'g'), '')
$$;

-- A reason as stored: trimmed, 3 visible characters at least and p_max in all, or refused (22023).
create function private.required_reason(p_text text, p_what text, p_max integer) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_reason text := private.trimmed_text(p_text);
begin
  if private.visible_length(v_reason) < 3 or char_length(v_reason) > p_max then
    raise sqlstate '22023' using message = format('%s needs 3 to %s characters that are not spaces', p_what, p_max);
  end if;
  return v_reason;
end;
$$;

revoke all on function private.visible_length(text), private.trimmed_text(text), private.required_reason(text, text, integer)
  from public, anon, authenticated;
-- The check constraints below call it as the role that writes the row: the service role writes
-- these tables directly (the team's tools), so it may run it.
grant execute on function private.visible_length(text) to service_role;

-- Rows stored before this rule are left as they were; every new or changed row obeys it.
alter table public.rfq_clock_pauses
  add constraint rfq_clock_pauses_reason_visible check (private.visible_length(reason) >= 3) not valid;
alter table public.introductions
  add constraint introductions_hand_reason_visible
    check (hand_reason is null or private.visible_length(hand_reason) >= 3) not valid,
  add constraint introductions_answer_reason_visible
    check (answer_reason is null or private.visible_length(answer_reason) >= 3) not valid;

-- What a sent introduction keeps ------------------------------------------------------------------
alter table public.introductions
  -- The team's supplier-facing words for an answer the buyer typed, by the brief's column:
  -- {"quality_standards": "NADCAP heat treating"}. The buyer's own text never goes out.
  add column brief_wording jsonb not null default '{}'::jsonb
    constraint introductions_brief_wording_object check (jsonb_typeof(brief_wording) = 'object'),
  -- What the buyer's email says of this supplier: rebuilt from the register when sent, with what
  -- it does and holds for this RFQ (never our counts or scores), and the team's buyer-facing words.
  add column buyer_reasons text[] not null default '{}',
  -- Who confirmed, at sending, that the files whose copy cannot be certain to name nobody (a PDF's
  -- title block, a photo) were looked at.
  add column files_checked_by text check (char_length(files_checked_by) <= 320),
  add column files_checked_at timestamptz,
  add constraint introductions_files_checked_whole check ((files_checked_by is null) = (files_checked_at is null));

-- Files whose copy the deliver-leads function can strip of every name (a model's header); any other
-- file needs a person to look at it. src/lib/introductions/neutral-copy holds the same list.
create function private.review_free_extensions() returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array['step', 'stp', 'iges', 'igs', 'stl']
$$;

-- The files of an RFQ's attachments that need the team's look before a brief carries them.
create function private.files_needing_review(p_attachments jsonb) returns integer
language sql immutable
set search_path = ''
as $$
  select count(*)::integer
    from jsonb_array_elements(case when jsonb_typeof(p_attachments) = 'array' then p_attachments else '[]' end) a
   where not coalesce(lower(substring(a ->> 'path' from '\.([A-Za-z0-9]+)$')) = any(private.review_free_extensions()),
                      false)
$$;

revoke all on function private.review_free_extensions(), private.files_needing_review(jsonb)
  from public, anon, authenticated;

-- Who may be picked ----------------------------------------------------------------------------------
-- Every supplier (or those of p_suppliers) that may not be picked for the RFQ, with each reason in
-- words: not vetted, its revisit date passed, a required certification not held (by the one rule
-- of public.certificate_is_held), or it declined this RFQ. The caller has turned
-- forgebridge.rfq_job on, so the owner reads the register.
create function private.pick_blockers(p_lead_table text, p_lead_id uuid, p_suppliers uuid[] default null)
returns table (supplier_id uuid, company_name text, blockers text[])
language sql stable
set search_path = ''
as $$
  with req as (
    select coalesce((select r.certifications from private.rfq_requirements(p_lead_table, p_lead_id) r), '{}') as certs
  ),
  labels as (
    select jsonb_object_agg(t.list || ':' || t.value, t.label) as l from private.capability_terms() t
  ),
  facts as (
    select s.id, s.company_name, s.status, public.supplier_revisit_due(s.id) as revisit_due,
           array(select c from unnest(req.certs) c
                  where not exists (select from public.supplier_certificates h
                                     where h.supplier_id = s.id and h.standard = c
                                       and public.certificate_is_held(h.verified_at, h.expires_on))
                  order by c) as missing,
           exists (select from public.introductions i
                    where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.supplier_id = s.id
                      and i.answer = 'declined') as declined
      from public.suppliers s
     cross join req
     where p_suppliers is null or s.id = any(p_suppliers)
  ),
  judged as (
    select f.id, f.company_name, array_remove(array[
             case when f.status <> 'vetted' then 'Not vetted (' || f.status || ')'
                  when f.revisit_due is null or f.revisit_due < current_date
                    then 'Revisit overdue since ' || coalesce(to_char(f.revisit_due, 'FMDD Mon YYYY'), 'no passed visit') end,
             case when cardinality(f.missing) > 0 then
               (select string_agg(coalesce(labels.l ->> ('certifications:' || m), m), ', ' order by m)
                  from unnest(f.missing) m) || ' not held (missing, unverified or expired)' end,
             case when f.declined then 'Declined this RFQ' end], null) as blockers
      from facts f
     cross join labels
  )
  select j.id, j.company_name, j.blockers from judged j where cardinality(j.blockers) > 0
$$;

revoke all on function private.pick_blockers(text, uuid, uuid[]) from public, anon, authenticated, service_role;

-- The same list for the desk: the suppliers it must not offer for this RFQ, and why.
create function public.shortlist_blockers(p_lead_table text, p_lead_id uuid)
returns table (supplier_id uuid, company_name text, blockers text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  perform private.require_rfq_admin();
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform private.require_rfq(p_lead_table, p_lead_id);
  return query
    select b.supplier_id, b.company_name, b.blockers from private.pick_blockers(p_lead_table, p_lead_id) b
     order by b.company_name, b.supplier_id;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
end;
$$;

revoke all on function public.shortlist_blockers(text, uuid) from public, anon, service_role;
grant execute on function public.shortlist_blockers(text, uuid) to authenticated;

-- Refuses (23514) when any of the suppliers may not be picked, naming each and why.
create function private.refuse_blocked_picks(p_lead_table text, p_lead_id uuid, p_suppliers uuid[]) returns void
language plpgsql stable
set search_path = ''
as $$
declare
  v_blocked text;
begin
  select string_agg(b.company_name || ': ' || array_to_string(b.blockers, '; '), ' · ' order by b.company_name)
    into v_blocked
    from private.pick_blockers(p_lead_table, p_lead_id, p_suppliers) b;
  if v_blocked is not null then
    raise sqlstate '23514' using message = format('Only a vetted supplier holding every certification the RFQ requires may be sent a brief. %s', v_blocked);
  end if;
end;
$$;

revoke all on function private.refuse_blocked_picks(text, uuid, uuid[]) from public, anon, authenticated, service_role;

-- The RFQ's row, locked: the one lock of every change to its shortlist and of its sending. Refuses
-- anything but an RFQ.
create function private.lock_rfq(p_lead_table text, p_lead_id uuid,
  out options_sent_at timestamptz, out status text, out clock_closed_at timestamptz,
  out clock_paused_at timestamptz, out clock_due_at timestamptz, out attachments jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_found boolean;
begin
  perform private.check_rfq(p_lead_table, p_lead_id);
  execute format('select true, l.options_sent_at, l.status, l.clock_closed_at, l.clock_paused_at, l.clock_due_at,
                         l.attachments
                    from public.%I l where l.id = $1 for update', p_lead_table)
    into v_found, options_sent_at, status, clock_closed_at, clock_paused_at, clock_due_at, attachments
    using p_lead_id;
  if v_found is null then
    raise sqlstate '22023' using message = 'No such RFQ';
  end if;
end;
$$;

revoke all on function private.lock_rfq(text, uuid) from public, anon, authenticated, service_role;

-- The shortlist ---------------------------------------------------------------------------------------
-- The team's up to 3 picks, in order, [{supplier_id, hand_reason?}], replacing the picks before.
-- A pick ranked in the RFQ's latest stored list records that list, its rank and its reasons; any
-- other supplier needs a hand_reason (internal: the buyer never reads it). No pick may be a
-- supplier that pick_blockers names. Final once the options were sent.
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
                                        and i.sent_at is not null) > 3 then
    raise sqlstate '22023' using message = 'A shortlist holds at most 3 suppliers';
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
    select min(free) into v_position from generate_series(1, 3) free
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

-- What the buyer may read of a supplier -----------------------------------------------------------------
-- What the supplier does and holds that this RFQ asks for, from the register as it is now: the
-- processes and materials it lists, the certifications it holds (verified by us; no dates), that
-- the part fits its machines, its industry, order size and usual lead time, and whether it is in
-- the UK. Never how many introductions it answered, its capacity or its score: the buyer's address
-- was verified by nobody.
create function private.buyer_safe_reasons(p_lead_table text, p_lead_id uuid, p_supplier_id uuid) returns text[]
language sql stable
set search_path = ''
as $$
  with req as (select r.* from private.rfq_requirements(p_lead_table, p_lead_id) r),
  labels as (select jsonb_object_agg(t.list || ':' || t.value, t.label) as l from private.capability_terms() t),
  s as (
    select s.*, greatest(s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm) as env_long,
           s.envelope_x_mm + s.envelope_y_mm + s.envelope_z_mm - greatest(s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm)
             - least(s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm) as env_mid,
           least(s.envelope_x_mm, s.envelope_y_mm, s.envelope_z_mm) as env_short
      from public.suppliers s where s.id = p_supplier_id
  )
  select array_remove(
           array(select (labels.l ->> ('processes:' || p)) || ' ✓' from unnest(req.processes) p
                  where p = any(s.processes) order by p)
           || array(select (labels.l ->> ('certifications:' || c)) || ' certified (certificate checked by Forgebridge)'
                      from unnest(req.certifications) c
                     where exists (select from public.supplier_certificates h
                                    where h.supplier_id = s.id and h.standard = c
                                      and public.certificate_is_held(h.verified_at, h.expires_on))
                     order by c)
           || array(select (labels.l ->> ('materials:' || m)) || ' ✓' from unnest(req.materials) m
                     where m = any(s.materials) order by m)
           || array[
                case when req.part_mm is not null and s.env_long is not null
                       and req.part_mm[1] <= s.env_long and req.part_mm[2] <= s.env_mid and req.part_mm[3] <= s.env_short
                  then 'Machines take a part of ' || concat_ws(' × ', round(req.part_mm[1]), round(req.part_mm[2]), round(req.part_mm[3])) || ' mm' end,
                case when req.industry = any(s.industries) then (labels.l ->> ('industries:' || req.industry)) || ' experience' end,
                case when req.order_size = any(s.order_sizes)
                  then 'Takes ' || (labels.l ->> ('order_sizes:' || req.order_size)) || ' orders' end,
                case when s.lead_time is not null
                  then 'Typically delivers in ' || lower(labels.l ->> ('lead_time:' || s.lead_time)) end,
                case when s.country = 'GB' then 'Based in the UK' end
              ], null)
    from s
    cross join labels
    left join req on true
$$;

revoke all on function private.buyer_safe_reasons(text, uuid, uuid) from public, anon, authenticated, service_role;

-- Sending ------------------------------------------------------------------------------------------------
drop function public.send_options(text, uuid);

-- Returns how many briefs were queued. p_brief_wording: the team's supplier-facing words for the
-- brief's columns that hold text the buyer typed ({column: words}); p_buyer_reasons: a buyer-facing
-- reason per introduction ({introduction_id: words}); p_files_checked: the team looked at every file
-- whose copy cannot be certain to name nobody.
create function public.send_options(p_lead_table text, p_lead_id uuid, p_brief_wording jsonb default '{}'::jsonb,
  p_buyer_reasons jsonb default '{}'::jsonb, p_files_checked boolean default false)
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_rfq record;
  v_briefs integer;
  v_without_email text;
  v_no_longer text;
  v_wording jsonb;
  v_buyer jsonb;
  v_actor text := private.rfq_actor();
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may send the options';
  end if;
  perform private.check_rfq(p_lead_table, p_lead_id);
  if p_brief_wording is null or jsonb_typeof(p_brief_wording) <> 'object'
     or p_buyer_reasons is null or jsonb_typeof(p_buyer_reasons) <> 'object' then
    raise sqlstate '22023' using message = 'The brief''s wording and the buyer''s reasons are objects of text';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);

  -- The RFQ's row is the lock: a second call waits here for the first to commit, then finds the
  -- options sent; a change of the shortlist waits too.
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

  select count(*) into v_briefs
    from public.introductions i where i.lead_table = p_lead_table and i.lead_id = p_lead_id;
  if v_briefs = 0 then
    raise sqlstate '23514' using message = 'Confirm at least one supplier before sending the options';
  end if;
  select string_agg(s.company_name, ', ' order by i.position) into v_without_email
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id
     and (s.email is null or btrim(s.email) = '');
  if v_without_email is not null then
    raise sqlstate '23514' using message = format('No email address to send the brief to: %s', v_without_email);
  end if;

  -- Vetted and certified now, not only when picked.
  perform private.refuse_blocked_picks(p_lead_table, p_lead_id,
                                       array(select i.supplier_id from public.introductions i
                                              where i.lead_table = p_lead_table and i.lead_id = p_lead_id));
  -- A suggested pick that a filter excludes now (at capacity since, say) needs the team's reason.
  select string_agg(r.company_name || ': ' || array_to_string(r.reasons, '; '), ' · ' order by r.company_name)
    into v_no_longer
    from public.introductions i
    join private.rank_suppliers(p_lead_table, p_lead_id, private.current_weights_version()) r
      on r.supplier_id = i.supplier_id
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.hand_reason is null and r.excluded_by is not null;
  if v_no_longer is not null then
    raise sqlstate '23514' using
      message = format('A suggested supplier no longer passes the filters; pick it again by hand with a reason, or choose another. %s', v_no_longer);
  end if;

  if private.files_needing_review(v_rfq.attachments) > 0 and not coalesce(p_files_checked, false) then
    raise sqlstate '23514' using
      message = 'Open every drawing, photo and PDF and confirm that none names the buyer (a title block, a logo) before sending';
  end if;

  -- The team's words, each checked: only the brief's own columns, only this RFQ's introductions;
  -- blank ones say nothing.
  if exists (select from jsonb_each(p_brief_wording) w
              where jsonb_typeof(w.value) <> 'string'
                 or not w.key = any(case p_lead_table
                                      when 'oem_leads' then array['production_requirements', 'material_types',
                                        'quality_standards', 'sourcing_volume', 'delivery_requirements',
                                        'industry_sector', 'delivery_regions']
                                      else array['job_types', 'materials', 'quantity', 'timeline', 'tolerance'] end)) then
    raise sqlstate '22023' using message = 'Wording is written only for the brief''s own answers, as text';
  end if;
  if exists (select from jsonb_each(p_buyer_reasons) b
              where jsonb_typeof(b.value) <> 'string'
                 or b.key !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                 or not exists (select from public.introductions i
                                 where i.id = b.key::uuid and i.lead_table = p_lead_table and i.lead_id = p_lead_id)) then
    raise sqlstate '22023' using message = 'A buyer-facing reason names one of this RFQ''s introductions, as text';
  end if;
  select coalesce(jsonb_object_agg(w.key, private.required_reason(w.value #>> '{}', 'The wording for the brief', 300)), '{}')
    into v_wording
    from jsonb_each(p_brief_wording) w
   where private.visible_length(w.value #>> '{}') > 0;
  select coalesce(jsonb_object_agg(b.key, private.required_reason(b.value #>> '{}', 'A reason for the buyer', 300)), '{}')
    into v_buyer
    from jsonb_each(p_buyer_reasons) b
   where private.visible_length(b.value #>> '{}') > 0;

  -- Sending ends an open pause: the clock stood still for it and stops now.
  if v_rfq.clock_paused_at is not null then
    update public.rfq_clock_pauses p set resumed_at = now(), resumed_by = v_actor
     where p.lead_table = p_lead_table and p.lead_id = p_lead_id and p.resumed_at is null;
    execute format('update public.%I set clock_due_at = $2, clock_paused_at = null where id = $1', p_lead_table)
      using p_lead_id, v_rfq.clock_due_at + (now() - v_rfq.clock_paused_at);
  end if;

  update public.introductions i
     set sent_at = now(),
         brief_wording = v_wording,
         -- The team's words for the buyer first, then what the register says now.
         buyer_reasons = array_remove(array[v_buyer ->> i.id::text]
                                      || private.buyer_safe_reasons(p_lead_table, p_lead_id, i.supplier_id), null),
         files_checked_by = case when p_files_checked then v_actor end,
         files_checked_at = case when p_files_checked then now() end
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id;
  execute format('update public.%I set options_sent_at = now() where id = $1', p_lead_table) using p_lead_id;

  insert into public.lead_deliveries (lead_table, lead_id, kind)
  select 'introductions', i.id, 'supplier_brief'
    from public.introductions i
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id
   order by i.position;
  insert into public.lead_deliveries (lead_table, lead_id, kind) values (p_lead_table, p_lead_id, 'buyer_options');

  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_briefs;
end;
$$;

revoke all on function public.send_options(text, uuid, jsonb, jsonb, boolean) from public, anon;
grant execute on function public.send_options(text, uuid, jsonb, jsonb, boolean) to authenticated;

-- What a brief carries: as before, with the team's wording and whether the team checked the files.
create or replace function private.supplier_brief_facts(p_introduction_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  with intro as (
    select i.* from public.introductions i where i.id = p_introduction_id
  ),
  rfq as (
    select i.lead_table, i.lead_id,
           case i.lead_table
             when 'oem_leads' then (
               select jsonb_build_object(
                        'production_requirements', o.production_requirements,
                        'material_types', o.material_types,
                        'quality_standards', o.quality_standards,
                        'sourcing_volume', o.sourcing_volume,
                        'delivery_requirements', o.delivery_requirements,
                        'industry_sector', o.industry_sector,
                        'delivery_regions', o.delivery_regions,
                        'attachments', o.attachments)
                 from public.oem_leads o where o.id = i.lead_id)
             else (
               select jsonb_build_object(
                        'job_types', c.job_types,
                        'materials', c.materials,
                        'quantity', c.quantity,
                        'timeline', c.timeline,
                        'tolerance', c.tolerance,
                        'attachments', c.attachments)
                 from public.consultation_requests c where c.id = i.lead_id)
           end as facts
      from intro i
  )
  select jsonb_build_object(
           'introduction_id', i.id,
           'lead_table', i.lead_table,
           'lead_id', i.lead_id,
           'position', i.position,
           'wording', i.brief_wording,
           -- The team confirmed it opened the files: a model copy the stripper could not make
           -- certain goes out only then.
           'files_checked', i.files_checked_at is not null,
           'supplier', jsonb_build_object('company_name', s.company_name, 'contact_name', s.contact_name,
                                          'email', s.email),
           'rfq', (select jsonb_set(r.facts, '{attachments}',
                                    coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                                                'path', a -> 'path', 'size', a -> 'size', 'type', a -> 'type',
                                                'measurements', a -> 'measurements')) order by n)
                                                from jsonb_array_elements(r.facts -> 'attachments')
                                                     with ordinality as e(a, n)
                                               where jsonb_typeof(r.facts -> 'attachments') = 'array'),
                                             '[]'::jsonb))
                     from rfq r where r.facts is not null))
    from intro i
    join public.suppliers s on s.id = i.supplier_id
$$;

-- The buyer's email: each sent supplier's name, town, country and its buyer-facing reasons.
create or replace function private.buyer_options_facts(p_lead_table text, p_lead_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('position', i.position, 'company_name', s.company_name,
                                               'country', s.country, 'town', s.town,
                                               'reasons', to_jsonb(i.buyer_reasons))
                            order by i.position), '[]'::jsonb)
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is not null
$$;

-- A supplier's answer: a reason, when given, has something in it.
create or replace function public.record_supplier_answer(p_introduction_id uuid, p_answer text, p_reason text default null)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_sent_at timestamptz;
  v_reason text := private.trimmed_text(p_reason);
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may record a supplier''s answer';
  end if;
  if p_introduction_id is null then
    raise sqlstate '22023' using message = 'introduction_id is required';
  end if;
  if p_answer is null or p_answer not in ('interested', 'quoted', 'declined') then
    raise sqlstate '22023' using message = 'answer must be interested, quoted or declined';
  end if;
  if p_answer = 'declined' and private.visible_length(v_reason) = 0 then
    raise sqlstate '23514' using message = 'Say why the supplier declined';
  end if;
  if v_reason is not null then
    v_reason := private.required_reason(v_reason, 'The reason', 1000);
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  select i.sent_at into v_sent_at from public.introductions i where i.id = p_introduction_id for update;
  if not found then
    raise sqlstate '22023' using message = 'No such introduction';
  end if;
  if v_sent_at is null then
    raise sqlstate '23514' using message = 'The brief has not been sent to this supplier yet';
  end if;
  update public.introductions i
     set answer = p_answer, answer_reason = v_reason, answered_at = now(),
         answered_by = left(coalesce((select auth.jwt()) ->> 'email', 'admin'), 320)
   where i.id = p_introduction_id;
  perform set_config('forgebridge.rfq_job', 'off', true);
end;
$$;

-- The clock ----------------------------------------------------------------------------------------------
-- A pause needs a reason with something in it, and a clock that still runs: one that ran out stays
-- overdue, or the figures would call it kept.
create or replace function public.pause_rfq_clock(p_lead_table text, p_lead_id uuid, p_reason text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  clock record;
  closed_at timestamptz;
  reason text;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may pause the clock';
  end if;
  reason := private.required_reason(p_reason, 'A reason for the pause', 500);
  select * into clock from private.rfq_clock_for_update(p_lead_table, p_lead_id);
  if clock.options_sent_at is not null then
    raise sqlstate '23514' using message = 'The options were sent: the clock has stopped';
  end if;
  execute format('select l.clock_closed_at from public.%I l where l.id = $1', p_lead_table)
    into closed_at using p_lead_id;
  if closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed: the clock has stopped';
  end if;
  if clock.clock_paused_at is not null then
    raise sqlstate '23514' using message = 'The clock is already paused';
  end if;
  if clock.clock_due_at <= now() then
    raise sqlstate '23514' using message = 'The clock ran out: an overdue RFQ cannot be paused';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  insert into public.rfq_clock_pauses (lead_table, lead_id, paused_at, paused_by, reason)
  values (p_lead_table, p_lead_id, now(), private.rfq_actor(), reason);
  execute format('update public.%I set clock_paused_at = now() where id = $1', p_lead_table) using p_lead_id;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return now();
end;
$$;

-- Resumes a paused clock; the time it stood still moves its end, and the buyer is told the new due
-- time. Refused once the options were sent (sending ended the pause). Returns the new end.
create or replace function public.resume_rfq_clock(p_lead_table text, p_lead_id uuid)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  clock record;
  v_status text;
  v_closed_at timestamptz;
  v_pause uuid;
  moved timestamptz;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin signed in with the second factor may resume the clock';
  end if;
  select * into clock from private.rfq_clock_for_update(p_lead_table, p_lead_id);
  if clock.options_sent_at is not null then
    raise sqlstate '23514' using message = 'The options were sent: the clock has stopped';
  end if;
  if clock.clock_paused_at is null then
    raise sqlstate '23514' using message = 'The clock is not paused';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  execute format('select l.status, l.clock_closed_at from public.%I l where l.id = $1', p_lead_table)
    into v_status, v_closed_at using p_lead_id;
  update public.rfq_clock_pauses p set resumed_at = now(), resumed_by = private.rfq_actor()
   where p.lead_table = p_lead_table and p.lead_id = p_lead_id and p.resumed_at is null
  returning p.id into v_pause;
  moved := clock.clock_due_at + (now() - clock.clock_paused_at);
  execute format('update public.%I set clock_due_at = $2, clock_paused_at = null where id = $1', p_lead_table)
    using p_lead_id, moved;
  -- The buyer was promised the old time in their receipt: they hear the new one, unless the RFQ is
  -- closed or held (no one is waiting) or the move is under a minute.
  if v_pause is not null and v_closed_at is null and v_status <> 'held' and moved - clock.clock_due_at >= interval '1 minute' then
    insert into public.lead_deliveries (lead_table, lead_id, kind) values ('rfq_clock_pauses', v_pause, 'buyer_due_moved');
    perform private.poke_delivery_drain();
  end if;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return moved;
end;
$$;

-- The outbox learns the buyer's "new due time" message -----------------------------------------------
alter table public.lead_deliveries drop constraint lead_deliveries_lead_table_check;
alter table public.lead_deliveries add constraint lead_deliveries_lead_table_check
  check (lead_table in ('cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                        'consultation_requests', 'mfa_factors', 'introductions', 'rfq_clock_pauses'));
alter table public.lead_deliveries drop constraint lead_deliveries_kind_check;
alter table public.lead_deliveries add constraint lead_deliveries_kind_check
  check (kind in ('team_alert', 'receipt', 'webhook', 'factor_locked', 'supplier_brief', 'buyer_options',
                  'clock_reminder', 'buyer_due_moved'));

drop policy "Deliveries go with their lead" on public.lead_deliveries;
create policy "Deliveries go with their lead" on public.lead_deliveries
  for delete to postgres
  using (case lead_table
           when 'cnc_partner_leads' then not exists (select from public.cnc_partner_leads l where l.id = lead_id)
           when 'oem_leads' then not exists (select from public.oem_leads l where l.id = lead_id)
           when 'icp_template_leads' then not exists (select from public.icp_template_leads l where l.id = lead_id)
           when 'contact_messages' then not exists (select from public.contact_messages l where l.id = lead_id)
           when 'consultation_requests' then not exists (select from public.consultation_requests l where l.id = lead_id)
           when 'introductions' then not exists (select from public.introductions i where i.id = lead_id)
           when 'rfq_clock_pauses' then not exists (select from public.rfq_clock_pauses p where p.id = lead_id)
           else false
         end);

create trigger drop_lead_deliveries after delete on public.rfq_clock_pauses
  for each row execute function private.drop_lead_deliveries();

-- What the buyer's message needs: where to write, the RFQ, and the clock as it is when sent (a
-- later pause or the sending itself may have changed it). Runs as the sender (service_role).
create function private.due_moved_facts(p_pause_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('lead_table', p.lead_table, 'lead_id', p.lead_id, 'email', l.email,
                            'clock_due_at', l.clock_due_at, 'clock_paused_at', l.clock_paused_at,
                            'options_sent_at', l.options_sent_at, 'clock_closed_at', l.clock_closed_at,
                            'status', l.status)
    from public.rfq_clock_pauses p
    join (select 'oem_leads'::text as t, o.id, o.email, o.clock_due_at, o.clock_paused_at, o.options_sent_at,
                 o.clock_closed_at, o.status
            from public.oem_leads o
          union all
          select 'consultation_requests', c.id, c.email, c.clock_due_at, c.clock_paused_at, c.options_sent_at,
                 c.clock_closed_at, c.status
            from public.consultation_requests c) l on l.t = p.lead_table and l.id = p.lead_id
   where p.id = p_pause_id
$$;

revoke all on function private.due_moved_facts(uuid) from public, anon, authenticated;
grant execute on function private.due_moved_facts(uuid) to service_role;

-- The claim of 20261128120000_send_options.sql, with the buyer's "new due time" message.
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

-- 'held' is the flood guard's ---------------------------------------------------------------------------
-- The arrival triggers hold a lead stored over a limit; nobody changes a lead to 'held' afterwards:
-- held leads leave the figures, so an admin's 'held' would hide an RFQ from them.
create function private.hold_only_on_arrival() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'held' and old.status is distinct from 'held' then
    raise sqlstate '23514' using message = 'Only the flood guard holds a lead, as it arrives';
  end if;
  return new;
end;
$$;

revoke all on function private.hold_only_on_arrival() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                           'consultation_requests'] loop
    execute format('create trigger hold_only_on_arrival before update of status on public.%I
                      for each row execute function private.hold_only_on_arrival()', t);
  end loop;
end;
$$;

-- Certificates -----------------------------------------------------------------------------------------
-- The stamps of 20261127140000_supplier_register.sql, and two rules of verification: a certificate is
-- verified as read, so a change of its expiry, number or issuing body clears the verification; and
-- verifying needs the expiry date, asked for in words rather than by a constraint's name.
create or replace function private.stamp_register_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := private.register_actor();
  if tg_table_name = 'suppliers' then
    if tg_op = 'INSERT' then
      new.created_at := now();
      new.status_changed_at := now();
    elsif new.status is distinct from old.status then
      new.status_changed_at := now();
    else
      new.status_changed_at := old.status_changed_at;
    end if;
    if new.capacity is null then
      new.capacity_set_at := null;
    elsif tg_op = 'INSERT' or new.capacity is distinct from old.capacity or new.capacity_set_at is distinct from old.capacity_set_at then
      -- Setting capacity again (even to the same value) dates it today.
      new.capacity_set_at := current_date;
    end if;
  elsif tg_table_name = 'supplier_certificates' then
    if tg_op = 'UPDATE' and old.verified_at is not null
       and (new.expires_on is distinct from old.expires_on
            or new.certificate_number is distinct from old.certificate_number
            or new.issuing_body is distinct from old.issuing_body) then
      -- What was read has changed: it has to be read again.
      new.verified_at := null;
    end if;
    if new.verified_at is not null and new.expires_on is null then
      raise sqlstate '23514' using message = 'Give the certificate''s expiry date to verify it';
    end if;
    if new.verified_at is null then
      new.verified_by := null;
    elsif tg_op = 'INSERT' or old.verified_at is null then
      new.verified_at := now();
      new.verified_by := private.register_actor();
    else
      new.verified_at := old.verified_at;
      new.verified_by := old.verified_by;
    end if;
  end if;
  return new;
end;
$$;

-- The figures ---------------------------------------------------------------------------------------------
-- The promise is 3 options: an RFQ is kept only when 3 went out within its clock. Per week, the
-- figures also count those sent in time with fewer than 3, and those sent late.
create or replace function public.promise_figures(p_weeks integer default 12)
returns jsonb
language plpgsql
stable
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
    select 'oem_leads'::text as t, l.id, l.created_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at,
           l.clock_closed_at
      from public.oem_leads l where l.created_at >= since and l.status <> 'held'
    union all
    select 'consultation_requests', l.id, l.created_at, l.clock_due_at, l.clock_paused_at, l.options_sent_at,
           l.clock_closed_at
      from public.consultation_requests l where l.created_at >= since and l.status <> 'held'
  ),
  judged as (
    select (date_trunc('week', r.created_at at time zone 'Europe/London'))::date as week,
           public.rfq_clock_state(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at) as state,
           public.rfq_clock_seconds_left(r.clock_due_at, r.clock_paused_at, r.options_sent_at, r.clock_closed_at) as seconds_left,
           (select count(*) from public.introductions i
             where i.lead_table = r.t and i.lead_id = r.id and i.sent_at is not null) as options
      from rfqs r
  ),
  sent as (
    select (72 * 3600 - j.seconds_left) / 3600.0 as hours from judged j where j.state = 'sent'
  ),
  week_list as (
    select w::date as week
      from generate_series(since at time zone 'Europe/London', now() at time zone 'Europe/London', interval '1 week') w
  ),
  weeks as (
    select w.week,
           count(j.state) as arrived,
           count(*) filter (where j.state in ('sent', 'overdue')
                                    or (j.state = 'closed' and j.seconds_left < 0)) as decided,
           count(*) filter (where j.state = 'sent' and j.seconds_left >= 0 and j.options >= 3) as within_72h,
           count(*) filter (where j.state = 'sent' and j.seconds_left >= 0 and j.options < 3) as fewer_in_time,
           count(*) filter (where j.state = 'sent' and j.seconds_left < 0) as sent_late
      from week_list w left join judged j on j.week = w.week
     group by w.week
  ),
  picks as (
    select i.suggested_rank, i.hand_reason
      from public.introductions i
     where i.sent_at is not null and i.sent_at >= since
  )
  select jsonb_build_object(
    'since', since,
    'weeks', coalesce((select jsonb_agg(jsonb_build_object(
                 'week_start', w.week,
                 'arrived', w.arrived,
                 'decided', w.decided,
                 'within_72h', w.within_72h,
                 'fewer_in_time', w.fewer_in_time,
                 'sent_late', w.sent_late,
                 'share', case when w.decided > 0 then round(w.within_72h::numeric / w.decided, 4) end)
               order by w.week) from weeks w), '[]'::jsonb),
    'sent', (select count(*) from sent),
    'fewer_in_time', (select coalesce(sum(w.fewer_in_time), 0) from weeks w),
    'sent_late', (select coalesce(sum(w.sent_late), 0) from weeks w),
    'median_hours', (select round(percentile_cont(0.5) within group (order by s.hours)::numeric, 1) from sent s),
    'p90_hours', (select round(percentile_cont(0.9) within group (order by s.hours)::numeric, 1) from sent s),
    'overdue_now', (select count(*) from public.oem_leads l
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
                       and l.clock_due_at < now())
                 + (select count(*) from public.consultation_requests l
                     where l.options_sent_at is null and l.clock_paused_at is null and l.clock_closed_at is null
                       and l.clock_due_at < now()),
    'picks', (select count(*) from picks),
    'top3_picks', (select count(*) from picks p where p.suggested_rank <= 3),
    'hand_picks', (select count(*) from picks p where p.hand_reason is not null),
    'precision_at_3', (select case when count(*) > 0
                              then round((count(*) filter (where p.suggested_rank <= 3))::numeric / count(*), 4) end
                         from picks p),
    'hand_share', (select case when count(*) > 0
                          then round((count(*) filter (where p.hand_reason is not null))::numeric / count(*), 4) end
                     from picks p)
  ) into result;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return result;
end;
$$;
