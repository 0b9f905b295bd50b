-- A supplier learns who the buyer is only when we introduce them
-- (docs/decisions/0037-buyer-options-page.md). The buyer's choice queues one introduction email;
-- the outbox withholds it when, by the time it goes, the supplier is no longer one we may
-- introduce, and the buyer's page then says we did not introduce them. What the supplier sees
-- follows the same introduction, decided in one place:
--   * private.introduction_state(): what became of an introduction the buyer asked for, from its
--     email's delivery and whether its supplier may still be introduced (null, 'sent', 'sending',
--     'withheld' or 'not_sent', as the buyer's options page shows it), and whether the supplier
--     may know who the buyer is: only while the introduction is sent or still on its way to a
--     supplier we may introduce.
--   * private.offered_option() reads its state and availability from there.
--   * private.chosen_buyer() (the brief page's `buyer`, and the introduction email's) gives the
--     buyer only to a supplier that may know who the buyer is; for every other it is null, so a
--     withheld introduction, or one skipped and not sent since, names nobody to the supplier, even
--     once its certificate or its vetting is back.
--   * The supplier's own page says a brief was chosen only for such an introduction.

-- What became of the introduction of one offered supplier:
--   state           null        the buyer did not choose it;
--                   'sent'      its email went ('introduced_at' is when); a sent introduction
--                               stands, whatever its supplier became since;
--                   'withheld'  the email did not go and will not as things stand: the
--                               supplier is no longer one we may introduce (skipped for that, or
--                               still waiting);
--                   'sending'   the email waits in the outbox, and its supplier may be introduced;
--                   'not_sent'  the email did not go (skipped or given up), though the supplier may
--                               be introduced again: the team decides what happens next;
--   may_introduce   whether the supplier is still one we may introduce (private.offer_blockers);
--   buyer_released  whether the supplier may know who the buyer is: 'sent' or 'sending' only.
create function private.introduction_state(p_introduction_id uuid,
  out state text, out introduced_at timestamptz, out may_introduce boolean, out buyer_released boolean)
language sql stable
set search_path = ''
as $$
  select x.state, x.introduced_at, x.may_introduce, coalesce(x.state in ('sent', 'sending'), false)
    from (select case
                   when i.chosen_at is null then null
                   when d.status = 'sent' then 'sent'
                   when not b.may_introduce then 'withheld'
                   when d.status = 'pending' then 'sending'
                   else 'not_sent'
                 end as state,
                 case when i.chosen_at is not null and d.status = 'sent' then d.sent_at end as introduced_at,
                 b.may_introduce
            from public.introductions i
           cross join lateral (select cardinality(private.offer_blockers(i.id)) = 0 as may_introduce) b
            left join public.lead_deliveries d
              on d.lead_table = 'introductions' and d.lead_id = i.id and d.kind = 'introduction'
           where i.id = p_introduction_id) x
$$;

revoke all on function private.introduction_state(uuid) from public, anon, authenticated, service_role;
-- The outbox's claims (as the service role) read the buyer through chosen_buyer, which asks it.
grant execute on function private.introduction_state(uuid) to service_role;

-- One offered supplier as the buyer sees it: who and where, what it makes, what we verified and
-- when we last visited, what it stated for this RFQ, and why it fits in buyer-safe words, whether
-- it may still be chosen, and what became of its introduction once chosen
-- (private.introduction_state). No internal score, rank or count of our introductions, and never
-- why it is no longer available.
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
           'available', st.may_introduce,
           'introduction', st.state,
           'introduced_at', st.introduced_at)
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   cross join lateral private.introduction_state(i.id) st
   where i.id = p_introduction_id
$$;

revoke all on function private.offered_option(uuid) from public;
grant execute on function private.offered_option(uuid) to service_role;

-- Who the buyer is, for a supplier the buyer chose to meet and that may know it: its introduction
-- email went, or is still on its way to a supplier we may introduce (private.introduction_state's
-- buyer_released). Null for every other supplier, a chosen one whose introduction was withheld or
-- not sent included.
create or replace function private.chosen_buyer(p_introduction_id uuid) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_intro record;
  v_buyer jsonb;
begin
  select i.lead_table, i.lead_id, i.chosen_at into v_intro from public.introductions i where i.id = p_introduction_id;
  if v_intro.chosen_at is null
     or not coalesce((select st.buyer_released from private.introduction_state(p_introduction_id) st), false) then
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

revoke all on function private.chosen_buyer(uuid) from public;
grant execute on function private.chosen_buyer(uuid) to service_role;

-- What the shop sees: the register's record of it (never its notes, history or who changed it),
-- its certificates, its waiting proposal and its answers to briefs. A brief's reference is the
-- RFQ's; nothing names a buyer. A brief says it was chosen only when the shop may know who the
-- buyer is (private.introduction_state's buyer_released): never for an introduction withheld or
-- not sent.
create or replace function private.supplier_page_view(p_supplier_id uuid, p_expires_at timestamptz) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'expires_at', p_expires_at,
    'supplier', jsonb_build_object(
      'company_name', s.company_name, 'status', s.status, 'status_changed_at', s.status_changed_at,
      'status_reason', s.status_reason, 'visit_booked_on', s.visit_booked_on,
      'revisit_due', public.supplier_revisit_due(s.id),
      'town', s.town, 'country', s.country, 'processes', to_jsonb(s.processes), 'max_axes', s.max_axes,
      'materials', to_jsonb(s.materials), 'industries', to_jsonb(s.industries),
      'order_sizes', to_jsonb(s.order_sizes), 'lead_time', s.lead_time,
      'envelope_x_mm', s.envelope_x_mm, 'envelope_y_mm', s.envelope_y_mm, 'envelope_z_mm', s.envelope_z_mm,
      'capacity', s.capacity, 'capacity_set_at', s.capacity_set_at),
    'certificates', coalesce((select jsonb_agg(jsonb_build_object(
                                'id', c.id, 'standard', c.standard, 'certificate_number', c.certificate_number,
                                'expires_on', c.expires_on, 'verified', c.verified_at is not null,
                                'held', public.certificate_is_held(c.verified_at, c.expires_on))
                              order by c.standard, c.expires_on desc nulls last, c.id)
                                from public.supplier_certificates c where c.supplier_id = s.id), '[]'),
    'proposal', (select jsonb_build_object('created_at', p.created_at, 'changes', p.changes)
                   from public.supplier_proposals p where p.supplier_id = s.id and p.status = 'pending'),
    'answers', coalesce((select jsonb_agg(jsonb_build_object(
                           'reference', 'FB-' || upper(substr(i.lead_id::text, 1, 4)) || '-'
                                        || upper(substr(i.lead_id::text, 5, 4)),
                           'sent_at', i.sent_at, 'answer', i.answer, 'answered_at', i.answered_at,
                           'chosen', i.chosen_at is not null
                                     and coalesce((select st.buyer_released
                                                     from private.introduction_state(i.id) st), false))
                         order by i.sent_at desc, i.id)
                           from (select * from public.introductions x
                                  where x.supplier_id = s.id and x.sent_at is not null
                                  order by x.sent_at desc limit 50) i), '[]'))
  from public.suppliers s
  where s.id = p_supplier_id
$$;

revoke all on function private.supplier_page_view(uuid, timestamptz) from public, anon, authenticated, service_role;
