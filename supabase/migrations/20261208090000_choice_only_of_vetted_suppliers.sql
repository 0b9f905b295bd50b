-- The buyer meets only a supplier we still vouch for (docs/decisions/0037-buyer-options-page.md).
-- A supplier offered to the buyer may stop being one we may offer before the buyer chooses: the
-- nightly job lapses it, the team rejects or pauses it, or a certificate the RFQ requires expires.
--   * choose_options refuses (23514) a newly chosen supplier that private.pick_blockers() names,
--     with words the buyer can act on, and records nothing.
--   * The options page shows such an option as no longer available ("available": false), and the
--     page offers no box to choose it.
--   * An introduction email still in the outbox is skipped when its supplier is no longer one we
--     may offer: its claim carries the reason ("withheld") and no buyer.

-- Why the supplier of an offered introduction may no longer be offered, in the team's words; empty
-- when nothing stands in the way. The same rule as a pick's (pick_blockers), without "declined
-- this RFQ", which an offered supplier (it said yes) cannot be. Runs as its owner with
-- forgebridge.rfq_job on, so the outbox's claims (as the service role) may ask it too.
create function private.offer_blockers(p_introduction_id uuid) returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
  v_blockers text[];
begin
  perform set_config('forgebridge.rfq_job', 'on', true);
  select array_remove(b.blockers, 'Declined this RFQ') into v_blockers
    from public.introductions i
   cross join lateral private.pick_blockers(i.lead_table, i.lead_id, array[i.supplier_id]) b
   where i.id = p_introduction_id;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  return coalesce(v_blockers, '{}');
end;
$$;

revoke all on function private.offer_blockers(uuid) from public, anon, authenticated, service_role;
grant execute on function private.offer_blockers(uuid) to service_role;

-- One offered supplier as the buyer sees it: who and where, what it makes, what we verified and
-- when we last visited, what it stated for this RFQ, and why it fits in buyer-safe words, and
-- whether it may still be chosen. No internal score, rank or count of our introductions, and
-- never why it is no longer available.
create or replace function private.offered_option(p_introduction_id uuid) returns jsonb
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
           'chosen_at', i.chosen_at,
           'available', cardinality(private.offer_blockers(i.id)) = 0)
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   where i.id = p_introduction_id
$$;

-- "Introduce me": the buyer asks to meet 1 to 3 of the offered suppliers and agrees, under the
-- notice's version they read, to share their name, company, email and phone with each. For each
-- newly chosen supplier one introduction email goes to both sides; the team is alerted; the
-- supplier's own page then shows who the buyer is. A choice is never taken back, and choosing a
-- supplier already chosen changes nothing (a second click sends nothing twice). A supplier we may
-- no longer offer is refused, and nothing of the choice is recorded.
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

-- An introduction email: both sides' contact details, and the RFQ's technical facts. When the
-- supplier is no longer one we may offer, no buyer, and the reason the email is skipped.
create or replace function private.introduction_facts(p_introduction_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
           'introduction_id', i.id, 'lead_table', i.lead_table, 'lead_id', i.lead_id, 'chosen_at', i.chosen_at,
           'buyer', case when b.blockers = '{}' then private.chosen_buyer(i.id) end,
           'withheld', case when b.blockers <> '{}' then
                         'The supplier is no longer one we may introduce: ' || array_to_string(b.blockers, '; ') end,
           'supplier', jsonb_build_object('company_name', s.company_name, 'contact_name', s.contact_name,
                                          'email', s.email, 'phone', s.phone, 'website', s.website,
                                          'town', s.town, 'country', s.country),
           'stated', private.offered_option(i.id) -> 'stated')
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   cross join lateral (select private.offer_blockers(i.id) as blockers) b
   where i.id = p_introduction_id and i.chosen_at is not null
$$;
