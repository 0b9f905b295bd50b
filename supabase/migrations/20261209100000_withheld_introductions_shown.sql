-- The buyer's options page says what became of each introduction the buyer asked for
-- (docs/decisions/0037-buyer-options-page.md). Asking to meet a supplier queues one introduction
-- email; the outbox skips that email when, by the time it goes, the supplier is no longer one we
-- may introduce (its claim carries the reason and no buyer). A chosen card must then never say an
-- introduction was sent.
--   * Each offered option names its introduction's state, from the introduction email's delivery
--     and whether its supplier may still be introduced:
--       null        not chosen;
--       'sent'      the email went ('introduced_at' is when);
--       'withheld'  the email did not go and will not as things stand: the supplier is no longer
--                   one we may introduce (it was skipped for that, or it is still waiting);
--       'sending'   the email is waiting in the outbox, and its supplier may still be introduced;
--       'not_sent'  the email did not go (skipped or given up), though the supplier may be
--                   introduced again: the team decides what happens next.
--   * The page is never told why a supplier is no longer available.

-- One offered supplier as the buyer sees it: who and where, what it makes, what we verified and
-- when we last visited, what it stated for this RFQ, and why it fits in buyer-safe words, whether
-- it may still be chosen, and what became of its introduction once chosen. No internal score, rank
-- or count of our introductions, and never why it is no longer available.
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
           'available', b.may_introduce,
           -- A sent introduction stands, whatever its supplier became since.
           'introduction', case
                             when i.chosen_at is null then null
                             when d.status = 'sent' then 'sent'
                             when not b.may_introduce then 'withheld'
                             when d.status = 'pending' then 'sending'
                             else 'not_sent'
                           end,
           'introduced_at', case when d.status = 'sent' then d.sent_at end)
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   cross join lateral (select cardinality(private.offer_blockers(i.id)) = 0 as may_introduce) b
    left join public.lead_deliveries d
      on d.lead_table = 'introductions' and d.lead_id = i.id and d.kind = 'introduction'
   where i.id = p_introduction_id
$$;
